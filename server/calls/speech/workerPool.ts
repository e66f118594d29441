/**
 * A pool of worker threads for CPU-heavy work (speech synthesis), so the event loop that serves every
 * other request never waits on it. Workers start on first use, stay warm, and do not keep the
 * process alive when idle.
 */
import { Worker } from 'node:worker_threads';

interface Task<In> {
  id: number;
  input: In;
  resolve: (value: Uint8Array) => void;
  reject: (error: Error) => void;
}

/** What a worker may report with each result. */
interface Stats {
  /** CPU time the task took in its thread. */
  cpuNs?: number;
  /** Engines the task had to start (0 when the worker's engine was already warm). */
  engineStarts?: number;
}

interface Reply {
  bytes?: Uint8Array;
  error?: string;
  stats?: Stats;
}

export interface PoolUsage {
  /** The most workers the pool runs. */
  size: number;
  /** Workers started so far (a crashed worker is replaced: it counts again). */
  workers: number;
  tasks: number;
  cpuMs: number;
  engineStarts: number;
}

export interface WorkerPool<In> {
  run(input: In): Promise<Uint8Array>;
  usage(): PoolUsage;
  close(): Promise<void>;
}

export function workerPool<In extends object>(script: URL, size: number): WorkerPool<In> {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task<In>>();
  const queue: Task<In>[] = [];
  const usage: PoolUsage = { size, workers: 0, tasks: 0, cpuMs: 0, engineStarts: 0 };
  let live = 0;
  let nextId = 0;

  const dispatch = () => {
    while (queue.length) {
      let worker = idle.pop();
      if (!worker && live < size) worker = spawn();
      if (!worker) return;
      const task = queue.shift() as Task<In>;
      busy.set(worker, task);
      worker.ref();
      worker.postMessage({ id: task.id, ...task.input });
    }
  };

  function spawn(): Worker {
    live++;
    usage.workers++;
    const worker = new Worker(script);
    worker.unref();
    worker.on('message', (message: Reply) => {
      const task = busy.get(worker);
      busy.delete(worker);
      worker.unref();
      idle.push(worker);
      usage.tasks++;
      usage.cpuMs += (message.stats?.cpuNs ?? 0) / 1e6;
      usage.engineStarts += message.stats?.engineStarts ?? 0;
      if (task) {
        if (message.bytes) task.resolve(message.bytes);
        else task.reject(new Error(message.error ?? 'Worker failed'));
      }
      dispatch();
    });
    worker.on('error', (error) => {
      // A crashed worker fails its task and is replaced on the next dispatch.
      console.error('[workers] a worker crashed:', error.message);
      const task = busy.get(worker);
      busy.delete(worker);
      if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
      live--;
      task?.reject(error);
      dispatch();
    });
    return worker;
  }

  return {
    run(input) {
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
    },
    usage: () => ({ ...usage }),
    async close() {
      const all = [...idle, ...busy.keys()];
      idle.length = 0;
      live = 0;
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
