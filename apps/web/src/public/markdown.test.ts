import { changelogMarkdown, defaultDesignSystem, diffDesigns } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { changelogReleases, parseInline, parseMarkdown, releaseHeading } from './markdown.ts';

describe('the changelog markdown subset', () => {
  it('parses headings, paragraphs joined across lines, bullet lists and inline code', () => {
    expect(parseMarkdown('# Changelog\n\nOne line\nand the next.\n\n## [1.1.0] - 2026-03-04\n\n### Changed\n\n- Primary: `#2563eb` → `#e11d48`\n- Two')).toEqual([
      { type: 'heading', level: 1, content: [{ type: 'text', text: 'Changelog' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'One line and the next.' }] },
      { type: 'heading', level: 2, content: [{ type: 'text', text: '[1.1.0] - 2026-03-04' }] },
      { type: 'heading', level: 3, content: [{ type: 'text', text: 'Changed' }] },
      {
        type: 'list',
        items: [
          [{ type: 'text', text: 'Primary: ' }, { type: 'code', text: '#2563eb' }, { type: 'text', text: ' → ' }, { type: 'code', text: '#e11d48' }],
          [{ type: 'text', text: 'Two' }],
        ],
      },
    ]);
  });

  it('keeps escaped and unsafe text as text: no markup, no script links', () => {
    expect(parseInline('\\<script\\> \\*not bold\\* \\`x\\`')).toEqual([{ type: 'text', text: '<script> *not bold* `x`' }]);
    expect(parseInline('[site](https://example.com) [bad](javascript:alert) [worse](data:text/html,x)')).toEqual([
      { type: 'link', text: 'site', href: 'https://example.com' },
      { type: 'text', text: ' bad worse' },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ type: 'text', text: '[x](javascript:alert(1))' }]);
  });

  it('reads core’s changelog: the releases without the title and introduction, a message’s markup shown as typed', () => {
    const after = { ...defaultDesignSystem, theme: { ...defaultDesignSystem.theme, primaryColor: '#e11d48' } };
    const markdown = changelogMarkdown([
      { version: '1.1.0', message: '# <b>Rose</b> *primary*', date: '2026-03-04T10:00:00.000Z', kind: 'manual', diff: diffDesigns(defaultDesignSystem, after) },
    ]);
    const blocks = changelogReleases(markdown);
    expect(blocks[0]).toEqual({ type: 'heading', level: 2, content: [{ type: 'text', text: '[1.1.0] - 2026-03-04' }] });
    expect(blocks[1]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: '# <b>Rose</b> *primary*' }] });
    expect(blocks.some((block) => block.type === 'list' && block.items.some((item) => item.some((part) => part.text.includes('#e11d48'))))).toBe(true);
    expect(changelogReleases('')).toEqual([]);
    expect(releaseHeading(blocks[0]!.type === 'heading' ? blocks[0]!.content : [])).toEqual({ version: '1.1.0', date: '2026-03-04' });
    expect(releaseHeading([{ type: 'text', text: 'Changed' }])).toBeNull();
  });
});
