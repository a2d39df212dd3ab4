import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { diffText } from '../../generate/text-diff.ts';
import { diff, line, swatches, table, type Block } from '../blocks.ts';
import { BlocksView, ErrorView } from './blocks-view.tsx';
import { ColorContext } from './theme.tsx';

/** A frame as a person reads it: colours and other escape sequences removed. */
const text = (frame: string | undefined) => stripVTControlCharacters(frame ?? '');

const blocks: Block[] = [
  line('Wrote 2 files.', 'success'),
  line('Server: not compared.', 'muted'),
  line('Check failed.', 'error'),
  table(
    [
      { header: 'STATUS', value: (row: string[]) => row[0] ?? '' },
      { header: 'FILE', value: (row) => row[1] ?? '' },
    ],
    [
      ['added', 'css/tokens.css'],
      ['changed', 'react/Button.tsx'],
    ],
  ),
  diff(diffText('css/tokens.css', 'a\nb\n', 'a\nc\n')),
];

function frame(color: boolean): string {
  const { lastFrame } = render(
    <ColorContext.Provider value={color}>
      <BlocksView blocks={blocks} />
    </ColorContext.Provider>,
  );
  return lastFrame() ?? '';
}

describe('BlocksView', () => {
  it('renders lines with their symbols, aligned tables and diffs', () => {
    expect(text(frame(true))).toBe(
      [
        '✔ Wrote 2 files.',
        'Server: not compared.',
        '✖ Check failed.',
        'STATUS   FILE',
        'added    css/tokens.css',
        'changed  react/Button.tsx',
        '--- a/css/tokens.css',
        '+++ b/css/tokens.css',
        '@@ -1,2 +1,2 @@',
        ' a',
        '-b',
        '+c',
      ].join('\n'),
    );
  });

  it('colours additions green and removals red, and nothing at all when colour is off', () => {
    const coloured = frame(true);
    expect(coloured).toContain('\u001b[32m+c');
    expect(coloured).toContain('\u001b[31m-b');
    expect(frame(false)).toBe(text(frame(false)));
  });
});

describe('swatches', () => {
  const colors = [
    { name: 'primary', hex: '#0f766e' },
    { name: 'accent', hex: '#f59e0b' },
  ];
  const swatchFrame = (color: boolean) =>
    render(
      <ColorContext.Provider value={color}>
        <BlocksView blocks={[swatches(colors, '   ')]} />
      </ColorContext.Provider>,
    ).lastFrame() ?? '';

  it('paints each colour as a block beside its name and hex', () => {
    const coloured = swatchFrame(true);
    expect(text(coloured)).toBe('      primary #0f766e     accent #f59e0b');
    // A background colour (SGR 4x or 10x) behind each swatch.
    const backgrounds = coloured.split('\u001b[').filter((code) => /^(4[0-7]|10[0-7]|48;[25];[\d;]+)m/.test(code));
    expect(backgrounds).toHaveLength(2);
  });

  it('shows names and hexes alone when colour is off, as plain output does', () => {
    expect(swatchFrame(false)).toBe('   primary #0f766e  accent #f59e0b');
  });
});

describe('ErrorView', () => {
  it('shows the message and what to do next', () => {
    const { lastFrame } = render(<ErrorView message="Not signed in." suggestion="Run `kitsmith login`." />);
    expect(text(lastFrame())).toBe('✖ Not signed in.\n  Run `kitsmith login`.');
  });
});
