import { describe, expect, it } from 'vitest';
import { CliError } from '../errors.ts';
import { diffText } from '../generate/text-diff.ts';
import { captureIo } from '../test-support/capture-io.ts';
import { diff, line, table } from './blocks.ts';
import { createPlainUi } from './plain-ui.ts';

const plain = { json: false, interactive: false, color: false };

describe('the plain printer', () => {
  it('puts steps and notes on stderr and the result on stdout, without colour', async () => {
    const io = captureIo();
    const ui = createPlainUi(io, plain);
    expect(await ui.step('Generating css', async () => 42)).toBe(42);
    ui.show([line('Not signed in', 'warning')]);
    ui.result({ ok: true }, () => [
      table(
        [
          { header: 'FILE', value: (row: { path: string; status: string }) => row.path },
          { header: 'STATUS', value: (row) => row.status },
        ],
        [
          { path: 'css/tokens.css', status: 'added' },
          { path: 'react/Button.tsx', status: 'changed' },
        ],
      ),
      line('Wrote 2 files.', 'success'),
    ]);
    expect(io.err()).toBe('Generating css...\nwarning: Not signed in\n');
    expect(io.out()).toBe('FILE              STATUS\ncss/tokens.css    added\nreact/Button.tsx  changed\nWrote 2 files.\n');
  });

  it('cuts a long diff and says how much is left', () => {
    const io = captureIo();
    const before = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    const after = Array.from({ length: 30 }, (_, i) => `LINE ${i}`).join('\n');
    createPlainUi(io, plain).result({}, () => [diff(diffText('a.css', before, after), 5)]);
    expect(io.out().split('\n').slice(0, 8)).toEqual([
      '--- a/a.css',
      '+++ b/a.css',
      '@@ -1,30 +1,30 @@',
      '-line 0',
      '-line 1',
      '-line 2',
      '-line 3',
      '... 56 more lines (--json has the whole diff)',
    ]);
  });

  it('prints only JSON with --json, errors included', async () => {
    const io = captureIo();
    const ui = createPlainUi(io, { ...plain, json: true });
    await ui.step('Generating css', async () => undefined);
    ui.show([line('note')]);
    ui.result({ written: 2 }, () => [line('not shown')]);
    ui.error(new CliError('NOT_SIGNED_IN', 'Not signed in.', { suggestion: 'Run `kitsmith login`.' }));
    expect(io.err()).toBe('');
    expect(io.out()).toBe(
      `${JSON.stringify({ written: 2 }, null, 2)}\n${JSON.stringify({ error: { code: 'NOT_SIGNED_IN', message: 'Not signed in.', suggestion: 'Run `kitsmith login`.' } }, null, 2)}\n`,
    );
  });

  it('refuses every prompt, naming the flag that answers it', async () => {
    const ui = createPlainUi(captureIo(), plain);
    await expect(ui.prompt.text({ message: 'E-mail', flag: '--email' })).rejects.toMatchObject({
      code: 'MISSING_VALUE',
      exitCode: 2,
      message: 'Missing --email: e-mail.',
    });
    await expect(
      ui.prompt.select({
        message: 'Which template?',
        flag: '<template>',
        choices: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ],
      }),
    ).rejects.toMatchObject({
      suggestion: 'Pass <template> (one of: a, b); kitsmith asks for values only in an interactive terminal.',
    });
  });
});
