import type { ColorScheme, DesignSystem } from '@kitsmith/core';
import { useId, useLayoutEffect, useRef } from 'react';
import { diffCustomProperties, themeCustomProperties } from '../editor/canvas/theme-properties.ts';
import { tokensOf } from '../editor/state/design-tokens.ts';
import { previewProperties } from './preview-properties.ts';
import { previewMarkup, previewSheet, previewSheetProperties } from './preview-sheet.ts';

/**
 * Real catalogue components (navigation, button, card, form field, alert) styled by one candidate's tokens in one
 * scheme. The markup is written once into a shadow root; a new design only sets the custom properties that changed
 * on the host, so a colour drag restyles the preview in the frame of the change.
 */
export function CandidatePreview({ design, scheme, label }: { design: DesignSystem; scheme: ColorScheme; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const applied = useRef<ReadonlyMap<string, string>>(new Map());
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, '');

  useLayoutEffect(() => {
    const element = host.current;
    if (!element || element.shadowRoot) return;
    const root = element.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [previewSheet()];
    root.innerHTML = previewMarkup(prefix);
  }, [prefix]);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const next = previewProperties(themeCustomProperties(tokensOf(design), scheme), previewSheetProperties());
    const { set, removed } = diffCustomProperties(applied.current, next);
    for (const [name, value] of set) element.style.setProperty(name, value);
    for (const name of removed) element.style.removeProperty(name);
    applied.current = next;
    // Which brand colour the preview shows (tests and the bench wait on it; dark mode may use another shade).
    element.dataset.primary = design.theme.primaryColor;
  }, [design, scheme]);

  // The components inside are inert (a picture, not focusable); the host is an image of them for assistive technology.
  return (
    <div className="generate-preview-cell">
      <div ref={host} className="generate-preview" data-scheme={scheme} role="img" aria-label={label} />
    </div>
  );
}
