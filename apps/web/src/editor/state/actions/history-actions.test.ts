import { defaultDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../editor-store.ts';
import { testLoaded, testProject, testState } from '../test-editor.ts';
import type { KeyPress } from './define-action.ts';
import { askRestore, closeDialog, EDITOR_SHORTCUTS, endPreview, openHistory, previewVersion, restoreVersion, saveVersion, setColor, SHORTCUT_HELP, undo, versionsChanged } from './index.ts';

const press = (key: string, code: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({ key, code, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers });
const shortcutFor = (event: KeyPress) => EDITOR_SHORTCUTS.find((action) => action.shortcut?.matches(event, false))?.name;
const recoloured = { ...defaultDesignSystem, theme: { ...defaultDesignSystem.theme, primaryColor: '#e11d48' } };

describe('the version history in the editor', () => {
  it('opens from the top bar’s version: the History tab, with the right panel shown on narrow screens', () => {
    const opened = openHistory.perform(testState());
    expect([opened.rightTab, opened.panels.right]).toEqual(['history', true]);
    expect(openHistory.perform(opened)).toBe(opened);
  });

  it('Mod+Alt+S opens Save version (Alt+S is ß on a Mac: the key’s code decides); Mod+S still saves now', () => {
    expect(shortcutFor(press('s', 'KeyS', { ctrlKey: true, altKey: true }))).toBe('saveVersion');
    expect(shortcutFor(press('ß', 'KeyS', { metaKey: true, altKey: true }))).toBe('saveVersion');
    expect(shortcutFor(press('s', 'KeyS', { ctrlKey: true }))).toBe('saveNow');
    expect(SHORTCUT_HELP).toContain(saveVersion);
    const state = testState();
    expect(saveVersion.perform(state).saveVersionOpen).toBe(true);
    expect(closeDialog.perform(saveVersion.perform(state)).saveVersionOpen).toBe(false);
  });

  it('gives viewers nothing to save or restore', () => {
    const viewer = createEditorStore(testLoaded(testProject(defaultDesignSystem, 'viewer'))).getState();
    expect(saveVersion.perform(viewer)).toBe(viewer);
    expect(askRestore.perform(viewer, { version: { id: 'v1', version: '1.1.0' } })).toBe(viewer);
  });

  it('a saved version closes the dialog and asks the lists to load again', () => {
    const saved = versionsChanged.perform(saveVersion.perform(testState()), { announcement: 'Saved version 1.1.0.' });
    expect([saved.saveVersionOpen, saved.requests.versions, saved.announcement]).toEqual([false, 1, 'Saved version 1.1.0.']);
  });

  it('restores as one undo step: undo brings back the design before it, the project keeps its new version', () => {
    const store = createEditorStore(testLoaded());
    store.run(setColor, { field: 'theme.primaryColor', color: '#16a34a' });
    const edited = store.getState().document;
    store.run(askRestore, { version: { id: 'v1', version: '1.1.0' } });
    expect(store.getState().restoreTarget).toEqual({ id: 'v1', version: '1.1.0' });
    const project = { ...testProject(recoloured), version: '1.2.0', revision: 9 };
    const document = { name: project.name, design: recoloured };
    store.run(restoreVersion, { document, project, restored: '1.1.0' });
    const restored = store.getState();
    expect(restored.document).toBe(document);
    expect([restored.project.version, restored.project.revision, restored.restoreTarget, restored.requests.versions]).toEqual(['1.2.0', 9, null, 1]);
    expect(restored.history.past.at(-1)).toBe(edited);
    store.run(undo);
    expect(store.getState().document).toBe(edited);
    expect(store.getState().project.version).toBe('1.2.0');
  });

  it('previews a version on the canvas without touching the document or its history; an edit ends the preview', () => {
    const store = createEditorStore(testLoaded());
    const before = store.getState();
    store.run(previewVersion, { version: { id: 'v1', version: '1.1.0' }, design: recoloured });
    const previewing = store.getState();
    expect(previewing.preview).toEqual({ id: 'v1', version: '1.1.0', design: recoloured });
    expect([previewing.document, previewing.history]).toEqual([before.document, before.history]);
    store.run(endPreview);
    expect(store.getState().preview).toBeNull();
    store.run(previewVersion, { version: { id: 'v1', version: '1.1.0' }, design: recoloured });
    store.run(setColor, { field: 'theme.accentColor', color: '#f97316' });
    expect(store.getState().preview).toBeNull();
  });
});
