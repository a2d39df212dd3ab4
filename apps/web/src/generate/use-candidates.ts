import type { GenerateInput } from '@kitsmith/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { runGenerator, type GenerateResult } from './run-generator.ts';

/**
 * Core's candidates for `input`, generated at most once a frame. A change runs the generator at once (in the layout
 * phase of the change, so the previews show it in that frame); further changes within the same frame wait for the
 * next animation frame, where the latest of them runs before that frame renders.
 */
export function useCandidates(input: GenerateInput): GenerateResult {
  const [result, setResult] = useState<GenerateResult>(() => runGenerator(input));
  const shown = useRef(input);
  const latest = useRef(input);
  const frame = useRef<number | undefined>(undefined);
  latest.current = input;

  useLayoutEffect(() => {
    if (shown.current === input) return;
    if (frame.current !== undefined) return; // generated already this frame: the frame's end takes the latest
    shown.current = input;
    setResult(runGenerator(input));
    const settle = () => {
      frame.current = undefined;
      const next = latest.current;
      if (shown.current === next) return;
      shown.current = next;
      const generated = runGenerator(next);
      frame.current = requestAnimationFrame(settle);
      flushSync(() => setResult(generated));
    };
    frame.current = requestAnimationFrame(settle);
  }, [input]);

  useLayoutEffect(
    () => () => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );
  return result;
}
