import * as core from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';

describe.each([
  ['core', core],
  ['the contract', contract],
])('the public schemas of %s', (_, exports) => {
  it('are named for what they are: every exported zod schema ends in Schema, and nothing else does', () => {
    const misnamed = Object.entries(exports)
      .filter(([name, value]) => value instanceof z.ZodType !== name.endsWith('Schema'))
      .map(([name]) => name);
    expect(misnamed).toEqual([]);
    expect(Object.keys(exports).filter((name) => name.endsWith('Schema')).length).toBeGreaterThan(2);
  });
});
