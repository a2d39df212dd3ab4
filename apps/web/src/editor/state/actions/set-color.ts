import { withColorField, type ColorField } from '../../design/contrast-checks.ts';
import { defineAction, editDesign } from './define-action.ts';

/** One of the design's colours; a drag's steps on one colour are one undo step. */
export const setColor = defineAction<{ field: ColorField; color: string }>({
  name: 'setColor',
  label: 'Change a colour',
  undo: { mergeKey: ({ field }) => `color:${field}` },
  perform: (state, { field, color }) => editDesign(state, (design) => withColorField(design, field, color.toLowerCase())),
});
