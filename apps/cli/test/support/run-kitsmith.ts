// Runs the built CLI as a child process, the way `npx kitsmith` does (through bin/kitsmith.js), without a terminal.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const binPath = fileURLToPath(new URL('../../bin/kitsmith.js', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Nothing from the test runner's own environment that would change the CLI's behaviour. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('KITSMITH_')) delete env[name];
  delete env.NO_COLOR;
  delete env.FORCE_COLOR;
  return env;
}

export function runKitsmith(args: readonly string[], options: { cwd: string; env?: Record<string, string> }): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [binPath, ...args],
      { cwd: options.cwd, env: { ...cleanEnv(), ...options.env }, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}
