import { Box, Text } from 'ink';
import { DIFF_TRUNCATED, type Block, type Swatch } from '../blocks.ts';
import type { DiffLineKind, TextDiff } from '../../generate/text-diff.ts';
import { formatTable } from '../plain-format.ts';
import { TONE_COLORS, TONE_SYMBOLS, useStyle } from './theme.tsx';

const DIFF_COLORS: Record<DiffLineKind, string | undefined> = {
  hunk: 'cyan',
  added: 'green',
  removed: 'red',
  context: undefined,
};

function TableView({ headers, rows }: { headers: string[]; rows: string[][] }) {
  const style = useStyle();
  const [head, ...body] = formatTable(headers, rows);
  return (
    <Box flexDirection="column">
      <Text {...style.bold()}>{head}</Text>
      {body.map((row, index) => (
        <Text key={index}>{row}</Text>
      ))}
    </Box>
  );
}

function DiffView({ diff, maxLines }: { diff: TextDiff; maxLines: number }) {
  const style = useStyle();
  const shown = diff.lines.slice(0, maxLines);
  const hidden = diff.lines.length - shown.length;
  return (
    <Box flexDirection="column">
      <Text {...style.bold()}>--- a/{diff.path}</Text>
      <Text {...style.bold()}>+++ b/{diff.path}</Text>
      {shown.map((entry, index) => (
        <Text key={index} {...style.color(DIFF_COLORS[entry.kind])}>
          {entry.text}
        </Text>
      ))}
      {hidden > 0 ? <Text {...style.dim()}>{DIFF_TRUNCATED(hidden)}</Text> : null}
    </Box>
  );
}

/** Each colour as a small filled block beside its name and hex; without colour, the names and hexes alone. */
function SwatchesView({ indent, colors }: { indent: string; colors: Swatch[] }) {
  const style = useStyle();
  return (
    <Text>
      {indent}
      {colors.map((color, index) => (
        <Text key={index}>
          {index > 0 ? '  ' : ''}
          {style.enabled ? <Text backgroundColor={color.hex}>{'  '}</Text> : null}
          {style.enabled ? ' ' : ''}
          {color.name} {color.hex}
        </Text>
      ))}
    </Text>
  );
}

function BlockView({ block }: { block: Block }) {
  const style = useStyle();
  switch (block.kind) {
    case 'line':
      return (
        <Text {...style.color(TONE_COLORS[block.tone])} {...(block.tone === 'muted' ? style.dim() : {})}>
          {TONE_SYMBOLS[block.tone]}
          {block.text}
        </Text>
      );
    case 'table':
      return <TableView headers={block.headers} rows={block.rows} />;
    case 'diff':
      return <DiffView diff={block.diff} maxLines={block.maxLines} />;
    case 'swatches':
      return <SwatchesView indent={block.indent} colors={block.colors} />;
  }
}

/** A command's output in the terminal: coloured lines, aligned tables, coloured diffs. */
export function BlocksView({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Box flexDirection="column">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </Box>
  );
}

export function ErrorView({ message, suggestion }: { message: string; suggestion: string | undefined }) {
  const style = useStyle();
  return (
    <Box flexDirection="column">
      <Text {...style.color('red')}>✖ {message}</Text>
      {suggestion ? <Text {...style.dim()}>{`  ${suggestion}`}</Text> : null}
    </Box>
  );
}
