import type { PropValue } from '@kitsmith/core';
import { defineAction } from './define-action.ts';
import { updateComponent } from './update-component.ts';

export const setComponentProp = defineAction<{ id: string; prop: string; value: PropValue }>({
  name: 'setComponentProp',
  label: 'Change a component property',
  undo: { mergeKey: ({ id, prop }) => `prop:${id}:${prop}` },
  perform: (state, { id, prop, value }) =>
    updateComponent(state, id, (component) => (component.props[prop] === value ? component : { ...component, props: { ...component.props, [prop]: value } })),
});
