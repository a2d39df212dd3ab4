import { designSystemSchema, IMPORT_FORMATS, IMPORT_MAX_BYTES, OVERRIDE_SCHEMES } from '@kitsmith/core';
import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';

/**
 * The largest JSON body `POST /import` accepts (5 MB): the content at its limit (`IMPORT_MAX_BYTES`, 2 MB)
 * written as a JSON string (escaped quotes and line breaks can double it), plus room for a base design.
 */
export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

export const importFormatSchema = z.enum(IMPORT_FORMATS, { message: `must be one of ${IMPORT_FORMATS.join(', ')}` });

export const importBodySchema = z.object({
  /** The file's text or the pasted text: at most `IMPORT_MAX_BYTES` (2 MB) of UTF-8. */
  content: z.string({ error: 'must be the text of the file to import' }).min(1, 'must not be empty: paste or send the file’s text'),
  /** The file's name when there is one: helps tell formats apart (`globals.css`, `tailwind.config.js`). */
  filename: z.string().trim().min(1).max(255, 'must be at most 255 characters').optional(),
  /** Skip detection and read the content as this format. */
  format: importFormatSchema.optional(),
  /** The design to import into: settings the content does not speak to keep its values (an open project's design). */
  base: designSystemSchema.optional(),
});
export type ImportBody = z.infer<typeof importBodySchema>;

/** One text/background pair of the imported design's contrast report, per colour scheme (light, dark and the two high-contrast ones). */
export const importContrastPairSchema = z.object({
  mode: z.enum(OVERRIDE_SCHEMES),
  /** Semantic token names, such as `primary` and `primary-foreground`. */
  background: z.string(),
  foreground: z.string(),
  background_value: z.string(),
  foreground_value: z.string(),
  /** WCAG 2.x ratio, two decimals. */
  ratio: z.number(),
  /** APCA Lc, one decimal. */
  apca: z.number(),
  /** The least the pair must reach: a WCAG ratio, or an APCA |Lc| for an APCA target. */
  target: z.number(),
  passes: z.boolean(),
});

export const importResponseSchema = z.object({
  /** The imported design (over `base` when one was sent). */
  design: designSystemSchema,
  /** What became of every token of the input: the format read, what mapped to which setting, what did not and why. */
  report: z.object({
    format: importFormatSchema,
    mapped: z.array(z.object({ path: z.string(), to: z.string() })),
    unmapped: z.array(z.object({ path: z.string(), reason: z.string() })),
    warnings: z.array(z.string()),
  }),
  /** The contrast report of the imported design, every colour scheme: failing pairs first. */
  contrast: z.array(importContrastPairSchema),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

const at = routePaths.import;

export const importContracts = {
  import: defineRoute(at.import, {
    summary: 'Read a design from shadcn/tweakcn CSS, a Tailwind v3 config, W3C DTCG (Figma, Style Dictionary), Tokens Studio or Material Theme Builder',
    description:
      'Nothing is stored: the answer is a preview (the design, what mapped to which setting, what was not mapped and why, and its contrast report). ' +
      'Save it by creating or updating a project with the design. A Tailwind config is read as data, never run. ' +
      `The content may be at most ${IMPORT_MAX_BYTES / 1_000_000} MB (413 \`IMPORT_TOO_LARGE\` above it; a body over ${IMPORT_BODY_LIMIT / (1024 * 1024)} MB is 413 \`PAYLOAD_TOO_LARGE\` before it is read); input that cannot be read is 422 \`INVALID_IMPORT\` naming what was wrong and where (line:column).`,
    tag: 'Import',
    auth: 'required',
    body: importBodySchema,
    bodyLimit: IMPORT_BODY_LIMIT,
    response: importResponseSchema,
    errors: ['INVALID_IMPORT', 'IMPORT_TOO_LARGE', 'PAYLOAD_TOO_LARGE'],
  }),
};
