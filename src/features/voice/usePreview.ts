import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/endpoints';
import { PREVIEW_SAMPLE_TEXT } from '../../core/constants';

/** Plays a voice's preview; the same voice again pauses it. One audio element, object URLs revoked. */
export function usePreview() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  // The voice whose preview is being made (a second or two), so its button can say so.
  const [loading, setLoading] = useState<string | null>(null);

  const stop = () => {
    audio.current?.pause();
    setPlaying(null);
  };

  useEffect(
    () => () => {
      audio.current?.pause();
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  /** Fetches and plays; rejects when the voice can't be previewed. */
  const toggle = async (voiceId: string) => {
    if (playing === voiceId) {
      stop();
      return;
    }
    audio.current?.pause();
    setLoading(voiceId);
    const blob = await api
      .voicePreview({ voice_id: voiceId, text: PREVIEW_SAMPLE_TEXT })
      .finally(() => setLoading(null));
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = URL.createObjectURL(blob);
    const element = audio.current ?? new Audio();
    audio.current = element;
    element.src = url.current;
    element.onended = () => setPlaying(null);
    setPlaying(voiceId);
    await element.play().catch(() => undefined);
  };

  return { playing, loading, toggle };
}
