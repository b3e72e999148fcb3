import type { FastifyBaseLogger } from "fastify";
import { fromPglite, PgBoss } from "pg-boss";
import { withAdvisoryLock } from "../db/advisory-lock.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Clock } from "../lib/clock.ts";
import { type Mailer, SMTP_POOL_CONNECTIONS } from "../lib/mailer.ts";
import {
  createEmailWorker,
  EMAIL_JOB_EXPIRY_SECONDS,
  EMAIL_QUEUE,
  emailQueue,
  PUSH_JOB_EXPIRY_SECONDS,
  PUSH_QUEUE,
  pushWorkerOf,
  queueDeliveriesWithoutJob,
  setEmailQueue,
  type VapidKeys,
} from "../notify/index.ts";
import type { FeatureJobs } from "./feature-jobs.ts";

/** How a failed email is tried again: `delaySeconds` doubling (with jitter) up to the maximum. */
export interface RetryOptions {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
  maxDelaySeconds: number;
}

export interface JobQueueOptions {
  /** Run the worker in this process (default true); false: only queue jobs. */
  worker?: boolean;
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Retries of a failed email (tests shorten the delays). */
  emailRetry?: Partial<RetryOptions>;
  /** Retries of a push the push service refused or did not answer (tests shorten the delays). */
  pushRetry?: Partial<RetryOptions>;
  /**
   * Run the features' timed sweeps, such as meeting reminders (default: on, except under
   * NODE_ENV=test, where a test that is about a sweep turns them on, so other tests' inboxes do
   * not depend on the weekday).
   */
  sweeps?: boolean;
  /** Seconds between sweeps, for every feature (default: each feature's own; tests shorten it). */
  sweepSeconds?: number;
}

/** Eight retries over one to two hours: 30 s, 1 min, 2 min ... (with jitter) capped at one hour. */
export const DEFAULT_EMAIL_RETRY: RetryOptions = {
  limit: 8,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 3_600,
};
/** Six retries over about half an hour: a push is about now, so it is not chased for hours. */
export const DEFAULT_PUSH_RETRY: RetryOptions = {
  limit: 6,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 900,
};
const DEFAULT_POLLING_INTERVAL_SECONDS = 2;
/**
 * How often pg-boss looks for jobs whose process died with them (expired): with the email job's
 * short expiry, such an email is tried again within this much more (pg-boss's default is 60 s).
 */
const SUPERVISE_INTERVAL_SECONDS = 10;
/**
 * The email worker: this many workers per process, each fetching this many jobs at once and
 * sending them together, so a process sends as many emails at once as it has pooled SMTP
 * connections, and none waits for a free connection (which would count against its deadline).
 * While a fetch comes back full the workers fetch again at once (a backlog drains at SMTP speed,
 * not one batch per poll).
 */
const EMAIL_WORKERS = 2;
const EMAIL_BATCH_SIZE = SMTP_POOL_CONNECTIONS / EMAIL_WORKERS;
/** Pushes one worker sends at once (each its own request to a push service). */
const PUSH_BATCH_SIZE = 8;
/** The advisory lock under which starting processes set up pg-boss one at a time. */
const JOB_QUEUE_SETUP_LOCK_KEY = 7_302_215;
const STOP_TIMEOUT_MS = 5_000;

export interface JobQueue {
  /** pg-boss, once started (for other features' queues and for tests). */
  readonly boss: PgBoss | undefined;
  /** A feature's queues and sweeps, started with the worker (before `start`). */
  register(jobs: FeatureJobs): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueDependencies {
  database: DatabaseHandle;
  mailer: Mailer;
  env: Env;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Signs pushes (ADR 044); without them no push is sent from this process. */
  vapid?: VapidKeys;
}

/** A queue's retry options as pg-boss takes them. */
function retryOptionsOf(retry: RetryOptions) {
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    // pg-boss takes a maximum delay only with back-off.
    ...(retry.backoff ? { retryDelayMax: retry.maxDelaySeconds } : {}),
  };
}

function newBoss(database: DatabaseHandle): PgBoss {
  // The same queue code on both databases, and on the app's own connections: pg-boss runs its
  // statements on the embedded PGlite itself, or on our PostgreSQL pool, whose statement timeout
  // and client-side deadline (README "Reliability") then cover the queue too: a database
  // that goes silent cannot hang the worker or the app's shutdown. No cron schedules are used.
  const supervision = {
    superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    // Below the supervision interval, so every pass finds the queue due for its check.
    monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS / 2,
  };
  if (database.pglite) {
    return new PgBoss({
      db: fromPglite(database.pglite),
      backend: "pglite",
      schedule: false,
      ...supervision,
    });
  }
  const pool = database.pool;
  if (!pool) throw new Error("the job queue needs the database's pool");
  return new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    backend: "postgres",
    schedule: false,
    ...supervision,
  });
}

