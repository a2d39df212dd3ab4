import { describe, expect, it } from 'vitest';
import { readOutputSettings } from './output-settings.ts';

const terminal = { stdoutIsTTY: true, stdinIsTTY: true };

describe('readOutputSettings', () => {
  it('is interactive and coloured only for a person at a terminal', () => {
    expect(readOutputSettings(['export'], {}, terminal)).toEqual({ json: false, interactive: true, color: true });
    expect(readOutputSettings(['export'], {}, { stdoutIsTTY: false, stdinIsTTY: true })).toEqual({
      json: false,
      interactive: false,
      color: false,
    });
    expect(readOutputSettings(['export'], {}, { stdoutIsTTY: true, stdinIsTTY: false }).interactive).toBe(false);
    expect(readOutputSettings(['export'], { CI: 'true' }, terminal).interactive).toBe(false);
    expect(readOutputSettings(['export'], { CI: '0' }, terminal).interactive).toBe(true);
    expect(readOutputSettings(['export'], { TERM: 'dumb' }, terminal).interactive).toBe(false);
  });

  it('respects NO_COLOR (unless empty) and --no-color', () => {
    expect(readOutputSettings(['export'], { NO_COLOR: '1' }, terminal)).toEqual({ json: false, interactive: true, color: false });
    expect(readOutputSettings(['export'], { NO_COLOR: '' }, terminal).color).toBe(true);
    expect(readOutputSettings(['export', '--no-color'], {}, terminal).color).toBe(false);
  });

  it('makes --json plain and never interactive, but not after --', () => {
    expect(readOutputSettings(['check', '--json'], {}, terminal)).toEqual({ json: true, interactive: false, color: false });
    expect(readOutputSettings(['diff', '--', '--json'], {}, terminal).json).toBe(false);
  });
});
