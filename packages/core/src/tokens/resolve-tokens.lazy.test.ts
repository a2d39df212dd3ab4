import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDesignSystem } from '../model/design-system.ts';
import { resolveTokens, schemeReport } from './resolve-tokens.ts';
import { semanticTokens } from './semantic.ts';
import type * as SemanticModule from './semantic.ts';

// Counts which schemes the resolver works out, and when. Test files share their modules (isolate: false), so the
// module cache is cleared first and the resolver loads again with the spy in place.
vi.hoisted(() => vi.resetModules());
vi.mock('./semantic.ts', async (importOriginal) => {
  const original = await importOriginal<typeof SemanticModule>();
  return { ...original, semanticTokens: vi.fn(original.semanticTokens) };
});
const schemesResolved = () => vi.mocked(semanticTokens).mock.calls.map(([, scheme]) => scheme);

describe('resolveTokens: the high-contrast schemes on demand', () => {
  // A block: a function beforeEach returns is run as its cleanup, and mockClear returns the mock.
  beforeEach(() => {
    vi.mocked(semanticTokens).mockClear();
  });

  it('resolves light and dark at once, and a high-contrast scheme only when it is read, once', () => {
    const tokens = resolveTokens(defaultDesignSystem);
    expect(schemesResolved()).toEqual(['light', 'dark']);
    // What a colour drag reads: the primitives, one scheme and the component tokens.
    void [tokens.primitives, tokens.semantic.light, tokens.semantic.dark, tokens.components];
    expect(schemesResolved()).toEqual(['light', 'dark']);
    const hcDark = tokens.semantic['high-contrast-dark'];
    expect(schemesResolved()).toEqual(['light', 'dark', 'high-contrast-dark']);
    expect(tokens.semantic['high-contrast-dark']).toBe(hcDark);
    expect(schemesResolved()).toHaveLength(3);
  });

  it('works out the report, which covers every scheme, when it is read, and the schemes it needs once', () => {
    const tokens = resolveTokens(defaultDesignSystem);
    const report = tokens.report;
    expect(schemesResolved()).toEqual(['light', 'dark', 'high-contrast-light', 'high-contrast-dark']);
    expect([...new Set(report.map((decision) => decision.mode))]).toEqual(['light', 'dark', 'high-contrast-light', 'high-contrast-dark']);
    void tokens.semantic['high-contrast-light'];
    expect(tokens.report).toBe(report);
    expect(schemesResolved()).toHaveLength(4);
  });

  it('gives one scheme\'s report without resolving the others, the same entries as the whole report', () => {
    const tokens = resolveTokens(defaultDesignSystem);
    const light = schemeReport(tokens, 'light');
    const dark = schemeReport(tokens, 'dark');
    expect(schemesResolved()).toEqual(['light', 'dark']);
    const hcLight = schemeReport(tokens, 'high-contrast-light');
    expect(schemesResolved()).toEqual(['light', 'dark', 'high-contrast-light']);
    for (const [mode, entries] of [['light', light], ['dark', dark], ['high-contrast-light', hcLight]] as const) {
      expect(entries).toEqual(tokens.report.filter((decision) => decision.mode === mode));
    }
    // A copy of the set (no resolver behind it) reads the scheme from its report.
    const cloned = structuredClone(tokens);
    expect(schemeReport(cloned, 'dark')).toEqual(dark);
  });

  it('reads like a plain object: keys in order, spread, cloned and serialised with every scheme', () => {
    const tokens = resolveTokens(defaultDesignSystem);
    expect(Object.keys(tokens)).toEqual(['primitives', 'semantic', 'components', 'report']);
    expect(Object.keys(tokens.semantic)).toEqual(['light', 'dark', 'high-contrast-light', 'high-contrast-dark']);
    const cloned = structuredClone(tokens);
    expect(JSON.parse(JSON.stringify(tokens))).toEqual(cloned);
    expect({ ...tokens.semantic }['high-contrast-light']).toEqual(cloned.semantic['high-contrast-light']);
  });
});
