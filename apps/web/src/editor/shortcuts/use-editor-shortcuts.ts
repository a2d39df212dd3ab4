import { useEffect, useRef } from 'react';
import type { EditorControls } from '../workspace.tsx';

interface ShortcutHandlers {
  controls: EditorControls;
  saveNow: () => void;
  openHelp: () => void;
  focusSearch: () => void;
  toggleCode: () => void;
}

/** Text fields keep their own undo and typing; the editor's shortcuts apply everywhere else. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'color', 'button', 'submit'].includes(target.type);
}

/** The editor's keyboard shortcuts (listed in the ? dialog). */
export function useEditorShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return;
      const { controls, saveNow, openHelp, focusSearch, toggleCode } = latest.current;
      const mod = event.metaKey || event.ctrlKey;
      const key = event.key.toLowerCase();
      const inText = isTextField(event.target);
      if (mod && key === 's') {
        event.preventDefault();
        saveNow();
      } else if (mod && key === 'z' && !inText) {
        event.preventDefault();
        if (event.shiftKey) controls.redo();
        else controls.undo();
      } else if (event.ctrlKey && key === 'y' && !inText) {
        event.preventDefault();
        controls.redo();
      } else if ((mod && key === 'k') || (key === '/' && !inText && !mod)) {
        event.preventDefault();
        focusSearch();
      } else if (event.altKey && event.code === 'KeyC' && !mod) {
        event.preventDefault();
        toggleCode();
      } else if (event.key === '?' && !inText && !mod) {
        event.preventDefault();
        openHelp();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
