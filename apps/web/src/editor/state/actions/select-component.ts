import { defineAction } from './define-action.ts';

/** Selects a component (or nothing); `reveal` also opens its properties tab. */
export const selectComponent = defineAction<{ id: string | null; reveal: boolean }>({
  name: 'selectComponent',
  label: 'Select a component',
  undo: 'none',
  perform: (state, { id, reveal }) => {
    const rightTab = id && reveal ? 'component' : state.rightTab;
    return id === state.selectedId && rightTab === state.rightTab ? state : { ...state, selectedId: id, rightTab };
  },
});
