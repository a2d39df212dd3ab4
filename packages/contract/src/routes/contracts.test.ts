import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allContracts, contracts, routePaths } from './index.ts';

const label = (contract: { method: string; path: string }) => `${contract.method.toUpperCase()} ${contract.path}`;
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
/** Codes every route may raise: its contract need not list them. */
const IMPLIED_CODES = ['VALIDATION_FAILED', 'UNAUTHORIZED', 'TOKEN_SCOPE', 'RATE_LIMITED', 'INTERNAL'];

describe('route contracts', () => {
  it('cover every address, each at the method and path of its address', () => {
    expect(Object.keys(contracts).sort()).toEqual(Object.keys(routePaths).sort());
    for (const [area, addresses] of Object.entries(routePaths)) {
      const declared = contracts[area as keyof typeof contracts] as Record<string, { method: string; path: string }>;
      expect(Object.keys(declared).sort(), area).toEqual(Object.keys(addresses).sort());
      for (const [name, address] of Object.entries(addresses)) {
        expect({ method: declared[name]?.method, path: declared[name]?.path }, `${area}.${name}`).toEqual(address);
      }
    }
  });

  it('give each method and path to one route only', () => {
    const labels = allContracts.map(label);
    expect(labels.filter((entry, index) => labels.indexOf(entry) !== index)).toEqual([]);
    expect(labels.length).toBeGreaterThan(60);
  });

  it('name every path parameter in the params schema, and nothing else', () => {
    for (const contract of allContracts) {
      const declared = contract.params instanceof z.ZodObject ? Object.keys(contract.params.shape).sort() : [];
      expect(contract.params === undefined || contract.params instanceof z.ZodObject, label(contract)).toBe(true);
      expect(declared, label(contract)).toEqual(pathParams(contract.path));
    }
  });

  it('start every path with a fixed segment and use no wildcards (the route table needs both)', () => {
    for (const contract of allContracts) expect(contract.path, label(contract)).toMatch(/^\/[a-z][a-z-]*(\/(:\w+|[a-z][a-z-]*))*$/);
  });

  it('read no body on GET, and no token on a route that needs no sign-in', () => {
    for (const contract of allContracts) {
      if (contract.method === 'get') expect(contract.body, label(contract)).toBeUndefined();
      if (contract.auth === 'none') expect(contract.tokens, label(contract)).toBeUndefined();
    }
  });

  it('list error codes in UPPER_SNAKE_CASE, once each, leaving out the ones every route may raise', () => {
    for (const contract of allContracts) {
      const codes = contract.errors ?? [];
      for (const code of codes) expect(code, label(contract)).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
      expect(new Set(codes).size, label(contract)).toBe(codes.length);
      expect(codes.filter((code) => IMPLIED_CODES.includes(code)), label(contract)).toEqual([]);
    }
  });

  it('answer a declared status between 200 and 299', () => {
    for (const contract of allContracts) expect(contract.status ?? 200, label(contract)).toSatisfy((status: number) => status >= 200 && status < 300);
  });
});
