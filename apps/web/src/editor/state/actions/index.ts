import type { EditorAction } from './define-action.ts';
import { closeDialog } from './close-dialog.ts';
import { moveComponent } from './move-component.ts';
import { redo } from './redo.ts';
import { removeComponent } from './remove-component.ts';
import { saveNow } from './save-now.ts';
import { saveVersion } from './save-version.ts';
import { searchComponents } from './search-components.ts';
import { showShortcuts } from './show-shortcuts.ts';
import { toggleCodePanel } from './toggle-code-panel.ts';
import { undo } from './undo.ts';

export { addComponent } from './add-component.ts';
export { applyGeneratedDesign } from './apply-generated-design.ts';
export { applyImportedDesign } from './apply-imported-design.ts';
export { applyTemplate } from './apply-template.ts';
export { askRestore } from './ask-restore.ts';
export { clearTemplate } from './clear-template.ts';
export { fixContrast } from './fix-contrast.ts';
export { mergeTheirs } from './merge-theirs.ts';
export { openHistory } from './open-history.ts';
export { endPreview, previewVersion } from './preview-version.ts';
export { renameComponent } from './rename-component.ts';
export { renameProject } from './rename-project.ts';
export { replaceDocument } from './replace-document.ts';
export { resetColorOverride } from './reset-color-override.ts';
export { restoreVersion } from './restore-version.ts';
export { selectComponent } from './select-component.ts';
export { setAnimationStyle } from './set-animation-style.ts';
export { setAnimations } from './set-animations.ts';
export { setColor } from './set-color.ts';
export { setColorOverride } from './set-color-override.ts';
export { setComponentProp } from './set-component-prop.ts';
export { setRadius } from './set-radius.ts';
export { setShadowLevel } from './set-shadow-level.ts';
export { setSpacing } from './set-spacing.ts';
export { setThemeMode } from './set-theme-mode.ts';
export { setTypography } from './set-typography.ts';
export { showTab } from './show-tab.ts';
export { togglePanel } from './toggle-panel.ts';
export { updateProject } from './update-project.ts';
export { versionsChanged } from './versions-changed.ts';
export { closeDialog, moveComponent, redo, removeComponent, saveNow, saveVersion, searchComponents, showShortcuts, toggleCodePanel, undo };
export type { EditorAction, KeyPress, Shortcut, UndoBehaviour } from './define-action.ts';

/** The actions the editor's key handler runs, wherever the focus is (text fields keep what the shortcut says they keep). */
export const EDITOR_SHORTCUTS: readonly EditorAction[] = [undo, redo, saveVersion, saveNow, searchComponents, toggleCodePanel, showShortcuts];

/** Every action with a shortcut, in the order the help sheet lists them. */
export const SHORTCUT_HELP: readonly EditorAction<never>[] = [undo, redo, saveNow, saveVersion, searchComponents, toggleCodePanel, moveComponent, removeComponent, showShortcuts, closeDialog];
