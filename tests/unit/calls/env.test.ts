import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../server/env';

describe('the pipeline settings', () => {
  it('default to Twilio’s 1 call a second, 4 calls at once, answering and confirming, eSpeak NG', () => {
    expect(loadEnv({})).toMatchObject({
      callsPerSecond: 1,
      callConcurrency: 4,
      localCallOutcomes: ['confirm'],
      localSpeech: 'espeak',
    });
    expect(
      loadEnv({
        CALLS_PER_SECOND: '2.5',
        LOCAL_CALL_OUTCOME: 'no-answer, busy,confirm',
        LOCAL_SPEECH: 'sam',
      }),
    ).toMatchObject({
      callsPerSecond: 2.5,
      localCallOutcomes: ['no-answer', 'busy', 'confirm'],
      localSpeech: 'sam',
    });
  });

  it('are checked at boot with clear errors', () => {
    expect(() => loadEnv({ CALLS_PER_SECOND: '0' })).toThrow(
      'CALLS_PER_SECOND must be a positive number, got "0"',
    );
    expect(() => loadEnv({ LOCAL_CALL_OUTCOME: 'confirm,asleep' })).toThrow(
      'LOCAL_CALL_OUTCOME must list confirm, answer, no-answer, busy, voicemail, failed; got "asleep"',
    );
    expect(() => loadEnv({ LOCAL_SPEECH: 'festival' })).toThrow(
      'LOCAL_SPEECH must be espeak or sam',
    );
  });
});
