import type { OutputSettings } from './output-settings.ts';
import { createPlainUi } from './plain-ui.ts';
import type { CliIo, Ui } from './ui.ts';

/** The plain printer, or in a terminal the ink one, whose module (with react) loads only then. */
export async function createUi(io: CliIo, settings: OutputSettings): Promise<Ui> {
  if (!settings.interactive) return createPlainUi(io, settings);
  const { createInkUi } = await import('./ink/ink-ui.tsx');
  return createInkUi(io, settings);
}
