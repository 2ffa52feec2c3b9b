import { hostname } from 'node:os';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';

export interface Job {
  /** Unique among jobs: the row in `scheduled_jobs`. */
  name: string;
  everySeconds: number;
  run(): Promise<void>;
}

export interface JobOutcome {
  name: string;
  ok: boolean;
  seconds: number;
}

/** This process among the instances: host and process id (written beside a job's run). */
export const INSTANCE = `${hostname()}:${process.pid}`;

/**
 * Takes the job's turn when it is due: one UPDATE moves `sledece` past now and answers the row only to the instance
 * whose statement moved it (PostgreSQL re-checks the WHERE after a concurrent update), so a due job runs once.
 */
async function claim(db: Db, job: Job): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({
      sledece: sql`now() + make_interval(secs => ${job.everySeconds})`,
      pokrenuto: sql`now()`,
      instanca: INSTANCE,
      pokretanja: sql`${scheduledJobs.pokretanja} + 1`,
    })
    .where(and(eq(scheduledJobs.naziv, job.name), lte(scheduledJobs.sledece, sql`now()`)))
    .returning({ naziv: scheduledJobs.naziv });
  return rows.length > 0;
}

export interface JobRunner {
  /** Runs every job that is due and that no other instance took first; answers what this instance ran. */
  runDue(): Promise<JobOutcome[]>;
  /** How many jobs are due and not yet taken (the queue the metrics show). */
  dueCount(): Promise<number>;
  start(tickSeconds: number): void;
  /** Stops the ticks and waits for a run in progress. */
  stop(): Promise<void>;
  onOutcome(listener: (outcome: JobOutcome) => void): void;
}

export function jobRunner(db: Db, jobs: readonly Job[], log: FastifyBaseLogger): JobRunner {
  const listeners: ((outcome: JobOutcome) => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<JobOutcome[]> | undefined;
  let isRegistered = false;

  async function register() {
    if (isRegistered) return;
    // A new job is due at once; an existing one keeps its schedule.
    await db
      .insert(scheduledJobs)
      .values(jobs.map((job) => ({ naziv: job.name, sledece: sql`now()` })))
      .onConflictDoNothing();
    isRegistered = true;
  }

  async function runOnce(): Promise<JobOutcome[]> {
    await register();
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) {
      if (!(await claim(db, job))) continue;
      const started = performance.now();
      let greska: string | null = null;
      try {
        await job.run();
      } catch (error) {
        greska = error instanceof Error ? error.message : String(error);
        log.error({ err: error, job: job.name }, 'background job failed');
      }
      await db
        .update(scheduledJobs)
        .set({ zavrseno: sql`now()`, greska })
        .where(eq(scheduledJobs.naziv, job.name));
      const outcome = { name: job.name, ok: greska === null, seconds: (performance.now() - started) / 1000 };
      for (const listener of listeners) listener(outcome);
      outcomes.push(outcome);
    }
    return outcomes;
  }

  function runDue(): Promise<JobOutcome[]> {
    // One run at a time per instance; a tick that finds one in progress waits for it.
    running ??= runOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runDue,
    async dueCount() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(scheduledJobs)
        .where(lte(scheduledJobs.sledece, sql`now()`));
      return row?.n ?? 0;
    },
    start(tickSeconds) {
      if (tickSeconds <= 0 || timer) return;
      // Instances started together spread their ticks a little.
      const tick = () => {
        timer = setTimeout(
          () => {
            runDue()
              .catch((error: unknown) => log.error({ err: error }, 'background jobs not run'))
              .finally(() => {
                if (timer) tick();
              });
          },
          tickSeconds * 1000 * (0.9 + Math.random() * 0.2),
        );
        timer.unref();
      };
      tick();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    onOutcome(listener) {
      listeners.push(listener);
    },
  };
}
