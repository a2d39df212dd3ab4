import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prettierFormat } from '../test-support/prettier.ts';
import { changelogMarkdown } from './changelog-markdown.ts';
import type { DesignDiff } from './diff-schema.ts';

/** Pieces that open or end something in markdown (or HTML inside it). */
const PIECES = [
  '#', '# ', '## ', '-', '- ', '* ', '+ ', '1. ', '2) ', '>', '> ', '`', '```', '~~~', '***', '---', '===', '_', '__', '*', '[', ']', '(', ')',
  '![x](y)', '[a](javascript:alert(1))', '<', '>', '<script>', '</p>', '<!--', '&', '&amp;', '&#35;', '|', '\\', '\n', '\n\n', '\r\n', '    ',
  '\t', ' ', 'a', 'Button', 'é', '💥', '<https://x.example>', 'https://x.example',
];
const text = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(''));

const renamed = (name: string): DesignDiff => ({
  tokens: [],
  settings: [],
  components: [{ kind: 'renamed', id: 'a', componentId: 'button', name, previousName: 'Button', customName: name }],
  componentOrder: null,
  template: null,
  metadata: [],
});

describe('changelogMarkdown, for any message and name', () => {
  it('is as prettier writes it, and user text opens no heading or list of its own', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (message, name) => {
        const markdown = changelogMarkdown([{ version: '1.0.0', message, date: '2026-11-26T00:00:00Z', kind: 'manual', diff: renamed(name) }]);
        expect(await prettierFormat('CHANGELOG.md', markdown)).toBe(markdown);
        expect(markdown.match(/^ {0,3}#{1,6}(\s|$)/gm)).toEqual(['# ', '## ', '### ']);
        expect(markdown.match(/^ {0,3}([-*+]|\d+[.)])(\s|$)/gm)).toEqual(['- ']);
      }),
      { numRuns: 300 },
    );
  });
});
