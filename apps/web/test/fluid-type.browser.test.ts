// Fluid type (issue 20 §3): a designer sets a large scale (base 18 px, ratio 1.5) and the biggest heading still fits a
// phone-wide canvas, and grows to the scale's own size on a wide one. The Typography section shows and edits the range.
import { LARGEST_TYPE_STEP, defaultDesignSystem, typeStepSizes } from '@kitsmith/core';
import type { FrameLocator } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { eventually } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';

/** What the canvas shows of a heading: its size, its box against the canvas, and whether anything scrolls sideways. */
const measure = (preview: FrameLocator, instance: string) =>
  preview.locator(`[data-instance="${instance}"] .ks-heading`).evaluate((heading) => {
    const page = heading.ownerDocument.documentElement;
    const box = heading.getBoundingClientRect();
    return {
      fontSize: Number.parseFloat(getComputedStyle(heading).fontSize),
      left: box.left,
      right: box.right,
      canvas: page.clientWidth,
      headingFits: heading.scrollWidth <= heading.clientWidth,
      canvasFits: page.scrollWidth <= page.clientWidth,
    };
  });

describeInBrowser('fluid type on the real stack', (browser) => {
  const { designer, signIn } = useEditorStack(browser);

  it('keeps the largest heading of base 18 / ratio 1.5 inside a 375 px canvas, and lets it grow to the full 5xl on a wide one', async () => {
    const account = await designer();
    const heading = { id: 'h1', componentId: 'heading', props: { text: 'Fluid headings fit', level: 'h1', size: '5xl' } };
    const project = await account.client.projects.create({ name: 'Fluid kit', config: { ...defaultDesignSystem, components: [heading] } });
    // Wide enough that the desktop canvas at 50% is past the scale's largest viewport (1440 px).
    const editor = await signIn(account, { viewport: { width: 1900, height: 1000 } });
    await editor.open(project.id);
    const { page, preview } = editor;

    await editor.setField('Base size (px)', '18');
    await editor.setField('Scale ratio', '1.5');
    const typography = { ...defaultDesignSystem.typography, baseSize: 18, scaleRatio: 1.5 };
    const largest = typeStepSizes(typography, LARGEST_TYPE_STEP);
    // The section says what the derived range does, in the model's numbers.
    await eventually(() => page.locator('[data-fluid-summary]').textContent()).toBe(
      `The largest heading is ${Math.round(largest.min)} px on a 360 px screen and ${Math.round(largest.max)} px from 1440 px; body text stays at the base size.`,
    );
    expect(await page.getByLabel('Ratio on the smallest screen', { exact: true }).inputValue()).toBe('1.201');
    await page.getByText('Automatic: worked out from the base size and ratio until you change them.').waitFor();

    await editor.previewAt('Mobile');
    await eventually(() => editor.previewWidth()).toBe(375);
    await eventually(async () => (await measure(preview, 'h1')).canvas).toBe(375);
    const phone = await measure(preview, 'h1');
    expect(phone.headingFits).toBe(true);
    expect(phone.canvasFits).toBe(true);
    expect(phone.left).toBeGreaterThanOrEqual(0);
    expect(phone.right).toBeLessThanOrEqual(phone.canvas);
    // Close to the smallest size: 375 px is just past the 360 px the range starts at.
    expect(phone.fontSize).toBeGreaterThanOrEqual(largest.min);
    expect(phone.fontSize).toBeLessThan(largest.min * 1.1);

    await editor.previewAt('Desktop');
    await editor.zoom('50%');
    await eventually(async () => (await measure(preview, 'h1')).canvas >= 1440).toBe(true);
    const wide = await measure(preview, 'h1');
    expect(wide.fontSize).toBeGreaterThan(phone.fontSize);
    expect(wide.fontSize).toBeCloseTo(largest.max, 1);
    expect(wide.canvasFits).toBe(true);

    // Setting the small-screen ratio makes it the design's own (with a reset back to automatic), and the phone follows.
    await editor.previewAt('Mobile');
    await editor.setField('Ratio on the smallest screen', '1.1');
    await eventually(async () => (await measure(preview, 'h1')).fontSize).toBeLessThan(phone.fontSize);
    await page.getByRole('button', { name: 'Reset fluid headings to automatic' }).click();
    await editor.expectField('Ratio on the smallest screen', '1.201');
    await eventually(async () => (await measure(preview, 'h1')).fontSize).toBe(phone.fontSize);
  });
});
