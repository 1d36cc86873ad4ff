/**
 * Child processes of the stack. Each runs in its own process group so that stopping the stack also ends
 * the grandchildren (the Functions emulator's runtime, esbuild, Vite's workers): no leftover processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';

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

/** Stops one child's process group: SIGTERM, then SIGKILL after a grace period. */
export async function stopChild(child: Child, graceMs = 5000): Promise<void> {
  const pid = child.process.pid;
  if (pid === undefined || child.process.exitCode !== null || child.process.signalCode !== null) return;
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
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].reverse().map((c) => stopChild(c)));
}
