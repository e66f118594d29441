/**
 * Voice previews do not stall other users: synthesis runs in worker threads, identical (voice, text)
 * previews are synthesized once, and each user has a preview limit.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import SamJs from 'sam-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import limits from '../../schemas/limits.json';
import { cachedSpeech, type Speech } from '../../server/calls/speech';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const RACHEL = '21m00Tcm4TlvDq8ikWAM';
const preview = (token: string, text: string) =>
  fetch(`${server.url}/api/voice/preview/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ voice_id: RACHEL, text }),
  });

describe('voice preview', () => {
  it('synthesis does not block the event loop other requests run on', async () => {
    const { token } = await server.newUser();
    const long = (i: number) =>
      `Good morning number ${i}! Time to start your day with energy and purpose. `.repeat(6);
    // Warm up (workers start, code is compiled) before measuring.
    await (await preview(token, 'warm up')).arrayBuffer();
    // What one of these syntheses costs when it does run on this thread (the machine may be busy:
    // compare with that, not with a fixed number of milliseconds).
    const started = performance.now();
    new SamJs({ pitch: 64, speed: 72, mouth: 128, throat: 128 }).wav(long(9));
    const onThread = performance.now() - started;
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const answers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const res = await preview(token, long(i));
        return { status: res.status, size: (await res.arrayBuffer()).byteLength };
      }),
    );
    delay.disable();
    expect(answers.every((a) => a.status === 200 && a.size > 100_000)).toBe(true);
    // On the main thread, each preview would stall the loop for about `onThread` in one stretch.
    expect(delay.max / 1e6).toBeLessThan(onThread / 2);
  });

  it('identical (voice, text) previews are synthesized once, even when asked at the same time', async () => {
    let synthesized = 0;
    const inner: Speech = {
      isKnownVoice: async () => true,
      synthesize: async (text) => {
        synthesized++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { contentType: 'audio/wav', bytes: new TextEncoder().encode(text) };
      },
    };
    const speech = cachedSpeech(inner, 2);
    const [a, b] = await Promise.all([
      speech.synthesize('hi', 'v1'),
      speech.synthesize('hi', 'v1'),
    ]);
    expect(a).toBe(b);
    expect(synthesized).toBe(1);
    await speech.synthesize('hi', 'v2');
    await speech.synthesize('hello', 'v1');
    expect(synthesized).toBe(3);
    // The least recently used entry ('hi', v1) was dropped at capacity 2.
    await speech.synthesize('hi', 'v1');
    expect(synthesized).toBe(4);
  });

  it(`allows ${limits.voicePreviewsPerUser} previews per user per window, even when asked at once`, async () => {
    const { token } = await server.newUser();
    const other = await server.newUser();
    const statuses = await Promise.all(
      Array.from({ length: limits.voicePreviewsPerUser + 10 }, async () => {
        const res = await preview(token, 'Good morning!');
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(limits.voicePreviewsPerUser);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = await preview(token, 'Good morning!');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many voice previews. Please wait a few minutes and try again.',
    });
    expect((await preview(other.token, 'Good morning!')).status).toBe(200);
  });
});
