import { useEffect } from 'react';
import { EDITOR_SHORTCUTS } from '../state/actions/index.ts';
import { useEditorStore } from '../state/use-editor.tsx';

/** Text fields keep their own undo and typing; the editor's shortcuts apply everywhere else. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'color', 'button', 'submit'].includes(target.type);
}

/** The editor's keyboard shortcuts: the actions the ? sheet lists with editor-wide keys. */
export function useEditorShortcuts(): void {
  const store = useEditorStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return;
      const inText = isTextField(event.target);
      const action = EDITOR_SHORTCUTS.find((candidate) => candidate.shortcut?.matches(event, inText));
      if (!action) return;
      event.preventDefault();
      store.run(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
