// What a person sees of a page's layout, read from the boxes the browser laid out.
import { applyTemplate, cssVarName, defaultDesignSystem, findTemplate, forEachToken, resolveAlias, resolveTokens, tokensForScheme } from '@kitsmith/core';
import type { Locator } from 'playwright-core';

/** How many of the located boxes sit on each row (boxes whose tops are within a few pixels share a row), top to bottom. */
export async function rowCounts(boxes: Locator): Promise<number[]> {
  const tops = await boxes.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  const rows: number[][] = [];
  for (const top of [...tops].sort((a, b) => a - b)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]! - top) <= 4) row.push(top);
    else rows.push([top]);
  }
  return rows.map((row) => row.length);
}

/** `#rrggbb` of a computed CSS colour (`rgb(r, g, b)`). */
export const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;

/** A semantic colour (`primary`, `background`…) of a built-in template applied to core's default design, as core resolves it. */
export function templateColor(templateId: string, scheme: 'light' | 'dark', name: string): string {
  const template = findTemplate(templateId);
  if (!template) throw new Error(`no template ${templateId}`);
  const tokens = resolveTokens(applyTemplate({ ...defaultDesignSystem, components: [] }, template));
  const byPath = tokensForScheme(tokens, scheme);
  let value: unknown;
  forEachToken(tokens.semantic[scheme], (path, token) => {
    if (cssVarName(path) === `--${name}`) value = resolveAlias(byPath, token.$value);
  });
  if (typeof value !== 'string') throw new Error(`${templateId} has no ${scheme} ${name}`);
  return value.toLowerCase();
}
