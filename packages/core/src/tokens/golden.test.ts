import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem } from '../model/design-system.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { builtInTemplates } from '../templates/built-in.ts';
import { resolveTokens } from './resolve-tokens.ts';

// Regenerate after an intended change with UPDATE_GOLDEN=1 npm test, and review the diff.
const expectedDir = new URL('../../../../fixtures/expected/', import.meta.url).pathname;
const appliedAt = '2026-01-01T00:00:00.000Z';

/** The spec's three templates pin the resolver's output; every template's contrast is checked in templates/apply-template.test.ts. */
const GOLDEN_TEMPLATES = ['modern-glassmorphism', 'corporate-professional', 'bold-creative'];

const fixtures = [
  { name: 'default', system: defaultDesignSystem },
  ...builtInTemplates.filter((template) => GOLDEN_TEMPLATES.includes(template.id)).map((template) => ({
    name: template.id,
    system: applyTemplate(defaultDesignSystem, template, {}, appliedAt),
  })),
];

describe('golden token output', () => {
  it.each(fixtures)('$name', ({ name, system }) => {
    const file = `${expectedDir}${name}/tokens.json`;
    const actual = `${JSON.stringify(resolveTokens(system), null, 2)}\n`;
    if (process.env.UPDATE_GOLDEN) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, actual);
    }
    expect(actual).toBe(readFileSync(file, 'utf8'));
  });
});
