import { describe, expect, it } from 'vitest';
import { fontStackProblem, parseFontStack } from './font-stack.ts';

describe('parseFontStack', () => {
  it('reads plain and quoted family names, as font-family does', () => {
    expect(parseFontStack(`'JetBrains Mono', ui-monospace,SFMono-Regular ,  Menlo, monospace`)).toEqual({
      families: [
        { name: 'JetBrains Mono', quoted: true },
        { name: 'ui-monospace', quoted: false },
        { name: 'SFMono-Regular', quoted: false },
        { name: 'Menlo', quoted: false },
        { name: 'monospace', quoted: false },
      ],
    });
    expect(parseFontStack('system-ui, -apple-system, Segoe   UI, "a,b", "源ノ角ゴシック", Noto_Sans')).toEqual({
      families: [
        { name: 'system-ui', quoted: false },
        { name: '-apple-system', quoted: false },
        { name: 'Segoe UI', quoted: false },
        { name: 'a,b', quoted: true },
        { name: '源ノ角ゴシック', quoted: true },
        { name: 'Noto_Sans', quoted: false },
      ],
    });
  });

  it('accepts every stack the editor offers and the built-in templates use', () => {
    for (const stack of [
      'Inter, ui-sans-serif, system-ui, sans-serif',
      'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
      "'IBM Plex Sans', ui-sans-serif, system-ui, sans-serif",
      'Georgia, Cambria, "Times New Roman", serif',
      "'Playfair Display', Georgia, serif",
    ]) {
      expect(fontStackProblem(stack), stack).toBeUndefined();
    }
  });

  it('refuses what would end the value, the rule or the element, saying what and where', () => {
    expect(fontStackProblem('Inter; } body{background:url(x)} :root{--x:y')).toBe(
      'must not contain ";" (in Inter; } body{background:url(x)} :root{-…): a font stack is a comma-separated list of family names, each plain (Inter, system-ui) or quoted ("Helvetica Neue")',
    );
    expect(fontStackProblem('Inter, Fira;Sans, serif')).toMatch(/^must not contain ";" \(in Fira;Sans\): /);
    expect(fontStackProblem('"Inter</style><script>x</script>"')).toMatch(/^must not contain "<" \(in "Inter<\/style>/);
    expect(fontStackProblem("'Inter\\27 ', serif")).toMatch(/^must not contain "\\"/);
    expect(fontStackProblem('Inter, "a}b"')).toMatch(/^must not contain "}"/);
    expect(fontStackProblem('Inter\u0007')).toMatch(/^must not contain control characters/);
    expect(fontStackProblem('In\u0000ter')).toBe('must not contain NUL characters or broken Unicode');
    expect(fontStackProblem('In\ud800ter')).toBe('must not contain NUL characters or broken Unicode');
  });

  it('says how to write what cannot be a plain name', () => {
    expect(fontStackProblem('3270 Font, monospace')).toBe('"3270 Font" cannot be a plain family name (it starts with a digit): quote it, as in "3270 Font"');
    expect(fontStackProblem('Font.Name')).toBe('"Font.Name" cannot be a plain family name (it has "."): quote it, as in "Font.Name"');
    expect(fontStackProblem('inherit')).toBe('"inherit" is a CSS keyword, not a family name: quote it ("inherit") if a font has that name');
    expect(fontStackProblem('"Inter" sans-serif')).toMatch(/^needs a comma after "Inter" before the next family/);
    expect(fontStackProblem('"Inter, serif')).toMatch(/^has an unclosed quote/);
    expect(fontStackProblem('Inter,, serif')).toMatch(/^has an empty family name after a comma/);
    expect(fontStackProblem('Inter,')).toMatch(/^has an empty family name after a comma/);
    expect(fontStackProblem(', Inter')).toMatch(/^has an empty family name before the first comma/);
    expect(fontStackProblem('"  "')).toMatch(/^has an empty quoted family name/);
    expect(fontStackProblem('   ')).toBe('must name at least one font family');
    expect(fontStackProblem(`${'a'.repeat(299)},b`)).toBe('must be at most 300 characters');
  });
});
