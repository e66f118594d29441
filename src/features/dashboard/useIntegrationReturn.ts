import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../components/routing/Routing';
import { success } from '../../core/messages';
import { loadIntegrationsAtom } from '../../state/integrations';
import { useAction } from '../../state/useAction';

const refreshTexts = { success: success.calendarConnected };

/**
 * Back from connecting: with ?integration=success clear the query, reload integrations, say so —
 * once; with ?integration=cancelled only clear the query (nothing changed).
 */
export function useIntegrationReturn(ready: boolean) {
  const [params, setParams] = useSearchParams();
  const { run: refresh } = useAction(loadIntegrationsAtom, refreshTexts);
  const handled = useRef(false);
  const returned = params.get('integration');
  useEffect(() => {
    if (!ready || (returned !== 'success' && returned !== 'cancelled') || handled.current) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (returned === 'success') void refresh();
  }, [ready, returned, refresh, setParams]);
}
