// One speech worker thread: synthesizes with eSpeak NG (kept warm), then encodes the audio for
// a phone line, so no step of it runs on the event loop. Plain JavaScript: loaded without a loader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { toPhoneLine } from './phoneAudio.mjs';

const OUT = 'out.wav';
/** This thread's CPU time (ns); Node 20 has no per-thread API, Linux has schedstat. */
function threadCpuNs() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return Number(process.hrtime.bigint()); // elsewhere: busy wall time, close for CPU-bound work
  }
}

/**
 * eSpeak NG's module is created once per worker (~150 ms of CPU: compile, instantiate, unpack its
 * data). Its `main` is then run once per call on a copy of the memory taken right after start-up,
 * so no C global (getopt's optind, the heap) carries over from one call to the next.
 */
let espeak = null;
let starts = 0;

async function startEspeak() {
  starts++;
  const entry = createRequire(import.meta.url).resolve('espeak-ng');
  const factory = (await import(pathToFileURL(entry).href)).default;
  const wasm = await WebAssembly.compile(
    readFileSync(path.join(path.dirname(entry), 'espeak-ng.wasm')),
  );
  const errors = [];
  let exports = null;
  const module = await factory({
    noInitialRun: true,
    print() {},
    printErr: (line) => void errors.push(line),
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(wasm, imports).then((instance) => {
        exports = instance.exports;
        done(instance, wasm);
      });
      return {};
    },
  });
  const pristine = new Uint8Array(exports.memory.buffer).slice();
  return { module, exports, pristine, errors };
}

function runEspeak({ module, exports, pristine, errors }, args) {
  new Uint8Array(exports.memory.buffer).set(pristine);
  errors.length = 0;
  if (module.FS.analyzePath(OUT).exists) module.FS.unlink(OUT);
  const stack = exports.stackSave();
  const argv = ['espeak-ng', ...args, '-w', OUT].map((arg) => {
    const bytes = new TextEncoder().encode(`${arg}\0`);
    const at = exports.malloc(bytes.length);
    new Uint8Array(exports.memory.buffer, at, bytes.length).set(bytes);
    return at;
  });
  const table = exports.malloc(4 * (argv.length + 1));
  new Uint32Array(exports.memory.buffer, table, argv.length + 1).set([...argv, 0]);
  let status;
  try {
    status = module._main(argv.length, table);
  } catch (error) {
    status = error?.status ?? String(error?.message ?? error); // exit() throws Emscripten's ExitStatus
  } finally {
    exports.stackRestore(stack);
  }
  if (status !== 0 || !module.FS.analyzePath(OUT).exists)
    throw new Error(`eSpeak NG exited with ${status}: ${errors.join(' ').slice(0, 200)}`);
  return module.FS.readFile(OUT);
}

async function synthesize(task) {
  espeak ??= startEspeak().catch((error) => {
    espeak = null; // a failed start is retried by the next call
    throw error;
  });
  return runEspeak(await espeak, task.args);
}

parentPort?.on('message', async (task) => {
  const cpu = threadCpuNs();
  const before = starts;
  try {
    const bytes = toPhoneLine(await synthesize(task));
    const stats = { cpuNs: threadCpuNs() - cpu, engineStarts: starts - before };
    parentPort?.postMessage({ id: task.id, bytes, stats }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({
      id: task.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
