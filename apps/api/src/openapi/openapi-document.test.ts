import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-app.ts';

describeEachDatabase('GET /v1/openapi.json', (app) => {
  it('describes every route the app serves, from their zod schemas', async () => {
    const response = await app().request.get('/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const operations = Object.entries(response.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const { createApp } = await import('../app.ts');
    const specs = createApp(app().deps).specs;
    expect(operations.length).toBe(specs.length);
    for (const spec of specs) {
      expect(operations).toContain(`${spec.method.toUpperCase()} /v1${spec.path.replace(/:(\w+)/g, '{$1}')}`);
    }
  });
});
