import { OVERRIDE_SCHEMES, SEMANTIC_COLOR_ROLES, type ColorOverride, type ColorOverrides } from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';
import type { ComponentOverrides, TemplateApplication } from '../model/template.ts';
import { CONTRAST_RULES } from '../tokens/contrast-target.ts';
import { sameJson } from '../util/same-json.ts';
import { DERIVED_SETTING_TEXT, PROJECT_NAME_LABEL, TEMPLATE_LABEL, designSettings, readSetting, showTemplate, type SettingSection, type SettingValue } from './design-settings.ts';
import { mergeComponents } from './merge-components.ts';
import { Merger, UNKNOWN_BASE, type Base, type MergeChoices, type MergeConflict } from './merger.ts';

/** A project's name and design: what the editor edits. */
export interface NamedDesign {
  name: string;
  design: DesignSystem;
}

export interface DesignMerge<T> {
  /** Both edits combined; a conflicting field holds the side `choices` picked (mine by default). */
  merged: T;
  /** The fields both edits changed differently, in the order the editor shows them. */
  conflicts: MergeConflict[];
  /** The changes taken from theirs without asking, by label (`Accent colour`, `Added Card`). */
  fromTheirs: string[];
}

const SECTIONS: readonly SettingSection[] = ['theme', 'colors', 'typography', 'spacing', 'radius', 'shadows', 'motion'];

/**
 * Three-way merge of two edits of one design that both started from `base`:
 * changes to different settings, components or props combine without asking;
 * each field both changed differently is a conflict, decided by `choices`
 * (mine where none is given). With no `base` (not known), every difference is
 * a conflict. Unchanged parts of `mine` are returned as they are (same objects).
 */
export function mergeDesigns(
  base: DesignSystem | undefined,
  mine: DesignSystem,
  theirs: DesignSystem,
  choices: MergeChoices = {},
): DesignMerge<DesignSystem> {
  const merger = new Merger(choices);
  const merged = mergeConfig(merger, base ?? UNKNOWN_BASE, mine, theirs);
  return { merged, conflicts: merger.conflicts, fromTheirs: merger.fromTheirs };
}

/** `mergeDesigns` for a project's name and design together; the name is a field like any other. */
export function mergeNamedDesigns<T extends NamedDesign>(base: NamedDesign | undefined, mine: T, theirs: NamedDesign, choices: MergeChoices = {}): DesignMerge<T> {
  const merger = new Merger(choices);
  const name = merger.field(base ? base.name : UNKNOWN_BASE, mine.name, theirs.name, { key: 'name', label: PROJECT_NAME_LABEL });
  const design = mergeConfig(merger, base ? base.design : UNKNOWN_BASE, mine.design, theirs.design);
  const merged = name === mine.name && design === mine.design ? mine : { ...mine, name, design };
  return { merged, conflicts: merger.conflicts, fromTheirs: merger.fromTheirs };
}