/**
 * The durable job queue (pg-boss, its tables in the `pgboss` schema of our database). Started and
 * stopped with the app; while it runs, `notify` queues emails to it in the transaction of the
 * change, and its worker sends them.
 */
export function createJobQueue(
  deps: JobQueueDependencies,
  options: JobQueueOptions = {},
): JobQueue {
  const retry = { ...DEFAULT_EMAIL_RETRY, ...options.emailRetry };
  const pushRetry = { ...DEFAULT_PUSH_RETRY, ...options.pushRetry };
  let boss: PgBoss | undefined;
  const registered: FeatureJobs[] = [];

  return {
    get boss() {
      return boss;
    },
    register(jobs) {
      if (boss) throw new Error(`the ${jobs.name} jobs were registered after the queue started`);
      registered.push(jobs);
    },
    async start() {
      if (boss) return;
      const started = newBoss(deps.database);
      started.on("error", (error) => deps.log.error({ err: error }, "job queue error"));
      // Processes starting together take turns: pg-boss's schema creation and our queue's
      // creation are not safe to run concurrently (duplicate schema or queue).
      const setUp = async () => {
        await started.start();
        const queueOptions = {
          expireInSeconds: EMAIL_JOB_EXPIRY_SECONDS,
          ...retryOptionsOf(retry),
        };
        if (await started.getQueue(EMAIL_QUEUE)) {
          await started.updateQueue(EMAIL_QUEUE, queueOptions);
        } else {
          await started.createQueue(EMAIL_QUEUE, queueOptions);
        }
        // Pushes: one job per notification and device at a time (its singleton key), so a
        // notification is pushed once to each device.
        const pushOptions = {
          expireInSeconds: PUSH_JOB_EXPIRY_SECONDS,
          ...retryOptionsOf(pushRetry),
        };
        if (await started.getQueue(PUSH_QUEUE)) {
          await started.updateQueue(PUSH_QUEUE, pushOptions);
        } else {
          await started.createQueue(PUSH_QUEUE, { ...pushOptions, policy: "exclusive" });
        }
      };
      const { pool } = deps.database;
      if (pool) await withAdvisoryLock(pool, JOB_QUEUE_SETUP_LOCK_KEY, setUp);
      else await setUp();
      // Creating (or updating) the queue puts it in pg-boss's queue cache, which its refreshes
      // replace whole: sending inside an app transaction never needs a query of its own (on
      // PGlite one would wait for that very transaction).
      boss = started;
      setEmailQueue(started);
      if (options.worker !== false) {
        await started.work(
          EMAIL_QUEUE,
          {
            pollingIntervalSeconds:
              options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS,
            localConcurrency: EMAIL_WORKERS,
            batchSize: EMAIL_BATCH_SIZE,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          createEmailWorker({
            db: deps.database.db,
            mailer: deps.mailer,
            env: deps.env,
            log: deps.log,
            clock: deps.clock,
            retryLimit: retry.limit,
          }),
        );
      }
      if (options.worker !== false && deps.vapid) {
        await started.work(
          PUSH_QUEUE,
          {
            pollingIntervalSeconds:
              options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS,
            batchSize: PUSH_BATCH_SIZE,
            perJobResults: true,
          },
          pushWorkerOf({
            db: deps.database.db,
            keys: deps.vapid,
            log: deps.log,
            clock: deps.clock,
          }),
        );
      }
      if (options.worker !== false) {
        const context = {
          boss: started,
          db: deps.database.db,
          clock: deps.clock,
          log: deps.log,
          pollingIntervalSeconds:
            options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS,
          sweeps: options.sweeps ?? deps.env.NODE_ENV !== "test",
          sweepSeconds: (featureDefault: number) => options.sweepSeconds ?? featureDefault,
        };
        for (const jobs of registered) await jobs.start(context);
      }
      const swept = await queueDeliveriesWithoutJob(deps.database.db, started);
      if (swept > 0) deps.log.info({ emails: swept }, "queued emails that had no job yet");
    },
    async stop() {
      const stopping = boss;
      if (!stopping) return;
      boss = undefined;
      if (emailQueue() === stopping) {
        setEmailQueue(undefined);
      }
      // Lets a running job finish (its email sent and recorded) before the database closes.
      await stopping.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
