import { componentName, componentProp } from '../merge/design-settings.ts';
import type { PropValue } from '../model/component.ts';
import type { DesignComponent, DesignSystem } from '../model/design-system.ts';
import { sameJson } from '../util/same-json.ts';
import type { ComponentChange, PropChange } from './diff-schema.ts';

export interface ComponentsDiff {
  components: ComponentChange[];
  componentOrder: string[] | null;
}

/**
 * Indexes (into `sequence`) of one longest strictly increasing subsequence, in O(n log n); of several
 * equally long ones, the one ending on the smallest values, so the result is deterministic.
 */
export function longestIncreasingSubsequence(sequence: readonly number[]): Set<number> {
  const tails: number[] = []; // tails[k]: index of the smallest last value of an increasing run of length k + 1
  const previous: number[] = new Array<number>(sequence.length).fill(-1);
  sequence.forEach((value, index) => {
    let [low, high] = [0, tails.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sequence[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.length ? tails[tails.length - 1]! : -1; index >= 0; index = previous[index]!) kept.add(index);
  return kept;
}

function propChanges(before: DesignComponent, after: DesignComponent): PropChange[] {
  const names = new Set([...Object.keys(after.props), ...Object.keys(before.props)]);
  const changes: PropChange[] = [];
  for (const name of names) {
    const [was, is]: (PropValue | undefined)[] = [before.props[name], after.props[name]];
    if (sameJson(was, is)) continue;
    const prop = componentProp(after.componentId, name);
    changes.push({ name, label: prop.label, before: was ?? null, after: is ?? null, beforeText: prop.show(was), afterText: prop.show(is) });
  }
  return changes;
}

const ref = (component: DesignComponent) => ({ id: component.id, componentId: component.componentId, name: componentName(component) });

/**
 * Placed components matched by id: removed (in before's order), then, in after's order, each one added,
 * renamed, with props changed, or moved. Moved are only the components whose place among the ones both
 * designs keep changed: all but a longest run that kept its relative order.
 */
export function diffComponents(before: DesignSystem, after: DesignSystem): ComponentsDiff {
  // The same id holding another catalogue component (a hand-edited document) is a replacement: removed, then added.
  const afterById = new Map(after.components.map((component) => [component.id, component]));
  const beforeIndex = new Map<string, number>();
  before.components.forEach((component, index) => {
    if (afterById.get(component.id)?.componentId === component.componentId) beforeIndex.set(component.id, index);
  });
  const changes: ComponentChange[] = before.components
    .filter((component) => !beforeIndex.has(component.id))
    .map((component) => ({ kind: 'removed', ...ref(component) }));

  // Components both designs hold, in after's order, with their positions in before: moved ones break the increasing run.
  const kept = after.components.flatMap((component, to) => {
    const from = beforeIndex.get(component.id);
    return from === undefined ? [] : [{ component, from, to }];
  });
  const inOrder = longestIncreasingSubsequence(kept.map((entry) => entry.from));
  const moved = new Map(kept.filter((_, index) => !inOrder.has(index)).map((entry) => [entry.component.id, entry]));

  for (const component of after.components) {
    const from = beforeIndex.get(component.id);
    const was = from === undefined ? undefined : before.components[from];
    if (!was) {
      const { id, componentId, props, customName } = component;
      changes.push({ kind: 'added', ...ref(component), placed: { id, componentId, props, ...(customName === undefined ? {} : { customName }) } });
      continue;
    }
    if (was.customName !== component.customName) {
      changes.push({ kind: 'renamed', ...ref(component), previousName: componentName(was), customName: component.customName ?? null });
    }
    const props = propChanges(was, component);
    if (props.length > 0) changes.push({ kind: 'props', ...ref(component), props });
    const move = moved.get(component.id);
    if (move) changes.push({ kind: 'moved', ...ref(component), from: move.from, to: move.to });
  }

  const sameOrder =
    changes.every((change) => change.kind !== 'added' && change.kind !== 'removed') &&
    before.components.length === after.components.length &&
    before.components.every((component, index) => component.id === after.components[index]!.id);
  return { components: changes, componentOrder: sameOrder ? null : after.components.map((component) => component.id) };
}
