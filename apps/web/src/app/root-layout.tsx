import { Outlet } from 'react-router-dom';
import { SessionProvider } from '../session/session-context.tsx';
import { ThemeProvider } from '../theme/theme-context.tsx';

/** Every route sits under the theme mode and the session. */
export function RootLayout() {
  return (
    <ThemeProvider>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </ThemeProvider>
  );
}
