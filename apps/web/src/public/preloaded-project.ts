import type { PublicProject } from '@kitsmith/client';
import { createContext } from 'react';

/**
 * The server renders `/p/{id}` with the shared project in it (prerender.tsx, the API's sharing/public-page-document.ts)
 * and sends the same answer along in the document, as JSON in this element, so the page hydrates with what it was
 * rendered from instead of asking for it again.
 */
export const PRELOADED_PROJECT_ELEMENT = 'public-project-data';

/** The project the server renders the page with (no document to read it from there). */
export const PreloadedProjectContext = createContext<PublicProject | undefined>(undefined);

let embedded: { read: boolean; project?: PublicProject } = { read: false };

function readEmbedded(): PublicProject | undefined {
  if (embedded.read) return embedded.project;
  embedded = { read: true };
  const text = typeof document === 'undefined' ? null : document.getElementById(PRELOADED_PROJECT_ELEMENT)?.textContent;
  if (!text) return undefined;
  try {
    const answer = JSON.parse(text) as { success?: unknown; data?: PublicProject };
    if (answer.success === true && typeof answer.data?.id === 'string') embedded.project = answer.data;
  } catch (error) {
    console.error('The page came with a shared project that is not JSON; it is asked for instead', error);
  }
  return embedded.project;
}

/** The project the page was rendered with, when it is `projectId`: the server's, or the document's on the first visit. */
export function preloadedProject(projectId: string, fromServer: PublicProject | undefined): PublicProject | undefined {
  const project = fromServer ?? readEmbedded();
  return project?.id === projectId ? project : undefined;
}

/**
 * Once the page has taken the document's project, a later visit within the app (back to the page after an edit) asks
 * the API for the current one.
 */
export function forgetEmbeddedProject(): void {
  embedded = { read: true };
}
