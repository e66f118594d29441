/**
 * The offline synthesizer: eSpeak NG compiled to WebAssembly (npm `espeak-ng`), run in a worker thread
 * so a second of synthesis never blocks the server. Far more intelligible than SAM (real English
 * letter-to-sound rules, numbers, stress); each built-in voice is its own variant, pitch and pace.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Audio } from './speech';

/** eSpeak NG arguments per built-in voice id (the voice provider's premade ids). */
const voices: Record<string, string[]> = {
  '21m00Tcm4TlvDq8ikWAM': ['-v', 'en-us+f3', '-p', '55', '-s', '165'], // Rachel: warm, professional
  pNInz6obpgDQGcFmaJgB: ['-v', 'en-us+m3', '-p', '30', '-s', '160'], // Adam: clear, authoritative
  AZnzlk1XvdvUeBnXmlld: ['-v', 'en-us+f4', '-p', '75', '-s', '185'], // Domi: friendly, energetic
  MF3mGyEYCl7XYWbV9V6O: ['-v', 'en-us+f2', '-p', '50', '-s', '140', '-a', '80'], // Elli: soft, gentle
};
const customVoice = ['-v', 'en-us', '-s', '165'];

// Plain JavaScript so the worker needs no TypeScript loader (tsx, Vitest or none).
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
let factory, wasm;
parentPort.on('message', async ({ id, args }) => {
  try {
    factory ??= (await import(workerData.entry)).default;
    wasm ??= await WebAssembly.compile(readFileSync(workerData.wasm));
    const espeak = await factory({
      arguments: [...args, '-w', 'out.wav'],
      print() {},
      printErr() {},
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm));
        return {};
      },
    });
    const wav = espeak.FS.readFile('out.wav');
    parentPort.postMessage({ id, wav }, [wav.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Reply = { id: number; wav?: Uint8Array; error?: string };

export interface Synthesizer {
  synthesize(text: string, voiceId: string): Promise<Audio>;
}

export function espeakSynthesizer(): Synthesizer {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (a: Audio) => void; reject: (e: Error) => void }>();

  function start(): Worker {
    const entry = createRequire(import.meta.url).resolve('espeak-ng');
    const w = new Worker(workerSource, {
      eval: true,
      workerData: {
        entry: pathToFileURL(entry).href,
        wasm: path.join(path.dirname(entry), 'espeak-ng.wasm'),
      },
    });
    w.on('message', ({ id, wav, error }: Reply) => {
      const waiter = pending.get(id);
      pending.delete(id);
      if (!pending.size) w.unref();
      if (!waiter) return;
      if (wav) waiter.resolve({ contentType: 'audio/wav', bytes: new Uint8Array(wav) });
      else waiter.reject(new Error(`eSpeak NG failed: ${error}`));
    });
    w.on('error', (error) => {
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
      worker = null;
    });
    w.unref();
    return w;
  }

  return {
    synthesize(text, voiceId) {
      worker ??= start();
      const id = next++;
      // A leading dash would read as an option; the text is one argument, never a shell string.
      const words = text.replace(/^[\s-]+/, '') || 'Hello';
      const args = [...(voices[voiceId] ?? customVoice), words];
      worker.ref();
      return new Promise<Audio>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker?.postMessage({ id, args });
      });
    },
  };
}
