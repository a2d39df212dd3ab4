import { structuredPatch } from 'diff';

export type DiffLineKind = 'hunk' | 'added' | 'removed' | 'context';

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
}

/** A unified diff of one file, as lines a printer can colour. */
export interface TextDiff {
  path: string;
  added: number;
  removed: number;
  lines: DiffLine[];
}

const KINDS: Record<string, DiffLineKind> = { '+': 'added', '-': 'removed', ' ': 'context' };

/** How `before` (on disk; empty when missing) must change to become `after` (generated), with 3 lines of context. */
export function diffText(path: string, before: string, after: string): TextDiff {
  const patch = structuredPatch(path, path, before, after, undefined, undefined, { context: 3 });
  const lines: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  for (const hunk of patch.hunks) {
    lines.push({ kind: 'hunk', text: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@` });
    for (const line of hunk.lines) {
      const kind = KINDS[line[0] ?? ''];
      // "\ No newline at end of file" markers carry no content of their own.
      if (!kind) continue;
      if (kind === 'added') added += 1;
      if (kind === 'removed') removed += 1;
      lines.push({ kind, text: line });
    }
  }
  return { path, added, removed, lines };
}

/** The diff as unified-diff text (`--- a/path`, `+++ b/path`, hunks). */
export function formatTextDiff(diff: TextDiff): string {
  return [`--- a/${diff.path}`, `+++ b/${diff.path}`, ...diff.lines.map((line) => line.text)].join('\n');
}
