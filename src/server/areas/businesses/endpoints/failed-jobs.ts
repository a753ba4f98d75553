import { z } from 'zod';
import { jobListAnswer, jobRetriedAnswer } from '../../../../common/schemas/answers/businesses.js';
import { JOB_STATES } from '../../../../common/constants.js';
import { jobListInput } from '../../../../common/schemas/admin.js';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { JOB_NOT_FOUND, ONLY_FAILED_JOBS } from '../failed-jobs.js';

/** The admin's failed jobs screen: background jobs by state, and a failed one queued again. */

/** GET /api/admin/jobs?state=failed (the default): the latest jobs in that state, newest change first. */
export const listJobs = defineEndpoint({
  procedure: { path: 'admin.jobs', type: 'query' },
  access: 'admin',
  input: jobListInput,
  handler: (ctx, input) => ctx.services.failedJobs.list(input.state),
  rest: {
    operationId: 'listJobs',
    method: 'get',
    path: '/api/admin/jobs',
    summary: 'Background jobs in one state, newest change first (query: state = failed, the default, queued, running or done)',
    answer: jobListAnswer,
    errors: { 400: `State must be one of: ${JOB_STATES.join(', ')}` },
    // Only `state` is read from the query string: other parameters are ignored, not refused.
    input: (request) => request.parse(jobListInput, { state: request.query.state }),
    reply: (jobs) => ({ jobs }),
  },
});

export const retryJob = defineEndpoint({
  procedure: { path: 'admin.retryJob', type: 'mutation' },
  access: 'admin',
  input: z.strictObject({ id: entityId() }),
  handler: (ctx, input) => ctx.services.failedJobs.retry(ctx.admin, input.id),
  rest: {
    operationId: 'retryJob',
    method: 'post',
    path: '/api/admin/jobs/{id}/retry',
    summary: 'Queue a failed job again, due now, with its attempts reset',
    answer: jobRetriedAnswer,
    errors: { 400: `${ID_MESSAGE} (id)`, 404: JOB_NOT_FOUND, 409: ONLY_FAILED_JOBS },
    input: (request) => ({ id: request.id('id') }),
    reply: (job) => ({ success: true, job }),
  },
});
