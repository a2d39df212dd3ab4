import { builtInTemplates, componentCatalogue } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { AnswerCache } from './cached-answer.ts';

describeEachDatabase('catalogue: templates', (app) => {
  it('lists every built-in template without signing in', async () => {
    const response = await app().request.get('/v1/templates');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.success).toBe(true);
    expect(response.body.data.total).toBe(builtInTemplates.length);
    expect(response.body.data.templates.map((t: { id: string }) => t.id).sort()).toEqual(builtInTemplates.map((t) => t.id).sort());
    expect(response.body.data.templates).toHaveLength(12);
    expect(response.body.data.templates[0]).toHaveProperty('componentOverrides.buttons.defaultVariant');
    // What a gallery shows of each: its components and the page it opens on.
    expect(response.body.data.templates[0].components.length).toBeGreaterThanOrEqual(6);
    expect(response.body.data.templates[0]).toHaveProperty('examplePage');
  });

  it('filters by category and by search words', async () => {
    const bold = await app().request.get('/v1/templates').query({ category: 'bold' });
    expect(bold.body.data.templates.map((t: { id: string }) => t.id)).toEqual(['bold-creative', 'brutalist-mono', 'playful-learning', 'retro-synth']);

    const search = await app().request.get('/v1/templates').query({ search: '  CORPORATE ' });
    expect(search.body.data.templates.map((t: { id: string }) => t.id)).toEqual(['corporate-professional']);

    const none = await app().request.get('/v1/templates').query({ search: 'no such template anywhere' });
    expect(none.body.data).toEqual({ templates: [], total: 0 });
  });

  it('refuses an unknown category with 422 naming the choices', async () => {
    const response = await app().request.get('/v1/templates').query({ category: 'retro' });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.message).toContain('modern, classic, bold');
  });

  it('refuses an over-long search with 422', async () => {
    const response = await app()
      .request.get('/v1/templates')
      .query({ search: 'x'.repeat(101) });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain('search');
  });

  it('gets one template, and 404 for an unknown one', async () => {
    const found = await app().request.get('/v1/templates/bold-creative');
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual(JSON.parse(JSON.stringify(builtInTemplates.find((t) => t.id === 'bold-creative'))));

    const missing = await app().request.get('/v1/templates/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Template not found.' } });
  });

  it('sends an ETag and Cache-Control, and 304 when the caller has the answer', async () => {
    const first = await app().request.get('/v1/templates/modern-glassmorphism');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');

    const again = await app().request.get('/v1/templates/modern-glassmorphism').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);

    const weak = await app()
      .request.get('/v1/templates/modern-glassmorphism')
      .set('If-None-Match', `"other", W/${etag}`);
    expect(weak.status).toBe(304);

    const stale = await app().request.get('/v1/templates/modern-glassmorphism').set('If-None-Match', '"stale"');
    expect(stale.status).toBe(200);
    expect(stale.body.data.id).toBe('modern-glassmorphism');

    const list = await app().request.get('/v1/templates');
    const otherList = await app().request.get('/v1/templates').query({ category: 'modern' });
    expect(list.headers.etag).not.toBe(otherList.headers.etag);
    const listAgain = await app()
      .request.get('/v1/templates')
      .set('If-None-Match', list.headers.etag as string);
    expect(listAgain.status).toBe(304);
  });
});

