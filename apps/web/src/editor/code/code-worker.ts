// Generates one export format off the main thread, so typing and dragging never wait for it.
import '../../no-eval.ts';
import { createExportContext, formatFiles, parseDesignSystem, runExporter, type CodeStyle, type CssSchemeSwitch, type ExportFormat, type GeneratedFile } from '@kitsmith/core';

export interface CodeRequest {
  id: number;
  design: unknown;
  name: string;
  format: ExportFormat;
  /** The user's code style: the files are formatted with it, as their downloads are. */
  style?: CodeStyle | undefined;
  /** How css/tokens.css switches colour schemes. */
  schemeSwitch: CssSchemeSwitch;
}

export type CodeResponse = { id: number; files: GeneratedFile[]; ms: number } | { id: number; error: string };

self.onmessage = async (event: MessageEvent<CodeRequest>) => {
  const { id, design, name, format, style, schemeSwitch } = event.data;
  const started = performance.now();
  try {
    const system = parseDesignSystem(design);
    const files = await formatFiles(runExporter(format, createExportContext(system, { name, schemeSwitch })), style);
    self.postMessage({ id, files, ms: performance.now() - started } satisfies CodeResponse);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies CodeResponse);
  }
};
