import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, parseDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { builtInTemplates } from '../templates/built-in.ts';
import { prettierFormat } from '../test-support/prettier.ts';
import { exportDesignSystem } from './export-design-system.ts';
import type { ExportRelease } from './types.ts';

// Regenerate after an intended change with UPDATE_GOLDEN=1 npm test, and review the diff.
const fixturesDir = new URL('../../../../fixtures/', import.meta.url).pathname;
const TEMPLATE_COMPONENTS = ['button', 'card', 'input', 'tabs', 'dialog'];

/** The spec's three templates pin the exporters' output; the others differ from them only in data (colours, fonts, props). */
const GOLDEN_TEMPLATES = ['modern-glassmorphism', 'corporate-professional', 'bold-creative'];

const fixtures: { name: string; system: DesignSystem; components?: string[]; release?: ExportRelease }[] = [
  ...builtInTemplates.filter((template) => GOLDEN_TEMPLATES.includes(template.id)).map((template) => ({
    name: template.id,
    system: applyTemplate(defaultDesignSystem, template, {}, '2026-01-01T00:00:00.000Z'),
    components: TEMPLATE_COMPONENTS,
  })),
  {
    name: 'custom',
    system: parseDesignSystem(readFileSync(`${fixturesDir}designs/custom.json`, 'utf8')),
    // A project with a history: the package takes its version and changelog.
    release: { version: '2.0.0', changelog: readFileSync(`${fixturesDir}expected/changelog/CHANGELOG.md`, 'utf8') },
  },
];

describe.each(fixtures)('golden export: $name', ({ name, system, components, release }) => {
  it('matches fixtures/expected, every file prettier-formatted', async () => {
    const files = await exportDesignSystem(system, { formats: ['package', 'shadcn'], name, ...(components ? { components } : {}), ...(release ? { release } : {}) });
    const root = `${fixturesDir}expected/${name}/export/`;
    if (process.env.UPDATE_GOLDEN) {
      rmSync(root, { recursive: true, force: true });
      for (const file of files) {
        mkdirSync(dirname(`${root}${file.path}`), { recursive: true });
        writeFileSync(`${root}${file.path}`, file.contents);
      }
    }
    const expected = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`.slice(root.length).replace(/^\/+/, ''));
    expect(files.map((file) => file.path).sort()).toEqual(expected.sort());
    for (const file of files) {
      expect(file.contents, file.path).toBe(readFileSync(`${root}${file.path}`, 'utf8'));
      expect(await prettierFormat(file.path, file.contents), `${file.path} is not as prettier formats it`).toBe(file.contents);
    }
  }, 60_000);
});
