import { z } from 'zod';
import { propValuesSchema } from '../model/component.ts';
import { componentOverridesSchema, templateApplicationSchema } from '../model/template.ts';
import { tokenChangeSchemeSchema } from './token-change-scheme.ts';

/**
 * The shape of a difference between two designs, as a user thinks of it:
 * tokens (by DTCG path, per scheme), the settings that produce them,
 * components, the template and the project's metadata. Zod schemas, so the
 * API's contract answers exactly this shape; `diffDesigns` builds it.
 */

export const changeKindSchema = z.enum(['added', 'removed', 'changed']);
export type ChangeKind = z.infer<typeof changeKindSchema>;

/** A token whose resolved value differs, in the schemes `scheme` names. */
export const tokenChangeSchema = z.object({
  /** DTCG path, such as `color.primary.500` or `semantic.primary-foreground`. */
  path: z.string(),
  scheme: tokenChangeSchemeSchema,
  kind: changeKindSchema,
  /** The token's DTCG `$type` (`color`, `dimension`, `fontFamily`, …). */
  type: z.string(),
  /** Resolved values as CSS writes them; null where the token does not exist on that side. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type TokenChange = z.infer<typeof tokenChangeSchema>;

/** A setting of the design document (a leaf outside components and the template), such as `theme.primaryColor`. */
export const settingChangeSchema = z.object({
  /** Dot path in the design document. */
  path: z.string(),
  /** As the editor labels it (`Primary colour`), else the path. */
  label: z.string(),
  /** Which group it counts under in summaries (`colours`, `typography`, `spacing`, …). */
  group: z.string(),
  kind: changeKindSchema,
  /** JSON values (`undefined` is sent as null). */
  before: z.unknown(),
  after: z.unknown(),
  /** The values as the editor shows them (`16px`, `Inter`), null where absent. */
  beforeText: z.string().nullable(),
  afterText: z.string().nullable(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

export const propChangeSchema = z.object({
  name: z.string(),
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  beforeText: z.string(),
  afterText: z.string(),
});
export type PropChange = z.infer<typeof propChangeSchema>;

/** A placed component (by its id in the design) that was added, removed, renamed, moved or had props changed. */
export const componentChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'renamed', 'moved', 'props']),
  /** The placed component's id in the design. */
  id: z.string(),
  /** Its catalogue id (`button`). */
  componentId: z.string(),
  /** What it is called now (or was called, when removed). */
  name: z.string(),
  /** `renamed`: the name it had. */
  previousName: z.string().optional(),
  /** `moved`: its positions before and after. */
  from: z.number().int().optional(),
  to: z.number().int().optional(),
  /** `props`: each prop that differs. */
  props: z.array(propChangeSchema).optional(),
  /** `renamed`: the name of its own it has now, null when it takes the catalogue's name (what `applyDiff` sets). */
  customName: z.string().nullable().optional(),
  /** `added`: the placed component as added (what `applyDiff` inserts). */
  placed: z
    .object({ id: z.string(), componentId: z.string(), props: propValuesSchema, customName: z.string().optional() })
    .optional(),
});
export type ComponentChange = z.infer<typeof componentChangeSchema>;

/** The template record: applied where there was none, cleared, or a different or re-customised one. */
export const templateChangeSchema = z.object({
  kind: z.enum(['applied', 'cleared', 'changed']),
  /** Template names as a designer reads them (`Modern (customised)`), null for none. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The design's template record after the change (what `applyDiff` sets). */
  record: z.object({ application: templateApplicationSchema.nullable(), version: z.number().int() }).optional(),
  /** The design's component styling after the change, which a template sets with it (what `applyDiff` sets). */
  componentOverrides: componentOverridesSchema.nullable().optional(),
});
export type TemplateChange = z.infer<typeof templateChangeSchema>;

/** A project field beside the design: its name, description or version. */
export const metadataChangeSchema = z.object({
  field: z.enum(['name', 'description', 'version']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type MetadataChange = z.infer<typeof metadataChangeSchema>;

export const designDiffSchema = z.object({
  tokens: z.array(tokenChangeSchema),
  settings: z.array(settingChangeSchema),
  components: z.array(componentChangeSchema),
  /** The ids of the components in their new order, when the order or the set changed; null when it did not. */
  componentOrder: z.array(z.string()).nullable(),
  template: templateChangeSchema.nullable(),
  metadata: z.array(metadataChangeSchema),
});
export type DesignDiff = z.infer<typeof designDiffSchema>;

/** How much changed, per group a designer reads ("3 colours, 1 component"). */
export const diffCountsSchema = z.object({
  colours: z.number().int(),
  typography: z.number().int(),
  spacing: z.number().int(),
  /** Radius, shadows, motion and other settings. */
  other: z.number().int(),
  tokens: z.number().int(),
  components: z.number().int(),
  template: z.number().int(),
  metadata: z.number().int(),
  /** Every change above but tokens (which follow from the settings). */
  total: z.number().int(),
});
export type DiffCounts = z.infer<typeof diffCountsSchema>;

export const BUMPS = ['patch', 'minor', 'major'] as const;
export const bumpSchema = z.enum(BUMPS);
export type Bump = z.infer<typeof bumpSchema>;

/** Project fields a version keeps beside its design. */
export interface ProjectMetadata {
  name?: string;
  description?: string;
  version?: string;
}
