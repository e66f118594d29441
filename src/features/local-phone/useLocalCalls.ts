/**
 * The local line's calls, asked for again every POLL_MS while the page is visible (a call rings
 * without warning), and the person's choice on one.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/endpoints';
import { errorText } from '../../api/client';
import type { LocalCall, LocalCallAction } from '../../core/types';

export const POLL_MS = 1500;

export type LocalCallsState =
  | { status: 'loading'; calls: null; error: null }
  | { status: 'ready'; calls: LocalCall[]; error: string | null }
  | { status: 'error'; calls: null; error: string };

export function useLocalCalls() {
  const [state, setState] = useState<LocalCallsState>({
    status: 'loading',
    calls: null,
    error: null,
  });
  // Bumped to ask again at once (Retry, after a choice).
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    // Per run: a load still in flight when Retry starts a new run must not start a second poll.
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const calls = await api.getLocalCalls();
        if (active) setState({ status: 'ready', calls, error: null });
      } catch (error) {
        const message = errorText(error, 'Failed to load the local phone’s calls.');
        if (active)
          setState((before) =>
            before.calls
              ? { ...before, error: message }
              : { status: 'error', calls: null, error: message },
          );
      }
      if (active && document.visibilityState === 'visible')
        timer = setTimeout(() => void load(), POLL_MS);
    };
    // Hidden: no polling; shown again: ask at once, then poll.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      void load();
    };
    void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [tick]);

  /** Sends the choice; the answer replaces the call at once. Throws the server's refusal. */
  const choose = useCallback(async (id: number, action: LocalCallAction) => {
    const updated = await api.answerLocalCall(id, action);
    setState((before) =>
      before.calls
        ? { ...before, calls: before.calls.map((c) => (c.id === id ? updated : c)) }
        : before,
    );
  }, []);

  return { state, refresh, choose };
}
