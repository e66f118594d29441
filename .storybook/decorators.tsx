import type { Decorator } from '@storybook/react-vite';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../src/constants';

/** A fresh Jotai store, a router at `parameters.route` ('/' by default) and the toast container, per story. */
export const withAppProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <JotaiProvider store={createStore()}>
      <MemoryRouter initialEntries={[route]}>
        <Story />
        <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} />
      </MemoryRouter>
    </JotaiProvider>
  );
};