describeEachDatabase('catalogue: components', (app) => {
  type Item = { id: string; category: string; tags: string[]; codeTemplates?: Record<string, string> };

  it('lists the whole catalogue without code templates by default', async () => {
    const response = await app().request.get('/v1/components');
    expect(response.status).toBe(200);
    expect(response.body.data.total).toBe(componentCatalogue.length);
    const items: Item[] = response.body.data.components;
    expect(items).toHaveLength(componentCatalogue.length);
    expect(items.every((item) => item.codeTemplates === undefined)).toBe(true);
    expect(items.find((item) => item.id === 'button')).toMatchObject({ name: 'Button', category: 'buttons' });
  });

  it('includes code templates when asked', async () => {
    const response = await app().request.get('/v1/components').query({ include_code: 'true', category: 'buttons' });
    const items: Item[] = response.body.data.components;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(Object.keys(item.codeTemplates ?? {}).sort()).toEqual(['css', 'html', 'react', 'vue']);
    const off = await app().request.get('/v1/components').query({ include_code: '0', category: 'buttons' });
    expect(off.body.data.components[0].codeTemplates).toBeUndefined();
  });

  it('filters by category', async () => {
    const response = await app().request.get('/v1/components').query({ category: 'forms' });
    const items: Item[] = response.body.data.components;
    expect(items.length).toBe(componentCatalogue.filter((c) => c.category === 'forms').length);
    expect(items.every((item) => item.category === 'forms')).toBe(true);
  });

  it('searches names, descriptions and tags', async () => {
    const byName = await app().request.get('/v1/components').query({ search: 'radio' });
    expect(byName.body.data.components.map((c: Item) => c.id)).toContain('radio-group');

    const byTag = await app().request.get('/v1/components').query({ search: 'snackbar' });
    expect(byTag.body.data.components.map((c: Item) => c.id)).toEqual(['toast']);

    const byDescription = await app().request.get('/v1/components').query({ search: 'expand and collapse' });
    expect(byDescription.body.data.components.map((c: Item) => c.id)).toContain('accordion');
  });

  it('keeps only components carrying every requested tag', async () => {
    const one = await app().request.get('/v1/components').query({ tags: 'loading' });
    const oneIds = one.body.data.components.map((c: Item) => c.id).sort();
    expect(oneIds).toEqual(
      componentCatalogue
        .filter((c) => c.tags.includes('loading'))
        .map((c) => c.id)
        .sort(),
    );
    expect(oneIds.length).toBeGreaterThan(1);

    const both = await app().request.get('/v1/components').query({ tags: 'loading, Shimmer' });
    expect(both.body.data.components.map((c: Item) => c.id)).toEqual(['skeleton']);

    const none = await app().request.get('/v1/components').query({ tags: 'loading,invoices' });
    expect(none.body.data).toEqual({ components: [], total: 0 });
  });

  it('refuses a bad category, include_code or too many tags with 422', async () => {
    const category = await app().request.get('/v1/components').query({ category: 'widgets' });
    expect(category.status).toBe(422);
    expect(category.body.error.message).toContain('data-display');

    const includeCode = await app().request.get('/v1/components').query({ include_code: 'maybe' });
    expect(includeCode.status).toBe(422);
    expect(includeCode.body.error.message).toContain('include_code: must be true or false');

    const tags = await app()
      .request.get('/v1/components')
      .query({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') });
    expect(tags.status).toBe(422);
    expect(tags.body.error.message).toContain('at most 20 tags');

    const repeated = await app().request.get('/v1/components?category=forms&category=cards');
    expect(repeated.status).toBe(422);
  });

  it('gets one component with its code templates, and 404 for an unknown one', async () => {
    const found = await app().request.get('/v1/components/button');
    expect(found.status).toBe(200);
    expect(found.body.data.id).toBe('button');
    expect(found.body.data.codeTemplates.react).toContain('Button');

    const missing = await app().request.get('/v1/components/hologram');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'Component not found.' });
  });

  it('answers 304 to a matching If-None-Match on lists and items', async () => {
    const list = await app().request.get('/v1/components').query({ category: 'cards' });
    expect(list.headers['cache-control']).toBe('public, max-age=3600');
    const cached = await app()
      .request.get('/v1/components')
      .query({ category: 'cards' })
      .set('If-None-Match', list.headers.etag as string);
    expect(cached.status).toBe(304);

    const item = await app().request.get('/v1/components/card');
    const cachedItem = await app()
      .request.get('/v1/components/card')
      .set('If-None-Match', item.headers.etag as string);
    expect(cachedItem.status).toBe(304);
  });
});

describe('AnswerCache', () => {
  it('builds an answer once per key', () => {
    const cache = new AnswerCache();
    let builds = 0;
    const first = cache.get('a', () => ({ n: ++builds }));
    const second = cache.get('a', () => ({ n: ++builds }));
    expect(second).toBe(first);
    expect(builds).toBe(1);
    expect(JSON.parse(first.body)).toEqual({ success: true, data: { n: 1 } });
  });

  it('drops the oldest entries past its caps', () => {
    const byCount = new AnswerCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) byCount.get(key, () => key);
    expect(byCount.size).toBe(2);

    const bySize = new AnswerCache({ maxChars: 100 });
    bySize.get('a', () => 'x'.repeat(40));
    bySize.get('b', () => 'x'.repeat(40));
    expect(bySize.size).toBe(1);
    // An answer bigger than the cap is still served, just not kept beside others.
    const big = bySize.get('c', () => 'x'.repeat(500));
    expect(big.body.length).toBeGreaterThan(500);
    expect(bySize.size).toBe(1);
  });
});
