import { EXPORT_FORMATS } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { exportFormatNames } from './export-formats.ts';

describe('exportFormatNames', () => {
  it('names every format core exports, and no other', () => {
    expect(Object.keys(exportFormatNames).sort()).toEqual([...EXPORT_FORMATS].sort());
  });

  it('labels a format in settings, labels it shorter in the code panel, and names it in sentences', () => {
    expect(exportFormatNames.dtcg).toEqual({ label: 'Design tokens (DTCG JSON)', shortLabel: 'Design tokens (DTCG)', name: 'DTCG' });
    expect(exportFormatNames.package).toEqual({ label: 'Complete npm package', shortLabel: 'Package', name: 'npm package' });
    for (const names of Object.values(exportFormatNames)) expect(names.shortLabel.length).toBeLessThanOrEqual(names.label.length);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(exportFormatNames.css)).toBe(true);
  });
});
