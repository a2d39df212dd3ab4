import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec section 9: the notice is removed about 3.5 s after it appears, after a 0.3 s fade. */
export const NOTICE_MS = 3500;
export const NOTICE_FADE_MS = 300;

export interface NoticeState {
  name: string;
  fading: boolean;
  /** Changes on every application, so the same template applied twice shows afresh. */
  key: number;
}

function useNoticeState() {
  const [state, setState] = useState<NoticeState | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const count = useRef(0);
  const clear = () => timers.current.splice(0).forEach(clearTimeout);
  useEffect(() => clear, []);
  const show = useCallback((name: string) => {
    clear();
    const key = ++count.current;
    setState({ name, fading: false, key });
    timers.current.push(setTimeout(() => setState((current) => (current?.key === key ? { ...current, fading: true } : current)), NOTICE_MS - NOTICE_FADE_MS));
    timers.current.push(setTimeout(() => setState((current) => (current?.key === key ? null : current)), NOTICE_MS));
  }, []);
  return { state, show };
}

const NoticeContext = createContext<ReturnType<typeof useNoticeState> | null>(null);

/** Holds the notice for the editor: the templates gallery shows it, TemplateNotice draws it. */
export function TemplateNoticeProvider({ children }: { children: ReactNode }) {
  return <NoticeContext value={useNoticeState()}>{children}</NoticeContext>;
}

/** Shows the notice for a template just applied. */
export function useShowTemplateNotice(): (name: string) => void {
  const notice = use(NoticeContext);
  if (!notice) throw new Error('useShowTemplateNotice outside the editor');
  return notice.show;
}

/** 'Template Applied!' with the template's name, announced politely. */
export function TemplateNotice() {
  const notice = use(NoticeContext)?.state;
  return (
    <div className="editor-notice-region" role="status" aria-live="polite">
      {notice && (
        <div key={notice.key} className="editor-notice" data-fading={notice.fading || undefined} data-testid="template-notice">
          <strong>Template Applied!</strong> <span>{notice.name}</span>
        </div>
      )}
    </div>
  );
}
