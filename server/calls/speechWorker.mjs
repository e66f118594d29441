// Runs SAM speech synthesis off the main thread (plain JavaScript: workers load it without a loader).
import { parentPort } from 'node:worker_threads';
import SamJs from 'sam-js';

parentPort?.on('message', ({ id, text, voice }) => {
  try {
    const bytes = new SamJs(voice).wav(text);
    parentPort?.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
