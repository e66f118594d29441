import { appHistory, RoutingProvider } from '../components/routing/Routing';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <RoutingProvider history={appHistory()}>
        <AppRoutes />
      </RoutingProvider>
    </AppProviders>
  );
}
