import type { DesignComponent } from '@kitsmith/core';
import type { EditorState } from '../editor-state.ts';
import { editDesign } from './define-action.ts';

/** The state with one component changed by `change` (the same state when the component is missing or unchanged). */
export function updateComponent(state: EditorState, id: string, change: (component: DesignComponent) => DesignComponent): EditorState {
  return editDesign(state, (design) => {
    const index = design.components.findIndex((component) => component.id === id);
    const current = design.components[index];
    if (!current) return design;
    const next = change(current);
    if (next === current) return design;
    const components = design.components.slice();
    components[index] = next;
    return { ...design, components };
  });
}
