import { defineAction, isMod } from './define-action.ts';

/** Opens the components panel and asks the library to focus its search field. */
export const searchComponents = defineAction({
  name: 'searchComponents',
  label: 'Search components',
  undo: 'none',
  shortcut: {
    keys: '/ or Mod+K',
    scope: 'editor',
    matches: (event, inText) => (isMod(event) && event.key.toLowerCase() === 'k') || (event.key === '/' && !inText && !isMod(event)),
  },
  perform: (state) => ({ ...state, panels: { ...state.panels, left: true }, requests: { ...state.requests, search: state.requests.search + 1 } }),
});
