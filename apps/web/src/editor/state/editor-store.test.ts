import { defaultDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { addComponent, mergeTheirs, moveComponent, redo, removeComponent, renameProject, selectComponent, setColor, undo } from './actions/index.ts';
import type { EditorDocument } from './editor-document.ts';
import { createEditorStore } from './editor-store.ts';
import { testLoaded, testProject } from './test-editor.ts';

const start = () => createEditorStore(testLoaded());
const primary = (store: ReturnType<typeof start>) => store.getState().document.design.theme.primaryColor;
const ids = (store: ReturnType<typeof start>) => store.getState().document.design.components.map((component) => component.id);
const color = (value: string) => ({ field: 'theme.primaryColor', color: value }) as const;

describe('the editor store', () => {
  it('makes a colour drag one undo step, and the next drag another', () => {
    const store = start();
    const before = store.getState().document;
    store.drag(setColor, color('#111111'));
    store.drag(setColor, color('#222222'));
    store.drag(setColor, color('#333333'));
    store.endGesture();
    store.drag(setColor, color('#444444'));
    expect(primary(store)).toBe('#444444');
    expect(store.getState().history.past).toHaveLength(2);
    store.run(undo);
    expect(primary(store)).toBe('#333333');
    store.run(undo);
    expect(store.getState().document).toBe(before);
    store.run(redo);
    store.run(redo);
    expect(primary(store)).toBe('#444444');
  });

  it('makes a discrete edit its own step, even in the middle of a drag of the same colour', () => {
    const store = start();
    store.drag(setColor, color('#111111'));
    store.run(setColor, color('#222222'));
    store.drag(setColor, color('#333333'));
    expect(store.getState().history.past).toHaveLength(3);
  });

  it('shows a drag step to watchers at once and to React after the frame', async () => {
    const store = start();
    const seen: string[] = [];
    store.watch((state) => seen.push(state.document.design.theme.primaryColor));
    let notified = 0;
    store.subscribe(() => notified++);
    store.drag(setColor, color('#123456'));
    store.drag(setColor, color('#234567'));
    expect(seen).toEqual(['#123456', '#234567']);
    expect(store.getSnapshot().document.design.theme.primaryColor).toBe(defaultDesignSystem.theme.primaryColor);
    expect(notified).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notified).toBe(1);
    expect(store.getSnapshot()).toBe(store.getState());
    store.run(renameProject, { name: 'Now' });
    expect(store.getSnapshot().document.name).toBe('Now');
    expect(notified).toBe(2);
  });

  it('adds, reorders and removes components as separate steps, and an edit clears the redo stack', () => {
    const store = start();
    store.run(addComponent, { componentId: 'button', id: 'a' });
    store.run(addComponent, { componentId: 'card', id: 'b' });
    store.run(moveComponent, { id: 'b', toIndex: 0 });
    expect(ids(store)).toEqual(['b', 'a']);
    expect(store.getState().history.past).toHaveLength(3);
    store.run(undo);
    expect(ids(store)).toEqual(['a', 'b']);
    store.run(removeComponent, { id: 'a' });
    expect(store.getState().history.future).toEqual([]);
    expect(ids(store)).toEqual(['b']);
  });

  it('ignores edits that change nothing and components that are not in the catalogue', () => {
    const store = start();
    const before = store.getState();
    store.run(renameProject, { name: 'Acme' });
    store.run(addComponent, { componentId: 'nope', id: 'x' });
    expect(store.getState()).toBe(before);
  });

  it('keeps untouched parts of the design by reference, so views can skip work', () => {
    const store = start();
    store.run(addComponent, { componentId: 'button', id: 'a' });
    expect(store.getState().document.design.theme).toBe(defaultDesignSystem.theme);
    const { components } = store.getState().document.design;
    store.run(setColor, color('#123456'));
    expect(store.getState().document.design.components).toBe(components);
  });

  it("merges a teammate's save into the document as one undo step, keeping my edits", () => {
    const store = start();
    const base = store.getState().document;
    store.run(setColor, color('#111111'));
    store.run(renameProject, { name: 'Mine' });
    const mine = store.getState();
    const theirs: EditorDocument = { name: 'Acme', design: { ...base.design, radius: { base: 2 } } };
    store.run(mergeTheirs, { base, theirs, choices: {} });
    expect(store.getState().document).toEqual({ name: 'Mine', design: { ...mine.document.design, radius: { base: 2 } } });
    expect(store.getState().history.past).toHaveLength(mine.history.past.length + 1);
    store.run(undo);
    expect(store.getState().document).toBe(mine.document);
  });

  it('drops the selection of a component that went away, and undo does not bring the selection back', () => {
    const store = start();
    store.run(addComponent, { componentId: 'button', id: 'a' });
    expect(store.getState().selectedId).toBe('a');
    store.run(undo);
    expect(store.getState().selectedId).toBeNull();
    store.run(redo);
    expect(store.getState().selectedId).toBeNull();
  });

  it('refuses edits of a read-only project, but still selects and undoes nothing', () => {
    const store = createEditorStore(testLoaded(testProject({ ...defaultDesignSystem, components: [{ id: 'a', componentId: 'button', props: {} }] }, 'viewer')));
    const before = store.getState().document;
    store.run(setColor, color('#123456'));
    store.drag(setColor, color('#123456'));
    store.run(removeComponent, { id: 'a' });
    expect(store.getState().document).toBe(before);
    store.run(selectComponent, { id: 'a', reveal: true });
    expect(store.getState()).toMatchObject({ selectedId: 'a', rightTab: 'component' });
  });
});