function mergeConfig(merger: Merger, base: Base<DesignSystem>, mine: DesignSystem, theirs: DesignSystem): DesignSystem {
  const from = <T>(read: (config: DesignSystem) => T): Base<T> => (base === UNKNOWN_BASE ? UNKNOWN_BASE : read(base));

  // The applied template first: when both applied different ones, the chosen one brings the settings it sets.
  const template = merger.field(from(templateOf), templateOf(mine), templateOf(theirs), {
    key: 'template',
    label: TEMPLATE_LABEL,
    show: (value) => showTemplate(value.application),
    // Only known edits can have applied the same template alike.
    ...(base === UNKNOWN_BASE ? {} : { reconcile: laterOfSameTemplate }),
  });
  const templateSide = merger.decided('template');
  const templateChosen = templateSide && (templateSide === 'mine' ? mine : theirs);

  const sections: Partial<Record<SettingSection, Record<string, SettingValue | undefined>>> = {};
  for (const setting of designSettings) {
    const read = (config: DesignSystem) => readSetting(config, setting);
    const value =
      templateChosen && setting.fromTemplate
        ? read(templateChosen)
        : merger.field(from(read), read(mine), read(theirs), {
            key: setting.key,
            label: setting.label,
            show: (value) => (value === undefined ? DERIVED_SETTING_TEXT : setting.show(value)),
            ...(setting.kind === 'color' ? { swatch: String } : {}),
          });
    (sections[setting.section] ??= {})[setting.field] = value;
  }
  // A setting merged to undefined (derived) is left out of its section.
  const section = <S extends SettingSection>(name: S): DesignSystem[S] => {
    const merged = Object.fromEntries(Object.entries({ ...mine[name], ...sections[name] }).filter(([, value]) => value !== undefined));
    return sameJson(merged, mine[name]) ? mine[name] : (merged as DesignSystem[S]);
  };

  // How many times a template was applied or cleared: bookkeeping, never a question.
  const version = merger.field(from((config) => config.template.version), mine.template.version, theirs.template.version, {
    key: 'template.version',
    reconcile: Math.max,
  });
  const components = mergeComponents(merger, from((config) => config.components), mine.components, theirs.components);
  // A design without a contrast target is held to AA: the same as one that sets AA, so the two never conflict.
  const targetOf = (config: DesignSystem) => config.contrastTarget ?? 'AA';
  const contrastTarget = merger.field(from(targetOf), targetOf(mine), targetOf(theirs), {
    key: 'contrastTarget',
    label: 'Contrast target',
    show: (target) => CONTRAST_RULES[target].label,
  });

  const colorOverrides = mergeColorOverrides(merger, from((config) => config.colorOverrides), mine.colorOverrides, theirs.colorOverrides);

  const merged: DesignSystem = {
    ...mine,
    ...Object.fromEntries(SECTIONS.map((name) => [name, section(name)])),
    componentOverrides: template.overrides,
    template:
      template.application === mine.template.application && version === mine.template.version
        ? mine.template
        : { application: template.application, version },
    components,
    ...(contrastTarget === targetOf(mine) ? {} : { contrastTarget }),
    ...(colorOverrides === mine.colorOverrides ? {} : { colorOverrides }),
  };
  const unchanged = (Object.keys(merged) as (keyof DesignSystem)[]).every((key) => merged[key] === mine[key]);
  return unchanged ? mine : merged;
}

/**
 * Colours pinned by hand merge per scheme and role, like settings: one edit pinning the border and the other the ring
 * combine; both pinning the dark border differently is one question. A role left derived is `undefined` on that side.
 */
function mergeColorOverrides(
  merger: Merger,
  base: Base<ColorOverrides | undefined>,
  mine: ColorOverrides | undefined,
  theirs: ColorOverrides | undefined,
): ColorOverrides | undefined {
  if (sameJson(mine ?? {}, theirs ?? {})) return mine;
  const merged: ColorOverrides = {};
  for (const scheme of OVERRIDE_SCHEMES) {
    const pins: Partial<Record<(typeof SEMANTIC_COLOR_ROLES)[number], ColorOverride>> = {};
    for (const role of SEMANTIC_COLOR_ROLES) {
      const pinOf = (overrides: ColorOverrides | undefined) => overrides?.[scheme]?.[role];
      const value = merger.field(base === UNKNOWN_BASE ? UNKNOWN_BASE : pinOf(base), pinOf(mine), pinOf(theirs), {
        key: `colorOverrides.${scheme}.${role}`,
        label: `${role} (${scheme})`,
        show: (pin) => pin ?? 'derived',
        swatch: (pin) => (pin?.startsWith('#') ? pin : undefined),
      });
      if (value !== undefined) pins[role] = value;
    }
    if (Object.keys(pins).length > 0) merged[scheme] = pins;
  }
  if (sameJson(merged, mine ?? {})) return mine;
  return Object.keys(merged).length > 0 ? merged : undefined;
}

interface AppliedTemplate {
  application: TemplateApplication | null;
  overrides: ComponentOverrides | null;
}

/** The template a design has applied, with the component styles it brought: one field, so they never come apart. */
const templateOf = (config: DesignSystem): AppliedTemplate => ({ application: config.template.application, overrides: config.componentOverrides });

/** Both applied the same template alike, at different times: the later application, not a question. */
function laterOfSameTemplate(mine: AppliedTemplate, theirs: AppliedTemplate): AppliedTemplate | undefined {
  const [a, b] = [mine.application, theirs.application];
  if (!a || !b || a.templateId !== b.templateId || !sameJson(a.customizations, b.customizations) || !sameJson(mine.overrides, theirs.overrides)) {
    return undefined;
  }
  return Date.parse(b.appliedAt) > Date.parse(a.appliedAt) ? theirs : mine;
}
