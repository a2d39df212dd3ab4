import { Box, Text, useInput } from 'ink';
import { useRef, useState } from 'react';
import type { Choice } from '../ui.ts';
import { useStyle } from './theme.tsx';

interface PromptEvents<T> {
  onSubmit: (value: T) => void;
  onCancel: () => void;
}

function Question({ message }: { message: string }) {
  const style = useStyle();
  return (
    <Text>
      <Text {...style.color('cyan')}>?</Text> <Text {...style.bold()}>{message}</Text>
    </Text>
  );
}

/** The line a prompt leaves behind once answered. */
export function Answered({ message, answer }: { message: string; answer: string }) {
  const style = useStyle();
  return (
    <Text>
      <Text {...style.color('green')}>✔</Text> {message} <Text {...style.color('cyan')}>{answer}</Text>
    </Text>
  );
}

export interface TextPromptProps extends PromptEvents<string> {
  message: string;
  defaultValue?: string | undefined;
  secret?: boolean | undefined;
  validate?: ((value: string) => string | undefined) | undefined;
}

/** One line of text; Enter submits (the default when nothing was typed), Ctrl-C cancels. */
export function TextPrompt({ message, defaultValue, secret, validate, onSubmit, onCancel }: TextPromptProps) {
  const style = useStyle();
  // A ref as well as state: keys typed faster than a render must all count.
  const typed = useRef('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = () => {
    const answer = typed.current || defaultValue || '';
    const refused = validate?.(answer);
    if (refused) setProblem(refused);
    else onSubmit(answer);
  };
  useInput((input, key) => {
    if (key.ctrl && input === 'c') return onCancel();
    if (key.return) return submit();
    if (key.backspace || key.delete) typed.current = typed.current.slice(0, -1);
    else if (!key.ctrl && !key.meta && !key.escape && !key.tab && !key.upArrow && !key.downArrow) {
      // Pasted (or quickly typed) text can arrive in one chunk with its Enter.
      const [text = '', ...afterEnter] = input.split(/\r\n|\r|\n/);
      typed.current += text;
      if (afterEnter.length > 0) return submit();
    }
    setValue(typed.current);
    setProblem(undefined);
  });
  return (
    <Box flexDirection="column">
      <Text>
        <Question message={message} /> {defaultValue && !value ? <Text {...style.dim()}>({defaultValue}) </Text> : null}
        {secret ? '*'.repeat(value.length) : value}
        <Text inverse> </Text>
      </Text>
      {problem ? <Text {...style.color('red')}>{problem}</Text> : null}
    </Box>
  );
}

/**
 * The highlighted line. Keys are handled with the latest position even when
 * they come faster than React re-subscribes the input handler (pasted or
 * scripted input), so the position lives in a ref as well as in state.
 */
function useCursor(count: number, start: number) {
  const position = useRef(Math.max(0, start));
  const [cursor, setCursor] = useState(position.current);
  const move = (by: number) => {
    position.current = (position.current + by + count) % count;
    setCursor(position.current);
  };
  return { cursor, current: () => position.current, move };
}

export interface SelectPromptProps<T extends string> extends PromptEvents<T> {
  message: string;
  choices: readonly Choice<T>[];
  defaultValue?: T | undefined;
}

/** One choice of a list: arrows move, Enter picks, Ctrl-C cancels. */
export function SelectPrompt<T extends string>({ message, choices, defaultValue, onSubmit, onCancel }: SelectPromptProps<T>) {
  const style = useStyle();
  const { cursor, current, move } = useCursor(
    choices.length,
    choices.findIndex((choice) => choice.value === defaultValue),
  );
  useInput((input, key) => {
    if (key.ctrl && input === 'c') return onCancel();
    if (key.upArrow) move(-1);
    if (key.downArrow) move(1);
    const chosen = choices[current()];
    if (key.return && chosen) onSubmit(chosen.value);
  });
  return (
    <Box flexDirection="column">
      <Question message={message} />
      {choices.map((choice, index) => (
        <Text key={choice.value} {...style.color(index === cursor ? 'cyan' : undefined)}>
          {index === cursor ? '❯ ' : '  '}
          {choice.label}
          {choice.hint ? <Text {...style.dim()}> {choice.hint}</Text> : null}
        </Text>
      ))}
    </Box>
  );
}

export interface MultiSelectPromptProps<T extends string> extends PromptEvents<T[]> {
  message: string;
  choices: readonly Choice<T>[];
  defaultValues?: readonly T[] | undefined;
}

/** Several choices: arrows move, Space ticks, Enter submits (at least one), Ctrl-C cancels. */
export function MultiSelectPrompt<T extends string>({
  message,
  choices,
  defaultValues,
  onSubmit,
  onCancel,
}: MultiSelectPromptProps<T>) {
  const style = useStyle();
  const { cursor, current, move } = useCursor(choices.length, 0);
  // As for the cursor: the ticks are read from a ref, so fast keys see each other's effect.
  const tickedRef = useRef<ReadonlySet<T>>(new Set(defaultValues ?? []));
  const [ticked, setTicked] = useState(tickedRef.current);
  const [problem, setProblem] = useState<string | undefined>();
  useInput((input, key) => {
    if (key.ctrl && input === 'c') return onCancel();
    if (key.upArrow) move(-1);
    if (key.downArrow) move(1);
    const highlighted = choices[current()];
    if (input === ' ' && highlighted) {
      const next = new Set(tickedRef.current);
      if (next.has(highlighted.value)) next.delete(highlighted.value);
      else next.add(highlighted.value);
      tickedRef.current = next;
      setTicked(next);
      setProblem(undefined);
    }
    if (key.return) {
      const chosen = choices.filter((choice) => tickedRef.current.has(choice.value)).map((choice) => choice.value);
      if (chosen.length === 0) setProblem('Choose at least one (Space ticks a line).');
      else onSubmit(chosen);
    }
  });
  return (
    <Box flexDirection="column">
      <Question message={`${message} (Space to tick, Enter to confirm)`} />
      {choices.map((choice, index) => (
        <Text key={choice.value} {...style.color(index === cursor ? 'cyan' : undefined)}>
          {index === cursor ? '❯ ' : '  '}
          {ticked.has(choice.value) ? '◉' : '◯'} {choice.label}
          {choice.hint ? <Text {...style.dim()}> {choice.hint}</Text> : null}
        </Text>
      ))}
      {problem ? <Text {...style.color('red')}>{problem}</Text> : null}
    </Box>
  );
}
