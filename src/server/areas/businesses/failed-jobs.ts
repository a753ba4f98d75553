import type { JobState } from '../../../common/constants.js';
import { Job } from '../../core/db/entities/job.js';
import { findOneForUpdate } from '../../core/db/locks.js';
import { AppError } from '../../core/errors.js';
import { recordAudit } from '../../core/audit.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import type { AdminPrincipal, ServiceContext } from '../../core/service-context.js';
import type { JobAnswer } from '../../../common/schemas/answers/businesses.js';

/** A job as the admin sees it; never its payload, which may hold a password-reset link. */
export type JobView = JobAnswer;

/** Done jobs are kept: the screen shows the latest of a state, not all of them. */
const JOB_LIST_LIMIT = 200;
export const JOB_NOT_FOUND = 'Job not found';
export const ONLY_FAILED_JOBS = 'Only a failed job can be retried';

function toJobView(job: Job): JobView {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    attempts: job.attempts,
    lastError: job.lastError,
    runAt: isoTimestamp(job.runAt),
    createdAt: isoTimestamp(job.createdAt),
    updatedAt: isoTimestamp(job.updatedAt),
  };
}

/** The admin's view of the job table (DECISIONS.md section 7): failed jobs, with their error, and their retry. */
export function createFailedJobsService(ctx: ServiceContext) {
  return {
    async list(state: JobState): Promise<JobView[]> {
      const jobs = await ctx.db.read((manager) => manager.find(Job, { where: { state }, order: { updatedAt: 'DESC', id: 'DESC' }, take: JOB_LIST_LIMIT }));
      return jobs.map(toJobView);
    },

    /** Locked, so that of two admins retrying at once one requeues it and the other is told it is no longer failed. */
    retry(admin: AdminPrincipal, id: number): Promise<JobView> {
      return ctx.db.write(async (manager) => {
        const job = await findOneForUpdate(manager, Job, { id });
        if (!job) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
        if (job.state !== 'failed') throw new AppError('CONFLICT', ONLY_FAILED_JOBS);
        const retried = await ctx.jobs.retry(manager, job);
        await recordAudit(manager, admin, null, 'job.retry', `Retried ${job.kind} job #${job.id} after ${job.attempts} failed attempts`);
        return toJobView(retried);
      });
    },
  };
}
