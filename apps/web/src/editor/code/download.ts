import type { ExportAllowance } from '@kitsmith/client';
import { basicExportFormats, type Preferences } from '@kitsmith/contract';
import { zipFiles, type CssSchemeSwitch, type DesignSystem, type ExportFormat, type GeneratedFile } from '@kitsmith/core';
import { api } from '../../app/api.ts';
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

export interface ExportRequest {
  projectId: string;
  /** The design as it is now: the caller saves it first, since the server exports what is stored. */
  design: DesignSystem;
  allowance: ExportAllowance;
  /** One format; without it, what the plan exports: the whole package, or the free plan's formats. */
  format?: ExportFormat;
  /** The zip's folder and file name (`tool-kit` gives `tool-kit.zip` holding `tool-kit/...`). */
  folder: string;
  /** The user's code style (Settings > Preferences): the files are formatted with it. */
  style?: Preferences['codeStyle'];
  /** How css/tokens.css switches colour schemes (the code panel's choice). */
  schemeSwitch?: CssSchemeSwitch;
}

/**
 * An export made by the API and downloaded as a zip. Made there, it is recorded (the account's export
 * count and exports list), held to the plan by the server, and released as the project's version with its
 * changelog; the plan's components only (the free plan's basic ones).
 */
export async function downloadExport({ projectId, design, allowance, format, folder, style, schemeSwitch }: ExportRequest): Promise<void> {
  const formats: ExportFormat[] = format ? [format] : allowance.all_formats ? ['package'] : [...basicExportFormats];
  const components = [...new Set(exportableDesign(design, allowance).design.components.map((component) => component.componentId))];
  const created = await api.exports.create(projectId, {
    formats,
    components,
    ...(style && Object.keys(style).length > 0 ? { style } : {}),
    ...(schemeSwitch && schemeSwitch !== 'selectors' ? { schemeSwitch } : {}),
  });
  const { files } = await api.exports.get(created.id);
  saveBlob(new Blob([zipFiles(files, folder) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), `${folder}.zip`);
}

/** One generated file, downloaded under its own name. */
export function downloadFile(file: GeneratedFile): void {
  saveBlob(new Blob([file.contents], { type: 'text/plain;charset=utf-8' }), file.path.split('/').pop() ?? 'file.txt');
}
