import type { ProjectDetail } from '@kitsmith/client';
import { defaultDesignSystem, type DesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { testProject } from '../state/test-editor.ts';
import { reconcile } from './reconcile-draft.ts';
import type { LocalDraft } from './local-draft.ts';

const withTheme = (patch: Partial<DesignSystem['theme']>): DesignSystem => ({ ...defaultDesignSystem, theme: { ...defaultDesignSystem.theme, ...patch } });
const withFont = (bodyFamily: string): DesignSystem => ({ ...defaultDesignSystem, typography: { ...defaultDesignSystem.typography, bodyFamily } });

/** The project as GET /projects/:id answers it, at revision 3, renamed and recoloured by a teammate since revision 2. */
const server = (config: DesignSystem): ProjectDetail => ({
  ...testProject(config),
  name: 'Renamed',
  component_count: 0,
  export_allowance: { all_formats: false, all_components: false },
});
const base = { name: 'Acme', design: defaultDesignSystem };
const draft = (config: DesignSystem, withBase = true): LocalDraft => ({
  document: { name: 'Acme', design: config },
  baseRevision: 2,
  ...(withBase ? { baseDocument: base } : {}),
  savedAt: '2024-01-01T12:00:00.000Z',
});

describe('reconcile: a local draft made on an older revision', () => {
  it('merges the newer revision into it when they changed different fields, and saves nothing by itself', () => {
    const loaded = reconcile(server(withTheme({ accentColor: '#f97316' })), draft(withFont('Georgia, serif')));
    expect(loaded.conflict).toBeUndefined();
    expect(loaded.start.name).toBe('Renamed');
    expect(loaded.start.design.theme.accentColor).toBe('#f97316');
    expect(loaded.start.design.typography.bodyFamily).toBe('Georgia, serif');
    expect(loaded.baseline.revision).toBe(3);
    expect(loaded.mergedFromTheirs).toEqual(['Name', 'Accent colour']);
  });

  it('opens the conflict on the fields both changed, keeping the draft as it was', () => {
    const loaded = reconcile(server(withTheme({ primaryColor: '#000000' })), draft(withTheme({ primaryColor: '#be123c' })));
    expect(loaded.start.design.theme.primaryColor).toBe('#be123c');
    expect(loaded.conflict).toMatchObject({ base, baseRevision: 2, theirs: { name: 'Renamed' } });
  });

  it('reads a draft kept before drafts held their base as a conflict over the whole document', () => {
    const loaded = reconcile(server(withTheme({ accentColor: '#f97316' })), draft(withFont('Georgia, serif'), false));
    expect(loaded.start.design.typography.bodyFamily).toBe('Georgia, serif');
    expect(loaded.conflict).toMatchObject({ base: undefined, baseRevision: 2 });
  });
});
