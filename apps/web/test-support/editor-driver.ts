// The editor (/project/:id) as a person uses it, for the browser suites: each method is one step a person
// takes, found by what they see (roles, accessible names, texts); every wait is on the page's state.
import type { Download, FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Saving, merging and loading go through the real API on a shared machine: waits on the server are generous. */
const SERVER_WAIT = { timeout: 45_000 };
/** As long as any locator waits (the contexts' default timeout). */
const PAGE_WAIT = { timeout: 30_000 };

/** Polls what the page shows until it matches: `await eventually(() => editor.previewWidth()).toBe(375)`. */
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, PAGE_WAIT);
/** Polls what the server stores until it matches (autosave and merges take their time). */
export const eventuallyStored = <T>(read: () => Promise<T>) => expect.poll(read, SERVER_WAIT);

/** How a preview section renders: its content-visibility and its height. */
export interface SectionRendering {
  visibility: string;
  height: number;
}

/** The editor and its preview read right after the last step of a colour drag, before any other task has run. */
export interface DragMoment {
  /** The preview's theme already holds the colour. */
  themed: boolean;
  /** What the colour's hex field shows. */
  hex: string;
  /** The preview is flagged as retheming (its transitions are off). */
  retheming: boolean;
  /** The transition duration of the preview's first button. */
  buttonTransition: string | null;
  /** How each watched section (by instance id) renders. */
  sections: Record<string, SectionRendering>;
}

export type EditorDriver = ReturnType<typeof editorDriver>;

