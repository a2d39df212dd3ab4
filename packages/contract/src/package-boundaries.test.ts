import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as Record<string, Record<string, string> | undefined>;

describe('@kitsmith/contract', () => {
  it('depends on core and zod only: never on an app, the client, React, Koa or Ink', () => {
    expect(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).sort()).toEqual(['@kitsmith/core', 'zod']);
  });
});
