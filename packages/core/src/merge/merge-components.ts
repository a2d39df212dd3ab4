import { findComponent } from '../catalogue/catalogue.ts';
import type { PropValue, PropValues } from '../model/component.ts';
import type { DesignComponent } from '../model/design-system.ts';
import { sameJson } from '../util/same-json.ts';
import { COMPONENT_ORDER_LABEL, componentName, componentProp } from './design-settings.ts';
import { UNKNOWN_BASE, type Base, type MergeSide, type Merger } from './merger.ts';

type Components = readonly DesignComponent[];

/**
 * Components matched by their instance id: one added or removed by one side is
 * added or removed; one removed by one side and changed by the other is a
 * conflict; one on both sides merges prop by prop (and its name). The order
 * follows the side that reordered; both reordering differently is a conflict.
 */
export function mergeComponents(merger: Merger, base: Base<Components>, mine: Components, theirs: Components): DesignComponent[] {
  const byId = (list: Components) => new Map(list.map((component) => [component.id, component]));
  const [mineById, theirsById] = [byId(mine), byId(theirs)];
  const baseById = base === UNKNOWN_BASE ? undefined : byId(base);
  const everyId = [...new Set([...mine, ...theirs, ...(base === UNKNOWN_BASE ? [] : base)].map((component) => component.id))];
  const names = labelsFor(everyId.map((id) => (mineById.get(id) ?? theirsById.get(id) ?? baseById?.get(id))!));

  const kept = new Map<string, DesignComponent>();
  for (const id of everyId) {
    const [ours, other] = [mineById.get(id), theirsById.get(id)];
    const name = names.get(id)!;
    if (ours && other) {
      const from: Base<DesignComponent> = baseById ? (baseById.get(id) ?? UNKNOWN_BASE) : UNKNOWN_BASE;
      kept.set(id, mergeComponent(merger, from, ours, other, name));
    } else if (ours ?? other) {
      const present = (ours ?? other)!;
      const keep = keepOneSided(merger, baseById, present, ours ? 'mine' : 'theirs', name);
      if (keep) kept.set(id, present);
    }
  }

  const ids = orderOf(merger, base, mine, theirs, kept, names);
  const merged = ids.map((id) => kept.get(id)!);
  return merged.length === mine.length && merged.every((component, index) => component === mine[index]) ? (mine as DesignComponent[]) : merged;
}

/** A component only one side has: added there (kept), removed by the other (gone unless changed: then the user says). */
function keepOneSided(
  merger: Merger,
  baseById: Map<string, DesignComponent> | undefined,
  present: DesignComponent,
  holder: MergeSide,
  name: string,
): boolean {
  const original = baseById?.get(present.id);
  if (baseById && !original) {
    if (holder === 'theirs') merger.took(`Added ${name}`);
    return true;
  }
  if (original && sameJson(original, present)) {
    if (holder === 'mine') merger.took(`Removed ${name}`);
    return false;
  }
  const kept = { text: original ? `Changed: ${changedParts(original, present).join(', ')}` : 'Included' };
  const gone = { text: original ? 'Removed' : 'Not included' };
  const choice = merger.conflict(`component:${present.id}`, name, holder === 'mine' ? kept : gone, holder === 'mine' ? gone : kept);
  return choice === holder;
}

/** One component both sides have: its type, name and each prop merged on their own. */
function mergeComponent(merger: Merger, base: Base<DesignComponent>, mine: DesignComponent, theirs: DesignComponent, name: string): DesignComponent {
  if (sameJson(mine, theirs)) return mine;
  const from = <K extends keyof DesignComponent>(key: K): Base<DesignComponent[K]> => (base === UNKNOWN_BASE ? UNKNOWN_BASE : base[key]);
  const catalogueName = (componentId: string) => findComponent(componentId)?.name ?? componentId;
  const key = `component:${mine.id}`;
  const componentId = merger.field(from('componentId'), mine.componentId, theirs.componentId, {
    key: `${key}:type`,
    label: `${name}: component`,
    show: catalogueName,
  });
  const customName = merger.field(from('customName'), mine.customName, theirs.customName, {
    key: `${key}:name`,
    label: `${name}: name`,
    show: (value) => value ?? `${catalogueName(componentId)} (default)`,
  });
  const baseProps = from('props');
  const props: PropValues = {};
  for (const prop of propNames(componentId, [baseProps === UNKNOWN_BASE ? {} : baseProps, mine.props, theirs.props])) {
    const described = componentProp(componentId, prop);
    const value = merger.field<PropValue | undefined>(baseProps === UNKNOWN_BASE ? UNKNOWN_BASE : baseProps[prop], mine.props[prop], theirs.props[prop], {
      key: `${key}:prop:${prop}`,
      label: `${name}: ${described.label}`,
      show: described.show,
      swatch: described.swatch,
    });
    if (value !== undefined) props[prop] = value;
  }
  const merged: DesignComponent = { id: mine.id, componentId, props, ...(customName === undefined ? {} : { customName }) };
  return sameJson(merged, mine) ? mine : merged;
}

