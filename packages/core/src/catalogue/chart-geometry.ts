import { splitList } from './template-helpers.ts';
/**
 * The geometry of the catalogue's `chart` component, computed from its text
 * props so its markup draws the chart with no script (the `chartGeometry`
 * Handlebars helper). Positions are percentages of the plot area: `left` from
 * its left edge, `top` from its top, so the SVG (viewBox 0 0 100 100,
 * stretched) and the HTML marks over it agree at any width. The exported
 * React and Vue charts compute the same numbers (a test compares them).
 */

export type ChartType = 'line' | 'bar' | 'area';

export interface ChartMark {
  label: string;
  value: number;
  /** "Revenue, Mar: 8", the mark's accessible name and what the readout says. */
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** The one mark in the tab order (roving tabindex): the first series' first. */
  first: boolean;
}

export interface ChartSeries {
  /** 1-based: which `--chart-<n>` colour it takes. */
  index: number;
  name: string;
  /** The line through the points, in the 0..100 viewBox. */
  line: string;
  /** The same line closed down to the baseline, for area charts. */
  area: string;
  marks: ChartMark[];
}

export interface ChartTick {
  value: number;
  /** From the top of the plot, in percent. */
  top: number;
}

export interface ChartGeometry {
  /** Why the data cannot be drawn, as a person can act on; empty when it can. */
  problem: string;
  type: ChartType;
  labels: { text: string; left: number }[];
  ticks: ChartTick[];
  /** Where zero is, from the top, in percent. */
  baseline: number;
  series: ChartSeries[];
  /** One sentence describing the data, for the chart's accessible description. */
  summary: string;
}

export const CHART_LIMITS = { minLabels: 2, maxLabels: 12, maxSeries: 3 } as const;

const round = (value: number) => Math.round(value * 100) / 100;

/** A step of 1, 2, 2.5 or 5 times a power of ten that gives at most `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return nice * power;
}

type Parsed = { problem: string } | { labels: string[]; values: number[][]; names: string[] };

/** Reads the three text props, or says what is wrong with them. */
export function parseChartData(labelsText: string, valuesText: string, namesText: string): Parsed {
  const labels = splitList(labelsText);
  if (labels.length < CHART_LIMITS.minLabels || labels.length > CHART_LIMITS.maxLabels) {
    return { problem: `Labels: give ${CHART_LIMITS.minLabels} to ${CHART_LIMITS.maxLabels}, separated by commas (this has ${labels.length}).` };
  }
  const groups = valuesText.split('|').map((group) => group.trim());
  if (groups.length > CHART_LIMITS.maxSeries) {
    return { problem: `Values: a chart takes 1 to ${CHART_LIMITS.maxSeries} series, separated by "|" (this has ${groups.length}).` };
  }
  const values: number[][] = [];
  for (const [index, group] of groups.entries()) {
    const numbers: number[] = [];
    for (const token of group.split(/[\s,]+/).filter(Boolean)) {
      const value = Number(token);
      if (!Number.isFinite(value)) return { problem: `Values: "${token}" is not a number.` };
      numbers.push(value);
    }
    if (numbers.length !== labels.length) {
      return { problem: `Values: series ${index + 1} has ${numbers.length} numbers for ${labels.length} labels.` };
    }
    values.push(numbers);
  }
  const given = splitList(namesText);
  const names = values.map((_, index) => given[index] ?? `Series ${index + 1}`);
  return { labels, values, names };
}

const TYPE_NAMES: Record<ChartType, string> = { line: 'Line chart', bar: 'Bar chart', area: 'Area chart' };

function describe(type: ChartType, labels: string[], values: number[][], names: string[]): string {
  const parts = values.map((numbers, index) => {
    const low = numbers.indexOf(Math.min(...numbers));
    const high = numbers.indexOf(Math.max(...numbers));
    return `${names[index]} runs from ${numbers[0]} to ${numbers[numbers.length - 1]}, lowest ${numbers[low]} (${labels[low]}), highest ${numbers[high]} (${labels[high]})`;
  });
  return `${TYPE_NAMES[type]} of ${names.join(', ')} from ${labels[0]} to ${labels[labels.length - 1]}. ${parts.join('; ')}.`;
}

/** Everything the chart's markup draws, from its props. Never throws: bad data gives a `problem`. */
export function chartGeometry(type: string, labelsText: string, valuesText: string, namesText: string): ChartGeometry {
  const kind: ChartType = type === 'bar' || type === 'area' ? type : 'line';
  const parsed = parseChartData(String(labelsText ?? ''), String(valuesText ?? ''), String(namesText ?? ''));
  if ('problem' in parsed) return { problem: parsed.problem, type: kind, labels: [], ticks: [], baseline: 100, series: [], summary: '' };
  const { labels, values, names } = parsed;
  const all = values.flat();
  const step = niceStep(Math.max(Math.max(...all, 0) - Math.min(...all, 0), 1), 4);
  const min = Math.floor(Math.min(...all, 0) / step) * step;
  const max = Math.max(Math.ceil(Math.max(...all, 0) / step) * step, min + step);
  const top = (value: number) => round(((max - value) / (max - min)) * 100);
  const ticks = Array.from({ length: Math.round((max - min) / step) + 1 }, (_, i): ChartTick => {
    const value = round(max - i * step);
    return { value, top: top(value) };
  });
  const band = 100 / labels.length;
  const center = (index: number) => round((index + 0.5) * band);
  const baseline = top(0);
  const group = band * 0.7;
  const barWidth = group / values.length;
  const series = values.map((numbers, seriesIndex): ChartSeries => {
    const points = numbers.map((value, index) => `${center(index)} ${top(value)}`);
    const marks = numbers.map((value, index): ChartMark => {
      const text = `${names[seriesIndex]}, ${labels[index]}: ${value}`;
      const first = seriesIndex === 0 && index === 0;
      if (kind !== 'bar') return { label: labels[index] ?? '', value, text, left: center(index), top: top(value), width: 0, height: 0, first };
      const upper = top(Math.max(value, 0));
      return {
        label: labels[index] ?? '',
        value,
        text,
        left: round(index * band + (band - group) / 2 + seriesIndex * barWidth),
        top: upper,
        width: round(barWidth),
        height: round(top(Math.min(value, 0)) - upper),
        first,
      };
    });
    const line = `M${points.join(' L')}`;
    return {
      index: seriesIndex + 1,
      name: names[seriesIndex] ?? '',
      line,
      area: `${line} L${center(numbers.length - 1)} ${baseline} L${center(0)} ${baseline} Z`,
      marks,
    };
  });
  return {
    problem: '',
    type: kind,
    labels: labels.map((text, index) => ({ text, left: center(index) })),
    ticks,
    baseline,
    series,
    summary: describe(kind, labels, values, names),
  };
}
