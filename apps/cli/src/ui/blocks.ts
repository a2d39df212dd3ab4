import type { TextDiff } from '../generate/text-diff.ts';

/** How a line reads: plain text, a done thing, something to look at, a failure, or a hint. */
export type Tone = 'plain' | 'success' | 'warning' | 'error' | 'muted';

export interface TableColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * What a command shows a person, as data: the plain printer turns it into
 * lines, the ink printer into coloured text. Commands build blocks; neither
 * they nor the services know which printer runs.
 */
export type Block =
  | { kind: 'line'; text: string; tone: Tone }
  | { kind: 'table'; headers: string[]; rows: string[][] }
  | { kind: 'diff'; diff: TextDiff; maxLines: number }
  | { kind: 'swatches'; indent: string; colors: Swatch[] };

/** A named colour: a swatch and its hex in a terminal, the hex alone in plain output. */
export interface Swatch {
  name: string;
  hex: string;
}

export const line = (text: string, tone: Tone = 'plain'): Block => ({ kind: 'line', text, tone });

export function table<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): Block {
  return {
    kind: 'table',
    headers: columns.map((column) => column.header),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}

/** Colours on one line, such as a generated candidate's primary, secondary, accent and neutral. */
export const swatches = (colors: readonly Swatch[], indent = ''): Block => ({ kind: 'swatches', indent, colors: [...colors] });

/** A file's diff, cut after `maxLines` lines (the rest is summed up in one line). */
export const diff = (textDiff: TextDiff, maxLines = 40): Block => ({ kind: 'diff', diff: textDiff, maxLines });

export const DIFF_TRUNCATED = (hidden: number) => `... ${hidden} more line${hidden === 1 ? '' : 's'} (--json has the whole diff)`;
