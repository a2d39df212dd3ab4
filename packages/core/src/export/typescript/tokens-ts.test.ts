import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignSystem } from '../../model/design-system.ts';
import { prettierFormat } from '../../test-support/prettier.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import type { GeneratedFile } from '../types.ts';
import { randomDesign, sampleDesigns } from '../../test-support/sample-designs.ts';

const DIR = '/kitsmith-export/typescript';

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
};

const libFiles = new Map<string, ts.SourceFile | undefined>();

/** Type-checks in-memory files (`name` -> text, under DIR) against the real lib files in one program; returns every diagnostic. */
function typeErrors(files: Record<string, string>): string[] {
  const virtual = new Map(Object.entries(files).map(([name, text]) => [`${DIR}/${name}`, text]));
  const directories = new Set(
    [...virtual.keys()].flatMap((path) => path.split('/').map((_, i, parts) => parts.slice(0, i).join('/'))),
  );
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const readLib = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion) => {
    const text = virtual.get(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    if (!libFiles.has(fileName)) libFiles.set(fileName, readLib(fileName, languageVersion));
    return libFiles.get(fileName);
  };
  host.fileExists = (fileName) => virtual.has(fileName) || ts.sys.fileExists(fileName);
  host.readFile = (fileName) => virtual.get(fileName) ?? ts.sys.readFile(fileName);
  host.directoryExists = (name) => directories.has(name) || ts.sys.directoryExists(name);
  const program = ts.createProgram([...virtual.keys()], COMPILER_OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file?.fileName.replace(`${DIR}/`, '') ?? '';
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

function filesOf(system: DesignSystem): GeneratedFile[] {
  return runExporter('typescript', createExportContext(system));
}

/** The exported files by name, in `dir` when given (so several designs type-check in one program). */
function sources(system: DesignSystem, dir = ''): Record<string, string> {
  return Object.fromEntries(filesOf(system).map((file) => [file.path.replace('typescript/', dir), file.contents]));
}

/** Uses the exported files as an app would, with the types it should get. */
const USAGE = `import { cssVariables, tokens } from "./tokens";
import type {
  ColorScheme,
  ColorToken,
  ComponentToken,
  PaletteName,
  PaletteStep,
  SpaceToken,
  TokenPath,
} from "./token-names";

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const primary: "#7c3aed" = tokens.palette.primary["600"];
export const sameByNumber: "#7c3aed" = tokens.palette.primary[600];
export const darkPrimary: "#9060fc" = tokens.color.dark.primary;
export const weight: 700 = tokens.font.weight.bold;
export const halfStep: "0.125rem" = tokens.space["0-5"];
export const buttonRadius: "8px" = tokens.component.light.button.radius;
export const primaryVar: "var(--primary)" = cssVariables["color.primary"];

export const shade = (name: PaletteName, step: PaletteStep): string => tokens.palette[name][step];
export const colour = (scheme: ColorScheme, name: ColorToken): string => tokens.color[scheme][name];
export const space = (name: SpaceToken): string => tokens.space[name];
export const cssVar = (path: TokenPath): string => cssVariables[path];

export const pathsMatch: Equal<TokenPath, keyof typeof cssVariables> = true;
export const coloursMatch: Equal<ColorToken, keyof typeof tokens.color.light> = true;
export const spaceMatches: Equal<SpaceToken, \`\${keyof typeof tokens.space}\`> = true;
export const stepsMatch: Equal<PaletteStep, \`\${keyof typeof tokens.palette.info}\`> = true;
export const componentToken: ComponentToken = "card.backdrop-blur";

// @ts-expect-error not a semantic colour
export const unknown: ColorToken = "brand";
// @ts-expect-error the tokens are read-only
tokens.palette.primary[600] = "#000000";
`;

describe('typescript export', () => {
  it('writes tokens.ts and token-names.d.ts', () => {
    expect(filesOf(defaultDesignSystem).map((file) => file.path)).toEqual([
      'typescript/tokens.ts',
      'typescript/token-names.d.ts',
    ]);
  });

  it('type-checks in strict mode, with literal types an app can rely on', () => {
    expect(typeErrors({ ...sources(defaultDesignSystem), 'usage.ts': USAGE })).toEqual([]);
  });

  it('catches a wrong literal type, so the check above can fail', () => {
    const wrong = 'import { tokens } from "./tokens";\nexport const x: "#000000" = tokens.palette.primary[600];\n';
    expect(typeErrors({ ...sources(defaultDesignSystem), 'usage.ts': wrong })).toHaveLength(1);
  });

  it('type-checks for every sample design and random designs', { timeout: 60_000 }, () => {
    // One compiler run for many designs, each in a folder of its own: a program per design would cost seconds each.
    // The random designs are new on every run; fast-check prints the seed that reproduces a failure.
    fc.assert(
      fc.property(fc.array(randomDesign, { minLength: 8, maxLength: 8 }), (randomDesigns) => {
        const designs = [...sampleDesigns.map(([, system]) => system), ...randomDesigns];
        const files = designs.map((system, index) => sources(system, `design-${index}/`));
        expect(typeErrors(Object.assign({}, ...files) as Record<string, string>)).toEqual([]);
      }),
      { numRuns: 2 },
    );
  });

  it('keeps component values per scheme and numbers as numbers', () => {
    const tokensTs = sources(defaultDesignSystem)['tokens.ts'] ?? '';
    expect(tokensTs).toContain('      "hover-scale": 1,\n');
    expect(tokensTs).toContain('      "focus-ring": "0px 0px 0px 3px #7c3aed",\n');
    expect(tokensTs).toContain('      "focus-ring": "0px 0px 0px 3px #9060fc",\n');
    expect(tokensTs).toContain('    standard: "cubic-bezier(0.2, 0, 0, 1)",\n');
    expect(tokensTs).toContain('  "component.button.radius": "var(--button-radius)",\n');
  });

  it('is already formatted as prettier formats it, for the sample designs', async () => {
    for (const [name, system] of sampleDesigns) {
      for (const file of filesOf(system)) {
        expect(await prettierFormat(file.path, file.contents), `${name} ${file.path}`).toBe(file.contents);
        // Prettier breaks every line over 80 columns but those it cannot: a string beside a key under 5 characters
        // (`mono: '"JetBrains Mono", "JetBrains Mono Variable", …'`), which it never moves under the key, and a
        // string alone on its line (`'"Bricolage Grotesque", "Bricolage Grotesque Variable", …',` under its key).
        const long = file.contents.split('\n').filter((line) => line.length > 80);
        expect(
          long.filter((line) => !/^ *([\w$]{1,4}: )?(["']).*\2,$/.test(line)),
          `${name} ${file.path}`,
        ).toEqual([]);
      }
    }
  });

  it('is already formatted as prettier formats it, for random designs', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(randomDesign, async (system) => {
        for (const file of filesOf(system)) expect(await prettierFormat(file.path, file.contents)).toBe(file.contents);
      }),
      { numRuns: 15 },
    );
  });
});
