import { zipFiles } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { unzipFiles } from './unzip-files.ts';

const files = [
  { path: 'css/tokens.css', contents: ':root { --primary: #7c3aed; }\n' },
  { path: 'package.json', contents: '{ "name": "acme-ui" }\n' },
  { path: 'README.md', contents: '# Acme — “UI”\n' },
];

describe('unzipFiles', () => {
  it('reads back what core zipped, dropping the export’s top folder', () => {
    expect(unzipFiles(zipFiles(files, 'acme-ui'))).toEqual(files);
  });

  it('keeps paths as they are when there is no single top folder', () => {
    expect(unzipFiles(zipFiles(files))).toEqual(files);
  });
});
