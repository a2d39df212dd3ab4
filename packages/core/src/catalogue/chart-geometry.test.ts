import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PropValues } from '../model/component.ts';
import { loadTsxModule } from '../test-support/compile.ts';
import { findComponent } from './catalogue.ts';
import { chartGeometry, parseChartData } from './chart-geometry.ts';
import { renderComponentCode, renderComponentMarkup } from './render-component.ts';

describe('parseChartData', () => {
  it('reads labels, one to three series and their names', () => {
    expect(parseChartData('Jan, Feb, Mar', '12 19 8 | 7, 11, 14', 'Revenue')).toEqual({
      labels: ['Jan', 'Feb', 'Mar'],
      values: [
        [12, 19, 8],
        [7, 11, 14],
      ],
      names: ['Revenue', 'Series 2'],
    });
  });

  it('says what is wrong with data it cannot draw', () => {
    expect(parseChartData('Jan', '1', '')).toEqual({ problem: 'Labels: give 2 to 12, separated by commas (this has 1).' });
    expect(parseChartData('a, b', '1 x', '')).toEqual({ problem: 'Values: "x" is not a number.' });
    expect(parseChartData('a, b', '1 2 | 3', '')).toEqual({ problem: 'Values: series 2 has 1 numbers for 2 labels.' });
    expect(parseChartData('a, b', '1 2 | 1 2 | 1 2 | 1 2', '')).toEqual({
      problem: 'Values: a chart takes 1 to 3 series, separated by "|" (this has 4).',
    });
    expect(parseChartData('a, b', '', '')).toEqual({ problem: 'Values: series 1 has 0 numbers for 2 labels.' });
  });
});

describe('chartGeometry', () => {
  it('places points at the centre of each label band on a nice scale from zero', () => {
    const chart = chartGeometry('line', 'A, B', '10 40', 'Visits');
    expect(chart.problem).toBe('');
    expect(chart.ticks).toEqual([
      { value: 40, top: 0 },
      { value: 30, top: 25 },
      { value: 20, top: 50 },
      { value: 10, top: 75 },
      { value: 0, top: 100 },
    ]);
    expect(chart.labels).toEqual([
      { text: 'A', left: 25 },
      { text: 'B', left: 75 },
    ]);
    expect(chart.series[0]?.line).toBe('M25 75 L75 0');
    expect(chart.series[0]?.area).toBe('M25 75 L75 0 L75 100 L25 100 Z');
    expect(chart.series[0]?.marks.map((mark) => [mark.text, mark.first])).toEqual([
      ['Visits, A: 10', true],
      ['Visits, B: 40', false],
    ]);
    expect(chart.summary).toBe('Line chart of Visits from A to B. Visits runs from 10 to 40, lowest 10 (A), highest 40 (B).');
  });

  it('groups bars side by side in each band, growing from zero both ways', () => {
    const chart = chartGeometry('bar', 'A, B', '20 -20 | 10 5', 'x, y');
    expect(chart.baseline).toBe(50);
    const [first, second] = chart.series;
    expect(first?.marks[0]).toMatchObject({ left: 7.5, width: 17.5, top: 0, height: 50 });
    expect(first?.marks[1]).toMatchObject({ left: 57.5, top: 50, height: 50 });
    expect(second?.marks[0]).toMatchObject({ left: 25, top: 25, height: 25 });
  });

  it('falls back to a line chart for an unknown type and never throws on bad data', () => {
    expect(chartGeometry('pie', 'A, B', '1 2', '').type).toBe('line');
    expect(chartGeometry('bar', 'A, B', 'one two', '')).toMatchObject({ problem: 'Values: "one" is not a number.', series: [] });
    expect(chartGeometry('line', 'A, B', '0 0', '').ticks.map((tick) => tick.value)).toEqual([0.25, 0]);
  });

  it('draws the chart component in its markup, or says why it cannot', () => {
    const chart = findComponent('chart');
    if (!chart) throw new Error('no chart in the catalogue');
    const html = renderComponentMarkup(chart, 'c', { labels: 'A, B', values: '10 40', type: 'area' });
    expect(html).toContain('d="M25 75 L75 0 L75 100 L25 100 Z"');
    expect(html).toContain('aria-label="Revenue, A: 10"');
    const broken = renderComponentMarkup(chart, 'c', { values: '1 2 three' });
    expect(broken).toContain('<p class="ks-chart__problem" role="alert">Values: &quot;three&quot; is not a number.</p>');
    expect(broken).not.toContain('ks-chart__plot');
  });
});

describe('the exported React chart', () => {
  it('draws the same paths, marks and ticks as the markup', () => {
    const chart = findComponent('chart');
    if (!chart) throw new Error('no chart in the catalogue');
    const shapes = (html: string) => [...html.matchAll(/ d="([^"]+)"|style="([^"]+)"|aria-label="([^"]+)"/g)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').replace(/([:;])\s+/g, '$1').replace(/;$/, ''));
    const cases: PropValues[] = [{}, { type: 'area', values: '-4 10 2.5 7 9 1' }, { type: 'bar', labels: 'A, B, C', values: '1 2 3 | 3 2 1 | 0 5 -5' }];
    for (const props of cases) {
      const Chart = loadTsxModule(renderComponentCode(chart, 'react', props), 'Chart.tsx').Chart as () => null;
      const exported = shapes(renderToStaticMarkup(createElement(Chart)));
      const markup = shapes(renderComponentMarkup(chart, 'c', props));
      expect(exported.length).toBeGreaterThan(10);
      expect(exported).toEqual(markup);
    }
  });
});
