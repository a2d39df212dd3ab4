// High contrast and colour-vision simulation on the canvas (issue 20 §2): a designer switches the preview to the
// high-contrast dark scheme, then simulates deuteranopia on a design whose success and danger a deuteranope confuses.
import { defaultDesignSystem, resolveSchemeColors, type DesignSystem } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { eventually } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';

/** `rgb(r, g, b)` as the browser computes it, from `#rrggbb`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describeInBrowser('high contrast and colour vision on the canvas', (browser) => {
  const { designer, signIn } = useEditorStack(browser);

  it('shows the high-contrast dark scheme, then flags success and danger under deuteranopia and filters the preview', async () => {
    // An olive green and a brick red: distinct to most people, nearly one colour to a deuteranope.
    const design: DesignSystem = {
      ...defaultDesignSystem,
      colors: { ...defaultDesignSystem.colors, success: '#4d7c0f', danger: '#b91c1c' },
      components: [{ id: 'b1', componentId: 'button', props: {} }],
    };
    const account = await designer();
    const project = await account.client.projects.create({ name: 'Status kit', config: design });
    const editor = await signIn(account);
    await editor.open(project.id);
    const { page, preview } = editor;
    const toolbar = page.getByRole('toolbar', { name: 'Preview' });
    const frame = page.locator('iframe[title="Design preview"]');
    await preview.locator('[data-instance] .ks-button').first().waitFor();

    await editor.previewAt('Dark');
    expect(await editor.highContrast.getAttribute('aria-pressed')).toBe('false');
    await editor.highContrast.click();
    expect(await editor.highContrast.getAttribute('aria-pressed')).toBe('true');
    await preview.locator('html[data-theme="high-contrast-dark"]').waitFor({ state: 'attached' });
    expect(await page.locator('.editor-stage').getAttribute('data-scheme')).toBe('high-contrast-dark');
    const highContrast = resolveSchemeColors(design, 'high-contrast-dark');
    const dark = resolveSchemeColors(design, 'dark');
    expect(highContrast.background).not.toBe(dark.background);
    await eventually(() => preview.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(rgb(highContrast.background));
    await eventually(() => preview.locator('.ks-button').first().evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(rgb(highContrast.primary));

    await editor.highContrast.click();
    await editor.previewAt('Light');
    await editor.chooseInToolbar('Vision', 'Deuteranopia');
    // The button names the simulation that is on.
    await toolbar.getByRole('button', { name: 'Vision: Deuteranopia' }).waitFor();
    const findings = page.getByRole('status', { name: 'Colour-vision simulation' });
    await findings.getByText('Success and Danger look alike under deuteranopia').waitFor();
    expect(await frame.evaluate((element) => getComputedStyle(element).filter)).toBe('url("#ks-vision-deuteranopia")');
    expect(await page.locator('#ks-vision-deuteranopia feColorMatrix').getAttribute('values')).toMatch(/^0\.367322 0\.860646 -0\.227968 0 0 /);

    await editor.chooseInToolbar('Vision', 'None');
    await findings.waitFor({ state: 'detached' });
    expect(await frame.evaluate((element) => getComputedStyle(element).filter)).toBe('none');
  });
});
