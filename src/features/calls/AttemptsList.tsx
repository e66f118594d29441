import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CallRecord } from '../../core/types';
import { RingThroughGuide } from '../../components/RingThroughGuide';
import { attemptFacts } from './callText';

/** Every attempt of a call: when it rang, what the line said, how long it was on the line, the key. */
export function AttemptsList({ call, zone }: { call: CallRecord; zone: string | null }) {
  if (call.attempts.length === 0)
    return <Typography color="text.secondary">No attempt was made.</Typography>;
  return (
    <List aria-label="Attempts" dense disablePadding>
      {call.attempts.map((attempt) => {
        const facts = attemptFacts(call, attempt, zone);
        const details = [facts.onLine, facts.key].filter((d) => d !== null);
        return (
          <ListItem key={attempt.number} disableGutters sx={{ flexWrap: 'wrap' }}>
            <ListItemText
              primary={`Attempt ${attempt.number} · ${facts.time} · ${facts.outcome}`}
              secondary={details.length ? details.join(' · ') : null}
              sx={{ my: 0.25, fontVariantNumeric: 'tabular-nums' }}
            />
            {/* The phone never rang for the person: how to let it through. */}
            {attempt.outcome === 'silenced' && (
              <Box sx={{ flexBasis: '100%' }}>
                <RingThroughGuide />
              </Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
