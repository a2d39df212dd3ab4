// A designer's day in the editor (/project/:projectId) against the real stack: load, add and configure
// components, recolour and see the preview and code follow, undo/redo, templates, sharing publicly and exporting a zip.
// Saving through reloads, lost connections and other sessions: editor-saving.browser.test.ts.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { componentCatalogue, defaultDesignSystem } from '@kitsmith/core';
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { eventually, eventuallyStored } from '../test-support/editor-driver.ts';
import { useEditorStack, type DesignComponents } from '../test-support/editor-stack.ts';
import { expectNoSeriousAxeViolations } from '../test-support/real-stack.ts';

describeInBrowser('the editor on the real stack', (browser) => {
  const { newPage, apiClient, factories, designer, signIn, editorOn } = useEditorStack(browser);

  /** The first `count` catalogue components (ids c0, c1, ...). */
  const catalogue = (count: number): DesignComponents => componentCatalogue.slice(0, count).map((component, index) => ({ id: `c${index}`, componentId: component.id, props: {} }));
  const zipNames = async (download: { path(): Promise<string | null> }) => Object.keys(unzipSync(new Uint8Array(readFileSync((await download.path())!))));

  it('says when a project does not exist, with a way back to the dashboard', async () => {
    const { page } = await signIn(await designer());
    await page.goto('/project/no-such-project');
    await page.getByRole('heading', { name: 'Project not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('opens a project with its name, version and saved state, the library open on Buttons', async () => {
    const { project, editor } = await editorOn('Acme UI', [], { template_id: 'bold-creative' });
    const { page } = editor;
    await page.getByRole('button', { name: 'Rename project: Acme UI' }).waitFor();
    expect(await page.locator('.editor-version').textContent()).toBe(`v${project.version}`);
    expect(await editor.saveState.textContent()).toBe('Saved');
    const firstCategory = page.locator('.editor-category-toggle').first();
    expect(await firstCategory.textContent()).toContain('Buttons');
    expect(await firstCategory.getAttribute('aria-expanded')).toBe('true');
  });

  it('adds components from search and the library, reorders them by keyboard, names one on the canvas, and saves it all', async () => {
    const { client, project, editor } = await editorOn('Acme UI');
    const { page, preview } = editor;

    await editor.search('card');
    await editor.addComponent(/^Add .*Card/);
    await editor.clearSearch();
    await editor.addComponent('Button');
    expect(await editor.layers.count()).toBe(2);
    await preview.locator('[data-instance] .ks-button').first().waitFor();
    expect(await editor.sections.count()).toBe(2);

    // The Button moves above the Card, in the layers and on the canvas.
    const [card] = await editor.layerNames();
    await editor.moveLayer('Button', 'up');
    await editor.expectLayers(['Button', card!]);
    expect(await editor.sections.first().locator('h2').textContent()).toBe('Button');

    // A row's grip and buttons show on the selected row, the row under the pointer and the focused row (Tab reaches them).
    const other = editor.layer(card!);
    await other.locator('.editor-layer-actions').waitFor({ state: 'hidden' });
    await other.hover();
    await other.getByRole('button', { name: /^Remove / }).waitFor({ state: 'visible' });
    await page.mouse.move(0, 0);
    await other.locator('.editor-layer-select').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Move .* up$/);

    // Selected on the canvas, the Button gets a custom name that the preview shows.
    await preview.locator('[data-instance] .ks-button').first().click();
    await page.getByRole('tab', { name: 'Component', selected: true }).waitFor();
    await editor.setField('Custom name', 'Call to action');
    await preview.getByRole('heading', { name: 'Call to action' }).waitFor();

    await editor.expectSaved();
    await eventuallyStored(async () => (await client.projects.get(project.id)).config.components.map((component) => [component.componentId, component.customName])).toEqual([
        ['button', 'Call to action'],
        [expect.stringMatching(/card/), undefined],
      ]);
    await expectNoSeriousAxeViolations(page, { exclude: 'iframe' });
  });

  it('recolours the preview in place; a picker drag is one undo step; undo and redo by button and keyboard', async () => {
    const { client, project, editor } = await editorOn('Colour kit', [{ id: 'b1', componentId: 'button', props: {} }]);
    const { page } = editor;

    // A new primary restyles the preview through the custom properties on the frame's root.
    const before = await editor.previewProperty('--palette-primary-500');
    await editor.setHex('Primary', '#0ea5e9');
    await eventually(() => editor.previewProperty('--palette-primary-500')).not.toBe(before);
    expect(await page.locator('.editor-palette-swatch[data-key]').first().getAttribute('aria-label')).toContain('#0ea5e9');

    const accentBefore = await editor.hexField('Accent').inputValue();
    await editor.dragColor('Accent', ['#111111', '#222222', '#333333']);
    await editor.expectHex('Accent', '#333333');
    await editor.undo();
    await editor.expectHex('Accent', accentBefore);
    await editor.redo();
    await editor.expectHex('Accent', '#333333');

    // From the keyboard, outside a text field: back through both edits and forward again.
    await editor.shortcut('Control+z');
    await editor.expectHex('Accent', accentBefore);
    await editor.shortcut('Control+z');
    await eventually(() => editor.hexField('Primary').inputValue()).not.toBe('#0ea5e9');
    await editor.shortcut('Control+Shift+z');
    await editor.expectHex('Primary', '#0ea5e9');
    await editor.shortcut('Control+Shift+z');
    await editor.expectHex('Accent', '#333333');

    await editor.expectSaved();
    await eventuallyStored(async () => (await client.projects.get(project.id)).config.theme).toMatchObject({ primaryColor: '#0ea5e9', accentColor: '#333333' });
  });

  it("turns the preview's transitions off while a colour changes (it follows the picker at once), and back soon after", async () => {
    const { editor } = await editorOn('Motion kit', [{ id: 'b1', componentId: 'button', props: {} }]);
    await editor.section('b1').locator('.ks-button').waitFor();
    const moment = await editor.dragColor('Secondary', ['#0f766e']);
    expect(moment).toMatchObject({ retheming: true, buttonTransition: '0s' });
    await editor.themeSettled();
  });

  it("generates the plan's formats live in the code panel; the others say how to get them", async () => {
    const { editor } = await editorOn('Code kit');
    const { page } = editor;
    await editor.setHex('Primary', '#0ea5e9');
    await editor.openCode();
    await editor.expectCode('#0ea5e9');
    await editor.selectFormat('tailwind');
    await editor.expectCodePath('tailwind/');
    expect(await editor.format.locator('option[value="react"]').textContent()).toBe('React (paid plans)');

    await editor.selectFormat('react');
    const locked = page.getByRole('note').filter({ hasText: 'React export comes with the paid plans' });
    await locked.waitFor();
    expect(await locked.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    expect(await editor.codeView.count()).toBe(0);
    await editor.selectFormat('css');
    await editor.codeView.waitFor();
  });

  it('renames the project in place and saves the name', async () => {
    const { client, project, editor } = await editorOn('Acme UI');
    await editor.rename('Acme UI', 'Acme Design');
    // Enter closes the field: the top bar shows the new name as its button again.
    await editor.page.getByRole('button', { name: 'Rename project: Acme Design' }).waitFor();
    await eventually(() => editor.page.getByLabel('Project name').count()).toBe(0);
    await editor.expectSaved();
    await eventuallyStored(async () => (await client.projects.get(project.id)).name).toBe('Acme Design');
  });

  it('applies a template: a notice names it and leaves about 3.5 s later; clearing the template is saved', async () => {
    const { client, project, editor } = await editorOn('Template kit');
    const { page } = editor;
    const notice = page.getByTestId('template-notice');
    // The page's clock, paused: the notice's timing is read on it, not on this machine's.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await editor.applyTemplate('Corporate Professional');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Template Applied!');
    expect(await notice.textContent()).toContain('Corporate Professional');
    await page.clock.runFor(3_000);
    expect(await notice.getAttribute('data-fading')).toBeNull();
    await page.clock.runFor(300);
    await notice.and(page.locator('[data-fading]')).waitFor();
    await page.clock.runFor(200);
    await notice.waitFor({ state: 'detached' });
    await page.clock.resume();

    await eventuallyStored(async () => (await client.projects.get(project.id)).config.template.application?.templateId).toBe('corporate-professional');
    await page.getByRole('button', { name: 'Clear template' }).click();
    // The save state may still read Saved for a moment after the click: wait for the server to have it.
    await eventuallyStored(async () => (await client.projects.get(project.id)).config.template.application).toBeNull();
    await editor.expectSaved();
  });

  /** The visible controls of a bar (its buttons, links, headings, segmented groups) as boxes on the page. */
  const controlBoxes = (bar: Locator) =>
    bar.evaluate((element) =>
      [...element.querySelectorAll('a, button, h1, .segmented')]
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width > 1 && box.height > 1)
        .map(({ top, bottom, right, height }) => ({ top, bottom, right, height })),
    );
  /** One row: every control crosses one horizontal line, and none runs off the right of a `width` px screen. */
  const expectOneRow = async (bar: Locator, width: number) => {
    const boxes = await controlBoxes(bar);
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...boxes.map((box) => box.top))).toBeLessThan(Math.min(...boxes.map((box) => box.bottom)));
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(width);
  };

  it('lays the preview toolbar on one row at 1440 px, its segments moved by arrow keys; previews at other widths, zooms and schemes', async () => {
    const account = await designer();
    const project = await account.client.projects.create({ name: 'View kit', config: { ...defaultDesignSystem, components: [{ id: 'b1', componentId: 'button', props: {} }] } });
    const editor = await signIn(account, { viewport: { width: 1440, height: 900 } });
    await editor.open(project.id);
    const { page, toolbar } = editor;

    // Show | scheme and high contrast | width | zoom and vision | code: one row, every control of one height and top.
    const boxes = await controlBoxes(toolbar);
    expect(boxes.length).toBe(7);
    expect(Math.max(...boxes.map((box) => box.top)) - Math.min(...boxes.map((box) => box.top))).toBeLessThanOrEqual(2);
    expect(Math.max(...boxes.map((box) => box.height)) - Math.min(...boxes.map((box) => box.height))).toBeLessThanOrEqual(2);

    // A segmented control is a named group of radios: Tab reaches the chosen one, the arrow keys move and choose.
    const schemes = toolbar.getByRole('group', { name: 'Preview colour scheme' });
    expect(await schemes.getByRole('radio').count()).toBe(3);
    await schemes.getByRole('radio', { name: 'Light' }).check();
    await schemes.getByRole('radio', { name: 'Light' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await schemes.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await schemes.getByRole('radio', { name: 'Dark' }).evaluate((radio) => radio === document.activeElement)).toBe(true);
    await editor.preview.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    expect(await page.locator('.editor-stage').getAttribute('data-scheme')).toBe('dark');

    await editor.previewAt('Mobile');
    await eventually(() => editor.previewWidth()).toBe(375);
    await editor.zoom('50%');
    await eventually(() => editor.previewWidth()).toBe(188);
    await toolbar.getByRole('button', { name: 'Zoom 50%' }).waitFor();
    expect(await page.locator('iframe[title="Design preview"]').getAttribute('data-viewport')).toBe('mobile');
  });

  it('on a 390 px phone keeps the top bar and the toolbar on one row each: Share and Export at hand, the rest in menus', async () => {
    const account = await designer();
    const project = await account.client.projects.create({ name: 'Pocket kit', config: { ...defaultDesignSystem, components: [{ id: 'b1', componentId: 'button', props: {} }] } });
    const editor = await signIn(account, { viewport: { width: 390, height: 844 } });
    await editor.open(project.id);
    const { page, toolbar } = editor;
    const topBar = page.locator('.editor-topbar');
    await expectOneRow(topBar, 390);
    await expectOneRow(toolbar, 390);

    // Share and Export are in the row, and work.
    await page.getByRole('button', { name: /^Share/ }).click();
    await page.getByRole('switch', { name: /Public/ }).waitFor();
    await page.keyboard.press('Escape');
    expect((await editor.exportZip()).suggestedFilename()).toBe('pocket-kit.zip');

    // Undo is in the More menu.
    await page.getByRole('button', { name: 'Design', exact: true }).click();
    const primary = await editor.hexField('Primary').inputValue();
    await editor.setHex('Primary', '#0ea5e9');
    await page.getByRole('button', { name: 'More actions' }).click();
    const more = page.getByRole('menu', { name: 'More actions' });
    await more.getByRole('menuitem', { name: 'Keyboard shortcuts' }).waitFor();
    await expectNoSeriousAxeViolations(page, { exclude: 'iframe' });
    await more.getByRole('menuitem', { name: /^Undo/ }).click();
    await editor.expectHex('Primary', primary);
    await page.getByRole('button', { name: 'Design', exact: true }).click();

    // The toolbar keeps the scheme and folds the rest into View.
    await editor.chooseInToolbar('View', /^Tablet/);
    await eventually(() => page.locator('iframe[title="Design preview"]').getAttribute('data-viewport')).toBe('tablet');
  });

  it('keeps a size slider and its numeric field in step, restyling the preview; a drag, a typed value and key presses are an undo step each', async () => {
    const { editor } = await editorOn('Size kit', [{ id: 'b1', componentId: 'button', props: {} }]);
    const { page } = editor;
    const field = editor.numberField('Radius (px)');
    const slider = editor.slider('Radius (px)');
    const original = await field.inputValue();
    const shown = () => editor.previewProperty('--radius-md');
    expect(await shown()).toBe(`${original}px`);

    await editor.dragSlider('Radius (px)', 0.75);
    await eventually(() => field.inputValue()).not.toBe(original);
    const dragged = await field.inputValue();
    expect(await slider.inputValue()).toBe(dragged);
    await eventually(shown).toBe(`${dragged}px`);

    await editor.setField('Radius (px)', '20');
    expect(await slider.inputValue()).toBe('20');
    await eventually(shown).toBe('20px');
    // The numeric field is the keyboard's: an arrow moves one pixel, Shift+arrow ten.
    await field.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowUp');
    expect(await field.inputValue()).toBe('31');
    expect(await slider.inputValue()).toBe('31');
    await eventually(shown).toBe('31px');
    // Out of the model's limits: said, and not applied.
    await field.fill('99');
    await page.getByRole('alert').filter({ hasText: 'Enter a number from 0 to 64 px.' }).waitFor();
    expect(await slider.inputValue()).toBe('31');
    await field.press('Tab');
    expect(await field.inputValue()).toBe('31');

    await editor.undo();
    await editor.expectField('Radius (px)', '20');
    await editor.undo();
    await editor.expectField('Radius (px)', dragged);
    await editor.undo();
    await editor.expectField('Radius (px)', original);
    await eventually(shown).toBe(`${original}px`);
  });

  it('opens the code panel on the default format of Settings > Preferences, in the code style set there', async () => {
    const account = await designer();
    await account.client.users.updatePreferences({ codeStyle: { singleQuote: true }, defaultExportFormats: ['tailwind'] });
    const project = await account.client.projects.create({ name: 'Styled kit' });
    const editor = await signIn(account);
    await editor.open(project.id);
    await editor.openCode();
    await editor.expectCodePath('tailwind/tailwind.config.cjs');
    expect(await editor.format.inputValue()).toBe('tailwind');
    await editor.expectCode(`darkMode: ['selector', '[data-theme="dark"]']`);
  });

  it('copies and downloads a generated file, and zips one format (an export the account counts)', async () => {
    const { editor, client } = await editorOn('Tool kit', [{ id: 'b1', componentId: 'button', props: {} }]);
    const { page } = editor;
    await editor.openCode();
    await editor.codeView.waitFor();
    const path = (await editor.codePath.textContent()) ?? '';
    await page.getByRole('button', { name: `Copy ${path}` }).click();
    await page.getByRole('button', { name: `Copied! ${path}` }).waitFor();
    const shown = (await editor.codeView.textContent()) ?? '';
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    const file = await editor.download(page.getByRole('button', { name: `Download ${path}` }));
    expect(file.suggestedFilename()).toBe(path.split('/').pop());
    expect(readFileSync((await file.path())!, 'utf8')).toBe(shown);

    const zip = await editor.download(page.getByRole('button', { name: 'CSS zip' }));
    expect(zip.suggestedFilename()).toBe('tool-kit-css.zip');
    const entries = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
    expect(strFromU8(entries[`tool-kit-css/${path}`]!)).toBe(shown);
    // Made by the API, so it is recorded: the dashboard's and the billing page's "Exports so far".
    expect((await client.users.stats()).export_count).toBe(1);
    expect((await client.exports.list()).exports.map((each) => each.formats)).toEqual([['css']]);

    // light-dark(): the code shown and the zip both write the colours as one block of pairs.
    await page.getByRole('radio', { name: 'light-dark()' }).check();
    await page.getByRole('button', { name: 'css/tokens.css', exact: true }).click();
    await editor.expectCode('--background: light-dark(');
    const paired = await editor.download(page.getByRole('button', { name: 'CSS zip' }));
    const pairedEntries = unzipSync(new Uint8Array(readFileSync((await paired.path())!)));
    expect(strFromU8(pairedEntries['tool-kit-css/css/tokens.css']!)).toContain('--background: light-dark(');
  });

  it('keeps only the preview sections near the view filled; a far one keeps its place and name, and comes back when selected', async () => {
    // Forty sections: however short the catalogue's first ones are, the last is far below the view.
    const { editor } = await editorOn('Long kit', catalogue(40));
    const last = editor.section('c39');
    const name = componentCatalogue[39]!.name;
    await last.and(editor.preview.locator('[data-far]')).waitFor({ state: 'attached' });
    // Empty, as tall as before and still a named region, so the scroll and the page's outline stay put.
    expect(await last.evaluate((section) => section.childElementCount)).toBe(0);
    expect(await last.evaluate((section) => section.getBoundingClientRect().height)).toBeGreaterThan(100);
    expect(await last.getAttribute('aria-label')).toBe(name);
    expect(await editor.section('c0').locator('h2').textContent()).toBe(componentCatalogue[0]!.name);

    await editor.selectLayer(name);
    await editor.preview.getByRole('heading', { name }).waitFor();
    expect(await last.getAttribute('data-far')).toBeNull();
    expect(await last.getAttribute('aria-label')).toBeNull();
  });

  it('during a colour drag restyles the preview at once and renders only the sections in view; the others catch up once it settles or they scroll in', async () => {
    const { editor } = await editorOn('Drag kit', catalogue(12));
    // c0 is in view; the first section below the view that is still filled (near, not far) is the one to watch.
    await editor.section('c0').waitFor();
    await editor.themeSettled();
    const below = await editor.preview.locator('[data-instance][data-offscreen]:not([data-far])').first().getAttribute('data-instance');
    expect(below).not.toBeNull();
    const before = await editor.rendering(below!);
    expect(before.visibility).toBe('auto');
    const primaryBefore = await editor.hexField('Primary').inputValue();

    // A step of a drag, and at once: the theme and the picker's own fields have the colour; only the section in view renders.
    const step = await editor.dragColor('Primary', ['#0f766e'], { release: false, watch: [below!, 'c0'] });
    expect(step).toMatchObject({ themed: true, hex: '#0f766e' });
    expect(step.sections[below!]).toEqual({ visibility: 'hidden', height: before.height });
    expect(step.sections.c0).toMatchObject({ visibility: 'auto' });

    // Scrolled into view mid-drag, it renders again.
    await editor.dragColor('Primary', ['#115e59'], { release: false });
    await editor.section(below!).scrollIntoViewIfNeeded();
    await editor.section(below!).and(editor.preview.locator(':not([data-offscreen])')).waitFor();
    expect((await editor.rendering(below!)).visibility).toBe('auto');

    // Once the colour settles, every near section renders, with the new colour.
    await editor.section('c0').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await editor.releaseColor('Primary');
    await editor.themeSettled();
    // (Its height is now the one it was last rendered at, which content-visibility remembers.)
    expect((await editor.rendering(below!)).visibility).toBe('auto');
    expect(await editor.preview.locator('html').evaluate((html) => html.style.cssText)).toContain('#115e59');
    expect(await editor.hexField('Primary').inputValue()).toBe('#115e59');

    // The whole drag is one undo step.
    await editor.undo();
    await editor.expectHex('Primary', primaryBefore);
    expect(await editor.picker('Primary').inputValue()).toBe(primaryBefore);
  });

  it('exports what the free plan exports: CSS, Tailwind, shadcn/ui and DTCG of the basic components', async () => {
    const { editor } = await editorOn('Free kit', [
      { id: 'b1', componentId: 'button', props: {} },
      { id: 'd1', componentId: 'dialog', props: {} },
    ]);
    await editor.openCode();
    await editor.page.getByRole('note').filter({ hasText: 'Left out on your plan: Dialog.' }).waitFor();
    const names = await zipNames(await editor.exportZip());
    expect(names.some((name) => name.startsWith('free-kit/css/'))).toBe(true);
    expect(names.some((name) => name.startsWith('free-kit/tailwind/'))).toBe(true);
    expect(names.some((name) => name.startsWith('free-kit/dtcg/'))).toBe(true);
    expect(names).toContain('free-kit/shadcn/globals.css');
    expect(names.some((name) => /\/(react|vue|scss)\/|package\.json$/.test(name))).toBe(false);
    expect(names.some((name) => /dialog/i.test(name))).toBe(false);
  });

  it('shares publicly (the link opens logged out), exports the package as a zip, and shows the shortcuts with ?', async () => {
    const account = await designer('pro');
    const project = await account.client.projects.create({ name: 'Open kit', template_id: 'modern-glassmorphism' });
    const editor = await signIn(account);
    const { page } = editor;
    await editor.open(project.id);
    await editor.addComponent('Button');
    await editor.expectSaved();

    await page.getByRole('button', { name: /Share/ }).click();
    // The switch follows the server: it turns on once the API has made the project public.
    await page.getByRole('switch', { name: /Public/ }).click();
    await page.getByRole('switch', { name: /Public/, checked: true }).waitFor();
    const link = page.getByLabel('Shareable link');
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`/p/${project.id}$`));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    // The shadcn/ui command names the project's registry item, which the API serves to anyone now it is public.
    const command = await page.getByLabel('shadcn/ui command').inputValue();
    const itemUrl = `${new URL(url).origin}/r/${project.id}.json`;
    expect(command).toBe(`npx shadcn add ${itemUrl}`);
    expect(await (await fetch(itemUrl)).json()).toMatchObject({ type: 'registry:theme', name: 'open-kit', title: 'Open kit' });
    await page.getByRole('button', { name: 'Copy command' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const visitor = await newPage();
    await visitor.goto(new URL(url).pathname);
    await visitor.getByRole('heading', { name: 'Open kit' }).waitFor({ timeout: 60_000 });
    await page.keyboard.press('Escape');

    await account.client.versions.create(project.id, { message: 'First release', bump: 'minor' });
    const download = await editor.exportZip();
    expect(download.suggestedFilename()).toBe('open-kit.zip');
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const names = Object.keys(files);
    expect(names).toContain('open-kit/css/tokens.css');
    expect(names).toContain('open-kit/package.json');
    expect(names.some((name) => name.startsWith('open-kit/react/'))).toBe(true);
    expect(strFromU8(files['open-kit/css/tokens.css']!)).toContain('--primary');
    // The package is the project's release: its version, and the changelog of its named versions.
    expect(JSON.parse(strFromU8(files['open-kit/package.json']!)).version).toBe('1.1.0');
    expect(strFromU8(files['open-kit/CHANGELOG.md']!)).toContain('## [1.1.0]');

    await editor.shortcut('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Undo');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });

  it('on a tablet in dark mode: panels open from the top bar, layers reorder by dragging, no serious axe violation', async () => {
    const account = await designer();
    const project = await account.client.projects.create({
      name: 'Tablet kit',
      config: {
        ...defaultDesignSystem,
        components: [
          { id: 'a', componentId: 'button', props: {} },
          { id: 'b', componentId: 'badge', props: {} },
          { id: 'c', componentId: 'alert', props: {} },
        ],
      },
    });
    const editor = await signIn(account, { viewport: { width: 900, height: 1000 }, colorScheme: 'dark' });
    const { page } = editor;
    await editor.open(project.id);
    const layersPanel = page.getByRole('complementary', { name: 'Components' });
    expect(await layersPanel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Components', exact: true }).click();
    await layersPanel.waitFor();
    expect(await editor.layerNames()).toEqual(['Button', 'Badge', 'Alert']);
    await editor.dragLayer('Alert', 'Button');
    await editor.expectLayers(['Alert', 'Button', 'Badge']);
    expect(await editor.sectionIds()).toEqual(['c', 'a', 'b']);
    await expectNoSeriousAxeViolations(page, { exclude: 'iframe' });
    await page.getByRole('button', { name: 'Design' }).click();
    await page.getByRole('complementary', { name: 'Design and properties' }).waitFor();
    // The design panel's controls (segments, sliders with their fields, menus) in the dark.
    await expectNoSeriousAxeViolations(page, { include: '.editor-right' });
    await editor.expectSaved();
    await eventuallyStored(async () => (await account.client.projects.get(project.id)).config.components.map((component) => component.id)).toEqual(['c', 'a', 'b']);
  });

  it('gives a viewer a read-only editor and history', async () => {
    // A demo account (every feature unlocked) invites a viewer to one of its seeded projects.
    const owner = apiClient();
    await owner.auth.demo();
    const [project] = (await owner.projects.list()).projects;
    expect(project!.component_count).toBeGreaterThan(0);
    const viewer = await designer();
    await owner.projects.share(project!.id, { invite: { email: viewer.email, role: 'viewer' } });
    await viewer.client.projects.acceptInvitation(await factories.invitationToken(viewer.email));
    const editor = await signIn(viewer);
    const { page } = editor;
    await page.goto(`/project/${project!.id}`);
    await page.getByTestId('view-only').waitFor({ timeout: 60_000 });
    expect(await editor.sections.count()).toBe(project!.component_count);
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Button', exact: true }).count()).toBe(0);
    expect(await editor.hexField('Primary').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Rename project/ }).count()).toBe(0);

    // The history reads, with nothing to save or restore.
    await owner.versions.create(project!.id, { message: 'Demo release' });
    const history = await editor.openVersion('Demo release');
    await history.locator('.editor-diff').waitFor();
    expect(await history.getByRole('button', { name: 'Preview' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^(Restore|Save version|Edit message)$/ }).count()).toBe(0);
  });
});
