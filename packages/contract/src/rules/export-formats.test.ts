import { EXPORT_FORMATS } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { exportFormatNames } from './export-formats.ts';

describe('exportFormatNames', () => {
  it('names every format core exports, and no other', () => {
    expect(Object.keys(exportFormatNames).sort()).toEqual([...EXPORT_FORMATS].sort());
  });

  it('labels the formats as the editor shows them, and names them as sentences do', () => {
    expect(exportFormatNames.dtcg).toEqual({ label: 'Design tokens (DTCG)', name: 'DTCG' });
    expect(exportFormatNames.package).toEqual({ label: 'Package', name: 'npm package' });
    expect(exportFormatNames.react).toEqual({ label: 'React', name: 'React' });
  });

  it('is frozen', () => {
    expect(Object.isFrozen(exportFormatNames.css)).toBe(true);
  });
});
