import type { Page } from 'playwright-core';

/** What `installFrameTimer` puts on `window.__frameTimer`, for the page-side code of a bench. */
export interface FrameTimer {
  startOfFrame: () => Promise<number>;
  afterFrame: () => Promise<number>;
}

/** The p-th percentile (nearest rank) of some timings. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Installs `window.__frameTimer`: `startOfFrame()` resolves in a frame's animation-frame step,
 * `afterFrame()` in the first task after that frame has rendered (a message posted during the frame is
 * delivered only once its rendering task is done). Call it before the edit: its message is then queued
 * ahead of any task the edit schedules (React's background renders), which run after the frame.
 */
export async function installFrameTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const channel = new MessageChannel();
    const waiting: Array<(time: number) => void> = [];
    channel.port1.onmessage = () => waiting.shift()?.(performance.now());
    (window as unknown as { __frameTimer: unknown }).__frameTimer = {
      startOfFrame: () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
      afterFrame: () =>
        new Promise<number>((resolve) => {
          waiting.push(resolve);
          channel.port2.postMessage(null);
        }),
    };
  });
}
