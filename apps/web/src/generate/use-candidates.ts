import type { GenerateInput } from '@kitsmith/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { runGenerator, type GenerateResult } from './run-generator.ts';

/**
 * Core's candidates for `input`, regenerated at most once a frame: every change (a colour drag's steps included)
 * schedules one run at the next animation frame, which renders synchronously so the previews show it in that frame.
 */
export function useCandidates(input: GenerateInput): GenerateResult {
  const [result, setResult] = useState<GenerateResult>(() => runGenerator(input));
  const shown = useRef(input);
  const frame = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (shown.current === input) return;
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      shown.current = input;
      const next = runGenerator(input);
      flushSync(() => setResult(next));
    });
  }, [input]);
  useLayoutEffect(
    () => () => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );
  return result;
}
