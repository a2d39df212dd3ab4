import { describe, expect, it } from 'vitest';
import { componentBehaviorData } from '../generated/content.ts';
import { createExportContext, runExporter } from '../export/export-design-system.ts';
import { renderPreviewDocument } from '../export/html/preview-document.ts';
import { defaultDesignSystem } from '../model/design-system.ts';
import { describeInBrowser } from '../test-support/browser.ts';
import { prettierFormat } from '../test-support/prettier.ts';
import { behaviorRuns, checkBehaviorSource } from '../../scripts/render-content-module.ts';
import { behaviorComponentIds, componentBehaviorScript } from './behavior-script.ts';
import { findComponent } from './catalogue.ts';

describe('componentBehaviorScript', () => {
  it('is empty for components without behaviour, and skips unknown ids', () => {
    expect(componentBehaviorScript(['button', 'heading', 'no-such-component'])).toBe('');
    expect(componentBehaviorScript([])).toBe('');
  });

  it('covers the interactive components already in the catalogue', () => {
    expect(behaviorComponentIds()).toEqual(
      expect.arrayContaining(['accordion', 'dialog', 'drawer', 'dropdown-menu', 'menu', 'popover', 'slider', 'switch', 'tabs', 'toast', 'tooltip']),
    );
  });

  it('defines each chosen behaviour under its own name, once', () => {
    const script = componentBehaviorScript(['tabs', 'dropdown-menu', 'tabs']);
    expect(script).toContain('function ksTabsBehavior(root) {');
    expect(script).toContain('function ksDropdownMenuBehavior(root) {');
    expect(script).not.toMatch(/^function behavior\(/m);
    expect(script.match(/ksBehaviors\.set\(/g)).toHaveLength(2);
    expect(script).not.toContain('ksDialogBehavior');
  });

  it('runs one behaviour for the components that name it: the drawer runs the dialog\'s, defined once, under its own class', () => {
    const script = componentBehaviorScript(['drawer', 'dialog']);
    expect(script.match(/^function ksDialogBehavior\(root, block\) \{$/gm)).toHaveLength(1);
    expect(script).not.toContain('ksDrawerBehavior');
    expect(script).toContain('ksBehaviors.set("dialog", ksDialogBehavior);\nksBehaviors.set("drawer", ksDialogBehavior);\n');
    // The block class each root is found by is the one the behaviour reads its parts with.
    expect(script).toContain('behavior(root, `ks-${id}`)');
    expect(componentBehaviorScript(['drawer'])).toContain('function ksDialogBehavior(root, block) {');
  });

  it('refuses a component.json naming a behaviour it cannot run, or next to a behavior.js of its own', () => {
    const definition = (id: string, extra: object = {}) => ({ path: `components/${id}/component.json`, contents: JSON.stringify({ id, ...extra }) });
    const script = (id: string) => ({ path: `components/${id}/behavior.js`, contents: 'function behavior(root, block) {}\n' });
    expect(behaviorRuns([definition('dialog'), script('dialog'), definition('drawer', { behavior: 'dialog' }), definition('button')])).toEqual({ dialog: 'dialog', drawer: 'dialog' });
    expect(() => behaviorRuns([definition('drawer', { behavior: 'dialog' }), definition('dialog')])).toThrow('templates/components/drawer/component.json: names the behaviour of "dialog", which has no behavior.js');
    expect(() => behaviorRuns([definition('dialog'), script('dialog'), definition('drawer', { behavior: 'dialog' }), script('drawer')])).toThrow('has a behavior.js of its own');
    expect(() => behaviorRuns([definition('drawer', { behavior: 'Dialog!' })])).toThrow('must be a component id');
  });

  it('is prettier-formatted, as is every behavior.js', async () => {
    const script = componentBehaviorScript(behaviorComponentIds());
    expect(await prettierFormat('behavior.js', script)).toBe(script);
    for (const [id, source] of Object.entries(componentBehaviorData)) {
      expect(await prettierFormat('behavior.js', source), `templates/components/${id}/behavior.js`).toBe(source);
    }
  });

  it('rejects a behavior.js that is not one function declaration named behavior', () => {
    expect(() => checkBehaviorSource('x', 'function behavior(root) {}\nbehavior(document.body);\n')).toThrow('exactly one statement');
    expect(() => checkBehaviorSource('x', 'const behavior = (root) => {};\n')).toThrow('exactly one statement');
    expect(() => checkBehaviorSource('x', 'function behavior(root) {\n')).toThrow('templates/components/x/behavior.js');
    expect(() => checkBehaviorSource('x', '/* x */ function behavior(root) {}\n')).toThrow('must start its line');
    expect(() => checkBehaviorSource('x', 'function behavior(root) {\n  return "</script>";\n}\n')).toThrow('</script');
    expect(checkBehaviorSource('x', '// ok\nfunction behavior(root) {}\n')).toContain('function behavior');
  });
});

/** A page with two instances of each component (ids `<id>-a`, `<id>-b`), the catalogue's CSS and the runtime inlined. */
function page(ids: string[]): string {
  const context = createExportContext(defaultDesignSystem, { components: 'all' });
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  const components = ids.flatMap((id) => {
    const definition = findComponent(id)!;
    return ['a', 'b'].map((suffix) => ({ definition, props: {}, instanceId: `${id}-${suffix}` }));
  });
  return renderPreviewDocument(components, {
    title: 'Behaviour',
    mode: 'light',
    styles: { css },
    behavior: { script: componentBehaviorScript(behaviorComponentIds()) },
  });
}

describeInBrowser('the behaviour runtime in Chromium', (browser) => {
  const open = async (ids: string[]) => {
    const tab = await browser().newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await tab.setContent(page(ids));
    return { tab, errors };
  };

  it('switches tabs by click and arrow keys, each instance on its own', async () => {
    const { tab, errors } = await open(['tabs']);
    await tab.click('#tabs-a-tab-2');
    expect(await tab.getAttribute('#tabs-a-tab-2', 'aria-selected')).toBe('true');
    expect(await tab.isVisible('#tabs-a-panel-2')).toBe(true);
    expect(await tab.isVisible('#tabs-a-panel-1')).toBe(false);
    expect(await tab.getAttribute('#tabs-b-tab-1', 'aria-selected')).toBe('true');
    await tab.keyboard.press('ArrowRight');
    expect(await tab.evaluate(() => document.activeElement?.id)).toBe('tabs-a-tab-3');
    expect(await tab.isVisible('#tabs-a-panel-3')).toBe(true);
    await tab.keyboard.press('Home');
    expect(await tab.getAttribute('#tabs-a-tab-1', 'tabindex')).toBe('0');
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('opens a dialog from its trigger, keeps Tab inside, closes on Escape and hands focus back', async () => {
    const { tab, errors } = await open(['dialog', 'drawer']);
    const panel = '#dialog-a-panel';
    expect(await tab.isVisible(panel)).toBe(true);
    await tab.focus(`${panel} .ks-dialog__close`);
    await tab.keyboard.press('Escape');
    expect(await tab.isVisible(panel)).toBe(false);
    await tab.click('[aria-controls="dialog-a-panel"]');
    expect(await tab.isVisible(panel)).toBe(true);
    expect(await tab.evaluate(() => document.activeElement?.closest('.ks-dialog__panel')?.id)).toBe('dialog-a-panel');
    for (let i = 0; i < 5; i++) await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.closest('.ks-dialog__panel')?.id)).toBe('dialog-a-panel');
    await tab.keyboard.press('Escape');
    expect(await tab.isVisible(panel)).toBe(false);
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('dialog-a-panel');
    expect(await tab.isVisible('#dialog-b-panel')).toBe(true);
    await tab.click('#drawer-a-panel .ks-drawer__action--primary');
    expect(await tab.isVisible('#drawer-a-panel')).toBe(false);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('runs menus, the switch, the accordion, popover, tooltip, toast and slider', async () => {
    const { tab, errors } = await open(['dropdown-menu', 'menu', 'switch', 'accordion', 'popover', 'tooltip', 'toast', 'slider']);
    // Menu button: starts open as the still picture shows it; the trigger closes and opens it.
    await tab.click('#dropdown-menu-a-button');
    expect(await tab.isVisible('#dropdown-menu-a-menu')).toBe(false);
    await tab.click('#dropdown-menu-a-button');
    expect(await tab.isVisible('#dropdown-menu-a-menu')).toBe(true);
    expect(await tab.evaluate(() => document.activeElement?.querySelector('.ks-dropdown-menu__label')?.textContent)).toBe('Edit');
    await tab.keyboard.press('ArrowDown');
    expect(await tab.evaluate(() => document.activeElement?.querySelector('.ks-dropdown-menu__label')?.textContent)).toBe('Duplicate');
    await tab.keyboard.press('Escape');
    expect(await tab.isVisible('#dropdown-menu-a-menu')).toBe(false);
    expect(await tab.evaluate(() => document.activeElement?.id)).toBe('dropdown-menu-a-button');
    // Menu: roving focus.
    await tab.focus('.ks-menu >> nth=0 >> [role="menuitem"] >> nth=0');
    await tab.keyboard.press('End');
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('tabindex'))).toBe('0');
    // Switch.
    await tab.click('#switch-a-control');
    expect(await tab.getAttribute('#switch-a-control', 'aria-checked')).toBe('false');
    expect(await tab.getAttribute('#switch-b-control', 'aria-checked')).toBe('true');
    // Accordion.
    await tab.click('#accordion-a-trigger-2');
    expect(await tab.getAttribute('#accordion-a-trigger-2', 'aria-expanded')).toBe('true');
    expect(await tab.isVisible('#accordion-a-panel-2')).toBe(true);
    await tab.keyboard.press('ArrowDown');
    expect(await tab.evaluate(() => document.activeElement?.id)).toBe('accordion-a-trigger-3');
    // Popover: the clicks elsewhere above closed it; its trigger opens it, Escape closes it.
    expect(await tab.isVisible('#popover-a-panel')).toBe(false);
    await tab.click('[aria-controls="popover-a-panel"]');
    expect(await tab.isVisible('#popover-a-panel')).toBe(true);
    await tab.keyboard.press('Escape');
    expect(await tab.isVisible('#popover-a-panel')).toBe(false);
    // Tooltip: hides when the pointer leaves, shows on focus.
    await tab.hover('[aria-describedby="tooltip-a-tooltip"]');
    await tab.mouse.move(0, 0);
    expect(await tab.isVisible('#tooltip-a-tooltip')).toBe(false);
    await tab.focus('[aria-describedby="tooltip-a-tooltip"]');
    expect(await tab.isVisible('#tooltip-a-tooltip')).toBe(true);
    // Toast (the tooltip, shown in flow, hides first: the page must not move under the click).
    await tab.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tab.click('.ks-toast >> nth=0 >> .ks-toast__close');
    expect(await tab.locator('.ks-toast').nth(0).isVisible()).toBe(false);
    expect(await tab.locator('.ks-toast').nth(1).isVisible()).toBe(true);
    // Slider: End takes the thumb to the maximum, and the thumb says so.
    const thumb = tab.locator('.ks-slider [role="slider"]').first();
    await thumb.focus();
    await tab.keyboard.press('End');
    const max = await thumb.getAttribute('aria-valuemax');
    expect(await thumb.getAttribute('aria-valuenow')).toBe(max);
    expect(await thumb.getAttribute('aria-valuetext')).toMatch(new RegExp(`^${max}`));
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('runs for instances added later, cleans up removed ones, and never throws on markup it does not know', async () => {
    const { tab, errors } = await open(['tabs']);
    await tab.evaluate((markup) => {
      const section = document.createElement('section');
      section.innerHTML = markup;
      document.querySelector('main')!.append(section);
    }, page(['tabs']).match(/<div class="ks-tabs[\s\S]*?\n {8}<\/div>\n/)![0].replaceAll('tabs-a', 'tabs-late'));
    await tab.click('#tabs-late-tab-3');
    expect(await tab.isVisible('#tabs-late-panel-3')).toBe(true);
    // ksCleanups is a top-level const: reach it through a script in the page's global scope.
    const count = () => tab.evaluate(() => new Function('return ksCleanups.size')() as number);
    const before = await count();
    await tab.evaluate(() => document.querySelector('#tabs-late-tab-3')!.closest('section')!.remove());
    await tab.waitForFunction((expected) => new Function('return ksCleanups.size')() === expected, before - 1);
    await tab.evaluate(() => {
      const odd = document.createElement('div');
      odd.innerHTML = '<div class="ks-tabs"></div><div class="ks-dialog"><button class="ks-dialog__trigger">x</button></div><span class="ks-tooltip"></span>';
      document.body.append(odd);
      odd.querySelector('button')!.click();
    });
    await tab.waitForTimeout(50);
    expect(errors).toEqual([]);
    await tab.close();
  });
});
