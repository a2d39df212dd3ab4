import { describe, expect, it, vi } from 'vitest';
import { CliError } from '../../errors.ts';
import { fakeTerminal } from '../../test-support/fake-terminal.ts';
import { line, table } from '../blocks.ts';
import { createInkUi } from './ink-ui.tsx';

// ink draws only a final frame when it thinks it runs in CI; kitsmith never uses ink there, so test it as a terminal.
vi.hoisted(() => {
  process.env.CI = 'false';
  delete process.env.CONTINUOUS_INTEGRATION;
});

const terminal = { json: false, interactive: true, color: true };

describe('the terminal printer', () => {
  it('shows a spinner while a step runs and a tick once it is done', async () => {
    const io = fakeTerminal();
    const ui = createInkUi(io, terminal);
    let finish: (value: number) => void = () => undefined;
    const step = ui.step('Generating css', () => new Promise<number>((resolve) => (finish = resolve)));
    await vi.waitFor(() => expect(io.screen()).toContain('⠋ Generating css'));
    finish(7);
    expect(await step).toBe(7);
    expect(io.screen()).toContain('✔ Generating css');
  });

  it('marks a failed step and lets the error through', async () => {
    const io = fakeTerminal();
    const failure = new CliError('NETWORK_ERROR', 'Could not reach the API.');
    await expect(createInkUi(io, terminal).step('Fetching project', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(io.screen()).toContain('✖ Fetching project');
  });

  it('asks and leaves the answer on screen; Ctrl-C cancels with exit 130', async () => {
    const io = fakeTerminal();
    const ui = createInkUi(io, terminal);
    const answer = ui.prompt.text({ message: 'E-mail', flag: '--email' });
    await vi.waitFor(() => expect(io.screen()).toContain('? E-mail'));
    for (const key of 'ada@example.com') io.stdin.type(key);
    await vi.waitFor(() => expect(io.screen()).toContain('ada@example.com'));
    io.stdin.type('\r');
    expect(await answer).toBe('ada@example.com');
    expect(io.screen()).toContain('✔ E-mail ada@example.com');

    const cancelled = ui.prompt.select({ message: 'Which template?', flag: '<template>', choices: [{ value: 'a', label: 'A' }] });
    await vi.waitFor(() => expect(io.screen()).toContain('? Which template?'));
    io.stdin.type('\u0003');
    await expect(cancelled).rejects.toMatchObject({ code: 'CANCELLED', exitCode: 130 });
  });

  it('prints results in colour, or without any colour when asked (NO_COLOR)', () => {
    const blocks = () => [
      table([{ header: 'FILE', value: (path: string) => path }], ['css/tokens.css']),
      line('Wrote 1 file.', 'success'),
    ];
    const coloured = fakeTerminal();
    createInkUi(coloured, terminal).result({}, blocks);
    expect(coloured.screen()).toBe('FILE\ncss/tokens.css\n✔ Wrote 1 file.\n');
    expect(coloured.stdout.text).toContain('\u001b[32m✔ Wrote 1 file.');

    const plain = fakeTerminal();
    createInkUi(plain, { ...terminal, color: false }).result({}, blocks);
    expect(plain.stdout.text).toBe('FILE\ncss/tokens.css\n✔ Wrote 1 file.\n');
  });

  it('prints errors on stderr with what to do next', () => {
    const io = fakeTerminal();
    createInkUi(io, { ...terminal, color: false }).error(
      new CliError('NOT_SIGNED_IN', 'Not signed in.', { suggestion: 'Run `kitsmith login`.' }),
    );
    expect(io.stderr.text).toBe('✖ Not signed in.\n  Run `kitsmith login`.\n');
  });
});
