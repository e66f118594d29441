import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../src/core/constants';

type Store = ReturnType<typeof createStore>;

function Elsewhere() {
  return <p role="status">Navigated to {useLocation().pathname}</p>;
}

/**
 * Per story: a Jotai store (a loader's `store` if it prepared one, else a fresh one), a router at
 * `parameters.route` ('/' by default) where navigating away shows where it went, and the toasts.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const loaded = (context.loaded as { store?: Store } | undefined)?.store;
  const route = (context.parameters.route as string | undefined) ?? '/';
  const path = route.split('?')[0] ?? '/';
  return (
    <StoreProvider store={loaded}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={<Story />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
        <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} position="bottom-right" />
      </MemoryRouter>
    </StoreProvider>
  );
};

function StoreProvider({
  store,
  children,
}: {
  store: Store | undefined;
  children: React.ReactNode;
}) {
  const [own] = useState(() => store ?? createStore());
  return <JotaiProvider store={own}>{children}</JotaiProvider>;
}
