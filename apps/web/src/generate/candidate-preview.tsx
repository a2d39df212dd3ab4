import type { ColorScheme, DesignSystem } from '@kitsmith/core';
import { useId, useLayoutEffect, useRef } from 'react';
import { diffCustomProperties, themeCustomProperties } from '../editor/canvas/theme-properties.ts';
import { tokensOf } from '../editor/state/design-tokens.ts';
import { previewProperties } from './preview-properties.ts';
import { previewMarkup, previewSheet, previewSheetProperties } from './preview-sheet.ts';

interface Shown {
  design: DesignSystem;
  scheme: ColorScheme;
}

/** Sets the custom properties of `shown` that differ from those applied, and says which brand colour the preview shows. */
function applyTheme(element: HTMLElement, applied: ReadonlyMap<string, string>, { design, scheme }: Shown): ReadonlyMap<string, string> {
  const next = previewProperties(themeCustomProperties(tokensOf(design), scheme), previewSheetProperties());
  const { set, removed } = diffCustomProperties(applied, next);
  for (const [name, value] of set) element.style.setProperty(name, value);
  for (const name of removed) element.style.removeProperty(name);
  // Tests and the bench wait on it (dark mode may fill with another shade of it).
  element.dataset.primary = design.theme.primaryColor;
  return next;
}

/**
 * Real catalogue components (navigation, buttons, alert, form field, card) styled by one candidate's tokens in one
 * scheme. The markup is written once into a shadow root; a new design only sets the custom properties that changed
 * on the host, in the frame of the change. A preview out of view ([data-offscreen]) waits until it scrolls in, so a
 * colour drag restyles only what can be seen.
 */
export function CandidatePreview({ design, scheme, label }: { design: DesignSystem; scheme: ColorScheme; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const applied = useRef<ReadonlyMap<string, string>>(new Map());
  const waiting = useRef<Shown | null>(null);
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, '');

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    if (!element.shadowRoot) {
      const root = element.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [previewSheet()];
      root.innerHTML = previewMarkup(prefix);
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      element.toggleAttribute('data-offscreen', !entry.isIntersecting);
      if (entry.isIntersecting && waiting.current) {
        applied.current = applyTheme(element, applied.current, waiting.current);
        waiting.current = null;
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [prefix]);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    if ('offscreen' in element.dataset) {
      waiting.current = { design, scheme };
      return;
    }
    waiting.current = null;
    applied.current = applyTheme(element, applied.current, { design, scheme });
  }, [design, scheme]);

  // The components inside are inert (a picture, not focusable); the host is an image of them for assistive technology.
  return (
    <div className="generate-preview-cell">
      <div ref={host} className="generate-preview" data-scheme={scheme} role="img" aria-label={label} />
    </div>
  );
}
