/** Every editor shortcut, as the help dialog lists them. `Mod` is Cmd on a Mac, Ctrl elsewhere. */
export const SHORTCUTS: { keys: string; action: string }[] = [
  { keys: 'Mod+Z', action: 'Undo' },
  { keys: 'Shift+Mod+Z or Ctrl+Y', action: 'Redo' },
  { keys: 'Mod+S', action: 'Save now' },
  { keys: '/ or Mod+K', action: 'Search components' },
  { keys: 'Alt+C', action: 'Show or hide the code panel' },
  { keys: 'Alt+↑ / Alt+↓', action: 'Move the focused layer up or down' },
  { keys: 'Delete', action: 'Remove the focused layer (undoable)' },
  { keys: '?', action: 'Show these shortcuts' },
  { keys: 'Escape', action: 'Close a dialog or menu' },
];
