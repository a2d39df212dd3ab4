import { z } from 'zod';
import { KitsmithError } from '../errors.ts';
import { deepFreeze } from '../util/deep-freeze.ts';
import {
  animationStyleSchema,
  contrastTargetSchema,
  hexColorSchema,
  shadowLevelSchema,
  spacingDensitySchema,
  typographyDensitySchema,
} from './primitives.ts';
import { findComponent } from '../catalogue/catalogue.ts';
import { propValueProblem, refusableProps } from '../catalogue/component-props.ts';
import { propValuesSchema } from './component.ts';
import { DESIGN_LIMITS } from './design-options.ts';
import { fontStackProblem } from './font-stack.ts';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text.ts';
import { repairStoredDesign, storedRepair } from './stored-design-repairs.ts';
import { themeSchema } from './theme.ts';
import { colorOverridesSchema } from './color-overrides.ts';
import { componentOverridesSchema, templateApplicationSchema } from './template.ts';

/** The version `parseDesignSystem` produces. Older documents are migrated to it. */
export const CURRENT_SCHEMA_VERSION = 2;

/**
 * A component placed in a design: which catalogue component, and the props the
 * user changed. A link prop must be safe to export; other props the catalogue
 * does not accept are ignored when the component renders.
 */
export const designComponentSchema = z
  .object({
    id: z.string().min(1, 'must not be empty'),
    componentId: z.string().min(1, 'must not be empty'),
    props: propValuesSchema.default({}),
    customName: z.string().max(DESIGN_LIMITS.customName.max).optional(),
  })
  .superRefine((component, ctx) => {
    const definition = findComponent(component.componentId);
    for (const prop of definition ? refusableProps(definition) : []) {
      const value = component.props[prop.name];
      const problem = value === undefined ? undefined : propValueProblem(prop, value);
      if (problem) ctx.addIssue({ code: 'custom', path: ['props', prop.name], message: problem, params: storedRepair('dropProp') });
    }
  });
export type DesignComponent = z.infer<typeof designComponentSchema>;

/** A CSS font stack (see `parseFontStack`): written into CSS, SCSS, Tailwind and the preview, so nothing else. */
const fontStackSchema = z
  .string()
  .trim()
  .superRefine((stack, ctx) => {
    const problem = fontStackProblem(stack);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: storedRepair('fontStack') });
  });

/** A viewport width in whole px within `limits` (fluid type's range). */
const viewportWidth = (limits: { min: number; max: number }) =>
  z
    .number()
    .int('must be a whole number (px)')
    .min(limits.min, `must be at least ${limits.min} (px)`)
    .max(limits.max, `must be at most ${limits.max} (px)`);

const d = {
  colors: {
    neutral: '#64748b',
    success: '#16a34a',
    warning: '#d97706',
    danger: '#dc2626',
    info: '#0284c7',
  },
  typography: {
    headingFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
    bodyFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
    monoFamily: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, monospace",
    baseSize: 16,
    scaleRatio: 1.25,
    density: 'normal',
  },
  spacing: { baseUnit: 4, density: 'normal' },
  radius: { base: 8 },
  shadows: { level: 'medium' },
  motion: { animationStyle: 'moderate' },
} as const;

/**
 * The one document a project's design lives in. Every field has a default, so a
 * partial document (hand-written, or from an older client) is completed on parse.
 */
