import { deepFreeze } from '@kitsmith/core';

/**
 * Defaults for a new project: spec section 5 (what the new-project form
 * starts with) and the create body of spec section 7 (`is_template`,
 * `framework`, `tags`, which exist only there).
 */
export const newProjectDefaults = deepFreeze({
  name: 'New Project',
  description: 'A new design system project',
  visibility: 'private',
  version: '1.0.0',
  is_template: false,
  framework: 'react',
  tags: [],
} as const);

/** The public page of a project: `{origin}/p/{id}`. */
export function shareableLinkFor(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/p/${encodeURIComponent(id)}`;
}
