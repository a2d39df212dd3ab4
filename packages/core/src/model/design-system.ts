import { z } from 'zod';
import { KitsmithError } from '../errors.ts';
import { deepFreeze } from '../util/deep-freeze.ts';
import {
  animationStyleSchema,
  hexColorSchema,
  shadowLevelSchema,
  spacingDensitySchema,
  typographyDensitySchema,
} from './primitives.ts';
import { propValuesSchema } from './component.ts';
import { themeSchema } from './theme.ts';
import { componentOverridesSchema, templateApplicationSchema } from './template.ts';

/** The version `parseDesignSystem` produces. Older documents are migrated to it. */
export const CURRENT_SCHEMA_VERSION = 2;

/** A component placed in a design: which catalogue component, and the props the user changed. */
export const designComponentSchema = z.object({
  id: z.string().min(1),
  componentId: z.string().min(1),
  props: propValuesSchema.default({}),
  customName: z.string().max(120).optional(),
});
export type DesignComponent = z.infer<typeof designComponentSchema>;

const fontStackSchema = z.string().trim().min(1, 'must name at least one font family').max(300);

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
        .min(10, 'must be at least 10 (px)')
        .max(32, 'must be at most 32 (px)')
        .default(d.typography.baseSize),
      scaleRatio: z
        .number()
        .min(1.05, 'must be at least 1.05')
        .max(2, 'must be at most 2')
        .default(d.typography.scaleRatio),
      density: typographyDensitySchema.default(d.typography.density),
    })
    .prefault({}),
  spacing: z
    .object({
      baseUnit: z
        .number()
        .min(1, 'must be at least 1 (px)')
        .max(32, 'must be at most 32 (px)')
        .default(d.spacing.baseUnit),
      density: spacingDensitySchema.default(d.spacing.density),
    })
    .prefault({}),
  radius: z
    .object({
      base: z.number().min(0, 'must not be negative').max(64, 'must be at most 64 (px)').default(d.radius.base),
    })
    .prefault({}),
  shadows: z.object({ level: shadowLevelSchema.default(d.shadows.level) }).prefault({}),
  motion: z.object({ animationStyle: animationStyleSchema.default(d.motion.animationStyle) }).prefault({}),
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

/**
 * Parses a design system document (an object, or its JSON text) of any schema
 * version, migrates it and fills defaults. Throws `InvalidDesignSystemError`
 * naming each bad field and why.
 */
export function parseDesignSystem(input: unknown): DesignSystem {
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
  const result = designSystemSchema.safeParse(migrateDesignSystem(value as Record<string, unknown>));
  if (!result.success) throw new InvalidDesignSystemError(result.error.issues.map(describeIssue));
  return result.data;
}
