import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keeps attributes on the root element of a same-origin frame's document (a script-free showcase the page
 * styles by attribute): set once the document has loaded, and again whenever they change. `ready` turns
 * true once the loaded document wears them, so the frame can stay hidden until then.
 */
export function useFramedDocument(attributes: Readonly<Record<string, string>>) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const key = JSON.stringify(attributes);

  const apply = useCallback(() => {
    const root = frame.current?.contentDocument?.documentElement;
    // Before it loads, the frame holds about:blank: nothing to style yet.
    if (!root || frame.current?.contentDocument?.URL === 'about:blank') return false;
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) root.setAttribute(name, value);
    return true;
  }, [key]);

  useEffect(() => {
    apply();
  }, [apply]);

  const onLoad = useCallback(() => setReady(apply()), [apply]);
  return { frame, ready, onLoad };
}
