import { basicExportFormats } from '@kitsmith/contract';
import { exportDesignSystem, packageSlug, zipFiles, type ExportRelease, type GeneratedFile } from '@kitsmith/core';
import type { ExportAllowance } from '@kitsmith/client';
import { api } from '../../app/api.ts';
import type { EditorDocument } from '../state/editor-document.ts';
import { exportableDesign } from './export-allowance.ts';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The release a project's package is made for: its version and the changelog of its named versions (from the server). */
export async function projectRelease(projectId: string): Promise<ExportRelease> {
  const { version, markdown } = await api.versions.changelog(projectId);
  return markdown ? { version, changelog: markdown } : { version };
}

/**
 * What the plan exports, zipped under the package's folder and downloaded:
 * every format as one npm package, exactly as core exports it, with the
 * project's version and CHANGELOG.md, or on the free plan its formats (CSS,
 * Tailwind, DTCG) of its basic components.
 */
export async function downloadExportZip(document: EditorDocument, allowance: ExportAllowance, projectId: string): Promise<void> {
  const slug = packageSlug(document.name);
  const { design } = exportableDesign(document.design, allowance);
  const files = allowance.all_formats
    ? await exportDesignSystem(design, { formats: ['package'], name: slug, release: await projectRelease(projectId) })
    : await exportDesignSystem(design, { formats: [...basicExportFormats], name: slug });
  const zip = zipFiles(files, slug);
  saveBlob(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), `${slug}.zip`);
}

/** One generated file, downloaded under its own name. */
export function downloadFile(file: GeneratedFile): void {
  saveBlob(new Blob([file.contents], { type: 'text/plain;charset=utf-8' }), file.path.split('/').pop() ?? 'file.txt');
}

/** A set of files (one format) zipped and downloaded. */
export function downloadFilesZip(files: readonly GeneratedFile[], name: string): void {
  saveBlob(new Blob([zipFiles(files, name) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), `${name}.zip`);
}
