import { STARTER_COMPONENTS } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { previewComponentIds, previewMarkup } from './preview-sheet.ts';

describe('the candidate preview', () => {
  it("shows only starter components, whose CSS the preview's sheet holds", () => {
    for (const id of previewComponentIds()) expect(STARTER_COMPONENTS).toContain(id);
  });

  it('renders real catalogue markup: primary and secondary buttons, an alert, a form field and navigation', () => {
    const html = previewMarkup('p');
    expect(html).toContain('ks-button--primary');
    expect(html).toContain('ks-button--secondary');
    expect(html).toContain('ks-navbar');
    expect(html).toContain('ks-alert');
    expect(html).toMatch(/<input/);
  });
});

describe('the properties a preview sets', () => {
  it('are the ones its sheet reads, semantic colours included and palette steps not', async () => {
    const { previewSheetProperties } = await import('./preview-sheet.ts');
    const used = previewSheetProperties();
    expect(used.has('--primary')).toBe(true);
    expect(used.has('--background')).toBe(true);
    expect([...used].some((name) => name.startsWith('--palette-'))).toBe(false);
  });
});
