// Every edit is a named action: perform(document, action) -> next document, mutating nothing
// (STYLE.md, after excalidraw). `coalesceKey` declares how an action enters the undo history.
import {
  applyTemplate,
  clearTemplate,
  findComponent,
  findTemplate,
  mergeNamedDesigns,
  type DesignSystem,
  type MergeChoices,
  type PropValue,
  type ThemeMode,
} from '@kitsmith/core';
import { fixContrast, withColorField, type ColorField } from '../design/contrast-checks.ts';

/** What the editor edits: the project's details and its design system. */
export interface EditorDocument {
  name: string;
  config: DesignSystem;
}

type Typography = DesignSystem['typography'];

export type EditorAction =
  | { type: 'rename'; name: string }
  | { type: 'setColor'; field: ColorField; color: string }
  | { type: 'setThemeMode'; mode: ThemeMode }
  | { type: 'setAnimations'; on: boolean }
  | { type: 'setTypography'; patch: Partial<Typography> }
  | { type: 'setSpacing'; patch: Partial<DesignSystem['spacing']> }
  | { type: 'setRadius'; base: number }
  | { type: 'setShadowLevel'; level: DesignSystem['shadows']['level'] }
  | { type: 'setAnimationStyle'; style: DesignSystem['motion']['animationStyle'] }
  | { type: 'fixContrast'; checkId: string }
  | { type: 'addComponent'; componentId: string; id: string }
  | { type: 'removeComponent'; id: string }
  | { type: 'moveComponent'; id: string; toIndex: number }
  | { type: 'setComponentProp'; id: string; prop: string; value: PropValue }
  | { type: 'renameComponent'; id: string; customName: string }
  | { type: 'applyTemplate'; templateId: string; appliedAt: string }
  | { type: 'clearTemplate' }
  | { type: 'replaceDocument'; document: EditorDocument }
  /**
   * A teammate's save (`theirs`) merged into the document, both edits having started from `base`
   * (undefined: not known, every difference was asked); `choices` settle the fields both changed.
   */
  | { type: 'mergeTheirs'; base: EditorDocument | undefined; theirs: EditorDocument; choices: MergeChoices };

const withConfig = (document: EditorDocument, config: DesignSystem): EditorDocument =>
  config === document.config ? document : { ...document, config };

function updateComponent(
  document: EditorDocument,
  id: string,
  change: (component: DesignSystem['components'][number]) => DesignSystem['components'][number],
): EditorDocument {
  const index = document.config.components.findIndex((component) => component.id === id);
  const current = document.config.components[index];
  if (!current) return document;
  const next = change(current);
  if (next === current) return document;
  const components = document.config.components.slice();
  components[index] = next;
  return withConfig(document, { ...document.config, components });
}

/** Applies one action; returns the same document when nothing changes. */
export function perform(document: EditorDocument, action: EditorAction): EditorDocument {
  const { config } = document;
  switch (action.type) {
    case 'rename':
      return action.name === document.name ? document : { ...document, name: action.name };
    case 'setColor':
      return withConfig(document, withColorField(config, action.field, action.color.toLowerCase()));
    case 'setThemeMode':
      return config.theme.mode === action.mode ? document : withConfig(document, { ...config, theme: { ...config.theme, mode: action.mode } });
    case 'setAnimations':
      return config.theme.animations === action.on
        ? document
        : withConfig(document, { ...config, theme: { ...config.theme, animations: action.on } });
    case 'setTypography':
      return withConfig(document, { ...config, typography: { ...config.typography, ...action.patch } });
    case 'setSpacing':
      return withConfig(document, { ...config, spacing: { ...config.spacing, ...action.patch } });
    case 'setRadius':
      return config.radius.base === action.base ? document : withConfig(document, { ...config, radius: { base: action.base } });
    case 'setShadowLevel':
      return config.shadows.level === action.level ? document : withConfig(document, { ...config, shadows: { level: action.level } });
    case 'setAnimationStyle':
      return config.motion.animationStyle === action.style
        ? document
        : withConfig(document, { ...config, motion: { animationStyle: action.style } });
    case 'fixContrast':
      return withConfig(document, fixContrast(config, action.checkId) ?? config);
    case 'addComponent': {
      if (!findComponent(action.componentId) || config.components.some((component) => component.id === action.id)) return document;
      return withConfig(document, {
        ...config,
        components: [...config.components, { id: action.id, componentId: action.componentId, props: {} }],
      });
    }
    case 'removeComponent': {
      const components = config.components.filter((component) => component.id !== action.id);
      return components.length === config.components.length ? document : withConfig(document, { ...config, components });
    }
    case 'moveComponent': {
      const from = config.components.findIndex((component) => component.id === action.id);
      const to = Math.max(0, Math.min(config.components.length - 1, action.toIndex));
      if (from < 0 || from === to) return document;
      const components = config.components.slice();
      const [moved] = components.splice(from, 1);
      components.splice(to, 0, moved!);
      return withConfig(document, { ...config, components });
    }
    case 'setComponentProp':
      return updateComponent(document, action.id, (component) =>
        component.props[action.prop] === action.value ? component : { ...component, props: { ...component.props, [action.prop]: action.value } },
      );
    case 'renameComponent':
      return updateComponent(document, action.id, (component) => {
        const customName = action.customName.slice(0, 120);
        if ((component.customName ?? '') === customName) return component;
        const { customName: _previous, ...rest } = component;
        return customName.trim() ? { ...rest, customName } : rest;
      });
    case 'applyTemplate': {
      const template = findTemplate(action.templateId);
      return template ? withConfig(document, applyTemplate(config, template, {}, action.appliedAt)) : document;
    }
    case 'clearTemplate':
      return withConfig(document, clearTemplate(config));
    case 'replaceDocument':
      return action.document;
    case 'mergeTheirs':
      return mergeNamedDesigns(action.base, document, action.theirs, action.choices).merged;
  }
}

/**
 * Actions with the same key in a row merge into one undo step while the
 * gesture is open (a colour drag, typing in a field); others are a step each.
 */
export function coalesceKey(action: EditorAction): string | null {
  switch (action.type) {
    case 'rename':
      return 'rename';
    case 'setColor':
      return `color:${action.field}`;
    case 'setTypography':
      return `typography:${Object.keys(action.patch).sort().join(',')}`;
    case 'setSpacing':
      return `spacing:${Object.keys(action.patch).sort().join(',')}`;
    case 'setRadius':
      return 'radius';
    case 'setComponentProp':
      return `prop:${action.id}:${action.prop}`;
    case 'renameComponent':
      return `component-name:${action.id}`;
    default:
      return null;
  }
}