export function editorDriver(page: Page) {
  const preview: FrameLocator = page.frameLocator('iframe[title="Design preview"]');
  const previewRoot = preview.locator('html');
  const saveState = page.getByTestId('save-state');
  const layers = page.locator('.editor-layer');
  const layer = (name: string) => layers.filter({ has: page.locator('.editor-layer-name').getByText(name, { exact: true }) });
  const hexField = (colour: string) => page.getByRole('textbox', { name: `${colour} hex` });
  const picker = (colour: string) => page.getByLabel(`${colour} picker`);
  const codeView = page.getByTestId('code-view');
  const codePath = page.locator('.editor-code-path');
  const section = (instance: string) => preview.locator(`[data-instance="${instance}"]`);
  const toolbar = page.getByRole('toolbar', { name: 'Preview' });

  const editor = {
    page,
    preview,
    saveState,
    layers,
    layer,
    hexField,
    picker,
    codeView,
    codePath,
    section,
    /** The sections of the canvas, in order. */
    sections: preview.locator('[data-instance]'),
    conflictDialog: page.getByRole('dialog', { name: 'This project changed while you were editing' }),

    /** Goes to the project and waits until the editor shows it. */
    async open(projectId: string): Promise<void> {
      await page.goto(`/project/${projectId}`);
      await saveState.waitFor({ timeout: 60_000 });
    },
    async expectSaved(): Promise<void> {
      await saveState.filter({ hasText: /^Saved$/ }).waitFor(SERVER_WAIT);
    },
    async expectOffline(): Promise<void> {
      await saveState.filter({ hasText: /^Offline/ }).waitFor(SERVER_WAIT);
    },
    /** This device's unsaved draft of the project, as stored (null when there is none). */
    draft: (projectId: string) => page.evaluate((id) => localStorage.getItem(`kitsmith-editor-draft:${id}`), projectId),

    // The library and the layers.
    /** '/' focuses the library's search; then the query is typed. */
    async search(query: string): Promise<void> {
      await page.keyboard.press('/');
      await page.keyboard.type(query);
    },
    async clearSearch(): Promise<void> {
      await page.getByRole('searchbox', { name: 'Search components' }).fill('');
    },
    /** Clicks "Add <name>" in the library (the first match of a pattern). */
    async addComponent(name: string | RegExp): Promise<void> {
      const button = typeof name === 'string' ? page.getByRole('button', { name: `Add ${name}`, exact: true }) : page.getByRole('button', { name }).first();
      await button.click();
    },
    layerNames: () => page.locator('.editor-layer-name').allTextContents(),
    async expectLayers(names: string[]): Promise<void> {
      await eventually(() => editor.layerNames()).toEqual(names);
    },
    /** The canvas's sections by instance id, in order. */
    sectionIds: () => preview.locator('[data-instance]').evaluateAll((sections) => sections.map((each) => (each as HTMLElement).dataset.instance)),
    async selectLayer(name: string): Promise<void> {
      await layer(name).locator('.editor-layer-select').click();
    },
    /** Alt+Arrow on the layer's row. */
    async moveLayer(name: string, direction: 'up' | 'down'): Promise<void> {
      await layer(name).locator('.editor-layer-select').focus();
      await page.keyboard.press(direction === 'up' ? 'Alt+ArrowUp' : 'Alt+ArrowDown');
    },
    /** Drags one layer row onto the top edge of another. */
    async dragLayer(name: string, onto: string): Promise<void> {
      await layer(name).dragTo(layer(onto), { targetPosition: { x: 20, y: 2 } });
    },

    // The right panel.
    async openTab(name: 'Design' | 'Component' | 'Templates' | 'Generate' | 'History'): Promise<void> {
      await page.getByRole('tab', { name }).click();
      await page.getByRole('tab', { name, selected: true }).waitFor();
    },
    /** Fills a labelled field and leaves it with Tab. */
    async setField(label: string, value: string): Promise<void> {
      await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel(label, { exact: true }).press('Tab');
    },
    async expectField(label: string, value: string): Promise<void> {
      await eventually(() => page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    },

    // Fonts (Headings, Body, Code).
    /** The picker's button, named by its label and the font it shows ("Body font Inter"). */
    fontButton: (label: string) => page.getByRole('button', { name: new RegExp(`^${label} font `) }),
    /** Picks a catalogue font: searched for in the picker's list and chosen with Enter, as a keyboard user would. */
    async pickFont(label: string, family: string): Promise<void> {
      await editor.fontButton(label).click();
      const search = page.getByRole('combobox', { name: `Search ${label.toLowerCase()} fonts` });
      await search.fill(family);
      await search.press('Enter');
    },
    /** Types a stack of one's own (the picker's Custom stack choice, unless its field shows already) and leaves the field. */
    async setFontStack(label: string, stack: string): Promise<void> {
      const field = page.getByLabel(`${label} font stack`, { exact: true });
      if ((await field.count()) === 0) {
        await editor.fontButton(label).click();
        await page.getByRole('option', { name: 'Custom stack…' }).click();
      }
      await editor.setField(`${label} font stack`, stack);
    },
    async expectFontStack(label: string, stack: string): Promise<void> {
      await editor.expectField(`${label} font stack`, stack);
    },
    /** The picker shows this catalogue font. */
    async expectFont(label: string, family: string): Promise<void> {
      await eventually(() => editor.fontButton(label).textContent()).toBe(`${family}▾`);
    },

    // Colours.
    /** Types a hex into the colour's field and presses Enter. */
    async setHex(colour: string, hex: string): Promise<void> {
      await hexField(colour).fill(hex);
      await hexField(colour).press('Enter');
    },
    async expectHex(colour: string, hex: string): Promise<void> {
      await eventually(() => hexField(colour).inputValue()).toBe(hex);
    },
    /**
     * Drags the colour's picker through `hexes` (an input event each) and, unless `release: false`, lets go
     * (the change event). Answers the editor as it is at once after the last step, and the preview as it
     * is once the last step's message has reached it, with `watch`ed sections' rendering.
     */
    async dragColor(colour: string, hexes: string[], { release = true, watch = [] }: { release?: boolean; watch?: string[] } = {}): Promise<DragMoment> {
      // The frame is on an opaque origin, patched by messages: a listener inside reads it as the last step's theme lands.
      const frame = await (await page.locator('iframe[title="Design preview"]').elementHandle())!.contentFrame();
      if (!frame) throw new Error('no preview frame');
      await frame.evaluate(
        ({ last, watch }) => {
          const root = document.documentElement;
          const rendering = (id: string) => {
            const element = document.querySelector(`[data-instance="${CSS.escape(id)}"]`)!;
            return { visibility: getComputedStyle(element).contentVisibility, height: Math.round(element.getBoundingClientRect().height) };
          };
          (window as unknown as { __ksLanded: Promise<unknown> }).__ksLanded = new Promise((resolve) => {
            const onMessage = () => {
              // Registered after the frame's own listener: the message has been applied.
              if (!root.style.cssText.includes(last)) return;
              removeEventListener('message', onMessage);
              const button = root.querySelector('.ks-button');
              resolve({
                themed: true,
                retheming: 'retheming' in root.dataset,
                buttonTransition: button ? getComputedStyle(button).transitionDuration : null,
                sections: Object.fromEntries(watch.map((id) => [id, rendering(id)])),
              });
            };
            addEventListener('message', onMessage);
          });
        },
        { last: hexes.at(-1)!, watch },
      );
      const hex = await picker(colour).evaluate(
        (input: HTMLInputElement, { hexes, release, hexLabel }) => {
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          for (const hex of hexes) {
            setValue.call(input, hex);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }
          if (release) input.dispatchEvent(new Event('change', { bubbles: true }));
          return document.querySelector<HTMLInputElement>(`input[aria-label="${hexLabel}"]`)!.value;
        },
        { hexes, release, hexLabel: `${colour} hex` },
      );
      const inside = (await frame.evaluate(() => (window as unknown as { __ksLanded: Promise<unknown> }).__ksLanded)) as Omit<DragMoment, 'hex'>;
      return { ...inside, hex };
    },
    /** Lets go of a picker dragged with `release: false`. */
    async releaseColor(colour: string): Promise<void> {
      await picker(colour).evaluate((input: HTMLInputElement) => input.dispatchEvent(new Event('change', { bubbles: true })));
    },
    /** A custom property on the preview's root, as the theme set it. */
    previewProperty: (name: string) => previewRoot.evaluate((html, property) => html.style.getPropertyValue(property), name),
    /** Once the preview's theme has stopped changing, its transitions and off-screen sections come back. */
    async themeSettled(): Promise<void> {
      await preview.locator('html:not([data-retheming])').waitFor({ state: 'attached' });
    },
    /** How a preview section renders now. */
    rendering: (instance: string): Promise<SectionRendering> =>
      section(instance).evaluate((element) => ({ visibility: getComputedStyle(element).contentVisibility, height: Math.round(element.getBoundingClientRect().height) })),

    // The token table (Design tab, Tokens section).
    /** Opens the Tokens section on one scheme ("Dark"). */
    async openTokens(scheme: string): Promise<void> {
      const section = page.locator('details.editor-section', { has: page.getByRole('heading', { name: 'Tokens', exact: true }) });
      const group = page.getByRole('group', { name: 'Scheme of the token table' });
      // The panel above it is long and still settling: a click on the summary can land before it holds still.
      for (let attempt = 0; attempt < 3 && !(await group.isVisible()); attempt += 1) {
        await section.locator('summary').scrollIntoViewIfNeeded();
        if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
        await group.waitFor({ timeout: 10_000 }).catch(() => undefined);
      }
      await group.getByRole('radio', { name: scheme, exact: true }).check();
    },
    /** A role's row in the table (`border`, `accent-foreground`). */
    tokenRow: (role: string) => page.locator(`.token-row[data-role="${role}"]`),
    /** Opens a role's colour popover from its swatch ("Border in dark"). */
    async editToken(name: string): Promise<Locator> {
      await page.getByRole('button', { name: new RegExp(`^Edit ${name}: `) }).click();
      return page.getByRole('dialog', { name: `Colour of ${name}` });
    },

    // History.
    async undo(): Promise<void> {
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
    },
    async redo(): Promise<void> {
      await page.getByRole('button', { name: 'Redo', exact: true }).click();
    },
    /** Clicks an empty strip of the page, so the keyboard is outside any field. */
    async clickAway(): Promise<void> {
      await page.locator('body').click({ position: { x: 700, y: 5 } });
    },
    /** Presses a shortcut outside any field. */
    async shortcut(keys: string): Promise<void> {
      await editor.clickAway();
      await page.keyboard.press(keys);
    },

    // Versions.
    /** The top bar's version ("v1.1.0"), a button that opens the History panel. */
    version: page.getByRole('button', { name: /^Version .*: show the version history$/ }),
    async expectVersion(version: string): Promise<void> {
      await editor.version.filter({ hasText: new RegExp(`^v${version.replace(/\./g, '\\.')}$`) }).waitFor(SERVER_WAIT);
    },
    historyPanel: page.getByRole('tabpanel', { name: 'History' }),
    /** Mod+Alt+S, a message and a bump ("Minor"); waits until the top bar shows the version it saved. */
    async saveVersion(message: string, bump: 'Patch' | 'Minor' | 'Major', version: string): Promise<void> {
      await editor.shortcut('Control+Alt+KeyS');
      const dialog = page.getByRole('dialog', { name: 'Save version' });
      await dialog.getByLabel('Message').fill(message);
      await dialog.getByRole('radio', { name: new RegExp(`^${bump} ${version.replace(/\./g, '\\.')}`) }).check();
      await dialog.getByRole('button', { name: `Save ${version}` }).click();
      await editor.expectVersion(version);
      await dialog.waitFor({ state: 'detached' });
    },
    /** Opens a version of the History panel by its message (the top bar's version opens the panel first). */
    async openVersion(message: string): Promise<Locator> {
      await editor.version.click();
      await page.getByRole('tab', { name: 'History', selected: true }).waitFor();
      await editor.historyPanel.getByRole('button', { name: message }).click();
      return editor.historyPanel;
    },

    // The top bar.
    async rename(from: string, to: string): Promise<void> {
      await page.getByRole('button', { name: `Rename project: ${from}` }).click();
      await page.getByLabel('Project name').fill(to);
      await page.keyboard.press('Enter');
    },
    async applyTemplate(name: string): Promise<void> {
      await editor.openTab('Templates');
      await page.getByRole('button', { name: `Apply ${name}` }).click();
    },
    /** Clicks a button and answers the download it starts. */
    async download(button: Locator): Promise<Download> {
      const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
      return file;
    },
    exportZip: () => editor.download(page.getByRole('button', { name: 'Export', exact: true })),

    // The code panel.
    async openCode(): Promise<void> {
      await page.getByRole('button', { name: 'Code', exact: true }).click();
      await page.getByRole('region', { name: 'Code' }).waitFor();
    },
    format: page.getByLabel('Format'),
    async selectFormat(format: string): Promise<void> {
      await editor.format.selectOption(format);
    },
    /** Waits until the file shown has a path starting with `prefix`. */
    async expectCodePath(prefix: string): Promise<void> {
      await codePath.filter({ hasText: new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).waitFor();
    },
    /** Waits until the file shown holds `text`. */
    async expectCode(text: string): Promise<void> {
      await codeView.filter({ hasText: text }).waitFor();
    },

    // The canvas toolbar.
    toolbar,
    /** Picks a width or a colour scheme for the preview. */
    async previewAt(option: 'Desktop' | 'Tablet' | 'Mobile' | 'Light' | 'Dark' | 'Auto'): Promise<void> {
      await toolbar.getByRole('radio', { name: option }).check();
    },
    /** Opens one of the toolbar's menus (`Zoom`, `Show`, `Vision`, `View`) and chooses an item of it. */
    async chooseInToolbar(menu: 'Zoom' | 'Show' | 'Vision' | 'View', item: string | RegExp): Promise<void> {
      await toolbar.getByRole('button', { name: new RegExp(`^${menu}\\b`) }).click();
      await page.getByRole('menu', { name: menu }).getByRole('menuitemradio', { name: item, exact: true }).click();
      await page.getByRole('menu', { name: menu }).waitFor({ state: 'detached' });
    },
    /** Zooms the preview to a percentage ("50%"). */
    async zoom(percent: string): Promise<void> {
      await editor.chooseInToolbar('Zoom', percent);
    },
    /** The toolbar's high-contrast toggle button. */
    highContrast: toolbar.getByRole('button', { name: 'High contrast' }),

    // Sizes in the Design tab: a numeric field and a slider in step.
    /** The numeric field of a size ("Radius (px)"). */
    numberField: (label: string) => page.getByRole('spinbutton', { name: label, exact: true }),
    /** The slider beside a size's numeric field. */
    slider: (label: string) => page.locator('.number-field', { has: page.getByRole('spinbutton', { name: label, exact: true }) }).locator('input[type="range"]'),
    /**
     * Drags a size's slider with the pointer from its thumb to `fraction` of its width, in `steps` moves
     * (an input event each), and lets go.
     */
    async dragSlider(label: string, fraction: number, steps = 8): Promise<void> {
      const slider = editor.slider(label);
      await slider.scrollIntoViewIfNeeded();
      const box = (await slider.boundingBox())!;
      const [value, min, max] = await slider.evaluate((input: HTMLInputElement) => [Number(input.value), Number(input.min), Number(input.max)]);
      const y = box.y + box.height / 2;
      // The thumb sits at its value's place along the track (7 px in from either end: half the thumb).
      const at = (share: number) => box.x + 7 + share * (box.width - 14);
      await page.mouse.move(at((value - min) / (max - min)), y);
      await page.mouse.down();
      await page.mouse.move(at(fraction), y, { steps });
      await page.mouse.up();
    },
    /** The preview frame's width on screen, rounded. */
    previewWidth: () => page.locator('iframe[title="Design preview"]').evaluate((frame) => Math.round(frame.getBoundingClientRect().width)),
  };
  return editor;
}
