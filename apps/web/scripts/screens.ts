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

/** The editor with its design panel open (a side panel opens from the top bar below the desktop layout). */
async function editorReady(page: Page, width: number): Promise<void> {
  await page.getByTestId('save-state').waitFor({ timeout: 60_000 });
  await page.frameLocator('iframe[title="Design preview"]').locator('[data-instance]').first().waitFor();
  const panel = page.getByRole('complementary', { name: 'Design and properties' });
  if (width < 1100 && !(await panel.isVisible())) await page.getByRole('button', { name: 'Design', exact: true }).click();
  await panel.waitFor();
}

export const SCREENS: readonly Screen[] = [
  { name: 'home', path: () => '/', signedIn: false, ready: heading(/./) },
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
  { name: 'settings', path: () => '/settings', signedIn: true, ready: heading('Settings') },
  { name: 'billing', path: () => '/billing', signedIn: true, ready: heading(/Billing/) },
  { name: 'team', path: () => '/team', signedIn: true, ready: heading(/Team/) },
  { name: 'public-page', path: ({ publicProjectId }) => `/p/${publicProjectId}`, signedIn: false, ready: heading(/./) },
];
