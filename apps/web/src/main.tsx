import './no-eval.ts';
import 'virtual:kitsmith-tokens.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppShell } from './app/app-shell.tsx';
import { applyThemeMode, readStoredThemeMode } from './theme/theme.ts';

// The visitor's theme as soon as the script runs (a page rendered ahead may have painted in the system's scheme
// already: the page's policy allows no inline script that would run sooner).
applyThemeMode(readStoredThemeMode());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  </StrictMode>
);
// The public pages arrive rendered (prerender.tsx): React takes over their markup, in a transition so the work comes in
// slices between which the browser answers the visitor; every other route starts empty.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
