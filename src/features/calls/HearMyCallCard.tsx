import { useRef, useState } from 'react';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import type { CallPreview } from '../../core/types';
import { previewCallAtom } from '../../state/calls';
import { useAction } from '../../state/useAction';

const previewTexts = { error: 'Could not prepare your call. Please try again.' };

/** Hear my call: plays tomorrow's call in the chosen voice, its words shown, with progress and stop. */
export function HearMyCallCard() {
  const preparing = useAction(previewCallAtom, previewTexts);
  const [preview, setPreview] = useState<CallPreview | null>(null);
  const [progress, setProgress] = useState(0);
  const audio = useRef<HTMLAudioElement>(null);

  const hear = async () => {
    const outcome = await preparing.run();
    if (outcome.ok) {
      setProgress(0);
      setPreview(outcome.value);
    }
  };
  const stop = () => {
    audio.current?.pause();
    setPreview(null);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="hear-title">
      <CardContent>
        <Typography id="hear-title" variant="h5" component="h2" gutterBottom>
          Hear my call
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Plays tomorrow&apos;s call in your voice, as your saved routine stands: unsaved changes
          are heard once saved.
        </Typography>
        {preview ? (
          <Stack spacing={2}>
            <Box
              component="audio"
              ref={audio}
              src={preview.audio}
              autoPlay
              onTimeUpdate={(e) => {
                const { currentTime, duration } = e.currentTarget;
                if (duration > 0) setProgress(Math.min(100, (currentTime / duration) * 100));
              }}
              onEnded={() => setProgress(100)}
            />
            <LinearProgress variant="determinate" value={progress} aria-label="Call playback" />
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{preview.words}</Typography>
            <Button
              variant="outlined"
              startIcon={<StopIcon />}
              onClick={stop}
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
            disabled={preparing.busy}
          >
            {preparing.busy ? 'Preparing your call...' : 'Hear my call'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
