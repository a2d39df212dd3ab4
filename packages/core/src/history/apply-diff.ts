import { KitsmithError } from '../errors.ts';
import type { PropValue } from '../model/component.ts';
import type { DesignComponent, DesignSystem } from '../model/design-system.ts';
import type { ComponentChange, DesignDiff, SettingChange } from './diff-schema.ts';

/** A diff that cannot be applied: it lacks the after-values `diffDesigns` records, or names what the design does not hold. */
export class InapplicableDiffError extends KitsmithError {
  constructor(detail: string) {
    super('INAPPLICABLE_DIFF', `The diff cannot be applied: ${detail}`, 'Compute the diff again against this design.');
    this.name = 'InapplicableDiffError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

// A setting path names plain fields: never one that reaches an object's prototype.
const UNSAFE_NAMES = new Set(['__proto__', 'prototype', 'constructor']);

function applySetting(design: Record<string, unknown>, change: SettingChange): void {
  const names = change.path.split('.');
  if (names.some((name) => name === '' || UNSAFE_NAMES.has(name))) throw new InapplicableDiffError(`"${change.path}" is not a setting's path`);
  const last = names.pop()!;
  let parent = design;
  for (const name of names) {
    if (!Object.hasOwn(parent, name) || !isRecord(parent[name])) {
      if (change.kind === 'removed') return;
      parent[name] = {};
    }
    parent = parent[name] as Record<string, unknown>;
  }
  if (change.kind === 'removed') delete parent[last];
  else parent[last] = structuredClone(change.after);
}

function applyComponentChange(byId: Map<string, DesignComponent>, change: ComponentChange): void {
  if (change.kind === 'removed') {
    byId.delete(change.id);
    return;
  }
  if (change.kind === 'added') {
    if (!change.placed) throw new InapplicableDiffError(`added component "${change.id}" has no placed record`);
    byId.set(change.id, structuredClone(change.placed));
    return;
  }
  const component = byId.get(change.id);
  if (!component) throw new InapplicableDiffError(`no component "${change.id}" to change`);
  if (change.kind === 'renamed') {
    if (change.customName === undefined) throw new InapplicableDiffError(`renamed component "${change.id}" has no new name`);
    if (change.customName === null) delete component.customName;
    else component.customName = change.customName;
  } else if (change.kind === 'props') {
    for (const prop of change.props ?? []) {
      if (prop.after === null || prop.after === undefined) delete component.props[prop.name];
      else component.props[prop.name] = structuredClone(prop.after) as PropValue;
    }
  }
}

/**
 * Applies a diff's after-values to a design: `applyDiff(a, diffDesigns(a, b))` equals `b`. Tokens follow
 * from the settings and metadata lies beside the design, so neither is applied. Returns a new design.
 */
export function applyDiff(design: DesignSystem, diff: DesignDiff): DesignSystem {
  const next = structuredClone(design);
  for (const change of diff.settings) applySetting(next as unknown as Record<string, unknown>, change);

  const byId = new Map(next.components.map((component) => [component.id, component]));
  for (const change of diff.components) applyComponentChange(byId, change);
  const order = diff.componentOrder ?? next.components.map((component) => component.id);
  next.components = order.map((id) => {
    const component = byId.get(id);
    if (!component) throw new InapplicableDiffError(`the new order names no component "${id}"`);
    return component;
  });

  if (diff.template) {
    const { record, componentOverrides } = diff.template;
    if (!record || componentOverrides === undefined) throw new InapplicableDiffError('the template change has no template record');
    next.template = structuredClone(record);
    next.componentOverrides = structuredClone(componentOverrides);
  }
  return next;
}
