import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from the kernel (0 once it has gone, or off Linux). */
export function residentMemoryMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The processes a process started (any of its threads), from the kernel. */
function childProcessIds(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
      readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Resident memory of a process and all its descendants (the server and its parsing processes), in MB. */
export function processTreeMemoryMb(pid: number): number {
  return childProcessIds(pid).reduce(
    (total, child) => total + processTreeMemoryMb(child),
    residentMemoryMb(pid),
  );
}
