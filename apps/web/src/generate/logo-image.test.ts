import { describe, expect, it } from 'vitest';
import { distinctHexes, LOGO_MAX_BYTES, logoFileProblem } from './logo-image.ts';

describe('logoFileProblem', () => {
  it('accepts an image within the size limit', () => {
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 2048 })).toBeUndefined();
  });
  it('refuses what is not an image, what is too large and an empty file, naming the file', () => {
    expect(logoFileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 10 })).toMatch(/"notes.pdf" is not an image/);
    expect(
      logoFileProblem({
        name: 'huge.png',
        type: 'image/png',
        size: LOGO_MAX_BYTES + 1,
      }),
    ).toMatch(/larger than 10 MB/);
    expect(logoFileProblem({ name: 'zero.png', type: 'image/png', size: 0 })).toMatch(/empty/);
  });
});

describe('distinctHexes', () => {
  it('keeps the first of each colour, case-insensitively', () => {
    expect(distinctHexes(['#AA0000', '#aa0000', '#00aa00'])).toEqual(['#aa0000', '#00aa00']);
  });
});
