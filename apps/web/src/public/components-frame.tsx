import type { ColorScheme } from '@kitsmith/core';

/**
 * The shared design's components, live: the server's preview document (core's preview page with the design's CSS
 * export) in a sandboxed frame of an opaque origin, so the design's CSS never touches this page. No scripts yet:
 * once components have a behaviour runtime the frame gets `sandbox="allow-scripts"` and the document its script.
 */
export function ComponentsFrame({ projectId, name, scheme }: { projectId: string; name: string; scheme: ColorScheme }) {
  return (
    <iframe
      className="public-components-frame"
      title={`${name}: components, live`}
      sandbox=""
      loading="lazy"
      src={`/p/${encodeURIComponent(projectId)}/preview.html?scheme=${scheme}`}
    />
  );
}
