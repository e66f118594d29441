import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appHistory } from '../components/routing/Routing';
import { App } from './App';
import { preloadRoute } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Every move of the app waits for its screen's modules, so the screen on show stays until the next
// can render.
appHistory().beforeMove = preloadRoute;

/**
 * A dashboard route comes with the server's shell already painted in the root (src/app/staticShell.tsx).
 * Rendering before the route's lazy screens have loaded would blank it: the app renders once they
 * have (or failed: the route then shows its error), and takes the shell's place in one commit.
 */
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
