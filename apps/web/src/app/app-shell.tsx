import { SessionProvider } from '../session/session-context.tsx';
import { ThemeProvider } from '../theme/theme-context.tsx';
import { AppRoutes } from './router.tsx';

/** The app inside its router: the browser's (main.tsx), or a fixed address when the build renders a page ahead (prerender.tsx). */
export function AppShell() {
  return (
    <ThemeProvider>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </ThemeProvider>
  );
}
