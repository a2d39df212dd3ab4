import { z } from 'zod';

/**
 * The example pages the canvas can show a design on, each composed from catalogue components:
 * a template names the one it opens with.
 */
export const EXAMPLE_PAGE_IDS = ['dashboard', 'pricing', 'sign-in', 'settings', 'article', 'landing'] as const;
export type ExamplePageId = (typeof EXAMPLE_PAGE_IDS)[number];

export const examplePageIdSchema = z.enum(EXAMPLE_PAGE_IDS, {
  error: `must be one of the example pages: ${EXAMPLE_PAGE_IDS.join(', ')}`,
});
