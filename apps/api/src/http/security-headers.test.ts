import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { apiSecurityHeaders, documentSecurityHeaders, previewFrameScriptHash, securityHeaders } from './security-headers.ts';

const PREVIEW_FRAME_SCRIPT_HASH = await previewFrameScriptHash();

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function headersOf(listener: Parameters<typeof createServer>[1]): Promise<Record<string, string>> {
  const server = createServer(listener).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  for (const transport of ['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']) delete headers[transport];
  return headers;
}

describe('securityHeaders', () => {
  for (const options of [{}, { contentSecurityPolicy: false, strictTransportSecurity: false }] satisfies HelmetOptions[]) {
    it(`sets exactly what helmet sets per request (${JSON.stringify(options)})`, async () => {
      const fromHelmet = await headersOf((req, res) => helmet(options)(req, res, () => res.end('ok')));
      const app = new Koa().use(securityHeaders(options)).use((ctx) => {
        ctx.body = 'ok';
      });
      expect(await headersOf(app.callback())).toEqual(fromHelmet);
      expect(fromHelmet['x-content-type-options']).toBe('nosniff');
    });
  }
});

describe('the header sets', () => {
  const headersFrom = async (middleware: Koa.Middleware) =>
    headersOf(
      new Koa()
        .use(middleware)
        .use((ctx) => {
          ctx.body = 'ok';
        })
        .callback(),
    );

  it('gives JSON answers nosniff, and HSTS only over https', async () => {
    expect(await headersFrom(apiSecurityHeaders(false))).toEqual({ 'x-content-type-options': 'nosniff' });
    expect(Object.keys(await headersFrom(apiSecurityHeaders(true))).sort()).toEqual(['strict-transport-security', 'x-content-type-options']);
  });

  it('gives documents the content, framing, referrer and resource policies', async () => {
    expect(await headersFrom(documentSecurityHeaders())).toEqual({
      'content-security-policy':
        `default-src 'self';script-src 'self' ${PREVIEW_FRAME_SCRIPT_HASH};style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'self';form-action 'self'`,
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
    });
  });
});
