/**
 * The app's own audio player: play/pause, a seekable position and elapsed / total time in the app's
 * font, and a clear line when a recording cannot be played. It replaces the browser's controls,
 * whose look (system font, codec-dependent times) differed from machine to machine.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';

/** "1:05"; "-:--" while the length is unknown (before metadata, or a stream with none). */
export function clockTime(seconds: number | null): string {
  if (seconds === null) return '-:--';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const LOAD_ERRORS: Record<number, string> = {
  1: 'Loading it was stopped.',
  2: 'The network failed while loading it.',
  3: 'It could not be decoded.',
  4: 'The file is missing or in a format this browser cannot play.',
};

/** Why play() was refused, or null when it was only interrupted (a pause before it began). */
function refusalText(error: unknown): string | null {
  if (error instanceof DOMException) {
    if (error.name === 'AbortError') return null;
    if (error.name === 'NotAllowedError')
      return 'The browser did not allow it to start: press Play.';
    if (error.name === 'NotSupportedError') return LOAD_ERRORS[4] ?? null;
  }
  return error instanceof Error && error.message ? error.message : '';
}

const known = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? seconds : null);

export interface AudioPlayerProps {
  src: string;
  /** Names the player for assistive technology ("Recording of this call"). */
  label: string;
  /** Starts at once (the user just asked to hear it); a refusal shows as the error line. */
  autoPlay?: boolean;
}

export function AudioPlayer({ src, label, autoPlay = false }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const play = useCallback(async () => {
    const el = audio.current;
    if (!el) return;
    setError(null);
    try {
      await el.play();
    } catch (refused) {
      const why = refusalText(refused);
      if (why !== null) setError(why);
    }
  }, []);

  useEffect(() => {
    if (autoPlay) void play();
  }, [autoPlay, play, src]);

  // Leaving the page (or Stop unmounting the player) ends the sound with it.
  useEffect(() => {
    const el = audio.current;
    return () => el?.pause();
  }, []);

  const toggle = () => {
    if (playing) audio.current?.pause();
    else void play();
  };

  const seek = (_event: Event, value: number) => {
    const el = audio.current;
    if (el) el.currentTime = value;
  };

  const total = clockTime(duration);
  return (
    <Box role="group" aria-label={label} sx={{ width: '100%' }}>
      <audio
        ref={audio}
        src={src}
        // Nothing is fetched before Play: what shows at rest never depends on the machine's codecs.
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={(e) => {
          setPlaying(false);
          setTime(e.currentTarget.currentTime);
        }}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onDurationChange={(e) => setDuration(known(e.currentTarget.duration))}
        onLoadedMetadata={(e) => setDuration(known(e.currentTarget.duration))}
        onError={(e) => {
          setPlaying(false);
          setError(LOAD_ERRORS[e.currentTarget.error?.code ?? 0] ?? '');
        }}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={toggle}
          color="primary"
          sx={{ flexShrink: 0 }}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <Slider
          aria-label="Position"
          size="small"
          min={0}
          max={duration ?? 1}
          step={1}
          value={Math.min(time, duration ?? 0)}
          disabled={duration === null}
          onChange={seek}
          getAriaValueText={(v) =>
            duration === null ? clockTime(v) : `${clockTime(v)} of ${total}`
          }
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {clockTime(time)} / {total}
        </Typography>
      </Stack>
      {error !== null && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          This recording could not be played.{error ? ` ${error}` : ''}
        </Typography>
      )}
    </Box>
  );
}
