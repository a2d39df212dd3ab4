import { componentBehaviorScript } from '../../catalogue/behavior-script.ts';
import { fontsOfDesign } from '../../fonts/fonts.ts';
import type { Exporter } from '../types.ts';
import { renderPreviewDocument } from './preview-document.ts';

export { renderPreviewDocument, type PreviewDocumentOptions } from './preview-document.ts';

/**
 * `html/index.html`: every selected component's markup on one page, reading css/tokens.css and css/components.css,
 * and the design's fonts from a CDN; `html/behavior.js` beside it when a component has behaviour (tabs switch,
 * dialogs open).
 */
export const exportHtml: Exporter = ({ name, system, components }) => {
  const behavior = componentBehaviorScript(components.map(({ definition }) => definition.id));
  return [
    {
      path: 'html/index.html',
      contents: renderPreviewDocument(components, {
        title: `${name} components`,
        mode: system.theme.mode,
        styles: { href: '../css/' },
        fonts: fontsOfDesign(system),
        ...(behavior ? { behavior: { src: 'behavior.js' } } : {}),
      }),
    },
    ...(behavior ? [{ path: 'html/behavior.js', contents: behavior }] : []),
  ];
};
export { PREVIEW_FRAME_RUNTIME, previewFrameScript } from './preview-frame-script.ts';
export { renderExamplePageDocument } from './example-page-document.ts';
