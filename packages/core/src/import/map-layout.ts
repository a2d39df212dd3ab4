import type { DesignSystem } from '../model/design-system.ts';
import { SPACE_STEPS, rem } from '../tokens/scales.ts';
import type { ImportLedger, ImportToken } from './import-ledger.ts';
import { readPx } from './read-values.ts';
import { PX_ROUNDING, clamp, commonSource, snapNumber } from './snap-number.ts';

const last = (token: ImportToken) => token.segments[token.segments.length - 1] ?? '';

interface Sized {
  token: ImportToken;
  px: number;
}

const sized = (tokens: readonly ImportToken[], kind: ImportToken['kind']): Sized[] =>
  tokens.flatMap((token) => {
    const px = token.kind === kind ? readPx(token.resolved) : undefined;
    return px === undefined ? [] : [{ token, px }];
  });

/** `1-5` -> 1.5; undefined for a name that is not a number of units. */
const unitsOf = (name: string): number | undefined =>
  /^\d+(-\d+)?$/.test(name) ? Number(name.replace('-', '.')) : undefined;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

const spaceName = (step: number) => String(step).replace('.', '-');

/** The unit that reproduces every step of a Kitsmith space scale, found from where their rounded lengths agree. */
function exactUnit(steps: Sized[]): number | undefined {
  const byName = new Map(steps.map((step) => [last(step.token), step]));
  if (!SPACE_STEPS.every((step) => byName.has(spaceName(step)))) return undefined;
  const sources = SPACE_STEPS.filter((step) => step > 0).map((step) => ({
    px: byName.get(spaceName(step))?.px ?? 0,
    source: (px: number) => px / step,
  }));
  return commonSource(sources).find((unit) =>
    SPACE_STEPS.every((step) => byName.get(spaceName(step))?.token.resolved === rem(step * unit)),
  );
}

/** The unit of the scale and the tokens it was read from. */
function spacingUnit(steps: Sized[]): { unit: number; from: ImportToken[] } | undefined {
  const explicit = steps.find(({ token }) => ['unit', 'base-unit', 'grid', 'grid-unit'].includes(last(token)));
  if (explicit) return { unit: explicit.px, from: [explicit.token] };
  const exact = exactUnit(steps);
  if (exact !== undefined) return { unit: exact, from: steps.map(({ token }) => token) };
  const numbered = steps.flatMap((step) => {
    const units = unitsOf(last(step.token));
    return units && step.px > 0 ? [{ ...step, units }] : [];
  });
  if (numbered.length > 0) {
    // Scales named 100, 200... (100 = one unit) rather than 1, 2...
    const hundreds = numbered.every(({ units }) => units >= 25) && numbered.some(({ units }) => units >= 100);
    const perUnit = numbered.map(({ px, units }) => px / (hundreds ? units / 100 : units));
    const unit = snapNumber(median(perUnit), 0.01);
    return {
      unit,
      from: numbered.filter((_, index) => Math.abs((perUnit[index] ?? 0) - unit) <= 0.01).map((s) => s.token),
    };
  }
  const smallest = steps.filter(({ px }) => px > 0).sort((a, b) => a.px - b.px)[0];
  return smallest && { unit: smallest.px, from: [smallest.token] };
}

export function mapSpacing(tokens: readonly ImportToken[], ledger: ImportLedger): Partial<DesignSystem['spacing']> {
  const steps = sized(tokens, 'spacing');
  steps.forEach(({ token }) => ledger.skip(token, 'Kitsmith generates the spacing scale from spacing.baseUnit'));
  const found = spacingUnit(steps);
  if (!found) return {};
  found.from.forEach((token) => ledger.map(token, 'spacing.baseUnit'));
  // Above 32px a unit is only reachable as a loose density of a smaller one, below 1px as a tight one.
  if (found.unit > 32 && found.unit <= 48) return { baseUnit: found.unit / 1.5, density: 'loose' };
  if (found.unit >= 0.75 && found.unit < 1) return { baseUnit: found.unit / 0.75, density: 'tight' };
  const baseUnit = clamp(found.unit, 1, 32);
  if (baseUnit !== found.unit) ledger.warn(`The spacing unit ${found.unit}px was clamped to ${baseUnit}px.`);
  return { baseUnit, density: 'normal' };
}

/** Radius names and the factor of the base each stands for. */
const RADIUS_NAMES: [string[], number][] = [
  [['md', 'base', 'default', 'medium', 'm', 'radius', 'border-radius'], 1],
  [['sm', 'small', 's'], 0.5],
  [['lg', 'large', 'l'], 1.5],
  [['xl'], 2],
];
const NOT_A_BASE = /^(none|full|pill|round|rounded-full|circle|circular)$/;

export function mapRadius(tokens: readonly ImportToken[], ledger: ImportLedger): Partial<DesignSystem['radius']> {
  const radii = sized(tokens, 'radius');
  radii.forEach(({ token }) => ledger.skip(token, 'Kitsmith generates the radius scale from radius.base'));
  const usable = radii.filter(({ token, px }) => px >= 0 && px < 999 && !NOT_A_BASE.test(last(token)));
  const steps = RADIUS_NAMES.flatMap(([names, factor]) =>
    usable.filter(({ token }) => names.includes(last(token))).map((radius) => ({ ...radius, factor })),
  );
  const chosen = steps[0] ?? (usable.length === 1 && usable[0] ? { ...usable[0], factor: 1 } : undefined);
  if (!chosen) {
    if (usable.length > 0) ledger.warn('No base radius (such as radius.md or radius.base) found; the radius was kept.');
    return {};
  }
  ledger.map(chosen.token, 'radius.base');
  // Kitsmith writes each step rounded to 0.01px: the base every step agrees with is more precise than one step's
  // (a 0.0025px base writes md as 0px and xl as 0.01px). Steps that agree on none are another tool's scale.
  const [agreed] = steps.length > 1 ? commonSource(steps.map(({ px, factor }) => ({ px, source: (length) => length / factor })), PX_ROUNDING) : [];
  const base = agreed ?? snapNumber(chosen.px / chosen.factor);
  const clamped = clamp(base, 0, 64);
  if (clamped !== base) ledger.warn(`The base radius ${base}px was clamped to ${clamped}px.`);
  return { base: clamped };
}
