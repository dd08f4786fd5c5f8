// CPU time of a local process (user + system, from /proc): the bench divides it by the requests a run
// served. On a shared machine, wall-clock throughput swings with everyone else's load; CPU time per
// request barely does, and static CPU / ours CPU is the throughput share on a core of our own.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond = 0;

export function cpuMs(pid: number): number {
  if (!ticksPerSecond) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  // Fields after the command name (which may contain spaces) start at the state, field 3: utime is 14, stime 15.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The pids of a process's children (a gateway's workers under GATEWAY_WORKERS). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * CPU time of a process and of its live descendants: a gateway with GATEWAY_WORKERS forks its workers,
 * whose time /proc/<primary>/stat does not hold while they run. A descendant that exits mid-run takes its
 * time along (a replaced worker; none in a bench run).
 */
export function treeCpuMs(pid: number): number {
  let total: number;
  try {
    total = cpuMs(pid);
  } catch {
    return 0; // exited in between
  }
  for (const child of childrenOf(pid)) total += treeCpuMs(child);
  return total;
}
