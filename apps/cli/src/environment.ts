import type { Env } from './config/config-dir.ts';

/** What a service may read of the outside world, passed in so tests can point it anywhere. */
export interface Environment {
  /** The folder the command runs in; kitsmith.json is looked for here and above. */
  cwd: string;
  env: Env;
  /** Where the credentials file lives (see config-dir.ts). */
  configDir: string;
  /** Standard input, for commands that read a file from it (`kitsmith import -`). */
  stdin?: AsyncIterable<string | Uint8Array>;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}
