import { defaultDesignSystem } from '@kitsmith/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from './local-draft.ts';

/** The browser's localStorage as far as drafts use it (Node has none). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('local drafts', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('keep the design under config, as drafts kept before did, and read back as the editor edits it', () => {
    const design = { ...defaultDesignSystem, radius: { base: 3 } };
    writeDraft('p1', { document: { name: 'Acme', design }, baseRevision: 2, baseDocument: { name: 'Acme', design: defaultDesignSystem }, savedAt: '2024-01-01T00:00:00.000Z' });
    const stored = JSON.parse(localStorage.getItem(draftKey('p1'))!) as { document: Record<string, unknown>; baseDocument: Record<string, unknown> };
    expect(Object.keys(stored.document).sort()).toEqual(['config', 'name']);
    expect(Object.keys(stored.baseDocument).sort()).toEqual(['config', 'name']);
    const draft = readDraft('p1')!;
    expect(draft.document).toEqual({ name: 'Acme', design });
    expect(draft.baseDocument).toEqual({ name: 'Acme', design: defaultDesignSystem });
    expect(draft.baseRevision).toBe(2);
  });

  it('read a draft an earlier editor stored', () => {
    localStorage.setItem(draftKey('p2'), JSON.stringify({ document: { name: 'Old', config: defaultDesignSystem }, baseRevision: 1, savedAt: '2024-01-01T00:00:00.000Z' }));
    expect(readDraft('p2')?.document).toEqual({ name: 'Old', design: defaultDesignSystem });
  });
});
