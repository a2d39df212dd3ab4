import { CSS_SCHEME_SWITCHES, EXPORT_FORMATS, type ExportFormat } from '@kitsmith/core';
import { z } from 'zod';

export const formatSchema = z.enum(EXPORT_FORMATS, {
  error: (issue) => `unknown format "${String(issue.input)}" (formats: ${EXPORT_FORMATS.join(', ')})`,
});

/** Which components to generate: catalogue ids, or `all`; left out, the design's own components. */
export const componentsSchema = z.union([z.literal('all'), z.array(z.string().trim().min(1)).min(1)]);
export type ComponentSelection = z.infer<typeof componentsSchema>;

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

/** `css,tailwind` (a flag's text) as formats, each known, each once. */
export const formatListFlag = z
  .string()
  .transform(splitList)
  .pipe(z.array(formatSchema).min(1, `name at least one format (${EXPORT_FORMATS.join(', ')})`))
  .transform((formats): ExportFormat[] => [...new Set(formats)]);

/** `button,card` or `all` (a flag's text). */
export const componentsFlag = z
  .string()
  .transform((text): ComponentSelection | string[] => (text.trim() === 'all' ? 'all' : splitList(text)))
  .pipe(componentsSchema);

/** How css/tokens.css switches colour schemes (kitsmith.json's `schemeSwitch`, `--scheme-switch`). */
export const schemeSwitchSchema = z.enum(CSS_SCHEME_SWITCHES, {
  error: (issue) => `unknown scheme switch "${String(issue.input)}" (${CSS_SCHEME_SWITCHES.join(' or ')})`,
});
