/**
 * One server per PGlite data directory. PGlite is a single-process database: a second server on the
 * same files would see its own copy and lose writes. A lock file beside the directory holds the pid of
 * the server using it, and which process that pid was (its start time since boot): a lock left by a
 * process that is gone (kill -9, a crash) is taken over, and so is one whose pid now names another
 * process (pid 1 after a container restart).
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

/**
 * Which process a pid is: the boot and the process's start time (Linux /proc); '' where unknown,
 * and then only the pid is compared.
 */
export function processIdentity(pid: number): string {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses; starttime is field 22.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return start ? `${boot}:${start}` : '';
  } catch {
    return '';
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
      writeFileSync(file, `${process.pid} ${processIdentity(process.pid)}`.trim(), { flag: 'wx' });
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
    let identity = '';
    try {
      const [pidText = '', written = ''] = readFileSync(file, 'utf8').trim().split(' ');
      pid = Number(pidText);
      identity = written;
    } catch {
      continue; // removed meanwhile: try again
    }
    // Our own pid in a lock we do not hold is a previous process's (pids are reused, e.g. pid 1);
    // so is a live pid that is not the process that wrote the lock.
    const same = !identity || !processIdentity(pid) || identity === processIdentity(pid);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) && same)
      throw inUse(dir, pid);
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dir}. Try again.`);
}
