import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { localSpeech } from '../../../server/calls/speech';
import { EnvError, loadEnv } from '../../../server/env';

const RACHEL = '21m00Tcm4TlvDq8ikWAM';

describe('speech workers', () => {
  it('SPEECH_WORKERS defaults to the core count and is honoured', () => {
    expect(loadEnv({}).speechWorkers).toBe(availableParallelism());
    expect(loadEnv({ SPEECH_WORKERS: '3' }).speechWorkers).toBe(3);
    expect(() => loadEnv({ SPEECH_WORKERS: '0' })).toThrow(EnvError);
    expect(() => loadEnv({ SPEECH_WORKERS: 'many' })).toThrow(EnvError);
  });

  it(
    'a pool starts no more workers than asked, and its default is one per core',
    { timeout: 60_000 },
    async () => {
      const speech = localSpeech({ workers: 2 });
      await Promise.all(
        Array.from({ length: 6 }, (_, i) => speech.synthesize(`Good morning ${i}`, RACHEL)),
      );
      expect(speech.usage().workers).toBe(2);
      expect(localSpeech().usage().size).toBe(availableParallelism());
    },
  );

  it(
    'keeps eSpeak NG warm: a worker creates its engine once, however many calls it speaks',
    { timeout: 60_000 },
    async () => {
      const speech = localSpeech({ workers: 1 });
      const before = speech.usage();
      const first = await speech.synthesize('Good morning, Sam.', RACHEL);
      const second = await speech.synthesize('It is 7 AM. Time to get up.', RACHEL);
      const third = await speech.synthesize('Good morning, Sam.', RACHEL);
      const after = speech.usage();
      expect(after.engineStarts - before.engineStarts).toBeLessThanOrEqual(1);
      expect(after.engineStarts).toBe(1);
      expect(after.tasks - before.tasks).toBe(3);
      // A reused engine says the same sentence at the same length: nothing (the options read, the
      // text) leaks from one call into the next. (Bytes may differ: eSpeak's breath noise is random.)
      expect(third.bytes.length).toBe(first.bytes.length);
      expect(second.bytes.length).not.toBe(first.bytes.length);
      expect(after.cpuMs).toBeGreaterThan(before.cpuMs);
    },
  );
});
