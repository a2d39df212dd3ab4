#!/usr/bin/env node
// The `kitsmith` executable: the only place that touches process state.
import { runCli } from './run-cli.ts';

// A reader that closes the pipe early (`kitsmith diff | head`) has read enough: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

process.exitCode = await runCli(process.argv.slice(2), {
  io: process,
  env: process.env,
  cwd: process.cwd(),
});
