/**
 * One server per PGlite data directory. PGlite is a single-process database: a second server on the
 * same files would see its own copy and lose writes. A lock file beside the directory holds the pid of
 * the server using it; a lock left by a process that is gone (kill -9, a crash) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/** Lock files this process holds (a second open inside one process is refused too). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const inUse = (dir: string, pid: number) =>
  new DataDirInUseError(
    `Another Daybreak server (pid ${pid}) is using the data directory ${dir}. ` +
      'Stop it first, or give this one its own DATA_DIR.',
  );

/** Takes the directory's lock or throws `DataDirInUseError`; returns the release function. */
export function lockDataDir(dir: string): () => void {
  const file = `${path.resolve(dir)}.lock`;
  if (held.has(file)) throw inUse(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let pid = NaN;
    try {
      pid = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue; // removed meanwhile: try again
    }
    // Our own pid in a lock we do not hold is a previous process's (pids are reused, e.g. pid 1).
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
      throw inUse(dir, pid);
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dir}. Try again.`);
}
