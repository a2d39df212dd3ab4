import type { CliIo } from '../ui/ui.ts';

/** stdout and stderr as text, no terminal (as in CI or a pipe). */
export function captureIo(): CliIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (text: string) => (out += text), isTTY: false },
    stderr: { write: (text: string) => (err += text), isTTY: false },
    stdin: { isTTY: false },
    out: () => out,
    err: () => err,
  };
}
