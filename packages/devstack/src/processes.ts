/**
 * Child processes of the stack. Each runs in its own process group so that stopping the stack also ends
 * the grandchildren (the Functions emulator's runtime, esbuild, Vite's workers): no leftover processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Child {
  name: string;
  process: ChildProcess;
  /** Everything the child printed, for error messages when it fails to start. */
  output: () => string;
}

const children = new Set<Child>();

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean },
): Child {
  const proc = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    if (options.echo) process.stdout.write(`[${name}] ${chunk.toString()}`);
  };
  proc.stdout?.on('data', collect);
  proc.stderr?.on('data', collect);
  const child = { name, process: proc, output: () => log };
  children.add(child);
  proc.once('exit', () => children.delete(child));
  return child;
}

/** The fields of /proc/<pid>/stat after the command name (state, ppid, …; [19] is the start time). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * Every process below `pid` (Linux /proc; elsewhere none). The Functions emulator starts its runtime
 * workers in process groups of their own, so stopping its group left them running: 58 idle workers
 * (about 7 GB) after one browser test run, 2026-11-29.
 */
function descendantsOf(pid: number): { pid: number; started: string }[] {
  const parentOf = new Map<number, number>();
  const startOf = new Map<number, string>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(Number(entry));
      parentOf.set(Number(entry), Number(fields[1]));
      startOf.set(Number(entry), fields[19]!);
    } catch {
      /* gone meanwhile */
    }
  }
  const found: { pid: number; started: string }[] = [];
  const below = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (below.has(parent) && !below.has(child)) {
        below.add(child);
        found.push({ pid: child, started: startOf.get(child)! });
        grew = true;
      }
    }
  }
  return found;
}

/**
 * Stops one child's process group: SIGTERM, then SIGKILL after a grace period; then every process that
 * was below it in a group of its own.
 */
export async function stopChild(child: Child, graceMs = 5000): Promise<void> {
  const pid = child.process.pid;
  if (pid === undefined || child.process.exitCode !== null || child.process.signalCode !== null) return;
  const below = descendantsOf(pid);
  const exited = new Promise<void>((resolve) => child.process.once('exit', () => resolve()));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
  try {
    process.kill(-pid, 'SIGKILL'); // grandchildren that ignored SIGTERM
  } catch {
    /* group empty */
  }
  for (const other of below) {
    try {
      // The same process still (not a new one that got its number): same start time.
      if (statFields(other.pid)[19] === other.started) process.kill(other.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].reverse().map((c) => stopChild(c)));
}
