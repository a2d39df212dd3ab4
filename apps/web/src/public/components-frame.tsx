import type { ColorScheme } from '@kitsmith/core';

/**
 * The shared design's components, live: the server's preview document (core's preview page with the design's CSS
 * export and the components' behaviour runtime) in a sandboxed frame of an opaque origin, so the design's CSS and
 * scripts never touch this page: tabs switch and dialogs open there as in the editor's preview.
 */
export function ComponentsFrame({ projectId, name, scheme }: { projectId: string; name: string; scheme: ColorScheme }) {
  return (
    <iframe
      className="public-components-frame"
      title={`${name}: components, live`}
      sandbox="allow-scripts"
      loading="lazy"
      src={`/p/${encodeURIComponent(projectId)}/preview.html?scheme=${scheme}`}
    />
  );
}
