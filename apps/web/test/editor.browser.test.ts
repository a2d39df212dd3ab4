// A designer's day in the editor (/project/:projectId) against the real stack: load, add and configure
// components, recolour and see the preview and code follow, undo/redo, autosave, reload mid-edit,
// offline and back, merging with a second session (and asking about what both changed), sharing publicly and exporting a zip.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { componentCatalogue, defaultDesignSystem } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { expectNoSeriousAxeViolations, useRealStack, type VisitOptions } from '../test-support/real-stack.ts';

describeInBrowser('the editor on the real stack', (browser) => {
  const { newPage, apiClient, stack, signedInPage } = useRealStack(browser);

  /** The invitation token mailed to `to` (the outbox lives in the server's SQLite file). */
  function invitationToken(to: string): string {
    const db = new Database(join(stack().dataDir, 'kitsmith.sqlite'), { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      const mails = db.prepare('SELECT text FROM outbox WHERE to_address = ? ORDER BY id DESC').all(to) as { text: string }[];
      for (const mail of mails) {
        const match = /invitations\/accept\?token=([A-Za-z0-9_%.-]+)/.exec(mail.text);
        if (match?.[1]) return decodeURIComponent(match[1]);
      }
    } finally {
      db.close();
    }
    throw new Error(`no invitation mailed to ${to}`);
  }

  /** Puts an account on a plan, as a paid subscription would (the stored plan rules when there are no billing records). */
  function setPlan(email: string, plan: string): void {
    const db = new Database(join(stack().dataDir, 'kitsmith.sqlite'), { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('UPDATE users SET subscription_plan = ? WHERE email = ?').run(plan, email);
    } finally {
      db.close();
    }
  }

  let accounts = 0;
  async function designer(plan = 'free') {
    const client = apiClient();
    const email = `designer${++accounts}-${Date.now()}@example.com`;
    const session = await client.auth.register({ full_name: 'Dana Designer', email, password: 'correct horse battery' });
    if (plan !== 'free') setPlan(email, plan);
    return { client, session, email };
  }

  /** Signed in, on a wide screen unless told otherwise; the test opens the editor itself. */
  const signIn = (session: { access_token: string; refresh_token: string }, options: VisitOptions = {}): Promise<Page> =>
    signedInPage(session, '/v1/health', { viewport: { width: 1400, height: 900 }, ...options });

  async function openEditor(page: Page, projectId: string): Promise<void> {
    await page.goto(`/project/${projectId}`);
    await page.getByTestId('save-state').waitFor({ timeout: 60_000 });
  }

  const frame = (page: Page) => page.frameLocator('iframe[title="Design preview"]');
  /** Once the preview's theme has stopped changing (300 ms after the last change), transitions and off-screen sections come back. */
  const themeSettled = (page: Page) =>
    page.waitForFunction(() => !('retheming' in document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')!.contentDocument!.documentElement.dataset));
  /** A new designer's project holding the first `count` catalogue components (ids c0, c1, ...), open in the editor. */
  async function editorWithCatalogue(name: string, count: number): Promise<Page> {
    const { client, session } = await designer();
    const components = componentCatalogue.slice(0, count).map((component, index) => ({ id: `c${index}`, componentId: component.id, props: {} }));
    const project = await client.projects.create({ name, config: { ...defaultDesignSystem, components } });
    const page = await signIn(session);
    await openEditor(page, project.id);
    return page;
  }
  const saveState = (page: Page) => page.getByTestId('save-state');
  const waitSaved = (page: Page) => page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.textContent === 'Saved', undefined, { timeout: 45_000 });
  const primaryHex = (page: Page) => page.getByRole('textbox', { name: 'Primary hex' });
  const rootProperty = (page: Page, name: string) =>
    frame(page)
      .locator('html')
      .evaluate((html, property) => html.style.getPropertyValue(property), name);

  it('says when a project does not exist, with a way back to the dashboard', async () => {
    const { session } = await designer();
    const page = await signIn(session);
    await page.goto('/project/no-such-project');
    await page.getByRole('heading', { name: 'Project not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('builds a design: add and configure components, recolour with undo/redo, templates and live code, all saved', async () => {
    const { client, session } = await designer();
    const project = await client.projects.create({ name: 'Acme UI', template_id: 'bold-creative' });
    const page = await signIn(session);
    await openEditor(page, project.id);

    await page.getByRole('button', { name: 'Rename project: Acme UI' }).waitFor();
    expect(await page.locator('.editor-version').textContent()).toBe(`v${project.version}`);
    expect(await saveState(page).textContent()).toBe('Saved');
    // The library opens on Buttons (spec section 2).
    const toggles = page.locator('.editor-category-toggle');
    expect(await toggles.first().textContent()).toContain('Buttons');
    expect(await toggles.first().getAttribute('aria-expanded')).toBe('true');

    // Search, then add a Button and a Card.
    await page.keyboard.press('/');
    await page.keyboard.type('card');
    await page.getByRole('button', { name: /^Add .*Card/ }).first().click();
    await page.getByRole('searchbox', { name: 'Search components' }).fill('');
    await page.getByRole('button', { name: 'Add Button', exact: true }).click();
    const layers = page.locator('.editor-layer');
    expect(await layers.count()).toBe(2);
    await frame(page).locator('[data-instance] .ks-button').first().waitFor();
    expect(await frame(page).locator('[data-instance]').count()).toBe(2);

    // Reorder with the keyboard: the Button moves above the Card, in the layers and on the canvas.
    await page.locator('.editor-layer-select').nth(1).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.waitForFunction(() => document.querySelector('.editor-layer .editor-layer-name')?.textContent === 'Button');
    const firstOnCanvas = await frame(page).locator('[data-instance]').first().locator('h2').textContent();
    expect(firstOnCanvas).toBe('Button');

    // A row's grip and buttons show on the selected row, the row under the pointer and the focused row (Tab reaches them).
    const otherRow = layers.nth(1);
    await otherRow.locator('.editor-layer-actions').waitFor({ state: 'hidden' });
    await otherRow.hover();
    await otherRow.getByRole('button', { name: /^Remove / }).waitFor({ state: 'visible' });
    await page.mouse.move(0, 0);
    await otherRow.locator('.editor-layer-select').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Move .* up$/);
    await page.locator('.editor-layer-select').first().focus();

    // Props: select the Button on the canvas; give it a custom name and change a prop.
    await frame(page).locator('[data-instance] .ks-button').first().click();
    await page.getByRole('tab', { name: 'Component', selected: true }).waitFor();
    await page.getByLabel('Custom name').fill('Call to action');
    await frame(page).getByRole('heading', { name: 'Call to action' }).waitFor();
    await page.getByLabel('Custom name').blur();

    // Colours: a new primary restyles the preview in place (custom properties on the frame's root).
    await page.getByRole('tab', { name: 'Design' }).click();
    const before = await rootProperty(page, '--palette-primary-500');
    await primaryHex(page).fill('#0ea5e9');
    await primaryHex(page).press('Enter');
    await page.waitForFunction(
      () => (document.querySelector('iframe[title="Design preview"]') as HTMLIFrameElement).contentDocument!.documentElement.style.getPropertyValue('--palette-primary-500') !== '',
    );
    const after = await rootProperty(page, '--palette-primary-500');
    expect(after).not.toBe(before);
    expect(await page.locator('.editor-palette-swatch[data-key]').first().getAttribute('aria-label')).toContain('#0ea5e9');

    // A drag of the picker (input events, then change) is one undo step.
    await page.getByRole('textbox', { name: 'Accent hex' }).waitFor();
    const accentBefore = await page.getByRole('textbox', { name: 'Accent hex' }).inputValue();
    await page.getByLabel('Accent picker').evaluate((picker: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const color of ['#111111', '#222222', '#333333']) {
        setValue.call(picker, color);
        picker.dispatchEvent(new Event('input', { bubbles: true }));
      }
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.waitForFunction(() => (document.querySelector('input[aria-label="Accent hex"]') as HTMLInputElement).value === '#333333');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction((before) => (document.querySelector('input[aria-label="Accent hex"]') as HTMLInputElement).value === before, accentBefore);
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.waitForFunction(() => (document.querySelector('input[aria-label="Accent hex"]') as HTMLInputElement).value === '#333333');

    // Undo and redo from the keyboard (outside a text field).
    await page.locator('body').click({ position: { x: 700, y: 5 } });
    await page.keyboard.press('Control+z');
    await page.waitForFunction((before) => (document.querySelector('input[aria-label="Accent hex"]') as HTMLInputElement).value === before, accentBefore);
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => (document.querySelector('input[aria-label="Primary hex"]') as HTMLInputElement).value !== '#0ea5e9');
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => (document.querySelector('input[aria-label="Primary hex"]') as HTMLInputElement).value === '#0ea5e9');
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => (document.querySelector('input[aria-label="Accent hex"]') as HTMLInputElement).value === '#333333');

    // While colours change the preview's own transitions are off (it follows the picker at once), and back soon after.
    const retheming = await page.getByLabel('Secondary picker').evaluate((picker: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(picker, '#0f766e');
      picker.dispatchEvent(new Event('input', { bubbles: true }));
      picker.dispatchEvent(new Event('change', { bubbles: true }));
      const root = document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')!.contentDocument!.documentElement;
      const button = root.querySelector('.ks-button')!;
      return { flagged: 'retheming' in root.dataset, transition: getComputedStyle(button).transitionDuration };
    });
    expect(retheming).toEqual({ flagged: true, transition: '0s' });
    await themeSettled(page);

    // The code panel generates the plan's formats live; the others say how to get them.
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    const code = page.getByTestId('code-view');
    await code.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="code-view"]')?.textContent?.includes('#0ea5e9'));
    await page.getByLabel('Format').selectOption('tailwind');
    await page.waitForFunction(() => document.querySelector('.editor-code-path')?.textContent?.startsWith('tailwind/'));
    expect(await page.getByLabel('Format').locator('option[value="react"]').textContent()).toBe('React (paid plans)');
    await page.getByLabel('Format').selectOption('react');
    const locked = page.getByRole('note').filter({ hasText: 'React export comes with the paid plans' });
    await locked.waitFor();
    expect(await locked.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    expect(await code.count()).toBe(0);
    await page.getByLabel('Format').selectOption('css');
    await code.waitFor();

    // Rename in place, then everything is saved to the server.
    await page.getByRole('button', { name: 'Rename project: Acme UI' }).click();
    await page.getByLabel('Project name').fill('Acme Design');
    await page.keyboard.press('Enter');
    await waitSaved(page);
    const saved = await client.projects.get(project.id);
    expect(saved.name).toBe('Acme Design');
    expect(saved.config.theme.primaryColor).toBe('#0ea5e9');
    expect(saved.config.components.map((component) => [component.componentId, component.customName])).toEqual([
      ['button', 'Call to action'],
      [expect.stringMatching(/card/), undefined],
    ]);
    await expectNoSeriousAxeViolations(page, { exclude: 'iframe' });

    // Templates: applying one shows the notice with its name, gone about 3.5 s later.
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Apply Corporate Professional' }).click();
    const notice = page.getByTestId('template-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Template Applied!');
    expect(await notice.textContent()).toContain('Corporate Professional');
    const shownAt = Date.now();
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2500);
    await page.getByRole('button', { name: 'Clear template' }).click();
    // The save state may still read Saved for a moment after the click: wait for the server to have it.
    await expect.poll(async () => (await client.projects.get(project.id)).config.template.application, { timeout: 45_000 }).toBeNull();
    await waitSaved(page);
  });

  it('keeps work through a reload and a lost connection, and saves it when back', async () => {
    const { client, session } = await designer();
    const project = await client.projects.create({ name: 'Offline kit' });
    const page = await signIn(session);
    await openEditor(page, project.id);

    // Edit, and reload before the autosave runs: the local draft brings the work back and saves it.
    await page.getByRole('button', { name: 'Add Button', exact: true }).click();
    await page.reload();
    await page.locator('.editor-layer').first().waitFor();
    expect(await page.locator('.editor-layer').count()).toBe(1);
    await waitSaved(page);
    expect((await client.projects.get(project.id)).config.components).toHaveLength(1);

    // Offline: the edit is kept on this device and saved once the connection is back.
    await page.context().setOffline(true);
    await primaryHex(page).fill('#16a34a');
    await primaryHex(page).press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.textContent?.startsWith('Offline'));
    expect(await page.evaluate((id) => localStorage.getItem(`kitsmith-editor-draft:${id}`), project.id)).toContain('#16a34a');
    await page.context().setOffline(false);
    await waitSaved(page);
    expect((await client.projects.get(project.id)).config.theme.primaryColor).toBe('#16a34a');
    expect(await page.evaluate((id) => localStorage.getItem(`kitsmith-editor-draft:${id}`), project.id)).toBeNull();
  });

  it('merges two sessions: edits of different fields combine without asking, a field both changed is asked about alone', async () => {
    const { client, session, email } = await designer();
    const project = await client.projects.create({ name: 'Shared kit' });
    const again = await apiClient().auth.login({ email, password: 'correct horse battery' });
    const [a, b] = await Promise.all([signIn(session), signIn(again)]);
    await Promise.all([openEditor(a, project.id), openEditor(b, project.id)]);
    const stored = async () => (await client.projects.get(project.id)).config;
    const shows = (page: Page, label: string) => expect.poll(() => page.getByLabel(label, { exact: true }).inputValue(), { timeout: 30_000 });
    const dialog = (page: Page) => page.getByRole('dialog', { name: 'This project changed while you were editing' });

    // A recolours and saves; B, opened before that save, changes the body font: both end up saved and shown.
    await primaryHex(a).fill('#e11d48');
    await primaryHex(a).press('Enter');
    await expect.poll(async () => (await stored()).theme.primaryColor, { timeout: 45_000 }).toBe('#e11d48');
    await b.getByLabel('Body font').fill('Georgia, serif');
    await b.getByLabel('Body font').press('Tab');
    await expect.poll(async () => (await stored()).typography.bodyFamily, { timeout: 45_000 }).toBe('Georgia, serif');
    expect((await stored()).theme.primaryColor).toBe('#e11d48');
    await shows(b, 'Primary hex').toBe('#e11d48');
    await b.getByText("Merged a teammate's changes: Primary colour.").waitFor();
    await waitSaved(b);
    expect(await dialog(b).count()).toBe(0);

    // A changes the accent, merging B's font on its way; then B, offline meanwhile, changes the same accent and the radius.
    await a.getByRole('textbox', { name: 'Accent hex' }).fill('#f97316');
    await a.getByRole('textbox', { name: 'Accent hex' }).press('Enter');
    await expect.poll(async () => (await client.projects.get(project.id)).revision, { timeout: 45_000 }).toBe(4);
    await shows(a, 'Body font').toBe('Georgia, serif');
    await b.context().setOffline(true);
    await b.getByRole('textbox', { name: 'Accent hex' }).fill('#22c55e');
    await b.getByRole('textbox', { name: 'Accent hex' }).press('Enter');
    await b.getByLabel('Radius (px)').fill('12');
    await b.getByLabel('Radius (px)').press('Tab');
    await b.context().setOffline(false);

    // Only the accent is asked about, mine beside theirs; B takes theirs and the rest of both edits stays.
    await dialog(b).waitFor({ timeout: 45_000 });
    const rows = dialog(b).locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Accent colour');
    expect(await rows.first().textContent()).toContain('#22c55e');
    expect(await rows.first().textContent()).toContain('#f97316');
    await expectNoSeriousAxeViolations(b, { include: '.editor-conflict' });
    await dialog(b).getByRole('radio', { name: 'Theirs: #f97316' }).check();
    await dialog(b).getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await stored()).radius.base, { timeout: 45_000 }).toBe(12);
    const saved = await stored();
    expect([saved.theme.accentColor, saved.theme.primaryColor, saved.typography.bodyFamily]).toEqual(['#f97316', '#e11d48', 'Georgia, serif']);
    await shows(b, 'Accent hex').toBe('#f97316');
    await waitSaved(b);
  });

  it('opens with a draft made on an older revision: asks about the field both changed, and copies mine to a new project', async () => {
    const { client, session } = await designer();
    const project = await client.projects.create({ name: 'Drafted kit' });
    const page = await signIn(session);
    await openEditor(page, project.id);

    // Offline, an edit stays a local draft on the revision the editor opened.
    await page.context().setOffline(true);
    await primaryHex(page).fill('#be123c');
    await primaryHex(page).press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.textContent?.startsWith('Offline'));
    await page.close();
    await page.context().setOffline(false);

    // Meanwhile the project moves on elsewhere: renamed, and the same colour changed.
    await client.projects.update(project.id, {
      revision: project.revision,
      name: 'Renamed elsewhere',
      config: { ...project.config, theme: { ...project.config.theme, primaryColor: '#000000' } },
    });

    // Opening it again on this device: the draft is older than the server's revision; the rename merges in, the colour is asked about.
    const again = await page.context().newPage();
    await again.goto(`/project/${project.id}`);
    const dialog = again.getByRole('dialog', { name: 'This project changed while you were editing' });
    await dialog.waitFor({ timeout: 60_000 });
    const rows = await dialog.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Primary colour');
    expect(rows[0]).toContain('#be123c');
    expect(rows[0]).toContain('#000000');
    await dialog.getByRole('button', { name: 'Copy mine to a new project' }).click();
    await again.waitForURL((url) => url.pathname.startsWith('/project/') && !url.pathname.endsWith(project.id));
    await again.getByTestId('save-state').waitFor({ timeout: 60_000 });

    const { projects } = await client.projects.list();
    const copy = projects.find((each) => each.name === 'Drafted kit (my version)');
    expect(copy?.config.theme.primaryColor).toBe('#be123c');
    const original = await client.projects.get(project.id);
    expect(original.name).toBe('Renamed elsewhere');
    expect(original.config.theme.primaryColor).not.toBe('#be123c');
    expect(await again.evaluate((id) => localStorage.getItem(`kitsmith-editor-draft:${id}`), project.id)).toBeNull();
  });

  it('copies and downloads a generated file, zips one format, and previews at other widths, zooms and schemes', async () => {
    const { client, session } = await designer();
    const project = await client.projects.create({ name: 'Tool kit' });
    await client.projects.update(project.id, { revision: project.revision, config: { ...project.config, components: [{ id: 'b1', componentId: 'button', props: {} }] } });
    const page = await signIn(session);
    await openEditor(page, project.id);

    // The canvas: viewport width, zoom and colour scheme.
    const iframe = page.locator('iframe[title="Design preview"]');
    const toolbar = page.getByRole('toolbar', { name: 'Preview' });
    await toolbar.locator('label', { hasText: 'Mobile' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')?.getBoundingClientRect().width === 375);
    await page.getByLabel('Zoom').selectOption('0.5');
    await page.waitForFunction(() => Math.round(document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')!.getBoundingClientRect().width) === 188);
    expect(await iframe.getAttribute('data-viewport')).toBe('mobile');
    await toolbar.locator('label', { hasText: 'Dark' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')?.contentDocument?.documentElement.dataset.theme === 'dark');
    expect(await page.locator('.editor-stage').getAttribute('data-scheme')).toBe('dark');

    // The code panel: copy a file, download it, and zip the whole format.
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    const code = page.getByTestId('code-view');
    await code.waitFor();
    const path = (await page.locator('.editor-code-path').textContent()) ?? '';
    await page.getByRole('button', { name: `Copy ${path}` }).click();
    await page.getByRole('button', { name: `Copied! ${path}` }).waitFor();
    const shown = (await code.textContent()) ?? '';
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${path}` }).click()]);
    expect(file.suggestedFilename()).toBe(path.split('/').pop());
    expect(readFileSync((await file.path())!, 'utf8')).toBe(shown);

    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSS zip' }).click()]);
    expect(zip.suggestedFilename()).toBe('tool-kit-css.zip');
    const entries = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
    expect(strFromU8(entries[`tool-kit-css/${path}`]!)).toBe(shown);
  });

  it('keeps only the preview sections near the view filled; a far one keeps its place and name, and comes back when selected', async () => {
    const page = await editorWithCatalogue('Long kit', 25);
    const last = frame(page).locator('[data-instance="c24"]');
    await last.and(frame(page).locator('[data-far]')).waitFor({ state: 'attached' });
    // Empty, as tall as before and still a named region, so the scroll and the page's outline stay put.
    expect(await last.evaluate((section) => section.childElementCount)).toBe(0);
    expect(await last.evaluate((section) => section.getBoundingClientRect().height)).toBeGreaterThan(100);
    expect(await last.getAttribute('aria-label')).toBe(componentCatalogue[24]!.name);
    expect(await frame(page).locator('[data-instance="c0"] h2').textContent()).toBe(componentCatalogue[0]!.name);

    await page.locator('.editor-layer-select').last().click();
    await frame(page).getByRole('heading', { name: componentCatalogue[24]!.name }).waitFor();
    expect(await last.getAttribute('data-far')).toBeNull();
    expect(await last.getAttribute('aria-label')).toBeNull();
  });

  it('during a colour drag restyles the preview at once and renders only the sections in view; the others catch up once it settles or they scroll in', async () => {
    const page = await editorWithCatalogue('Drag kit', 12);
    const section = (id: string) => frame(page).locator(`[data-instance="${id}"]`);
    const rendering = (id: string) =>
      section(id).evaluate((element) => ({ visibility: getComputedStyle(element).contentVisibility, height: Math.round(element.getBoundingClientRect().height) }));
    // c0 is in view; the first section below the view that is still filled (near, not far) is the one to watch.
    await section('c0').waitFor();
    await themeSettled(page);
    const below = await frame(page)
      .locator('[data-instance][data-offscreen]:not([data-far])')
      .first()
      .getAttribute('data-instance');
    expect(below).not.toBeNull();
    const before = await rendering(below!);
    expect(before.visibility).toBe('auto');
    const primaryBefore = await primaryHex(page).inputValue();

    // A step of a drag (an input event, no change event yet) and, at once, how the sections render.
    const drag = (color: string) =>
      page.getByLabel('Primary picker').evaluate(
        (picker: HTMLInputElement, { value, ids }) => {
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(picker, value);
          picker.dispatchEvent(new Event('input', { bubbles: true }));
          const preview = document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')!.contentDocument!;
          return {
            // Before any other task runs: the preview's theme and the picker's own fields already have the colour.
            themed: preview.documentElement.style.cssText.includes(value),
            hex: document.querySelector<HTMLInputElement>('input[aria-label="Primary hex"]')!.value,
            sections: ids.map((id) => {
              const element = preview.querySelector(`[data-instance="${id}"]`)!;
              return { visibility: getComputedStyle(element).contentVisibility, height: Math.round(element.getBoundingClientRect().height) };
            }),
          };
        },
        { value: color, ids: [below!, 'c0'] },
      );
    const step = await drag('#0f766e');
    expect(step).toMatchObject({ themed: true, hex: '#0f766e' });
    const [offscreen, inView] = step.sections;
    expect(offscreen).toEqual({ visibility: 'hidden', height: before.height });
    expect(inView).toMatchObject({ visibility: 'auto' });

    // Scrolled into view mid-drag, it renders again.
    await drag('#115e59');
    await section(below!).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(
      (id) => !document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')!.contentDocument!.querySelector(`[data-instance="${id}"]`)!.hasAttribute('data-offscreen'),
      below,
    );
    expect((await rendering(below!)).visibility).toBe('auto');

    // Once the colour settles, every near section renders, with the new colour.
    await section('c0').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.getByLabel('Primary picker').evaluate((picker: HTMLInputElement) => picker.dispatchEvent(new Event('change', { bubbles: true })));
    await themeSettled(page);
    expect(await rendering(below!)).toEqual(before);
    expect(await frame(page).locator('html').evaluate((html) => html.style.cssText)).toContain('#115e59');
    expect(await primaryHex(page).inputValue()).toBe('#115e59');

    // The whole drag is one undo step.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction((hex) => document.querySelector<HTMLInputElement>('input[aria-label="Primary hex"]')!.value === hex, primaryBefore);
    expect(await page.getByLabel('Primary picker').inputValue()).toBe(primaryBefore);
  });

  it('exports what the free plan exports: CSS, Tailwind and DTCG of the basic components', async () => {
    const { client, session } = await designer();
    const project = await client.projects.create({ name: 'Free kit' });
    await client.projects.update(project.id, {
      revision: project.revision,
      config: {
        ...project.config,
        components: [
          { id: 'b1', componentId: 'button', props: {} },
          { id: 'd1', componentId: 'dialog', props: {} },
        ],
      },
    });
    const page = await signIn(session);
    await openEditor(page, project.id);
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    await page.getByRole('note').filter({ hasText: 'Left out on your plan: Dialog.' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    const names = Object.keys(unzipSync(new Uint8Array(readFileSync((await download.path())!))));
    expect(names.some((name) => name.startsWith('free-kit/css/'))).toBe(true);
    expect(names.some((name) => name.startsWith('free-kit/tailwind/'))).toBe(true);
    expect(names.some((name) => name.startsWith('free-kit/dtcg/'))).toBe(true);
    expect(names.some((name) => /\/(react|vue|scss)\/|package\.json$/.test(name))).toBe(false);
    expect(names.some((name) => /dialog/i.test(name))).toBe(false);
  });

  it('shares publicly (the link opens logged out) and exports the package as a zip', async () => {
    const { client, session } = await designer('pro');
    const project = await client.projects.create({ name: 'Open kit', template_id: 'modern-glassmorphism' });
    const page = await signIn(session);
    await openEditor(page, project.id);
    await page.getByRole('button', { name: 'Add Button', exact: true }).click();
    await waitSaved(page);

    await page.getByRole('button', { name: /Share/ }).click();
    // The switch follows the server: it turns on once the API has made the project public.
    await page.getByRole('switch', { name: /Public/ }).click();
    await page.getByRole('switch', { name: /Public/, checked: true }).waitFor();
    const link = page.getByLabel('Shareable link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`/p/${project.id}$`));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const visitor = await newPage();
    await visitor.goto(new URL(url).pathname);
    await visitor.getByRole('heading', { name: 'Open kit' }).waitFor({ timeout: 60_000 });
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('open-kit.zip');
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const names = Object.keys(files);
    expect(names).toContain('open-kit/css/tokens.css');
    expect(names).toContain('open-kit/package.json');
    expect(names.some((name) => name.startsWith('open-kit/react/'))).toBe(true);
    expect(strFromU8(files['open-kit/css/tokens.css']!)).toContain('--primary');

    // The shortcuts help opens with '?'.
    await page.locator('body').click({ position: { x: 700, y: 5 } });
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Undo');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });

  it('on a tablet in dark mode: panels open from the top bar, layers reorder by dragging, no serious axe violation', async () => {
    const { client, session } = await designer();
    const project = await client.projects.create({ name: 'Tablet kit' });
    await client.projects.update(project.id, {
      revision: project.revision,
      config: {
        ...project.config,
        components: [
          { id: 'a', componentId: 'button', props: {} },
          { id: 'b', componentId: 'badge', props: {} },
          { id: 'c', componentId: 'alert', props: {} },
        ],
      },
    });
    const page = await signIn(session, { viewport: { width: 900, height: 1000 }, colorScheme: 'dark' });
    await openEditor(page, project.id);
    const layersPanel = page.getByRole('complementary', { name: 'Components' });
    expect(await layersPanel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Components' }).click();
    await layersPanel.waitFor();
    const names = () => page.locator('.editor-layer-name').allTextContents();
    expect(await names()).toEqual(['Button', 'Badge', 'Alert']);
    await page.locator('.editor-layer[data-layer="c"]').dragTo(page.locator('.editor-layer[data-layer="a"]'), { targetPosition: { x: 20, y: 2 } });
    await page.waitForFunction(() => document.querySelector('.editor-layer-name')?.textContent === 'Alert');
    expect(await names()).toEqual(['Alert', 'Button', 'Badge']);
    expect(await frame(page).locator('[data-instance]').evaluateAll((sections) => sections.map((section) => (section as HTMLElement).dataset.instance))).toEqual(['c', 'a', 'b']);
    await expectNoSeriousAxeViolations(page, { exclude: 'iframe' });
    await page.getByRole('button', { name: 'Design' }).click();
    await page.getByRole('complementary', { name: 'Design and properties' }).waitFor();
    await waitSaved(page);
    expect((await client.projects.get(project.id)).config.components.map((component) => component.id)).toEqual(['c', 'a', 'b']);
  });

  it('gives a viewer a read-only editor', async () => {
    // A demo account (every feature unlocked) invites a viewer to one of its seeded projects.
    const owner = apiClient();
    await owner.auth.demo();
    const [project] = (await owner.projects.list()).projects;
    expect(project!.component_count).toBeGreaterThan(0);
    const viewer = await designer();
    await owner.projects.share(project!.id, { invite: { email: viewer.email, role: 'viewer' } });
    await viewer.client.projects.acceptInvitation(invitationToken(viewer.email));
    const page = await signIn(viewer.session);
    await page.goto(`/project/${project!.id}`);
    await page.getByTestId('view-only').waitFor({ timeout: 60_000 });
    expect(await frame(page).locator('[data-instance]').count()).toBe(project!.component_count);
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Button', exact: true }).count()).toBe(0);
    expect(await primaryHex(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Rename project/ }).count()).toBe(0);
  });
});
