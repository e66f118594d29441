import Button from '@mui/material/Button';
import { Dialog } from '../../components/onDemand';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { CallRecord } from '../../core/types';
import { formatPhone } from '../../core/phone';
import { formatInZone } from '../../core/timezones';
import { AudioPlayer } from '../../components/AudioPlayer';
import { AttemptsList } from './AttemptsList';
import {
  attemptsText,
  callDuration,
  callInstant,
  callOutcome,
  kindLabel,
  toldText,
} from './callText';

/** One call opened: what it was, what happened on each attempt, the words spoken and its recording. */
export function CallDetails({
  call,
  zone,
  open,
  onClose,
}: {
  /** The call shown, kept while the dialog closes so it fades out with its content. */
  call: CallRecord | null;
  open: boolean;
  zone: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open && call !== null} onClose={onClose} aria-labelledby="call-title" fullWidth>
      {call && (
        <>
          <DialogTitle id="call-title">
            {kindLabel[call.kind]}, {formatInZone(callInstant(call), zone)}
          </DialogTitle>
          <DialogContent>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, columnGap: 2, m: 0 }}
            >
              <dt>Outcome</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {callOutcome(call, zone).label}
              </Box>
              {call.status === 'dead' && call.last_error && (
                <>
                  <dt>Why</dt>
                  <Box component="dd" sx={{ m: 0 }}>
                    {call.last_error}
                  </Box>
                </>
              )}
              {call.told && (
                <>
                  <dt>Backup contact</dt>
                  <Box component="dd" sx={{ m: 0 }}>
                    {toldText(call, zone)}
                  </Box>
                </>
              )}
              <dt>Attempts</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {attemptsText(call)}
              </Box>
              <dt>On the line</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {callDuration(call) ?? (call.status === 'ringing' ? 'Ringing now' : 'Not answered')}
              </Box>
              <dt>Number</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {formatPhone(call.to)}
              </Box>
            </Box>
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              Attempts
            </Typography>
            <AttemptsList call={call} zone={zone} />
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              Words
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>
              {call.words ?? 'No words were recorded for this call.'}
            </Typography>
            {call.fallbacks.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Said their fallback line: {call.fallbacks.join(', ')}
              </Typography>
            )}
            {call.audio_url ? (
              <Box sx={{ mt: 2 }}>
                <AudioPlayer src={call.audio_url} label="Recording of this call" />
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                No recording for this call.
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
