import type { Notification } from '@kitsmith/client';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { api } from '../app/api.ts';
import { projectsChanged } from '../app/project-events.ts';
import { Icon } from '../ui/icons.tsx';
import { useDismiss } from '../ui/use-dismiss.ts';

/** How often the bell looks for new invitations while the tab is visible. */
export const NOTIFICATION_POLL_MS = 60_000;

type Feed = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; notifications: Notification[]; unread: number };

const message = (error: unknown) => (error instanceof Error ? error.message : 'An unexpected error occurred');

function describe(notification: Notification): string {
  const who = notification.invited_by ?? 'Someone';
  return `${who} invited you to ${notification.project_name} as ${notification.role}.`;
}

/** The top bar's bell: team invitations from the API, an unread dot, accept or decline in place. */
export function NotificationBell() {
  const [feed, setFeed] = useState<Feed>({ status: 'loading' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  const load = useCallback(async () => {
    try {
      const { notifications, unread_count } = await api.notifications.list();
      setFeed({ status: 'loaded', notifications, unread: unread_count });
    } catch (error) {
      setFeed((current) => (current.status === 'loaded' ? current : { status: 'error', message: message(error) }));
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, NOTIFICATION_POLL_MS);
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [load]);

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    setNotice(null);
    if (opening && feed.status === 'loaded' && feed.unread > 0) {
      setFeed({ ...feed, unread: 0 });
      api.notifications.markRead().catch((error: unknown) => console.error('Failed to mark notifications read', error));
    }
  };

  const act = async (notification: Notification, action: 'accept' | 'decline') => {
    setBusy(notification.id);
    setNotice(null);
    try {
      if (action === 'accept') {
        await api.notifications.acceptInvitation(notification.id);
        setNotice({ kind: 'done', text: `You joined ${notification.project_name}. It is in your projects now.` });
        projectsChanged();
      } else {
        await api.notifications.declineInvitation(notification.id);
        setNotice({ kind: 'done', text: `Invitation to ${notification.project_name} declined.` });
      }
      await load();
    } catch (error) {
      setNotice({ kind: 'error', text: message(error) });
    } finally {
      setBusy(null);
    }
  };

  const unread = feed.status === 'loaded' ? feed.unread : 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div className="popover-anchor" ref={container}>
      <button ref={trigger} type="button" className="icon-button bell" aria-expanded={open} aria-controls={panelId} aria-label={label} title={label} onClick={toggle}>
        <Icon name="bell" />
        {unread > 0 ? <span className="unread-dot" data-testid="unread-dot" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <div id={panelId} className="popover notifications" role="region" aria-label="Notifications">
          <h2 className="popover-title">Notifications</h2>
          {feed.status === 'loading' ? <p className="muted">Loading...</p> : null}
          {feed.status === 'error' ? (
            <p className="error-text">
              Could not load notifications: {feed.message}{' '}
              <button type="button" className="text-link-button" onClick={() => void load()}>
                Try again
              </button>
            </p>
          ) : null}
          {feed.status === 'loaded' && feed.notifications.length === 0 ? <p className="muted">You are all caught up.</p> : null}
          {feed.status === 'loaded' && feed.notifications.length > 0 ? (
            <ul className="notification-list">
              {feed.notifications.map((notification) => (
                <li key={notification.id} className={notification.unread ? 'notification notification-unread' : 'notification'}>
                  <p>{describe(notification)}</p>
                  <p className="muted">Expires {new Date(notification.expires_at).toLocaleDateString()}</p>
                  <div className="notification-actions">
                    <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => void act(notification, 'accept')}>
                      {busy === notification.id ? 'Working...' : 'Accept'}
                    </button>
                    <button type="button" className="button button-outline" disabled={busy !== null} onClick={() => void act(notification, 'decline')}>
                      Decline
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          <p role="status" className={notice?.kind === 'error' ? 'error-text' : 'muted'}>
            {notice?.text ?? ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
