import { defineAction } from './define-action.ts';

/**
 * Selects a component (or nothing); `reveal` (a person chose it, in the layers or on the canvas) also opens its
 * properties tab and asks the canvas to show it, which leaves an example page even when it was selected already.
 */
export const selectComponent = defineAction<{ id: string | null; reveal: boolean }>({
  name: 'selectComponent',
  label: 'Select a component',
  undo: 'none',
  perform: (state, { id, reveal }) => {
    if (id !== null && reveal) {
      return { ...state, selectedId: id, rightTab: 'component', requests: { ...state.requests, show: state.requests.show + 1 } };
    }
    return id === state.selectedId ? state : { ...state, selectedId: id };
  },
});
