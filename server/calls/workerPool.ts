/**
 * A small pool of worker threads for CPU-heavy work (speech synthesis), so the event loop that serves
 * every other request never waits on it. Workers start on first use and do not keep the process alive.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Task<In> {
  id: number;
  input: In;
  resolve: (value: Uint8Array) => void;
  reject: (error: Error) => void;
}

export interface WorkerPool<In> {
  run(input: In): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function workerPool<In extends object>(
  script: URL,
  size = Math.max(1, Math.min(2, availableParallelism() - 1)),
): WorkerPool<In> {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task<In>>();
  const queue: Task<In>[] = [];
  let started = 0;
  let nextId = 0;

  const dispatch = () => {
    while (queue.length) {
      let worker = idle.pop();
      if (!worker && started < size) worker = spawn();
      if (!worker) return;
      const task = queue.shift() as Task<In>;
      busy.set(worker, task);
      worker.ref();
      worker.postMessage({ id: task.id, ...task.input });
    }
  };

  function spawn(): Worker {
    started++;
    const worker = new Worker(script);
    worker.unref();
    worker.on('message', (message: { bytes?: Uint8Array; error?: string }) => {
      const task = busy.get(worker);
      busy.delete(worker);
      worker.unref();
      idle.push(worker);
      if (task) {
        if (message.bytes) task.resolve(message.bytes);
        else task.reject(new Error(message.error ?? 'Worker failed'));
      }
      dispatch();
    });
    worker.on('error', (error) => {
      // A crashed worker fails its task and is replaced on the next dispatch.
      const task = busy.get(worker);
      busy.delete(worker);
      started--;
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
    async close() {
      const all = [...idle, ...busy.keys()];
      idle.length = 0;
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
