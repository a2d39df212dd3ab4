import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentCatalogue } from '../catalogue/catalogue.ts';
import { resolveComponentProps } from '../catalogue/component-props.ts';
import { KitsmithError } from '../errors.ts';
import { defaultDesignSystem, parseDesignSystem } from '../model/design-system.ts';
import { prettierFormat } from '../test-support/prettier.ts';
import { randomDesign } from '../test-support/sample-designs.ts';
import { createExportContext, exportDesignSystem, runExporter } from './export-design-system.ts';

const withButtons = parseDesignSystem({
  schemaVersion: 2,
  components: [
    { id: 'a', componentId: 'button', props: { label: 'First', variant: 'ghost' } },
    { id: 'b', componentId: 'button', props: { label: 'Second' } },
    { id: 'c', componentId: 'no-such-component' },
  ],
});

describe('exportDesignSystem', () => {
  it("exports the design's own components once each, with the first instance's props", () => {
    const context = createExportContext(withButtons);
    expect(context.components.map((c) => c.definition.id)).toEqual(['button']);
    expect(context.components[0]?.props).toMatchObject({ label: 'First', variant: 'ghost' });
    const [file] = runExporter('react', context);
    expect(file?.contents).toContain('label: "First",');
  });

  it('exports the whole catalogue with components: "all"', () => {
    expect(createExportContext(defaultDesignSystem, { components: 'all' }).components.length).toBeGreaterThan(0);
  });

  it('rejects unknown formats and components with a clear error', async () => {
    await expect(exportDesignSystem(defaultDesignSystem, { formats: [] })).rejects.toThrow('Choose at least one export format.');
    await expect(exportDesignSystem(defaultDesignSystem, { formats: ['pdf' as never] })).rejects.toThrow(KitsmithError);
    await expect(exportDesignSystem(defaultDesignSystem, { formats: ['css'], components: ['buton'] })).rejects.toThrow(
      'No component called "buton" in the catalogue.',
    );
  });

  it("applies the user's code style", async () => {
    const [file] = await exportDesignSystem(withButtons, { formats: ['react'], style: { singleQuote: true, semi: false } });
    expect(file?.contents).toContain("import * as React from 'react'\n");
  });

  it('formats a file whose user text made a line too long', async () => {
    const long = parseDesignSystem({
      schemaVersion: 2,
      typography: { headingFamily: `"${'Very Long Family Name '.repeat(6).trim()}", serif` },
    });
    for (const file of await exportDesignSystem(long, { formats: ['css'] })) {
      expect(await prettierFormat(file.path, file.contents)).toBe(file.contents);
    }
  });

  it('keeps one copy of each file when a package and its formats are both asked for', async () => {
    const files = await exportDesignSystem(withButtons, { formats: ['css', 'package'] });
    const paths = files.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('css/tokens.css');
  });
});

describe('exportDesignSystem for random designs', () => {
  it("exports each placed component once, with its first instance's props, every file prettier-formatted", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(randomDesign, async (system) => {
        const firstOf = new Map<string, (typeof system.components)[number]>();
        for (const placed of system.components) if (!firstOf.has(placed.componentId)) firstOf.set(placed.componentId, placed);
        const context = createExportContext(system);
        expect(context.components.map((component) => component.definition.id)).toEqual([...firstOf.keys()]);
        for (const component of context.components) {
          expect(component.props).toEqual(resolveComponentProps(component.definition, firstOf.get(component.definition.id)?.props));
        }
        for (const file of await exportDesignSystem(system, { formats: ['react', 'vue'] })) {
          expect(await prettierFormat(file.path, file.contents), file.path).toBe(file.contents);
        }
      }),
      { numRuns: 8 },
    );
  });
});

describe('exportDesignSystem with the user’s own texts', () => {
  it('keeps every file prettier-formatted, however long or short the texts', async () => {
    for (const label of ['X', 'A label as long as a button label may be: sixty characters']) {
      const system = parseDesignSystem({ schemaVersion: 2, components: [{ id: 'a', componentId: 'button', props: { label } }] });
      for (const file of await exportDesignSystem(system, { formats: ['react', 'vue', 'html'] })) {
        expect(await prettierFormat(file.path, file.contents), `${file.path} with label "${label}"`).toBe(file.contents);
      }
    }
  });
});

describe('exported code with the longest texts a user may type', () => {
  it('stays prettier-formatted for every component', async () => {
    const components = componentCatalogue.map((definition) => ({
      id: definition.id,
      componentId: definition.id,
      props: Object.fromEntries(
        definition.configurableProps.flatMap((prop) =>
          prop.control === 'text' ? [[prop.name, 'Long text '.repeat(20).slice(0, prop.maxLength ?? 200).trim()]] : [],
        ),
      ),
    }));
    const system = parseDesignSystem({ schemaVersion: 2, components });
    const files = await exportDesignSystem(system, { formats: ['react', 'vue'], name: 'a-rather-long-package-name-for-a-design-system' });
    for (const file of files) {
      expect(await prettierFormat(file.path, file.contents), file.path).toBe(file.contents);
    }
  }, 120_000);

  it('keeps the package README prettier-formatted for a long package name', async () => {
    const files = await exportDesignSystem(defaultDesignSystem, {
      formats: ['package'],
      components: ['button'],
      name: 'the-very-long-name-of-a-company-design-system-package',
    });
    const readme = files.find((file) => file.path === 'README.md');
    expect(readme?.contents).toContain('  presets: [\n');
    expect(await prettierFormat('README.md', readme?.contents ?? '')).toBe(readme?.contents);
  });
});
