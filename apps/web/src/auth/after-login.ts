const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Where to go after signing in: back to the protected page that sent us to /login, else /dashboard. */
export function afterLoginPath(state: unknown): string {
  const from = isRecord(state) ? state.from : undefined;
  if (!isRecord(from) || typeof from.pathname !== 'string' || from.pathname === '/login') return '/dashboard';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/** Whether /login was opened by a "Try Demo" entry (navigation state demo=true). */
export function cameForDemo(state: unknown): boolean {
  return isRecord(state) && state.demo === true;
}

/** The address to start the sign-in or sign-up form with (navigation state email, such as an invitation's). */
export function suggestedEmail(state: unknown): string {
  return isRecord(state) && typeof state.email === 'string' ? state.email : '';
}
