import { Outlet } from 'react-router-dom';
import { SessionProvider } from '../session/session-context.tsx';

/** Every route sits under the session. */
export function RootLayout() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
