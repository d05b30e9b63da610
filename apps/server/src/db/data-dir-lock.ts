import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already in use by another MessMate process (pid ${pid}).\n` +
        'PGlite allows one process per folder: stop the other one, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Who holds the lock: a pid alone can be another program's after a crash (containers reuse 1). */
interface LockOwner {
  pid: number;
  /** When that process started, in clock ticks since boot (Linux: /proc/<pid>/stat, field 22). */
  startTime?: string;
  /** Which boot of the machine that was (Linux: /proc/sys/kernel/random/boot_id). */
  bootId?: string;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function startTimeOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // Field 2, the command name, is in parentheses and may hold spaces: count from the last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim();

function parseOwner(text: string): LockOwner | undefined {
  if (/^\s*\d+\s*$/.test(text)) return { pid: Number(text) };
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return Number.isInteger(value.pid)
      ? { pid: Number(value.pid), startTime: value.startTime, bootId: value.bootId }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process the lock names is still running as a MessMate server. */
function holdsLock(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  // Without /proc (macOS, Windows) a live pid is all there is to go by.
  if (!existsSync('/proc/self/stat')) return true;
  if (owner.startTime !== undefined) {
    return owner.bootId === bootId() && owner.startTime === startTimeOf(owner.pid);
  }
  // A lock written before start times were kept: the pid must at least run a MessMate server.
  const command = readText(`/proc/${owner.pid}/cmdline`)?.split('\0') ?? [];
  return command.some((arg) => /(^|\/)server\.(js|ts)$/.test(arg));
}

/** The pid of the live MessMate process that holds `dataDir`, if one does; changes nothing. */
export function liveHolderOf(dataDir: string): number | undefined {
  const owner = parseOwner(readText(path.join(dataDir, 'messmate.lock')) ?? '');
  return owner && holdsLock(owner) ? owner.pid : undefined;
}

/**
 * Claims the embedded database folder for this process. The lock names the process by pid and
 * start time, so a lock left by a process that died (even by SIGKILL) is taken over, also when
 * its pid now belongs to another program; a live owner makes this throw.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'messmate.lock');
  const me: LockOwner = { pid: process.pid, startTime: startTimeOf(process.pid), bootId: bootId() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseOwner(readText(lockPath) ?? '');
      if (owner && holdsLock(owner)) throw new DataDirInUseError(dataDir, owner.pid);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
