import { useEffect, useState } from 'react';

/** How far below the viewport's top a section must reach to be the one read (the top bar and a margin above it). */
const READING_LINE_PX = 120;

/**
 * The id of the section being read: the last of `ids` whose top has passed a line just under the top bar, or the
 * last one once the page is scrolled to its end (a short last section never reaches the line). Null before any.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    const sections = key.split(' ').flatMap((id) => document.getElementById(id) ?? []);
    let frame = 0;
    const update = () => {
      frame = 0;
      const scroller = document.scrollingElement ?? document.documentElement;
      const atEnd = scroller.scrollTop > 0 && scroller.scrollTop + window.innerHeight >= scroller.scrollHeight - 2;
      const passed = sections.filter((section) => section.getBoundingClientRect().top <= READING_LINE_PX);
      setCurrent((atEnd ? sections.at(-1) : (passed.at(-1) ?? sections[0]))?.id ?? null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);

  return current;
}
