import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from './index.ts';

describe('public schemas', () => {
  it('are named for what they are: every exported zod schema ends in Schema, and nothing else does', () => {
    const misnamed = Object.entries(core)
      .filter(([name, value]) => value instanceof z.ZodType !== name.endsWith('Schema'))
      .map(([name]) => name);
    expect(misnamed).toEqual([]);
    expect(Object.keys(core).filter((name) => name.endsWith('Schema')).length).toBeGreaterThan(10);
  });
});