export const designSystemSchema = z.object({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  theme: themeSchema.prefault({}),
  colors: z
    .object({
      neutral: hexColorSchema.default(d.colors.neutral),
      success: hexColorSchema.default(d.colors.success),
      warning: hexColorSchema.default(d.colors.warning),
      danger: hexColorSchema.default(d.colors.danger),
      info: hexColorSchema.default(d.colors.info),
    })
    .prefault({}),
  typography: z
    .object({
      headingFamily: fontStackSchema.default(d.typography.headingFamily),
      bodyFamily: fontStackSchema.default(d.typography.bodyFamily),
      monoFamily: fontStackSchema.default(d.typography.monoFamily),
      baseSize: z
        .number()
        .min(DESIGN_LIMITS.baseSize.min, `must be at least ${DESIGN_LIMITS.baseSize.min} (px)`)
        .max(DESIGN_LIMITS.baseSize.max, `must be at most ${DESIGN_LIMITS.baseSize.max} (px)`)
        .default(d.typography.baseSize),
      scaleRatio: z
        .number()
        .min(DESIGN_LIMITS.scaleRatio.min, `must be at least ${DESIGN_LIMITS.scaleRatio.min}`)
        .max(DESIGN_LIMITS.scaleRatio.max, `must be at most ${DESIGN_LIMITS.scaleRatio.max}`)
        .default(d.typography.scaleRatio),
      density: typographyDensitySchema.default(d.typography.density),
      /** Fluid type (see `fluidTypeOf`): absent, each takes the value derived from the scale, so older documents are unchanged. */
      fluidMinViewport: viewportWidth(DESIGN_LIMITS.fluidMinViewport).optional(),
      fluidMaxViewport: viewportWidth(DESIGN_LIMITS.fluidMaxViewport).optional(),
      fluidMinScaleRatio: z
        .number()
        .min(DESIGN_LIMITS.scaleRatio.min, `must be at least ${DESIGN_LIMITS.scaleRatio.min}`)
        .max(DESIGN_LIMITS.scaleRatio.max, `must be at most ${DESIGN_LIMITS.scaleRatio.max}`)
        .optional(),
    })
    .prefault({}),
  spacing: z
    .object({
      baseUnit: z
        .number()
        .min(DESIGN_LIMITS.baseUnit.min, `must be at least ${DESIGN_LIMITS.baseUnit.min} (px)`)
        .max(DESIGN_LIMITS.baseUnit.max, `must be at most ${DESIGN_LIMITS.baseUnit.max} (px)`)
        .default(d.spacing.baseUnit),
      density: spacingDensitySchema.default(d.spacing.density),
    })
    .prefault({}),
  radius: z
    .object({
      base: z
        .number()
        .min(DESIGN_LIMITS.radius.min, 'must not be negative')
        .max(DESIGN_LIMITS.radius.max, `must be at most ${DESIGN_LIMITS.radius.max} (px)`)
        .default(d.radius.base),
    })
    .prefault({}),
  shadows: z.object({ level: shadowLevelSchema.default(d.shadows.level) }).prefault({}),
  motion: z.object({ animationStyle: animationStyleSchema.default(d.motion.animationStyle) }).prefault({}),
  /** The contrast the token resolver holds text to; absent means WCAG AA (and leaves older documents unchanged). */
  contrastTarget: contrastTargetSchema.optional(),
  /** Semantic colours pinned by hand, per scheme; absent means every one is derived (and leaves older documents unchanged). */
  colorOverrides: colorOverridesSchema.optional(),
  components: z
    .array(designComponentSchema)
    .default([])
    .superRefine((components, ctx) => {
      const seen = new Set<string>();
      components.forEach((component, index) => {
        if (seen.has(component.id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate component id "${component.id}"` });
        }
        seen.add(component.id);
      });
    }),
  componentOverrides: componentOverridesSchema.nullable().default(null),
  template: z
    .object({
      application: templateApplicationSchema.nullable().default(null),
      version: z.number().int().min(0).default(0),
    })
    .prefault({}),
})
  // Every string of a design is stored and written out: none may hold text no database or file can keep.
  .superRefine((design, ctx) => {
    const path = findUnstorableText(design);
    if (path) ctx.addIssue({ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE, params: storedRepair('storableText') });
  });
export type DesignSystem = z.infer<typeof designSystemSchema>;

/** The design a new project starts from. Frozen: derive new documents from it, never change it. */
export const defaultDesignSystem: DesignSystem = deepFreeze(
  designSystemSchema.parse({ schemaVersion: CURRENT_SCHEMA_VERSION }),
);

/** Thrown by `parseDesignSystem`; `issues` lists every bad field as `path: why`. */
export class InvalidDesignSystemError extends KitsmithError {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(
      'INVALID_DESIGN_SYSTEM',
      `Invalid design system: ${issues.join('; ')}`,
      'Fix the fields named above, or start again from the default design system.',
    );
    this.name = 'InvalidDesignSystemError';
    this.issues = issues;
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.') || '(document)';
  return `${path}: ${issue.message}`;
}

// Version 1: the spec's stored project config, `{components: [entries], theme?}`, with no schemaVersion.
const legacyComponentEntrySchema = z.object({
  id: z.string().min(1),
  config: z.looseObject({ id: z.string().min(1) }),
  customProps: propValuesSchema.optional(),
  customName: z.string().optional(),
});
const legacyConfigSchema = z.looseObject({
  components: z.array(legacyComponentEntrySchema).default([]),
  theme: z.unknown().optional(),
  templateApplication: z.unknown().optional(),
});

/** One function per older version: it takes that version's document and returns the next version's. */
const migrations: Record<number, (input: Record<string, unknown>) => Record<string, unknown>> = {
  1: (input) => {
    const legacy = legacyConfigSchema.safeParse(input);
    if (!legacy.success) throw new InvalidDesignSystemError(legacy.error.issues.map(describeIssue));
    const { components, theme, templateApplication } = legacy.data;
    return {
      schemaVersion: 2,
      ...(theme === undefined ? {} : { theme }),
      components: components.map((entry) => ({
        id: entry.id,
        componentId: entry.config.id,
        props: entry.customProps ?? {},
        ...(entry.customName === undefined ? {} : { customName: entry.customName }),
      })),
      template: { application: templateApplication ?? null, version: templateApplication ? 1 : 0 },
    };
  },
};

function schemaVersionOf(document: Record<string, unknown>): number {
  const version = document.schemaVersion;
  if (version === undefined) return 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new InvalidDesignSystemError([`schemaVersion: must be a whole number from 1 to ${CURRENT_SCHEMA_VERSION}`]);
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new KitsmithError(
      'DESIGN_SYSTEM_TOO_NEW',
      `This design system has schemaVersion ${version}, newer than this version of Kitsmith understands (${CURRENT_SCHEMA_VERSION}).`,
      'Update Kitsmith to open it.',
    );
  }
  return version;
}

/** Brings a document of any older schema version up to the current one, without validating the result. */
export function migrateDesignSystem(document: Record<string, unknown>): Record<string, unknown> {
  let current = document;
  for (let version = schemaVersionOf(document); version < CURRENT_SCHEMA_VERSION; version += 1) {
    const migrate = migrations[version];
    if (!migrate) throw new Error(`No migration from design system schema version ${version}`);
    current = migrate(current);
  }
  return current;
}

/** A document (an object, or its JSON text) of any schema version, migrated to the current one but not yet validated. */
function designDocumentOf(input: unknown): Record<string, unknown> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch (error) {
      throw new InvalidDesignSystemError([`(document): is not valid JSON (${(error as Error).message})`]);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidDesignSystemError(['(document): must be an object']);
  }
  return migrateDesignSystem(value as Record<string, unknown>);
}

/**
 * Parses a design system document (an object, or its JSON text) of any schema
 * version, migrates it and fills defaults. Throws `InvalidDesignSystemError`
 * naming each bad field and why. For what a person or a program sends.
 */
export function parseDesignSystem(input: unknown): DesignSystem {
  const result = designSystemSchema.safeParse(designDocumentOf(input));
  if (!result.success) throw new InvalidDesignSystemError(result.error.issues.map(describeIssue));
  return result.data;
}

/**
 * Reads a stored design system: as `parseDesignSystem`, except that a value
 * which an older Kitsmith stored and the model now refuses (a font stack that
 * is not a list of family names, an unsafe link, text with NUL) is mended as
 * its rule says (see `StoredRepair`), and each mend is described in `repairs`.
 * Throws only for what `parseDesignSystem` always refused.
 */
export function readStoredDesignSystem(input: unknown): { design: DesignSystem; repairs: string[] } {
  let document = designDocumentOf(input);
  const repairs: string[] = [];
  // A mend can uncover an issue checked only once the rest is valid (the text of the whole document): a few rounds at most.
  for (let round = 0; round < 4; round++) {
    const result = designSystemSchema.safeParse(document);
    if (result.success) return { design: result.data, repairs };
    const repaired = repairStoredDesign(document, result.error.issues);
    if (!repaired) throw new InvalidDesignSystemError(result.error.issues.map(describeIssue));
    document = repaired.document;
    repairs.push(...repaired.repairs);
  }
  return { design: parseDesignSystem(document), repairs };
}
