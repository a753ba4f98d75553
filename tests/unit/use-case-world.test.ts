import { describe, expect, it } from 'vitest';
import { Job, useCaseWorld } from '../support/use-case-world.js';

const world = useCaseWorld();

/**
 * The use-case world's tests move the services' clock between their steps. A job under way when
 * the clock jumps past its lease could be claimed a second time (an email sent twice), so the
 * world's job runner runs jobs only when a test drains it, never in the background.
 */
describe('the use-case world', () => {
  it('sends what a registration queued only when the test runs the jobs', async () => {
    const { email } = await world.register();
    // Time enough for a runner woken by the enqueue to claim the emails.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const jobs = await world.dataSource.manager.find(Job);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.filter((job) => job.state !== 'queued')).toEqual([]);
    expect(world.mail.filter((sent) => sent.to === email)).toEqual([]);
    await world.runJobs();
    expect(world.mail.filter((sent) => sent.to === email).length).toBeGreaterThan(0);
  });
});
