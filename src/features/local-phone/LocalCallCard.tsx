/**
 * One call on the local phone: who, when, the phone's buttons, and once it is answered (or over) its
 * words (a verification code shown big) and audio: a ringing phone says nothing yet.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { AudioPlayer } from '../../components/AudioPlayer';
import { notify } from '../../components/notify';
import { localActionAllowed } from '../../core/localPhone';
import { formatPhone } from '../../core/phone';
import { codeInWords } from '../../core/spokenCode';
import type { LocalCall, LocalCallAction } from '../../core/types';
import { actionLabel, callTime, kindLabel, lineText } from './localCallText';

const ACTIONS = Object.keys(actionLabel) as LocalCallAction[];
/** What a person most likely wants on a ringing phone stands out. */
const MAIN: readonly LocalCallAction[] = ['answer', 'press-1'];

export function LocalCallCard({
  call,
  onChoose,
}: {
  call: LocalCall;
  onChoose: (id: number, action: LocalCallAction) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  // Answering plays the call, and 3 plays it again from the start, as the phone line would.
  const [plays, setPlays] = useState(0);
  const titleId = `local-call-${call.id}`;
  const { line } = call;
  // A text message (a backup contact's alert): sent, nothing to answer.
  const isText = call.channel === 'sms';
  // Ringing, a call has said nothing yet: its words and code come with Answer, as on a phone.
  const heard = isText || line.state !== 'ringing';
  const code = heard && call.kind === 'verification' ? codeInWords(call.text) : null;

  const choose = async (action: LocalCallAction) => {
    setBusy(true);
    try {
      await onChoose(call.id, action);
      if (action === 'answer' || (action === 'press-3' && call.kind === 'wakeup'))
        setPlays((n) => n + 1);
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {kindLabel[call.kind]}
        </Typography>
        {/* Filled success passes contrast in both modes; the rest stay outlined. */}
        <Chip
          label={isText ? 'Text sent' : lineText(line)}
          size="small"
          {...(line.outcome === 'confirmed'
            ? { color: 'success' as const }
            : { variant: 'outlined' as const })}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        To {formatPhone(call.to)} · {callTime(call.created_at)}
      </Typography>

      {!heard && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          Answer to hear what it says.
        </Typography>
      )}

      {code && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary" id={`${titleId}-code`}>
            Verification code
          </Typography>
          <Typography
            aria-labelledby={`${titleId}-code`}
            sx={{
              fontSize: { xs: '2.25rem', sm: '3rem' },
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              letterSpacing: '0.15em',
              lineHeight: 1.2,
            }}
          >
            {code}
          </Typography>
        </Box>
      )}

      {heard && (
        <>
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{call.text}</Typography>
          {call.audio_url && (
            <Box sx={{ mt: 1 }}>
              <AudioPlayer
                // A call that ends (pressed 1, hung up) stops its sound, as a phone does: the player
                // starts again at rest, there to hear again.
                key={line.state === 'ended' ? 'ended' : plays}
                autoPlay={plays > 0 && line.state !== 'ended'}
                src={call.audio_url}
                label={`Audio of the ${kindLabel[call.kind].toLowerCase()}`}
              />
            </Box>
          )}
        </>
      )}

      {!isText && line.state !== 'ended' && !line.waiting && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          LOCAL_CALL_OUTCOME plays this call: it answers by itself.
        </Typography>
      )}

      {!isText && (
        <Box
          role="group"
          aria-label={`${kindLabel[call.kind]}: phone buttons`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
        >
          {ACTIONS.map((action) => (
            <Button
              key={action}
              size="small"
              variant={MAIN.includes(action) ? 'contained' : 'outlined'}
              color={action === 'decline' || action === 'hang-up' ? 'error' : 'primary'}
              disabled={busy || !line.waiting || !localActionAllowed(line.state, action)}
              onClick={() => void choose(action)}
            >
              {actionLabel[action]}
            </Button>
          ))}
        </Box>
      )}
    </Paper>
  );
}
