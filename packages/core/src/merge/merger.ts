import { sameJson } from '../util/same-json.ts';

/** Which of the two edits wins a field both changed. */
export type MergeSide = 'mine' | 'theirs';
/** The user's choice per conflicting field, by the conflict's `key`; a field left out keeps mine. */
export type MergeChoices = Readonly<Record<string, MergeSide>>;

/** One side of a conflict as a designer reads it; `color` (`#rrggbb`) when a swatch shows it best. */
export interface MergeValue {
  text: string;
  color?: string;
}

/** A field both edits changed, differently: the user chooses. */
export interface MergeConflict {
  /** Stable id of the field, for `MergeChoices`: `theme.primaryColor`, `name`, `component:<id>:prop:<prop>`... */
  key: string;
  /** In a designer's words: `Primary colour`, `Button: Variant`. */
  label: string;
  mine: MergeValue;
  theirs: MergeValue;
}

/** Stands for the revision both edits started from when it is not known: every difference is then a conflict. */
export const UNKNOWN_BASE: unique symbol = Symbol('unknown base');
export type Base<T> = T | typeof UNKNOWN_BASE;

/** How a field is named and shown; `reconcile` may combine two different changes without asking. */
export interface FieldSpec<T> {
  key: string;
  /** Left out for bookkeeping (a counter) that no designer reads: such a field never conflicts, so give it `reconcile`. */
  label?: string;
  show?: (value: T) => string;
  swatch?: (value: T) => string | undefined;
  reconcile?: (mine: T, theirs: T) => T | undefined;
}

/** The three-way merge of single fields; collects the conflicts and what came in from theirs. */
export class Merger {
  readonly conflicts: MergeConflict[] = [];
  readonly fromTheirs: string[] = [];

  constructor(private readonly choices: MergeChoices) {}

  /** Mine and theirs the same: that; one side unchanged from base: the other; else reconciled, or a conflict the choices decide. */
  field<T>(base: Base<T>, mine: T, theirs: T, spec: FieldSpec<T>): T {
    if (sameJson(mine, theirs)) return mine;
    if (base !== UNKNOWN_BASE) {
      if (sameJson(base, theirs)) return mine;
      if (sameJson(base, mine)) {
        if (spec.label) this.took(spec.label);
        return theirs;
      }
    }
    const reconciled = spec.reconcile?.(mine, theirs);
    if (reconciled !== undefined) return reconciled;
    const value = (side: T): MergeValue => {
      const color = spec.swatch?.(side);
      return { text: spec.show ? spec.show(side) : String(side), ...(color === undefined ? {} : { color }) };
    };
    return this.conflict(spec.key, spec.label ?? spec.key, value(mine), value(theirs)) === 'theirs' ? theirs : mine;
  }

  /** Records a conflict; answers the user's choice for it (mine until they choose). */
  conflict(key: string, label: string, mine: MergeValue, theirs: MergeValue): MergeSide {
    this.conflicts.push({ key, label, mine, theirs });
    return this.choices[key] ?? 'mine';
  }

  /** The side taken for a conflict recorded under `key`; undefined when there was none. */
  decided(key: string): MergeSide | undefined {
    return this.conflicts.some((conflict) => conflict.key === key) ? (this.choices[key] ?? 'mine') : undefined;
  }

  /** Notes a change taken from theirs without asking. */
  took(label: string): void {
    if (!this.fromTheirs.includes(label)) this.fromTheirs.push(label);
  }
}
