import type { Environment } from '../environment.ts';
import type { ExitCode } from '../errors.ts';
import type { Ui } from '../ui/ui.ts';

/** What a command gets besides its options: the outside world for its service, and the UI. */
export interface CommandContext {
  environment: Environment;
  /** The printer for this run (ink in a terminal, plain lines otherwise), made on first use. */
  ui(): Promise<Ui>;
  /** `check` and `diff` end with 1 when they found differences; errors set their own code. */
  setExitCode(code: ExitCode): void;
}
