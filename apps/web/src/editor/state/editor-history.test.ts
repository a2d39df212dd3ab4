import { defaultDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import type { EditorDocument } from './editor-actions.ts';
import { reduceHistory, startHistory, type EditorHistory, type HistoryEvent } from './editor-history.ts';

const start: EditorDocument = { name: 'Acme', config: defaultDesignSystem };
const run = (events: HistoryEvent[], from: EditorHistory = startHistory(start)) => events.reduce(reduceHistory, from);
const color = (value: string): HistoryEvent => ({ kind: 'edit', action: { type: 'setColor', field: 'theme.primaryColor', color: value } });

describe('the editor history', () => {
  it('makes a colour drag one undo step, and the next drag another', () => {
    const dragged = run([color('#111111'), color('#222222'), color('#333333'), { kind: 'endGesture' }, color('#444444')]);
    expect(dragged.present.config.theme.primaryColor).toBe('#444444');
    expect(dragged.past).toHaveLength(2);
    const once = run([{ kind: 'undo' }], dragged);
    expect(once.present.config.theme.primaryColor).toBe('#333333');
    const twice = run([{ kind: 'undo' }], once);
    expect(twice.present).toBe(start);
    expect(run([{ kind: 'redo' }, { kind: 'redo' }], twice).present.config.theme.primaryColor).toBe('#444444');
  });

  it('adds, reorders and removes components as separate steps, and an edit clears the redo stack', () => {
    const history = run([
      { kind: 'edit', action: { type: 'addComponent', componentId: 'button', id: 'a' } },
      { kind: 'edit', action: { type: 'addComponent', componentId: 'card', id: 'b' } },
      { kind: 'edit', action: { type: 'moveComponent', id: 'b', toIndex: 0 } },
    ]);
    expect(history.present.config.components.map((component) => component.id)).toEqual(['b', 'a']);
    expect(history.past).toHaveLength(3);
    const undone = run([{ kind: 'undo' }], history);
    expect(undone.present.config.components.map((component) => component.id)).toEqual(['a', 'b']);
    const edited = run([{ kind: 'edit', action: { type: 'removeComponent', id: 'a' } }], undone);
    expect(edited.future).toEqual([]);
    expect(edited.present.config.components.map((component) => component.id)).toEqual(['b']);
  });

  it('ignores edits that change nothing and components that are not in the catalogue', () => {
    const history = startHistory(start);
    expect(run([{ kind: 'edit', action: { type: 'rename', name: 'Acme' } }], history)).toBe(history);
    expect(run([{ kind: 'edit', action: { type: 'addComponent', componentId: 'nope', id: 'x' } }], history)).toBe(history);
  });

  it('keeps untouched parts of the design by reference, so views can skip work', () => {
    const history = run([{ kind: 'edit', action: { type: 'addComponent', componentId: 'button', id: 'a' } }]);
    expect(history.present.config.theme).toBe(start.config.theme);
    const recoloured = run([color('#123456')], history);
    expect(recoloured.present.config.components).toBe(history.present.config.components);
  });

  it("merges a teammate's save into the document as one undo step, keeping my edits", () => {
    const mine = run([color('#111111'), { kind: 'endGesture' }, { kind: 'edit', action: { type: 'rename', name: 'Mine' } }]);
    const theirs: EditorDocument = { name: 'Acme', config: { ...start.config, radius: { base: 2 } } };
    const merged = run([{ kind: 'edit', action: { type: 'mergeTheirs', base: start, theirs, choices: {} } }], mine);
    expect(merged.present).toEqual({ name: 'Mine', config: { ...mine.present.config, radius: { base: 2 } } });
    expect(merged.past).toHaveLength(mine.past.length + 1);
    expect(run([{ kind: 'undo' }], merged).present).toBe(mine.present);
  });
});
