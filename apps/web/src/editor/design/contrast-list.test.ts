import { defaultDesignSystem, type ContrastPair } from '@kitsmith/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokensOf } from '../state/design-tokens.ts';
import { withColorField } from './contrast-checks.ts';
import { ContrastList, HIGH_CONTRAST_SCHEMES, SchemeChecks } from './contrast-list.tsx';

// Counts the schemes core's token resolver works out (one call per scheme), by scheme. Test files share their modules
// (isolate: false), so the module cache is cleared first and the resolver loads again with the counter in place.
const resolved = vi.hoisted(() => {
  vi.resetModules();
  return [] as string[];
});
vi.mock('../../../../../packages/core/src/tokens/semantic.ts', async (importOriginal) => {
  const original = await importOriginal<{ semanticTokens: (...args: unknown[]) => unknown }>();
  return {
    ...original,
    semanticTokens: (...args: unknown[]) => {
      resolved.push(String(args[1]));
      return original.semanticTokens(...args);
    },
  };
});
const highContrastResolved = () => resolved.filter((scheme) => scheme.startsWith('high-contrast'));

const onFix = (_pair: ContrastPair) => '';
const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe('the contrast list during a colour drag', () => {
  beforeEach(() => {
    resolved.length = 0;
  });

  it('checks light and dark at every step and works out no high-contrast scheme: those wait behind their disclosure', () => {
    // The steps of a drag of the primary colour: each a new design, its tokens, the list rendered again.
    for (const primary of ['#7c3aed', '#6d28d9', '#2563eb', '#0891b2', '#059669']) {
      const tokens = tokensOf(withColorField(defaultDesignSystem, 'theme.primaryColor', primary));
      const html = render(createElement(ContrastList, { tokens, readOnly: false, onFix }));
      expect(html).toContain('data-check="light:primary/primary-foreground"');
      expect(html).toContain('data-check="dark:primary/primary-foreground"');
      expect(html).toContain('High contrast schemes');
      expect(html).not.toContain('data-check="high-contrast');
    }
    expect(resolved.filter((scheme) => scheme === 'light')).toHaveLength(5);
    expect(highContrastResolved()).toEqual([]);
  });

  it('checks the high-contrast schemes once they are asked for (what the open disclosure renders)', () => {
    const tokens = tokensOf(withColorField(defaultDesignSystem, 'theme.primaryColor', '#be123c'));
    const html = render(createElement(SchemeChecks, { tokens, schemes: HIGH_CONTRAST_SCHEMES, readOnly: false, onFix: () => undefined }));
    expect(html).toContain('data-check="high-contrast-light:primary/primary-foreground"');
    expect(html).toContain('data-check="high-contrast-dark:primary/primary-foreground"');
    expect(highContrastResolved()).toEqual(['high-contrast-light', 'high-contrast-dark']);
  });
});
