import { DIFF_TRUNCATED, type Block } from './blocks.ts';

/** Columns padded to their widest cell, two spaces apart; no borders, so logs and `grep` stay simple. */
export function formatTable(headers: readonly string[], rows: readonly string[][]): string[] {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const formatRow = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [formatRow(headers), ...rows.map(formatRow)];
}

const PREFIX: Record<string, string> = { warning: 'warning: ', error: 'error: ' };

/** Blocks as plain lines: what a pipe, a file or CI logs receive. */
export function formatBlocks(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'line':
        return [`${PREFIX[block.tone] ?? ''}${block.text}`];
      case 'table':
        return formatTable(block.headers, block.rows);
      case 'diff': {
        const { diff, maxLines } = block;
        const shown = diff.lines.slice(0, maxLines).map((entry) => entry.text);
        const hidden = diff.lines.length - shown.length;
        return [`--- a/${diff.path}`, `+++ b/${diff.path}`, ...shown, ...(hidden > 0 ? [DIFF_TRUNCATED(hidden)] : [])];
      }
      case 'swatches':
        return [`${block.indent}${block.colors.map((color) => `${color.name} ${color.hex}`).join('  ')}`];
    }
  });
}
