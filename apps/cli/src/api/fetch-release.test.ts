import { describe, expect, it } from 'vitest';
import { changelogUpTo } from './fetch-release.ts';

const CHANGELOG = [
  '# Changelog',
  '',
  'Intro.',
  '',
  '## [1.2.0] - 2026-11-21',
  '',
  'Newer',
  '',
  '## [1.1.0] - 2026-11-20',
  '',
  'Older',
  '',
].join('\n');

describe('changelogUpTo', () => {
  it('keeps the heading and the sections from that version down', () => {
    expect(changelogUpTo(CHANGELOG, '1.1.0')).toBe(
      ['# Changelog', '', 'Intro.', '', '## [1.1.0] - 2026-11-20', '', 'Older', ''].join('\n'),
    );
    expect(changelogUpTo(CHANGELOG, '1.2.0')).toBe(CHANGELOG);
    expect(changelogUpTo(CHANGELOG, '1.0.0')).toBeUndefined();
  });
});
