// The screens `npm run screenshots` photographs: every page a person sees, signed out and signed in.
import type { Page } from 'playwright-core';

/** What a screen needs to exist: a signed-in account, the project it shows. */
export interface ScreenData {
  /** A seeded project of the demo account (the editor's). */
  projectId: string;
  /** A project made public (the shared page's). */
  publicProjectId: string;
}

export interface Screen {
  /** The file name's start: `editor` -> `editor-1440-dark.png`. */
  name: string;
  path: (data: ScreenData) => string;
  signedIn: boolean;
  /** Waits until the screen shows its content (not a spinner or a skeleton), and sets it up as photographed. */
  ready: (page: Page, width: number) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { name }).first().waitFor();
};

/**
 * The editor with its canvas: at 1440 px the design panel beside it, on a phone the canvas alone. The canvas shows the
 * components, or the template's example page a project made from a template opens on.
 */
async function editorReady(page: Page): Promise<void> {
  await page.getByTestId('save-state').waitFor({ timeout: 60_000 });
  await page.frameLocator('iframe[title="Design preview"]').locator('[data-instance], .ks-page__block').filter({ visible: true }).first().waitFor();
}

/** The design panel open (from the top bar below the desktop layout), Colours and Contrast folded: typography, spacing and motion show. */
async function designPanelReady(page: Page, width: number): Promise<void> {
  await editorReady(page);
  const panel = page.getByRole('complementary', { name: 'Design and properties' });
  if (width < 1100) await page.getByRole('button', { name: 'Design', exact: true }).click();
  await panel.waitFor();
  for (const title of ['Colours', 'Contrast']) {
    await panel.locator('details.editor-section[open]', { has: page.getByRole('heading', { name: title, exact: true }) }).locator('> summary').click();
  }
  await panel.getByRole('heading', { name: 'Typography' }).scrollIntoViewIfNeeded();
}

export const SCREENS: readonly Screen[] = [
  {
    name: 'home',
    path: () => '/',
    signedIn: false,
    // The hero's showcase loads once React has the page, and shows once its document wears the template.
    ready: async (page) => {
      await page.locator('.showcase-canvas[data-ready="true"]').waitFor();
    },
  },
  { name: 'features', path: () => '/features', signedIn: false, ready: heading(/./) },
  { name: 'pricing', path: () => '/pricing', signedIn: false, ready: heading(/./) },
  { name: 'login', path: () => '/login', signedIn: false, ready: heading(/./) },
  { name: 'register', path: () => '/register', signedIn: false, ready: heading(/./) },
  { name: 'forgot-password', path: () => '/forgot-password', signedIn: false, ready: heading(/./) },
  {
    name: 'dashboard',
    path: () => '/dashboard',
    signedIn: true,
    ready: async (page) => {
      await page.locator('.project-list > li').first().waitFor();
    },
  },
  { name: 'editor', path: ({ projectId }) => `/project/${projectId}`, signedIn: true, ready: editorReady },
  { name: 'editor-design', path: ({ projectId }) => `/project/${projectId}`, signedIn: true, ready: designPanelReady },
  { name: 'settings', path: () => '/settings', signedIn: true, ready: heading('Settings') },
  { name: 'billing', path: () => '/billing', signedIn: true, ready: heading(/Billing/) },
  { name: 'team', path: () => '/team', signedIn: true, ready: heading(/Team/) },
  { name: 'public-page', path: ({ publicProjectId }) => `/p/${publicProjectId}`, signedIn: false, ready: heading(/./) },
];
