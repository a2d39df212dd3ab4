import { describe, expect, it } from 'vitest';
import { startHistory } from '../editor-history.ts';
import { testProject, testState } from '../test-editor.ts';
import type { KeyPress } from './define-action.ts';
import {
  closeDialog,
  EDITOR_SHORTCUTS,
  redo,
  renameProject,
  saveNow,
  saveVersion,
  searchComponents,
  selectComponent,
  SHORTCUT_HELP,
  showShortcuts,
  showTab,
  toggleCodePanel,
  togglePanel,
  undo,
  updateProject,
} from './index.ts';

const key = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: `Key${key.toUpperCase()}`,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});
/** The action the editor's key handler runs for a key press, as it finds it. */
const shortcutFor = (press: KeyPress, inText = false) => EDITOR_SHORTCUTS.find((action) => action.shortcut?.matches(press, inText))?.name;

describe('actions that are not edits of the design', () => {
  it('stay out of the undo history', () => {
    for (const action of [undo, redo, saveNow, saveVersion, searchComponents, toggleCodePanel, showShortcuts, closeDialog, selectComponent, showTab, togglePanel, updateProject]) {
      expect(action.undo, action.name).toBe('none');
    }
  });

  it('undo and redo walk the history, and do nothing at its ends', () => {
    const start = testState();
    const renamed = { ...renameProject.perform(start, { name: 'Next' }), history: { ...startHistory(), past: [start.document] } };
    const undone = undo.perform(renamed);
    expect(undone.document).toBe(start.document);
    expect(undone.history).toEqual({ past: [], future: [renamed.document], openGesture: null });
    expect(redo.perform(undone).document).toBe(renamed.document);
    expect(undo.perform(start)).toBe(start);
    expect(redo.perform(start)).toBe(start);
  });

  it('ask for a save and for the search field by counting requests; search opens the components panel', () => {
    const state = testState();
    expect(saveNow.perform(saveNow.perform(state)).requests.save).toBe(2);
    const searching = searchComponents.perform(state);
    expect(searching.requests.search).toBe(1);
    expect(searching.panels.left).toBe(true);
  });

  it('open and close the code panel, the shortcuts sheet, the side panels and the tabs', () => {
    const state = testState();
    expect(toggleCodePanel.perform(toggleCodePanel.perform(state)).codeOpen).toBe(false);
    expect(toggleCodePanel.perform(state).codeOpen).toBe(true);
    expect(closeDialog.perform(showShortcuts.perform(state)).helpOpen).toBe(false);
    expect(showShortcuts.perform(state).helpOpen).toBe(true);
    expect(togglePanel.perform(state, { side: 'right' }).panels).toEqual({ left: false, right: true });
    expect(showTab.perform(state, { tab: 'templates' }).rightTab).toBe('templates');
    expect(showTab.perform(state, { tab: state.rightTab })).toBe(state);
  });

  it('select a component, opening its properties only when asked to', () => {
    const state = testState();
    expect(selectComponent.perform(state, { id: 'x', reveal: false })).toMatchObject({ selectedId: 'x', rightTab: 'design' });
    expect(selectComponent.perform(state, { id: 'x', reveal: true })).toMatchObject({ selectedId: 'x', rightTab: 'component' });
  });

  it('ask the canvas to show a component chosen by a person, even the one already selected (it leaves an example page)', () => {
    const chosen = selectComponent.perform(testState(), { id: 'x', reveal: true });
    const again = selectComponent.perform(chosen, { id: 'x', reveal: true });
    expect([chosen.requests.show, again.requests.show]).toEqual([1, 2]);
    expect(again.selectedId).toBe('x');
    // Selecting without a person's choice (an undo that restores one, say) asks for nothing, and the same one changes nothing.
    expect(selectComponent.perform(again, { id: 'x', reveal: false })).toBe(again);
    expect(selectComponent.perform(again, { id: 'y', reveal: false }).requests.show).toBe(2);
  });

  it("take the server's project details but keep the name the document's", () => {
    const state = testState();
    const saved = { ...testProject(), name: 'Server name', version: '1.1.0', revision: 4 };
    const next = updateProject.perform(state, { project: saved });
    expect(next.project).toMatchObject({ version: '1.1.0', revision: 4 });
    expect(next.project).not.toHaveProperty('name');
    expect(next.project).not.toHaveProperty('config');
    expect(next.document).toBe(state.document);
  });
});

describe('shortcuts', () => {
  it('run the action whose keys were pressed', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutFor(key('z', { metaKey: true }))).toBe('undo');
    expect(shortcutFor(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutFor(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutFor(key('s', { ctrlKey: true }))).toBe('saveNow');
    expect(shortcutFor(key('k', { metaKey: true }))).toBe('searchComponents');
    expect(shortcutFor(key('/'))).toBe('searchComponents');
    expect(shortcutFor({ ...key('ç', { altKey: true }), code: 'KeyC' })).toBe('toggleCodePanel');
    expect(shortcutFor(key('?', { shiftKey: true }))).toBe('showShortcuts');
    expect(shortcutFor(key('a'))).toBeUndefined();
  });

  it('leave a text field its own undo and typing, but save from anywhere', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }), true)).toBeUndefined();
    expect(shortcutFor(key('y', { ctrlKey: true }), true)).toBeUndefined();
    expect(shortcutFor(key('/'), true)).toBeUndefined();
    expect(shortcutFor(key('?'), true)).toBeUndefined();
    expect(shortcutFor(key('s', { ctrlKey: true }), true)).toBe('saveNow');
    expect(shortcutFor(key('k', { ctrlKey: true }), true)).toBe('searchComponents');
  });

  it('are listed in the help sheet with their keys, the editor-wide ones among them', () => {
    expect(SHORTCUT_HELP.map(({ shortcut, label }) => [shortcut?.keys, label])).toEqual([
      ['Mod+Z', 'Undo'],
      ['Shift+Mod+Z or Ctrl+Y', 'Redo'],
      ['Mod+S', 'Save now'],
      ['Mod+Alt+S', 'Save a version'],
      ['/ or Mod+K', 'Search components'],
      ['Alt+C', 'Show or hide the code panel'],
      ['Alt+↑ / Alt+↓', 'Move the focused layer up or down'],
      ['Delete', 'Remove the focused layer (undoable)'],
      ['?', 'Show these shortcuts'],
      ['Escape', 'Close a dialog or menu'],
    ]);
    for (const action of EDITOR_SHORTCUTS) expect(SHORTCUT_HELP).toContain(action);
    expect(SHORTCUT_HELP.filter((action) => action.shortcut?.scope === 'editor')).toHaveLength(EDITOR_SHORTCUTS.length);
  });
});
