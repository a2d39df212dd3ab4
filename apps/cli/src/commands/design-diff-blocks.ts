import type { DesignDiff, FieldChange, TokenChange } from '../design/design-diff.ts';
import { line, table, type Block } from '../ui/blocks.ts';

const shown = (value: string | null) => value ?? '(none)';

/** Tables of token and field changes, each cut after `maxRows` rows with a line saying how many more. */
export function designDiffBlocks(diff: DesignDiff, maxRows = Number.POSITIVE_INFINITY): Block[] {
  const blocks: Block[] = [];
  const more = (total: number, what: string) => {
    if (total > maxRows) blocks.push(line(`... ${total - maxRows} more ${what} (\`kitsmith diff\` lists them all)`, 'muted'));
  };
  if (diff.tokens.length > 0) {
    blocks.push(
      table<TokenChange>(
        [
          { header: 'TOKEN', value: (change) => change.path },
          { header: 'SCHEME', value: (change) => change.scheme },
          { header: 'BEFORE', value: (change) => shown(change.before) },
          { header: 'AFTER', value: (change) => shown(change.after) },
        ],
        diff.tokens.slice(0, maxRows),
      ),
    );
    more(diff.tokens.length, 'tokens');
  }
  if (diff.fields.length > 0) {
    blocks.push(
      table<FieldChange>(
        [
          { header: 'DESIGN FIELD', value: (change) => change.path },
          { header: 'BEFORE', value: (change) => shown(change.before) },
          { header: 'AFTER', value: (change) => shown(change.after) },
        ],
        diff.fields.slice(0, maxRows),
      ),
    );
    more(diff.fields.length, 'fields');
  }
  return blocks;
}
