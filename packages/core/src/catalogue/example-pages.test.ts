import { describe, expect, it } from 'vitest';
import { renderExamplePageDocument } from '../export/html/example-page-document.ts';
import { defaultDesignSystem } from '../model/design-system.ts';
import { EXAMPLE_PAGE_IDS } from '../model/example-page.ts';
import { describeInBrowser } from '../test-support/browser.ts';
import { readContentFiles } from '../../scripts/read-content-files.ts';
import { examplePages as validatedPages } from '../../scripts/render-content-module.ts';
import { examplePages, renderExamplePage } from './example-pages.ts';

describe('example pages', () => {
  it('has one page per example page id, each of real catalogue components', () => {
    expect(examplePages.map((page) => page.id).sort()).toEqual([...EXAMPLE_PAGE_IDS].sort());
    for (const page of examplePages) expect(page.rows.flatMap((row) => row.blocks).length).toBeGreaterThan(3);
  });

  it('renders each block as its component, ids unique per page', () => {
    const html = renderExamplePage('dashboard');
    expect(html).toContain('class="ks-page ks-page--dashboard"');
    expect(html.match(/class="ks-stat[ "]/g)).toHaveLength(3);
    expect(html).toContain('class="ks-table');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says which pages exist for an unknown one', () => {
    expect(() => renderExamplePage('checkout')).toThrow('No example page "checkout": choose one of article, dashboard');
  });

  it('refuses, at generate time, a page with an unknown component or prop', () => {
    const files = readContentFiles();
    const broken = (page: object) => files.map((file) => (file.path === 'pages/pricing.json' ? { ...file, contents: JSON.stringify(page) } : file));
    const pricing = examplePages.find((page) => page.id === 'pricing')!;
    expect(() => validatedPages(broken({ ...pricing, rows: [{ blocks: [{ component: 'hologram' }] }] }))).toThrow('no catalogue component "hologram"');
    expect(() => validatedPages(broken({ ...pricing, rows: [{ blocks: [{ component: 'button', props: { colour: 'red' } }] }] }))).toThrow('button has no prop colour');
  });
});

describeInBrowser('example pages in Chromium', (browser) => {
  for (const width of [375, 1280]) {
    it(`lays every page out within ${width} px, with no script error`, async () => {
      const errors: string[] = [];
      for (const page of examplePages) {
        const tab = await browser().newPage({ viewport: { width, height: 900 } });
        tab.on('pageerror', (error) => errors.push(error.message));
        await tab.setContent(renderExamplePageDocument(defaultDesignSystem, page.id));
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${page.id} at ${width} px`).toBeLessThanOrEqual(0);
        const headings = await tab.evaluate(() =>
          Array.from(document.querySelectorAll('h1, h2')).map((heading) => ({ text: heading.textContent?.trim(), wide: heading.scrollWidth > heading.clientWidth + 1 })),
        );
        expect(headings.filter((heading) => heading.wide), `${page.id} at ${width} px`).toEqual([]);
        await tab.close();
      }
      expect(errors).toEqual([]);
    });
  }
});
