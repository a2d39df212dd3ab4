import { layerName } from '../layer-name.ts';
import { defineAction } from './define-action.ts';

/** A component to another place in the page (an index past either end does nothing), announced. */
export const moveComponent = defineAction<{ id: string; toIndex: number }>({
  name: 'moveComponent',
  label: 'Move the focused layer up or down',
  undo: 'step',
  shortcut: { keys: 'Alt+↑ / Alt+↓', scope: 'layer', matches: (event) => event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown') },
  perform: (state, { id, toIndex }) => {
    const { design } = state.document;
    const from = design.components.findIndex((component) => component.id === id);
    if (from < 0 || from === toIndex || toIndex < 0 || toIndex >= design.components.length) return state;
    const components = design.components.slice();
    const [moved] = components.splice(from, 1);
    components.splice(toIndex, 0, moved!);
    return {
      ...state,
      document: { ...state.document, design: { ...design, components } },
      announcement: `Moved ${layerName(moved!)} to position ${toIndex + 1} of ${components.length}.`,
    };
  },
});
