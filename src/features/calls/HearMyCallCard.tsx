import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { useAtomValue } from 'jotai';
import type { CallPreview } from '../../core/types';
import { info } from '../../core/messages';
import { nextCallDayAtom, previewCallAtom } from '../../state/calls';
import { userBlocksAtom } from '../../state/routine';
import { useAction } from '../../state/useAction';
import { loadPlayer } from '../../components/onDemand';

const previewTexts = { error: 'Could not prepare your call. Please try again.' };

// The player (its MUI slider) is needed once a call is heard: it loads while the call is prepared.
const AudioPlayer = lazy(() => loadPlayer().then((m) => ({ default: m.AudioPlayer })));
/** The player's height: its place is held if the call is ready before the player. */
const PLAYER_HEIGHT = 48;

/** Hear my call: plays the next call in the chosen voice, its words shown, in the app's player, with Stop. */
export function HearMyCallCard() {
  const preparing = useAction(previewCallAtom, previewTexts);
  const day = useAtomValue(nextCallDayAtom);
  // No enabled block: no call is due (the next-call line says why), so there is none to hear.
  const empty = useAtomValue(userBlocksAtom)?.some((b) => b.is_enabled) === false;
  const [preview, setPreview] = useState<CallPreview | null>(null);

  const hear = async () => {
    void loadPlayer();
    const outcome = await preparing.run();
    if (outcome.ok) setPreview(outcome.value);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="hear-title">
      <CardContent>
        <Typography id="hear-title" variant="h5" component="h2" gutterBottom>
          Hear my call
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Plays {day} call in your voice, as your saved routine stands: unsaved changes are heard
          once saved.
        </Typography>
        {empty && !preview && (
          <Typography id="hear-empty" sx={{ mb: 2 }}>
            {info.emptyRoutinePreview}
          </Typography>
        )}
        {preview ? (
          <Stack spacing={2}>
            {/* Stop unmounts the player, which ends the playback with it. */}
            <Suspense
              fallback={
                <Skeleton variant="rounded" height={PLAYER_HEIGHT} aria-label="Call playback" />
              }
            >
              <AudioPlayer src={preview.audio} label="Call playback" autoPlay />
            </Suspense>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{preview.words}</Typography>
            <Button
              variant="outlined"
              startIcon={<StopIcon />}
              onClick={() => setPreview(null)}
              sx={{ alignSelf: 'start' }}
            >
              Stop
            </Button>
          </Stack>
        ) : (
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            onClick={() => void hear()}
            disabled={preparing.busy || empty}
            aria-describedby={empty ? 'hear-empty' : undefined}
          >
            {preparing.busy ? 'Preparing your call...' : 'Hear my call'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
