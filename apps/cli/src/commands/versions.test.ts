import { describe, expect, it } from 'vitest';
import type { VersionRow, VersionsResult } from '../services/versions.ts';
import { formatBlocks } from '../ui/plain-format.ts';
import { versionsBlocks } from './versions.ts';

const changes = { colours: 1, typography: 0, spacing: 0, other: 0, tokens: 9, components: 0, template: 0, metadata: 0, total: 1 };
const row = (overrides: Partial<VersionRow>): VersionRow => ({
  id: 'v2',
  version: '1.1.0',
  kind: 'manual',
  createdAt: '2026-11-20T14:03:59.000Z',
  author: 'Ada Lovelace',
  message: 'Darker danger',
  summary: '1 colour',
  changes,
  ...overrides,
});
const result = (overrides: Partial<VersionsResult>): VersionsResult => ({
  project: 'p1',
  apiUrl: 'http://localhost:3000/v1',
  kind: 'named',
  page: 1,
  limit: 2,
  total: 2,
  versions: [],
  ...overrides,
});

describe('versions output', () => {
  it('lists version, kind, date, author, message and changes, and says where the next page is', () => {
    const lines = formatBlocks(
      versionsBlocks(
        result({
          total: 3,
          versions: [row({}), row({ id: 'v1', version: '1.0.0', author: null, message: '', summary: 'No changes' })],
        }),
      ),
    );
    expect(lines).toEqual([
      'VERSION  KIND    DATE              AUTHOR             MESSAGE        CHANGES',
      '1.1.0    manual  2026-11-20 14:03  Ada Lovelace       Darker danger  1 colour',
      '1.0.0    manual  2026-11-20 14:03  (deleted account)  -              No changes',
      '1–2 of 3 named versions. `--page 2` shows the next.',
    ]);
  });

  it('names checkpoints by id with --all, and explains an empty list or a page past the end', () => {
    const all = formatBlocks(versionsBlocks(result({ kind: 'all', total: 1, versions: [row({ id: 'cp1', kind: 'auto' })] })));
    expect(all[0]?.startsWith('ID   VERSION  KIND')).toBe(true);
    expect(all[1]?.startsWith('cp1  1.1.0    auto')).toBe(true);
    expect(all.at(-1)).toBe('1–1 of 1 versions and checkpoints.');

    expect(formatBlocks(versionsBlocks(result({ total: 0 })))).toEqual([
      'Project p1 has no named versions yet.',
      'Save one in the editor (Save version); `kitsmith versions --all` lists the automatic checkpoints too.',
    ]);
    expect(formatBlocks(versionsBlocks(result({ page: 4, total: 3 })))).toEqual([
      'warning: Page 4 is past the end: 3 named versions fill 2 pages of 2.',
    ]);
  });
});
