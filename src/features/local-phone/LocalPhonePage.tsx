/**
 * /local/phone (local mode): the local phone line's calls as they ring, newest first, answered here —
 * so a newcomer reads a verification code, confirms a wake-up call or lets it ring, without a terminal.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../components/routing/Routing';
import { RequireAuth } from '../../auth/RequireAuth';
import { LOCAL_RING_MS } from '../../core/localPhone';
import { LocalCallCard } from './LocalCallCard';
import { useLocalCalls } from './useLocalCalls';

function LocalPhone() {
  const { state, refresh, choose } = useLocalCalls();
  const ringing = state.calls?.filter((c) => c.line.state === 'ringing').length ?? 0;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="h4" component="h1">
            Local phone
          </Typography>
          <Link component={RouterLink} to="/dashboard">
            Back to Daybreak
          </Link>
        </Stack>
        <Typography>Local mode: this page is your phone. No real call is made.</Typography>
        <Typography variant="body2" color="text.secondary">
          A call rings here for {LOCAL_RING_MS / 1000} seconds: answer it and press 1, or let it
          ring to see the call tried again.
        </Typography>
        <Typography role="status" sx={{ fontWeight: 600, minHeight: '1.5em' }}>
          {state.status === 'loading'
            ? 'Loading calls...'
            : ringing > 0
              ? `${ringing === 1 ? 'A call is' : `${ringing} calls are`} ringing.`
              : ''}
        </Typography>
        {state.error !== null && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={refresh}>
                Retry
              </Button>
            }
          >
            {state.error}
          </Alert>
        )}
        {state.calls?.length === 0 && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography>No calls yet. Calls the app places appear here as they ring.</Typography>
          </Paper>
        )}
        {state.calls && state.calls.length > 0 && (
          <Box
            component="ol"
            aria-label="Calls on the local phone, newest first"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
          >
            {state.calls.map((call) => (
              <li key={call.id}>
                <LocalCallCard call={call} onChoose={choose} />
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </Container>
  );
}

/** Needs a session like the dashboard: signed-out visitors sign in and come back here. */
export function LocalPhonePage() {
  return (
    <RequireAuth>
      <LocalPhone />
    </RequireAuth>
  );
}
