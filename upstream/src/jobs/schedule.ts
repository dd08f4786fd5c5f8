// The upstream's background work in one place: each job runs at start and then every `everyMs`, never
// twice at once (a round that outlasts its interval skips the ticks it overlaps), its failure logged under
// its name, and stop() waits for the rounds under way — so a shutdown never closes the database under a
// write. The lead worker, the publication sweep and the placement sweep are its jobs (upstream/src/main.ts).

export interface Job {
  /** What the logs call it ("placement sweep"). */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface Schedule {
  stop(): Promise<void>;
}

export type JobLog = (msg: string, err: unknown) => void;

export function startSchedule(jobs: readonly Job[], log: JobLog): Schedule {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let current: Promise<unknown> | null = null;
    const tick = () => {
      if (current) return;
      current = job
        .run()
        .catch((err) => log(`${job.name} failed`, err))
        .finally(() => {
          running.delete(current!);
          current = null;
        });
      running.add(current);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    tick();
    return timer;
  });
  return {
    async stop() {
      for (const t of timers) clearInterval(t);
      await Promise.all([...running]);
    },
  };
}
