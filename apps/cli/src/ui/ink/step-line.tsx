import { Text } from 'ink';
import { useEffect, useState } from 'react';
import { useStyle } from './theme.tsx';

export type StepStatus = 'running' | 'done' | 'failed';

export const SPINNER_FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const SPINNER_INTERVAL_MS = 80;

function useSpinnerFrame(active: boolean): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % SPINNER_FRAMES.length), SPINNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);
  return SPINNER_FRAMES[index] ?? '';
}

/** One step of a command: a spinner while it runs, then a tick or a cross. */
export function StepLine({ title, status }: { title: string; status: StepStatus }) {
  const style = useStyle();
  const frame = useSpinnerFrame(status === 'running');
  const [symbol, color] = status === 'running' ? [frame, 'cyan'] : status === 'done' ? ['✔', 'green'] : ['✖', 'red'];
  return (
    <Text>
      <Text {...style.color(color)}>{symbol}</Text> {title}
    </Text>
  );
}
