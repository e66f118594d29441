import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CallerLine } from '../../components/CallerLine';
import { useAtomValue, useSetAtom } from 'jotai';
import type { CallRecord } from '../../core/types';
import { screenTitles } from '../../core/messages';
import { formatInZone } from '../../core/timezones';
import { callHistoryAtom, loadCallsAtom } from '../../state/calls';
import { profileAtom } from '../../state/profile';
import { scheduleAtom } from '../../state/schedule';
import { CallDetails } from './CallDetails';
import { attemptsText, callInstant, callOutcome, kindLabel, lineText } from './callText';

function CallRow({
  call,
  zone,
  onOpen,
}: {
  call: CallRecord;
  zone: string | null;
  onOpen: () => void;
}) {
  const when = formatInZone(callInstant(call), zone);
  const outcome = callOutcome(call, zone);
  const facts = [attemptsText(call), lineText(call)];
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onOpen}>
        <ListItemText
          primary={`${kindLabel[call.kind]}, ${when}`}
          secondary={facts.join(' · ')}
          sx={{ mr: 2 }}
        />
        {/* Filled success and error chips (the theme's own text colour on each), the rest neutral. A
            long outcome wraps inside its chip on a phone. */}
        <Chip
          label={outcome.label}
          size="small"
          {...(outcome.tone === 'success' || outcome.tone === 'error'
            ? { color: outcome.tone }
            : { variant: 'outlined' as const })}
          sx={{
            flexShrink: 0,
            maxWidth: '45%',
            height: 'auto',
            py: 0.25,
            '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center' },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** /dashboard/calls: the user's calls, newest first, a page at a time; one opens with its words and audio. */
export function CallsPage() {
  const history = useAtomValue(callHistoryAtom);
  const load = useSetAtom(loadCallsAtom);
  const scheduleZone = useAtomValue(scheduleAtom)?.timezone;
  const profileZone = useAtomValue(profileAtom)?.timezone;
  const zone = scheduleZone ?? profileZone ?? null;
  const [openId, setOpenId] = useState<number | null>(null);

  const [detailsOpen, setDetailsOpen] = useState(false);

  // Each visit asks for the first page again, so a call placed since shows at the top.
  useEffect(() => {
    void load(true);
  }, [load]);

  const { calls, status, hasMore, error } = history;

  // More rows on scroll: when the end of the list comes into view, the next page loads. The Load
  // more button under it stays, for the keyboard and screen readers.
  const end = useRef<HTMLDivElement>(null);
  const canLoadMore = hasMore && status === 'ready';
  useEffect(() => {
    const target = end.current;
    if (!canLoadMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, load, calls.length]);
  const firstLoad = calls.length === 0 && (status === 'idle' || status === 'loading');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {screenTitles.calls}
      </Typography>
      <CallerLine />
      {firstLoad && <Typography role="status">Loading calls...</Typography>}
      {status === 'ready' && calls.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2">
            No calls yet
          </Typography>
          <Typography color="text.secondary">
            Your wake-up, test and verification calls will appear here, with what they said.
          </Typography>
        </Paper>
      )}
      {calls.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Your calls, newest first" disablePadding>
            {calls.map((call) => (
              <CallRow
                key={call.id}
                call={call}
                zone={zone}
                onOpen={() => {
                  setOpenId(call.id);
                  setDetailsOpen(true);
                }}
              />
            ))}
          </List>
        </Paper>
      )}
      {status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void load(calls.length === 0)}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {hasMore && <div ref={end} aria-hidden data-testid="calls-end" />}
      {hasMore && status !== 'error' && (
        <Button
          variant="outlined"
          onClick={() => void load()}
          disabled={status === 'loading'}
          sx={{ alignSelf: 'center' }}
        >
          {status === 'loading' ? 'Loading...' : 'Load more'}
        </Button>
      )}
      <CallDetails
        call={calls.find((c) => c.id === openId) ?? null}
        zone={zone}
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
      />
    </Stack>
  );
}
