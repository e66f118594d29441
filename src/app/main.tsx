import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { router } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * A dashboard route comes with the server's shell already painted in the root (src/app/staticShell.tsx).
 * The router renders nothing until the route's lazy screens have loaded: rendering before would blank
 * the shell, so the app renders once the router is ready, and takes the shell's place in one commit.
 */
async function routerReady(): Promise<void> {
  if (!root?.hasChildNodes() || router.state.initialized) return;
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

void routerReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
