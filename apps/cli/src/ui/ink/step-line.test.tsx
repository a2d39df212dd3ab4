import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { SPINNER_FRAMES, StepLine } from './step-line.tsx';

/** A frame as a person reads it: colours and other escape sequences removed. */
const text = (frame: string | undefined) => stripVTControlCharacters(frame ?? '');

describe('StepLine', () => {
  it('spins while the step runs, then shows how it ended', async () => {
    const { lastFrame, rerender, unmount } = render(<StepLine title="Generating css" status="running" />);
    expect(text(lastFrame())).toBe(`${SPINNER_FRAMES[0]} Generating css`);
    await vi.waitFor(() => expect(text(lastFrame())).toBe(`${SPINNER_FRAMES[1]} Generating css`));

    rerender(<StepLine title="Generating css" status="done" />);
    expect(text(lastFrame())).toBe('✔ Generating css');
    rerender(<StepLine title="Generating css" status="failed" />);
    expect(text(lastFrame())).toBe('✖ Generating css');
    unmount();
  });
});
