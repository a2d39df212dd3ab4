/**
 * How a service reports a step that takes a while (a network call, a
 * generation). The terminal shows a spinner, a pipe one line, --json nothing.
 * Services know only this interface, never ink.
 */
export interface Progress {
  step<T>(title: string, work: () => Promise<T>): Promise<T>;
}

export const silentProgress: Progress = { step: (_title, work) => work() };
