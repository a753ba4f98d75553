/**
 * How long a job's parts may take, shortest first. The order is the point:
 *
 *   TRANSPORT_TIMEOUT_MS < JOB_TIME_LIMIT_MS < LEASE_MS
 *
 * - A mail or SMS transport gives up on a silent server first, so the job's error names the
 *   real cause ("Greeting never received", "The operation was aborted due to timeout") rather
 *   than the runner's generic time limit.
 * - The runner's time limit ends any attempt, a handler stuck on something without a timeout
 *   of its own included, well before the lease: while the lease holds, no other process claims
 *   the job, so an attempt that outlived it would run beside a second one (a double email), and
 *   the slot it holds would be lost to every job behind it.
 * - The lease is the longest: it is only for a process that died holding the job, and the
 *   margin over the time limit leaves room to record the attempt's outcome.
 */

/** SMTP connection, greeting and socket inactivity, and the whole of an SMS provider's request. */
export const TRANSPORT_TIMEOUT_MS = 30_000;

/** The longest one attempt may run; past it, the attempt fails and is retried with backoff. */
export const JOB_TIME_LIMIT_MS = 2 * 60_000;

/**
 * How long a claimed job belongs to its process. A job still running when it ends is claimed
 * again (its process is presumed dead).
 */
export const LEASE_MS = 5 * 60_000;
