import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import {
  IMPORT_FORMATS,
  importDesign,
  KitsmithError,
  parseDesignSystem,
  resolveTokens,
  type ContrastDecision,
  type DesignSystem,
  type ImportFormat,
  type ImportReport,
} from '@kitsmith/core';
import { fetchProject } from '../api/fetch-project.ts';
import { openSession } from '../api/session.ts';
import { readDesignFile, writeDesignFile } from '../config/design-file.ts';
import { designPathOf, loadProjectConfig } from '../config/project-config.ts';
import type { Environment } from '../environment.ts';
import { usageError, type CliError } from '../errors.ts';
import type { Progress } from '../ui/progress.ts';

export interface ImportServiceInput {
  /** A file to read, or `-` for standard input. */
  file: string;
  /** Core's name of the format (`IMPORT_FORMATS`); detected when absent. */
  format?: string | undefined;
  /** Update this project on the server instead of the local design file. */
  project?: string | undefined;
  /** Only preview: nothing is written or saved. */
  dryRun: boolean;
  apiUrl?: string | undefined;
}

/** A text/background pair of the result's contrast report, the same whether core ran here or on the server. */
export type ImportContrastPair = Pick<
  ContrastDecision,
  'mode' | 'background' | 'foreground' | 'backgroundValue' | 'foregroundValue' | 'ratio' | 'target' | 'passes'
>;

export interface ImportResult {
  /** The file read (`-` for standard input). */
  source: string;
  report: ImportReport;
  design: DesignSystem;
  contrast: { pairs: number; failures: ImportContrastPair[] };
  /** Where the design went: the local design file (relative to the current folder) or a project on the server; null with --dry-run. */
  written: { kind: 'file'; path: string; changed: boolean } | { kind: 'project'; id: string; name: string; revision: number } | null;
}

/** Standard input as text, read to its end. */
async function readStdin(environment: Environment): Promise<string> {
  const stdin = environment.stdin;
  if (!stdin) throw usageError('NO_INPUT', 'There is no standard input to read (`-`).', 'Pass a file: `kitsmith import globals.css`.');
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function readSource(environment: Environment, file: string): Promise<string> {
  if (file === '-') return readStdin(environment);
  try {
    return await readFile(resolve(environment.cwd, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw usageError('FILE_NOT_FOUND', `There is no file ${file}.`, 'Check the path; `-` reads standard input.');
    if (code === 'EISDIR') throw usageError('FILE_NOT_FOUND', `${file} is a folder, not a file.`, 'Pass the file itself, such as app/globals.css.');
    throw error;
  }
}

/** Core's refusal, naming the file it came from. */
function unreadable(source: string, code: string, message: string, suggestion?: string): CliError {
  return usageError(code, `${source === '-' ? 'standard input' : source}: ${message}`, suggestion);
}

function formatOf(format: string | undefined): ImportFormat | undefined {
  if (format === undefined) return undefined;
  const known = IMPORT_FORMATS.find((name) => name === format.toLowerCase());
  if (known) return known;
  throw usageError('INVALID_OPTION', `--format: unknown format "${format}" (formats: ${IMPORT_FORMATS.join(', ')}).`, 'Leave it out to detect the format.');
}

/** What core reads: the text, the file's name (it helps tell formats apart) and the format when given. */
const importInput = (text: string, input: ImportServiceInput, format: ImportFormat | undefined) => ({
  text,
  ...(input.file === '-' ? {} : { filename: basename(input.file) }),
  ...(format ? { format } : {}),
});

function importLocally(text: string, input: ImportServiceInput, format: ImportFormat | undefined, base: DesignSystem | undefined) {
  try {
    return importDesign(importInput(text, input, format), base);
  } catch (error) {
    if (error instanceof KitsmithError) throw unreadable(input.file, error.code, error.message, error.suggestion);
    throw error;
  }
}

const contrastOf = (pairs: readonly ImportContrastPair[]): ImportResult['contrast'] => ({
  pairs: pairs.length,
  failures: pairs.filter((pair) => !pair.passes),
});

/** Into the local design file (kitsmith.json's `design`, else design-system.json): its settings the input does not speak to are kept. */
async function importIntoFile(
  environment: Environment,
  text: string,
  input: ImportServiceInput,
  format: ImportFormat | undefined,
): Promise<ImportResult> {
  const designPath = designPathOf(environment.cwd, loadProjectConfig(environment.cwd));
  const base = existsSync(designPath) ? readDesignFile(designPath, environment.cwd) : undefined;
  const { system, report } = importLocally(text, input, format, base);
  const written = input.dryRun
    ? null
    : ({ kind: 'file', path: relative(environment.cwd, designPath), changed: writeDesignFile(designPath, system) } as const);
  return { source: input.file, report, design: system, contrast: contrastOf(resolveTokens(system).report), written };
}

/** Into a project on the server: the server imports over the project's design, and the result is saved as its next revision. */
async function importIntoProject(
  environment: Environment,
  text: string,
  input: ImportServiceInput,
  format: ImportFormat | undefined,
  id: string,
  progress: Progress,
): Promise<ImportResult> {
  const { text: content, ...named } = importInput(text, input, format);
  const session = openSession(environment, input.apiUrl);
  const project = await progress.step(`Fetching project ${id} from ${session.apiUrl}`, () => fetchProject(session, id));
  const preview = await progress.step(`Importing ${input.file === '-' ? 'standard input' : input.file} on ${session.apiUrl}`, () =>
    session.call(
      (client) => client.import.preview({ content, ...named, base: project.design }),
      (error) => (error.status === 413 || error.status === 422 ? unreadable(input.file, error.code, error.message) : undefined),
    ),
  );
  const design = parseDesignSystem(preview.design);
  const contrast = contrastOf(
    preview.contrast.map((pair) => ({ ...pair, backgroundValue: pair.background_value, foregroundValue: pair.foreground_value })),
  );
  let written: ImportResult['written'] = null;
  if (!input.dryRun) {
    const updated = await progress.step(`Saving the design to project ${id}`, () =>
      session.call((client) => client.projects.update(id, { config: design, revision: project.revision })),
    );
    written = { kind: 'project', id, name: project.name, revision: updated.revision };
  }
  return { source: input.file, report: preview.report, design, contrast, written };
}

/**
 * Reads a design from another tool's file (shadcn/tweakcn CSS, a Tailwind v3 config, W3C DTCG, Tokens Studio,
 * Material Theme Builder) with core, offline, into the local design file; or, with a project, through the
 * server into that project. The report says what mapped to which setting and what did not.
 */
export async function importFile(environment: Environment, input: ImportServiceInput, progress: Progress): Promise<ImportResult> {
  const format = formatOf(input.format);
  const text = await readSource(environment, input.file);
  if (input.project) return importIntoProject(environment, text, input, format, input.project, progress);
  return importIntoFile(environment, text, input, format);
}
