import type { Template } from '@kitsmith/core';
import { useEffect, useRef, useState } from 'react';
import '../../ui/app-screens.css';
import './template-thumbnail.css';

/** Core's export code loads with the first thumbnail that comes into view, not with the page that lists templates. */
const loadRenderer = () => import('./template-thumbnail-html.ts');

/**
 * A template's live thumbnail: its colours, fonts and first components rendered small in an isolated frame
 * (no scripts; same origin only so the frame can load our font stylesheets). Rendered once it is near the
 * viewport, from one cache shared by every gallery; until then, and if rendering fails, the template's colours.
 */
export function TemplateThumbnail({ template }: { template: Template }) {
  const box = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let current = true;
    const render = () =>
      loadRenderer()
        .then(({ templateThumbnailHtml }) => current && setHtml(templateThumbnailHtml(template)))
        .catch(() => current && setFailed(true));
    if (typeof IntersectionObserver === 'undefined') {
      void render();
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void render();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [template]);

  const { primaryColor, secondaryColor, accentColor } = template.theme;
  return (
    <div ref={box} className="page-thumbnail template-thumbnail" data-rendered={html ? true : undefined} aria-hidden="true">
      {html ? (
        <iframe className="page-thumbnail-frame" title={`${template.name} preview`} sandbox="allow-same-origin" srcDoc={html} tabIndex={-1} />
      ) : (
        <div className="template-thumbnail-placeholder" data-failed={failed || undefined}>
          {[primaryColor, secondaryColor, accentColor].map((color, index) => (
            <span key={index} style={{ background: color }} />
          ))}
        </div>
      )}
    </div>
  );
}
