/**
 * A local stand-in for ElevenLabs' text-to-speech API, written from its published reference (not from
 * the adapter): `POST /v1/text-to-speech/{voice_id}` with the `xi-api-key` header, a JSON body whose
 * `text` is required and whose `model_id` names one of its models, `output_format` in the query
 * (`ulaw_8000`: raw 8 kHz μ-law, no header); `GET /v1/voices/{voice_id}`. An unknown key is 401, an
 * unknown voice 404, a body without text 422 — each with `{ detail: { status, message } }`. A
 * `language_code` (ISO 639-1) enforces the language, which only Flash and Turbo v2.5 support: with
 * another model it is an error (400). It keeps
 * what it was sent, so a test (or the cost bench) counts the characters billed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The models its API lists (GET /v1/models), with what each costs per 1,000 characters on the API. */
export const MODELS = [
  'eleven_multilingual_v2',
  'eleven_flash_v2_5',
  'eleven_turbo_v2_5',
  'eleven_v3',
];

export interface ElevenLabsStandIn {
  url: string;
  /** Every synthesis: voice, model, format and text. */
  syntheses: {
    voiceId: string;
    model: string;
    /** The `language_code` sent, if any. */
    languageCode: string | null;
    format: string | null;
    text: string;
  }[];
  /** Characters billed so far (the `text` of every synthesis). */
  characters(): number;
  close(): Promise<void>;
}

const refuse = (
  res: ServerResponse,
  status: number,
  detail: { status: string; message: string },
) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ detail }));
};

export async function startElevenLabsStandIn(
  apiKey: string,
  voices: readonly string[],
): Promise<ElevenLabsStandIn> {
  const syntheses: ElevenLabsStandIn['syntheses'] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.headers['xi-api-key'] !== apiKey)
      return refuse(res, 401, { status: 'invalid_api_key', message: 'Invalid API key' });
    const voice = /^\/v1\/(voices|text-to-speech)\/([^/]+)$/.exec(url.pathname);
    if (!voice) return refuse(res, 404, { status: 'not_found', message: 'Not found' });
    const voiceId = voice[2] ?? '';
    if (!voices.includes(voiceId))
      return refuse(res, 404, {
        status: 'voice_not_found',
        message: 'A voice with that id was not found.',
      });
    if (voice[1] === 'voices' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ voice_id: voiceId, name: voiceId, category: 'premade' }));
    }
    if (req.method !== 'POST')
      return refuse(res, 405, { status: 'method_not_allowed', message: 'Method Not Allowed' });
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (() => {
        try {
          return JSON.parse(raw) as { text?: unknown; model_id?: unknown; language_code?: unknown };
        } catch {
          return null;
        }
      })();
      if (!body || typeof body.text !== 'string' || !body.text)
        return refuse(res, 422, { status: 'invalid_request', message: 'text: Field required' });
      const model = typeof body.model_id === 'string' ? body.model_id : 'eleven_multilingual_v2';
      if (!MODELS.includes(model))
        return refuse(res, 400, {
          status: 'model_not_found',
          message: `Model ${model} does not exist.`,
        });
      const languageCode = typeof body.language_code === 'string' ? body.language_code : null;
      if (languageCode !== null && !model.endsWith('_v2_5'))
        return refuse(res, 400, {
          status: 'unsupported_language',
          message: `Model ${model} does not support language enforcement.`,
        });
      syntheses.push({
        voiceId,
        model,
        languageCode,
        format: url.searchParams.get('output_format'),
        text: body.text,
      });
      // Silence: a tenth of a second of 8 kHz μ-law per 10 characters.
      res.writeHead(200, { 'Content-Type': 'audio/basic' });
      res.end(Buffer.alloc(Math.max(80, body.text.length * 80), 0xff));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    syntheses,
    characters: () => syntheses.reduce((n, s) => n + s.text.length, 0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
