/**
 * Voice previews do not stall other users: synthesis runs in worker threads, identical (voice, text)
 * previews are synthesized once, and each user has a preview limit.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  it('synthesis runs in worker threads, not on the event loop other requests run on', async () => {
    const { token } = await server.newUser();
    const long = (i: number) =>
      `Good morning number ${i}! Time to start your day with energy and purpose. `.repeat(6);
    // A structural check (timings are for the benchmark): every synthesis is handed to a worker.
    const handedOver = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => {
          const res = await preview(token, long(i));
          return { status: res.status, size: (await res.arrayBuffer()).byteLength };
        }),
      );
      expect(answers.every((a) => a.status === 200 && a.size > 100_000)).toBe(true);
      // eSpeak NG's arguments end with the text.
      const texts = handedOver.mock.calls.map(([message]) =>
        (message as { args?: string[] }).args?.at(-1),
      );
      // Four distinct previews, four syntheses handed to workers.
      expect(texts.filter((text) => text?.startsWith('Good morning number')).length).toBe(4);
    } finally {
      handedOver.mockRestore();
    }
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
