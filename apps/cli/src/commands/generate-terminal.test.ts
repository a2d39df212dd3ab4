import { generateDesignSystem } from '@kitsmith/core';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../run-cli.ts';
import { fakeTerminal } from '../test-support/fake-terminal.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';

// ink draws only a final frame when it thinks it runs in CI; kitsmith never uses ink there, so test it as a terminal.
vi.hoisted(() => {
  process.env.CI = 'false';
  delete process.env.CONTINUOUS_INTEGRATION;
});

describe('kitsmith generate in a terminal', () => {
  const tempDir = useTempDirs();

  it('asks for a brand colour left out, then shows each candidate’s colours as swatches', async () => {
    const io = fakeTerminal();
    const run = runCli(['generate', '--count', '2'], { io, env: { KITSMITH_CONFIG_DIR: tempDir() }, cwd: tempDir() });
    // The first command of the file loads core and ink (over a second on a busy machine) before it asks.
    await vi.waitFor(() => expect(io.screen()).toContain('? Brand colour (hex, such as #0f766e)'), { timeout: 15_000 });
    for (const key of '0b3d2e') io.stdin.type(key);
    await vi.waitFor(() => expect(io.screen()).toContain('0b3d2e'), { timeout: 5_000 });
    io.stdin.type('\r');
    expect(await run).toBe(0);

    const [first] = generateDesignSystem({ brandColors: ['#0b3d2e'], count: 2 });
    if (!first) throw new Error('core made no candidate');
    const screen = io.screen();
    expect(screen).toContain(`1. ${first.rationale}`);
    expect(screen).toContain(`primary #0b3d2e     secondary ${first.design.theme.secondaryColor}`);
    expect(screen).toContain("kitsmith generate --brand '#0b3d2e' --count 2 --pick <n>");
    // Each of the 2 x 4 colours is painted as a background behind its swatch.
    expect(io.stdout.text.split('\u001b[').filter((code) => /^(4[0-7]|10[0-7]|48;[25];[\d;]+)m/.test(code))).toHaveLength(8);
  });
});
