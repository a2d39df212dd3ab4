import { render, renderToString, type RenderOptions } from 'ink';
import type { ReactElement, ReactNode } from 'react';
import type { CliError } from '../../errors.ts';
import type { Block } from '../blocks.ts';
import type { OutputSettings } from '../output-settings.ts';
import { cancelled, type CliIo, type OutputStream, type Ui } from '../ui.ts';
import { BlocksView, ErrorView } from './blocks-view.tsx';
import { Answered, MultiSelectPrompt, SelectPrompt, TextPrompt } from './prompts.tsx';
import { StepLine } from './step-line.tsx';
import { ColorContext } from './theme.tsx';

interface Answer<T> {
  onSubmit: (value: T) => void;
  onCancel: () => void;
}

/** The terminal printer: spinners for steps, coloured blocks, prompts. Loaded only in an interactive terminal. */
export function createInkUi(io: CliIo, settings: OutputSettings): Ui {
  const themed = (node: ReactNode) => <ColorContext.Provider value={settings.color}>{node}</ColorContext.Provider>;
  // Only a terminal gets here (see createUi), so these are the process's own TTY streams.
  const options: RenderOptions = {
    stdout: io.stdout as NodeJS.WriteStream,
    stderr: io.stderr as NodeJS.WriteStream,
    stdin: io.stdin as NodeJS.ReadStream,
    exitOnCtrlC: false,
    patchConsole: false,
  };
  const print = (stream: OutputStream, node: ReactNode) => {
    // A terminal that reports no width (some pseudo-terminals say 0) gets the usual 80 columns.
    const text = renderToString(themed(node), { columns: stream.columns || 80 });
    if (text) stream.write(`${text}\n`);
  };

  function ask<T>(message: string, prompt: (answer: Answer<T>) => ReactElement, show: (value: T) => string): Promise<T> {
    return new Promise((resolve, reject) => {
      const instance = render(
        themed(
          prompt({
            onSubmit: (value) => {
              instance.rerender(themed(<Answered message={message} answer={show(value)} />));
              instance.unmount();
              resolve(value);
            },
            onCancel: () => {
              instance.unmount();
              reject(cancelled());
            },
          }),
        ),
        options,
      );
    });
  }

  return {
    settings,
    async step(title, work) {
      const instance = render(themed(<StepLine title={title} status="running" />), options);
      try {
        const value = await work();
        instance.rerender(themed(<StepLine title={title} status="done" />));
        return value;
      } catch (error) {
        instance.rerender(themed(<StepLine title={title} status="failed" />));
        throw error;
      } finally {
        instance.unmount();
      }
    },
    show: (blocks: readonly Block[]) => print(io.stdout, <BlocksView blocks={blocks} />),
    result: (_value, blocks) => print(io.stdout, <BlocksView blocks={blocks()} />),
    error: (error: CliError) => print(io.stderr, <ErrorView message={error.message} suggestion={error.suggestion} />),
    prompt: {
      text: ({ message, defaultValue, secret, validate }) =>
        ask(
          message,
          (answer) => (
            <TextPrompt message={message} defaultValue={defaultValue} secret={secret} validate={validate} {...answer} />
          ),
          (value) => (secret ? '*'.repeat(value.length) : value || '(none)'),
        ),
      select: ({ message, choices, defaultValue }) =>
        ask(
          message,
          (answer) => <SelectPrompt message={message} choices={choices} defaultValue={defaultValue} {...answer} />,
          (value) => choices.find((choice) => choice.value === value)?.label ?? value,
        ),
      multiSelect: ({ message, choices, defaultValues }) =>
        ask(
          message,
          (answer) => <MultiSelectPrompt message={message} choices={choices} defaultValues={defaultValues} {...answer} />,
          (values) => values.join(', '),
        ),
    },
  };
}
