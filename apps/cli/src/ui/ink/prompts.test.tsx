import { render } from 'ink-testing-library';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelectPrompt, SelectPrompt, TextPrompt } from './prompts.tsx';

/** A frame as a person reads it: colours and other escape sequences removed. */
const text = (frame: string | undefined) => stripVTControlCharacters(frame ?? '');

const KEYS = { enter: '\r', down: '\u001b[B', up: '\u001b[A', ctrlC: '\u0003', backspace: '\u007f' };

const choices = [
  { value: 'css', label: 'css' },
  { value: 'tailwind', label: 'tailwind', hint: 'v3 and v4' },
  { value: 'react', label: 'react' },
] as const;

/** Types keys one at a time, letting ink render between them as a person’s typing would. */
async function type(stdin: { write: (data: string) => void }, lastFrame: () => string | undefined, keys: string[]) {
  for (const key of keys) {
    const before = lastFrame();
    stdin.write(key);
    await vi.waitFor(() => expect(lastFrame()).not.toBe(before));
  }
}

describe('TextPrompt', () => {
  it('submits what was typed, masked when secret, corrected with backspace', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(<TextPrompt message="Password" secret onSubmit={onSubmit} onCancel={vi.fn()} />);
    await type(stdin, lastFrame, ['h', 'u', 'n', 'x', KEYS.backspace, 't', 'e', 'r']);
    // The last space is the cursor (inverse video).
    expect(text(lastFrame())).toBe('? Password ****** ');
    stdin.write(KEYS.enter);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('hunter'));
  });

  it('takes pasted text that arrives with its Enter in one chunk', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(<TextPrompt message="E-mail" onSubmit={onSubmit} onCancel={vi.fn()} />);
    stdin.write('ada@example.com\r');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('ada@example.com'));
  });

  it('offers its default, and refuses what its check refuses', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <TextPrompt
        message="Output folder"
        defaultValue="design-system"
        validate={(value) => (value.includes(' ') ? 'No spaces, please.' : undefined)}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    expect(text(lastFrame())).toBe('? Output folder (design-system)  ');
    await type(stdin, lastFrame, ['a', ' ', 'b']);
    stdin.write(KEYS.enter);
    await vi.waitFor(() => expect(text(lastFrame())).toContain('No spaces, please.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the default when nothing was typed, and cancels on Ctrl-C', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const first = render(
      <TextPrompt message="Output folder" defaultValue="design-system" onSubmit={onSubmit} onCancel={onCancel} />,
    );
    first.stdin.write(KEYS.enter);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('design-system'));
    const second = render(<TextPrompt message="E-mail" onSubmit={onSubmit} onCancel={onCancel} />);
    second.stdin.write(KEYS.ctrlC);
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
  });
});

describe('SelectPrompt', () => {
  it('keeps up with keys that arrive faster than it renders', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(<SelectPrompt message="Which format?" choices={choices} onSubmit={onSubmit} onCancel={vi.fn()} />);
    for (const key of [KEYS.down, KEYS.down, KEYS.enter]) stdin.write(key);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('react'));
  });

  it('moves with the arrows and picks with Enter', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <SelectPrompt message="Which format?" choices={choices} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    expect(text(lastFrame())).toBe('? Which format?\n❯ css\n  tailwind v3 and v4\n  react');
    await type(stdin, lastFrame, [KEYS.down, KEYS.down, KEYS.down, KEYS.up]);
    expect(text(lastFrame())).toContain('❯ react');
    stdin.write(KEYS.enter);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('react'));
  });

  it('starts at the default', () => {
    const { lastFrame } = render(
      <SelectPrompt message="Which format?" choices={choices} defaultValue="tailwind" onSubmit={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(text(lastFrame())).toContain('❯ tailwind');
  });
});

describe('MultiSelectPrompt', () => {
  it('ticks with Space and submits the ticked choices in their order', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <MultiSelectPrompt message="Formats" choices={choices} defaultValues={['css']} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await type(stdin, lastFrame, [KEYS.down, KEYS.down, ' ', KEYS.up, KEYS.up, ' ']);
    expect(text(lastFrame())).toBe('? Formats (Space to tick, Enter to confirm)\n❯ ◯ css\n  ◯ tailwind v3 and v4\n  ◉ react');
    stdin.write(KEYS.enter);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['react']));
  });

  it('keeps up with keys that arrive faster than it renders', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(<MultiSelectPrompt message="Formats" choices={choices} onSubmit={onSubmit} onCancel={vi.fn()} />);
    for (const key of [' ', KEYS.down, ' ', KEYS.enter]) stdin.write(key);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['css', 'tailwind']));
  });

  it('asks for at least one', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <MultiSelectPrompt message="Formats" choices={choices} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    stdin.write(KEYS.enter);
    await vi.waitFor(() => expect(text(lastFrame())).toContain('Choose at least one (Space ticks a line).'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
