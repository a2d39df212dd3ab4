// Generates one export format off the main thread, so typing and dragging never wait for it.
import '../../no-eval.ts';
import { createExportContext, parseDesignSystem, runExporter, type ExportFormat, type GeneratedFile } from '@kitsmith/core';

export interface CodeRequest {
  id: number;
  design: unknown;
  name: string;
  format: ExportFormat;
}

export type CodeResponse = { id: number; files: GeneratedFile[]; ms: number } | { id: number; error: string };

self.onmessage = (event: MessageEvent<CodeRequest>) => {
  const { id, design, name, format } = event.data;
  const started = performance.now();
  try {
    const system = parseDesignSystem(design);
    const files = runExporter(format, createExportContext(system, { name }));
    self.postMessage({ id, files, ms: performance.now() - started } satisfies CodeResponse);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies CodeResponse);
  }
};
