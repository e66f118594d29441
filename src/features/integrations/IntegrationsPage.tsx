import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useAtomValue, useSetAtom } from 'jotai';
import { errorText } from '../../api/client';
import { errors, loading, success } from '../../core/messages';
import { notify } from '../../components/notify';
import {
  connectIntegrationAtom,
  disconnectIntegrationAtom,
  integrationsAtom,
} from '../../state/dashboard';

const lastSynced = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Connected Services: one card, Google Calendar (SPEC §2 "Integrations screen"). */
export function IntegrationsPage() {
  const integrations = useAtomValue(integrationsAtom);
  const connect = useSetAtom(connectIntegrationAtom);
  const disconnect = useSetAtom(disconnectIntegrationAtom);
  const [pending, setPending] = useState(false);

  if (!integrations) return <Typography role="status">{loading.integrations}</Typography>;
  const calendar = integrations.find((i) => i.provider === 'google_calendar') ?? {
    provider: 'google_calendar',
    is_active: false,
    last_sync: null,
  };

  const onConnect = async () => {
    setPending(true);
    try {
      await connect('google_calendar');
    } catch (error) {
      notify.error(errorText(error, errors.startIntegration));
      setPending(false);
    }
  };
  const onDisconnect = async () => {
    setPending(true);
    try {
      await disconnect('google_calendar');
      notify.success(success.integrationDisconnected);
    } catch (error) {
      notify.error(errorText(error, errors.disconnectIntegration));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Connected Services
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 560 }} aria-labelledby="google-calendar-title">
        <CardContent sx={{ display: 'flex', gap: 2 }}>
          <EventIcon color="primary" fontSize="large" aria-hidden />
          <Box sx={{ flex: 1 }}>
            <Typography id="google-calendar-title" variant="h6" component="h2">
              Google Calendar
            </Typography>
            <Typography color="text.secondary">
              Lets your wake-up call read out today&apos;s events.
            </Typography>
            {calendar.is_active && calendar.last_sync && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                Last synced {lastSynced(calendar.last_sync)}
              </Typography>
            )}
          </Box>
          {calendar.is_active && <Chip color="success" label="Connected" size="small" />}
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          {calendar.is_active ? (
            <Button
              variant="outlined"
              color="error"
              disabled={pending}
              onClick={() => void onDisconnect()}
            >
              Disconnect
            </Button>
          ) : (
            <Button variant="contained" disabled={pending} onClick={() => void onConnect()}>
              Connect
            </Button>
          )}
        </CardActions>
      </Card>
    </>
  );
}
