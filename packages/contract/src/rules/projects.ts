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

/** A project's theme as a shadcn registry item (served outside /v1, where shadcn registries serve theirs): `{origin}/r/{id}.json`. */
export function registryItemUrlFor(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/r/${encodeURIComponent(id)}.json`;
}

/** The namespace a private project's registry is added under in an app's components.json (`npx shadcn add @kitsmith/{id}`). */
export const SHADCN_REGISTRY_NAMESPACE = '@kitsmith';

/** The environment variable that components.json's registry entry reads the personal access token from. */
export const SHADCN_TOKEN_VARIABLE = 'KITSMITH_TOKEN';

/**
 * The components.json entry that lets `npx shadcn add @kitsmith/{id}` fetch private projects, sending a personal
 * access token (with the read scope) that shadcn reads from the environment.
 */
export function shadcnRegistryEntry(origin: string): Record<string, { url: string; headers: Record<string, string> }> {
  return {
    [SHADCN_REGISTRY_NAMESPACE]: {
      url: `${origin.replace(/\/+$/, '')}/r/{name}.json`,
      headers: { Authorization: `Bearer \${${SHADCN_TOKEN_VARIABLE}}` },
    },
  };
}
