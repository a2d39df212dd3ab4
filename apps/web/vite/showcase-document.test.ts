import { describe, expect, it } from 'vitest';
import { templateColor } from '../test-support/layout.ts';
import { showcaseDocument, showcaseFragment } from './showcase-document.ts';
import { SHOWCASE_TEMPLATE_IDS } from './showcase-themes.ts';

describe('the hero’s showcase document', () => {
  const { html, themes } = showcaseDocument();

  it('holds catalogue components as core renders them, and no script', () => {
    for (const block of ['ks-navbar', 'ks-stat', 'ks-progress', 'ks-badge', 'ks-card', 'ks-form-field', 'ks-switch', 'ks-button', 'ks-alert']) {
      expect(html).toContain(`class="${block}`);
    }
    expect(html).not.toMatch(/<script/i);
    // A picture of the components: nothing in it takes focus.
    expect(html).toMatch(/<div class="showcase" inert>/);
  });

  it('themes them with each template’s own colours, in light and in dark', () => {
    expect(themes.map((theme) => theme.id)).toEqual([...SHOWCASE_TEMPLATE_IDS]);
    for (const theme of themes) {
      for (const scheme of ['light', 'dark'] as const) {
        expect(theme[scheme].get('--primary')?.toLowerCase()).toBe(templateColor(theme.id, scheme, 'primary'));
        expect(theme[scheme].get('--background')?.toLowerCase()).toBe(templateColor(theme.id, scheme, 'background'));
      }
      // Its fragment's wrapper holds its properties once it is :target, and the picture sits inside every wrapper.
      expect(html).toContain(`#${showcaseFragment(theme.id, 'light')}:target,#${showcaseFragment(theme.id, 'dark')}:target{`);
      expect(html).toContain(`\n#${showcaseFragment(theme.id, 'dark')}:target{`);
      for (const scheme of ['light', 'dark'] as const) expect(html).toMatch(new RegExp(`<div class="showcase-scope" id="${showcaseFragment(theme.id, scheme)}">(<div class="showcase-scope" id="[^"]+">)*<div class="showcase" inert>`));
    }
  });

  it('sets only literal values the components read, and links the templates’ fonts from our server', () => {
    for (const theme of themes) {
      for (const value of theme.light.values()) expect(value).not.toContain('var(');
      expect(theme.light.has('--palette-primary-600')).toBe(false);
      expect(theme.fontStylesheets.length).toBeGreaterThan(0);
      for (const href of theme.fontStylesheets) expect(html).toContain(`<link rel="stylesheet" href="${href}">`);
    }
  });
});
