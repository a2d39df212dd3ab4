import { describe, expect, it } from 'vitest';
import { highlight, languageOf } from './highlight.ts';

describe('highlight', () => {
  it('keeps the text exactly and marks tokens by language', () => {
    const css = ':root {\n  --primary: #7c3aed; /* brand */\n  padding: 4px;\n}\n';
    const segments = highlight(css, 'css/tokens.css');
    expect(segments.map((segment) => segment.text).join('')).toBe(css);
    expect(segments).toContainEqual({ text: '--primary', kind: 'variable' });
    expect(segments).toContainEqual({ text: '#7c3aed', kind: 'number' });
    expect(segments).toContainEqual({ text: '/* brand */', kind: 'comment' });
    expect(segments).toContainEqual({ text: 'padding', kind: 'property' });
  });

  it('reads scripts, markup and JSON by extension, and leaves other files plain', () => {
    expect(highlight("export const a = 'x';", 'react/Button.tsx')).toContainEqual({ text: "'x'", kind: 'string' });
    expect(highlight('<div class="a">', 'html/index.html')).toContainEqual({ text: 'class', kind: 'attr' });
    expect(highlight('{"a": 1}', 'package.json')).toContainEqual({ text: '"a"', kind: 'property' });
    expect(languageOf('LICENSE')).toBe('text');
    expect(highlight('plain', 'LICENSE')).toEqual([{ text: 'plain' }]);
  });
});
