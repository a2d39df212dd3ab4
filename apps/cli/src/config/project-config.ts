import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { usageError } from '../errors.ts';
import { componentsSchema, formatSchema, schemeSwitchSchema } from './selection.ts';
import { versionRefSchema } from './version-ref.ts';

export const PROJECT_CONFIG_FILE = 'kitsmith.json';
export const DEFAULT_DESIGN_FILE = 'design-system.json';
export const DEFAULT_OUT_DIR = 'design-system';

/** kitsmith.json: which project this repo follows, where its design lives and what to generate from it. */
export const projectConfigSchema = z.strictObject({
  /** The project's id on the server (`kitsmith projects` lists them). */
  project: z.string().min(1).optional(),
  /** The package name in generated headers and package.json; pull sets it to the project's name. */
  name: z.string().min(1).optional(),
  /** The design file, relative to kitsmith.json. */
  design: z.string().min(1).default(DEFAULT_DESIGN_FILE),
  formats: z.array(formatSchema).min(1, 'must name at least one format'),
  /** Where generated files go, relative to kitsmith.json; each format has its own folder inside. */
  outDir: z.string().min(1).default(DEFAULT_OUT_DIR),
  components: componentsSchema.optional(),
  /** How css/tokens.css switches colour schemes: `selectors` (core's default) or one block of `light-dark()` values. */
  schemeSwitch: schemeSwitchSchema.optional(),
  /** The server revision the design file was last pulled at or pushed as (for conflict detection). */
  revision: z.number().int().min(1).optional(),
  /**
   * A version of the project this repo follows (`1.2.0`, or a version id):
   * `check` compares the local design with it rather than with the current
   * design; `pull --version` sets it, `pull` without removes it.
   */
  version: versionRefSchema.optional(),
});
export type ProjectConfig = z.infer<typeof projectConfigSchema>;
export type ProjectConfigInput = z.input<typeof projectConfigSchema>;

/** A kitsmith.json found on disk: its folder is the root its paths are relative to. */
export interface LoadedProjectConfig {
  path: string;
  root: string;
  config: ProjectConfig;
}

/** The nearest kitsmith.json in `cwd` or a folder above it. */
export function findProjectConfigPath(cwd: string): string | undefined {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const candidate = join(dir, PROJECT_CONFIG_FILE);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

export function readProjectConfig(path: string): LoadedProjectConfig {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw usageError(
      'INVALID_CONFIG',
      `${path} is not valid JSON (${(error as Error).message}).`,
      'Fix it, or run `kitsmith init --force` to write a new one.',
    );
  }
  const parsed = projectConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw usageError(
      'INVALID_CONFIG',
      `${path} is not a valid kitsmith.json: ${issues.join('; ')}.`,
      'Fix the fields named above, or run `kitsmith init --force`.',
    );
  }
  return { path, root: dirname(path), config: parsed.data };
}

/** The kitsmith.json that applies in `cwd`, if any. */
export function loadProjectConfig(cwd: string): LoadedProjectConfig | undefined {
  const path = findProjectConfigPath(cwd);
  return path ? readProjectConfig(path) : undefined;
}

export function requireProjectConfig(cwd: string): LoadedProjectConfig {
  const loaded = loadProjectConfig(cwd);
  if (!loaded) {
    throw usageError(
      'NO_CONFIG',
      `No ${PROJECT_CONFIG_FILE} in ${resolve(cwd)} or a folder above it.`,
      'Run `kitsmith init` (or `kitsmith pull <project>`) first.',
    );
  }
  return loaded;
}

export function writeProjectConfig(path: string, config: ProjectConfig): void {
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
}

/** The design file's absolute path: kitsmith.json's `design`, else design-system.json in the current folder. */
export function designPathOf(cwd: string, loaded: LoadedProjectConfig | undefined): string {
  return loaded ? resolve(loaded.root, loaded.config.design) : resolve(cwd, DEFAULT_DESIGN_FILE);
}

/** The output folder: `--out` (relative to the current folder), else kitsmith.json's `outDir`, else design-system/. */
export function outDirOf(cwd: string, loaded: LoadedProjectConfig | undefined, flag: string | undefined): string {
  if (flag) return resolve(cwd, flag);
  return loaded ? resolve(loaded.root, loaded.config.outDir) : resolve(cwd, DEFAULT_OUT_DIR);
}
