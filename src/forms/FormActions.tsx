import { createContext, useContext, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { busy as busyLabels } from '../core/messages';
import { LeaveGuard } from './unsaved/LeaveGuard';

/** What the form's actions row shows; given by context so RJSF's Form is not re-rendered for it. */
export interface ActionsState {
  busy: boolean;
  disabled: boolean;
  readonly: boolean;
  noSubmit: boolean;
  submitLabel: string;
  busyLabel: string | undefined;
  extra: ReactNode;
  guarding: boolean;
  dirty: boolean;
  guardWhen: boolean;
}
export const ActionsContext = createContext<ActionsState | null>(null);

/** The actions row (extra actions, then the submit button) and, when guarding, the leave guard. */
function Actions() {
  const state = useContext(ActionsContext);
  if (!state) return null;
  const { busy, disabled, readonly, guarding, dirty } = state;
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        {state.extra}
        {!readonly && !state.noSubmit && (
          <Button
            type="submit"
            variant="contained"
            disabled={busy || disabled || (guarding && !dirty)}
            startIcon={
              busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {busy ? (state.busyLabel ?? busyLabels.saving) : state.submitLabel}
          </Button>
        )}
      </Stack>
      {guarding && <LeaveGuard when={state.guardWhen} />}
    </>
  );
}

/** The actions row as RJSF's Form children: one element, the same on every render. */
export const formActions = <Actions />;
