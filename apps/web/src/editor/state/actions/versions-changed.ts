import { defineAction } from './define-action.ts';

/** A version was saved here: the dialog closes, the history lists load again, and screen readers hear `announcement`. */
export const versionsChanged = defineAction<{ announcement: string }>({
  name: 'versionsChanged',
  label: 'Show the saved version',
  undo: 'none',
  perform: (state, { announcement }) => ({
    ...state,
    saveVersionOpen: false,
    announcement,
    requests: { ...state.requests, versions: state.requests.versions + 1 },
  }),
});