/** Every prop any side sets: the catalogue's order first, then the rest by name. */
function propNames(componentId: string, sides: PropValues[]): string[] {
  const set = new Set(sides.flatMap((props) => Object.keys(props)));
  const known = (findComponent(componentId)?.configurableProps ?? []).map((prop) => prop.name).filter((name) => set.has(name));
  return [...known, ...[...set].filter((name) => !known.includes(name)).sort()];
}

/** What one side changed in a component, by label. */
function changedParts(before: DesignComponent, after: DesignComponent): string[] {
  const parts: string[] = [];
  if (before.componentId !== after.componentId) parts.push('component');
  if (before.customName !== after.customName) parts.push('name');
  for (const prop of propNames(after.componentId, [before.props, after.props])) {
    if (before.props[prop] !== after.props[prop]) parts.push(componentProp(after.componentId, prop).label);
  }
  return parts;
}

/** Names for labels; components of the same name are numbered (Button 1, Button 2) so each label says which. */
function labelsFor(components: DesignComponent[]): Map<string, string> {
  const names = components.map(componentName);
  const seen = new Map<string, number>();
  return new Map(
    components.map((component, index) => {
      const name = names[index]!;
      if (names.filter((other) => other === name).length === 1) return [component.id, name];
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      return [component.id, `${name} ${count}`];
    }),
  );
}

/**
 * The merged order: the order of the side that moved components (mine when
 * neither did or both moved them alike; the user's choice when both moved them
 * differently), then each component only the other side has, placed after the
 * one it follows there.
 */
function orderOf(
  merger: Merger,
  base: Base<Components>,
  mine: Components,
  theirs: Components,
  kept: Map<string, DesignComponent>,
  names: Map<string, string>,
): string[] {
  const shared = new Set(mine.map((component) => component.id).filter((id) => theirs.some((component) => component.id === id)));
  if (base !== UNKNOWN_BASE) for (const id of [...shared]) if (!base.some((component) => component.id === id)) shared.delete(id);
  const order = (list: Components) => list.map((component) => component.id).filter((id) => shared.has(id));
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);
  const [mineOrder, theirsOrder] = [order(mine), order(theirs)];

  let lead: MergeSide = 'mine';
  if (!same(mineOrder, theirsOrder)) {
    const baseOrder = base === UNKNOWN_BASE ? undefined : order(base);
    if (baseOrder && same(baseOrder, mineOrder)) {
      lead = 'theirs';
      merger.took(COMPONENT_ORDER_LABEL);
    } else if (!baseOrder || !same(baseOrder, theirsOrder)) {
      const show = (ids: string[]) => ({ text: ids.map((id) => names.get(id)).join(', ') });
      lead = merger.conflict('components.order', COMPONENT_ORDER_LABEL, show(mineOrder), show(theirsOrder));
    }
  }

  const [first, second] = lead === 'mine' ? [mine, theirs] : [theirs, mine];
  const result = first.map((component) => component.id).filter((id) => kept.has(id));
  const placed = new Set(result);
  let previous: string | undefined;
  for (const { id } of second) {
    if (kept.has(id) && !placed.has(id)) {
      result.splice(previous === undefined ? 0 : result.indexOf(previous) + 1, 0, id);
      placed.add(id);
    }
    if (placed.has(id)) previous = id;
  }
  return result;
}
