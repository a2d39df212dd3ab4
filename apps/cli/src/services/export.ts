import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { packageSlug, zipFiles, type CssSchemeSwitch, type ExportFormat, type GeneratedFile } from '@kitsmith/core';
import { missingProject } from '../api/fetch-project.ts';
import { lookUpRelease, type PackageRelease, type ReleaseLookup } from '../api/fetch-release.ts';
import { openSession } from '../api/session.ts';
import { readDesignFile } from '../config/design-file.ts';
import { designPathOf, loadProjectConfig, outDirOf, type LoadedProjectConfig } from '../config/project-config.ts';
import type { ComponentSelection } from '../config/selection.ts';
import type { Environment } from '../environment.ts';
import { usageError } from '../errors.ts';
import { generateFiles } from '../generate/generate-files.ts';
import { unzipFiles } from '../generate/unzip-files.ts';
import { applyChanges, planChanges, type FileStatus } from '../generate/write-files.ts';
import type { Progress } from '../ui/progress.ts';

export interface ExportInput {
  formats?: ExportFormat[] | undefined;
  out?: string | undefined;
  components?: ComponentSelection | undefined;
  /** How css/tokens.css switches colour schemes; default kitsmith.json's, else core's (`selectors`). */
  schemeSwitch?: CssSchemeSwitch | undefined;
  /** Generate on the server (POST /projects/:id/export) instead of locally. */
  remote: boolean;
  /** List what would change; write nothing. */
  dryRun: boolean;
  /** Write every file into this zip (true: `<name>.zip` here) instead of the output folder. */
  zip?: string | true | undefined;
  apiUrl?: string | undefined;
}

export interface ExportResult {
  source: 'local' | 'remote';
  formats: ExportFormat[];
  /** Where the files went: the output folder, or the zip with --zip (relative to the current folder). */
  target: { kind: 'folder' | 'zip'; path: string };
  dryRun: boolean;
  files: { path: string; status: FileStatus }[];
  /** Files written (or that would be, with --dry-run); with --zip, every file. */
  written: number;
  /**
   * The package format's version and CHANGELOG.md from the linked project on
   * the server, or why the server was not asked or did not answer; null when
   * there is no package format, no linked project, or --remote (the server stamps it).
   */
  release: { version: string; changelog: boolean; pinned: boolean } | { skipped: string } | null;
}

/** What to generate: flags first, then kitsmith.json. */
interface Selection {
  formats: ExportFormat[];
  components: ComponentSelection | undefined;
  /** The package name in headers and package.json. */
  name: string | undefined;
  schemeSwitch: CssSchemeSwitch | undefined;
}

function select(input: ExportInput, loaded: LoadedProjectConfig | undefined): Selection {
  const formats = input.formats ?? loaded?.config.formats;
  if (!formats) {
    throw usageError(
      'MISSING_FORMATS',
      'Missing --format: which formats to generate.',
      'Pass --format css,tailwind (or run `kitsmith init` to keep them in kitsmith.json).',
    );
  }
  return {
    formats,
    components: input.components ?? loaded?.config.components,
    name: loaded?.config.name,
    schemeSwitch: input.schemeSwitch ?? loaded?.config.schemeSwitch,
  };
}

/** Core's export of the local design file, offline (the package stamped with the server's release when it answered). */
function localFiles(
  environment: Environment,
  loaded: LoadedProjectConfig | undefined,
  selection: Selection,
  release: ReleaseLookup | null,
  progress: Progress,
) {
  const design = readDesignFile(designPathOf(environment.cwd, loaded), environment.cwd);
  const stamp = release && 'release' in release ? { release: releaseStamp(release.release) } : {};
  return progress.step(`Generating ${selection.formats.join(', ')}`, () => generateFiles(design, { ...selection, ...stamp }));
}

const releaseStamp = ({ version, changelog }: PackageRelease) => (changelog === undefined ? { version } : { version, changelog });

/** The package format of a linked repo asks the server for the project's version and changelog. */
async function releaseFor(
  environment: Environment,
  input: ExportInput,
  loaded: LoadedProjectConfig | undefined,
  selection: Selection,
  progress: Progress,
): Promise<ReleaseLookup | null> {
  const project = loaded?.config.project;
  if (!loaded || !project || input.remote || !selection.formats.includes('package')) return null;
  return lookUpRelease(environment, loaded, project, input.apiUrl, progress);
}

const releaseResult = (lookup: ReleaseLookup | null): ExportResult['release'] => {
  if (!lookup) return null;
  if ('skipped' in lookup) return lookup;
  const { version, changelog, pinned } = lookup.release;
  return { version, changelog: changelog !== undefined, pinned };
};

/** The server's export of the project's saved design (POST /projects/:id/export), downloaded as a zip and unpacked. */
async function remoteFiles(
  environment: Environment,
  input: ExportInput,
  loaded: LoadedProjectConfig | undefined,
  selection: Selection,
  progress: Progress,
) {
  const project = loaded?.config.project;
  if (!project) throw missingProject();
  const { formats, components, schemeSwitch } = selection;
  const session = openSession(environment, input.apiUrl);
  const created = await progress.step(`Generating ${formats.join(', ')} on ${session.apiUrl}`, () =>
    session.call((client) => client.exports.create(project, { formats, ...(components ? { components } : {}), ...(schemeSwitch ? { schemeSwitch } : {}) })),
  );
  const zip = await progress.step('Downloading the export', () => session.call((client) => client.exports.download(created.id)));
  return unzipFiles(new Uint8Array(await zip.arrayBuffer()));
}

/** Every file into one zip (its folder named after the package); nothing else is written. */
function writeZip(path: string, files: GeneratedFile[], name: string | undefined, dryRun: boolean): ExportResult['files'] {
  if (!dryRun) writeFileSync(path, zipFiles(files, packageSlug(name)));
  return files.map((file) => ({ path: file.path, status: 'added' }));
}

/**
 * Generates the design's files (with core from the local design file, or on
 * the server with `remote`) and writes only those that changed, or all of
 * them into a zip. The package format of a repo linked to a project carries
 * the project's version and CHANGELOG.md when the server answers.
 */
export async function exportDesign(environment: Environment, input: ExportInput, progress: Progress): Promise<ExportResult> {
  const loaded = loadProjectConfig(environment.cwd);
  const selection = select(input, loaded);
  const source = input.remote ? 'remote' : 'local';
  const release = await releaseFor(environment, input, loaded, selection, progress);
  const files = input.remote
    ? await remoteFiles(environment, input, loaded, selection, progress)
    : await localFiles(environment, loaded, selection, release, progress);
  const outcome = { source, formats: selection.formats, dryRun: input.dryRun, release: releaseResult(release) } as const;

  if (input.zip !== undefined) {
    const zipPath = resolve(environment.cwd, input.zip === true ? `${packageSlug(selection.name)}.zip` : input.zip);
    const zipped = writeZip(zipPath, files, selection.name, input.dryRun);
    return {
      ...outcome,
      target: { kind: 'zip', path: relative(environment.cwd, zipPath) },
      files: zipped,
      written: zipped.length,
    };
  }
  const outDir = outDirOf(environment.cwd, loaded, input.out);
  const changes = planChanges(files, outDir);
  if (!input.dryRun) applyChanges(changes, outDir);
  return {
    ...outcome,
    target: { kind: 'folder', path: relative(environment.cwd, outDir) || '.' },
    files: changes.map((change) => ({ path: change.path, status: change.status })),
    written: changes.filter((change) => change.status !== 'unchanged').length,
  };
}
