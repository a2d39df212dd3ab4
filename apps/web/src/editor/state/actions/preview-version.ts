import type { DesignSystem } from '@kitsmith/core';
import type { VersionRef } from '../editor-state.ts';
import { defineAction } from './define-action.ts';

/**
 * Shows a version's design on the canvas, read-only; the document and its history stay as they are. The
 * panels opened over the canvas (narrow screens) close, so the canvas shows it.
 */
export const previewVersion = defineAction<{ version: VersionRef; design: DesignSystem }>({
  name: 'previewVersion',
  label: 'Preview a version',
  undo: 'none',
  perform: (state, { version, design }) => ({ ...state, preview: { id: version.id, version: version.version, design }, panels: { left: false, right: false } }),
});

/** Back to the current design on the canvas. */
export const endPreview = defineAction({
  name: 'endPreview',
  label: 'Back to the current design',
  undo: 'none',
  perform: (state) => (state.preview ? { ...state, preview: null } : state),
});
