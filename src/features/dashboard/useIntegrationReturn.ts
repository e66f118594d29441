import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { refreshIntegrationsAtom } from '../../state/dashboard';
import { success } from '../../core/messages';
import { notify } from '../../components/notify';

/** Back from connecting with ?integration=success: clear the query, reload integrations, say so — once. */
export function useIntegrationReturn(ready: boolean) {
  const [params, setParams] = useSearchParams();
  const refresh = useSetAtom(refreshIntegrationsAtom);
  const handled = useRef(false);
  const returned = params.get('integration') === 'success';
  useEffect(() => {
    if (!ready || !returned || handled.current) return;
    handled.current = true;
    setParams({}, { replace: true });
    void refresh().then(() => notify.success(success.calendarConnected));
  }, [ready, returned, refresh, setParams]);
}
