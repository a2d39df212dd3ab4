import { z } from 'zod';
import { propValuesSchema } from './component.ts';

/**
 * The example pages the canvas can show a design on, each composed from catalogue components:
 * a template names the one it opens with.
 */
export const EXAMPLE_PAGE_IDS = ['dashboard', 'pricing', 'sign-in', 'settings', 'article', 'landing'] as const;
export type ExamplePageId = (typeof EXAMPLE_PAGE_IDS)[number];

export const examplePageIdSchema = z.enum(EXAMPLE_PAGE_IDS, {
  error: `must be one of the example pages: ${EXAMPLE_PAGE_IDS.join(', ')}`,
});

/** One catalogue component on an example page, with the props it shows there (the others keep their defaults). */
export const examplePageBlockSchema = z.object({
  component: z.string().min(1),
  props: propValuesSchema.default({}),
});

/**
 * A row of an example page: its blocks side by side in `columns` (they wrap onto more rows on a narrow canvas),
 * across the page's content width, the whole width (navbar, hero, footer) or a narrow column (a form, an article).
 */
export const examplePageRowSchema = z.object({
  columns: z.number().int().min(1).max(4).default(1),
  width: z.enum(['content', 'full', 'narrow']).default('content'),
  blocks: z.array(examplePageBlockSchema).min(1),
});

/** An example page (templates/pages/<id>.json): catalogue components laid out as a real product page. */
export const examplePageSchema = z.object({
  id: examplePageIdSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  rows: z.array(examplePageRowSchema).min(1),
});
export type ExamplePage = z.infer<typeof examplePageSchema>;
