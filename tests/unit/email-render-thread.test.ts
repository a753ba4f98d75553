import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emailJob } from '../../src/server/core/mail/render.js';
import { RENDER_THREAD_NAME, renderThread } from '../../src/server/core/mail/render-thread.js';

/** A thread's nice value, from its /proc stat line (the 19th field; the name before it may hold spaces). */
function niceOf(taskDirectory: string): number {
  const stat = readFileSync(`${taskDirectory}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** This process's threads by the name the kernel shows for them. */
function threadsNamed(name: string): string[] {
  return readdirSync('/proc/self/task')
    .map((task) => `/proc/self/task/${task}`)
    .filter((directory) => readFileSync(`${directory}/comm`, 'utf8').trim() === name);
}

describe.skipIf(process.platform !== 'linux')('the email render thread', () => {
  it('draws at a lower CPU priority than the requests, leaving the process’s own threads as they were', async () => {
    const mainThreadNice = niceOf('/proc/self');
    const renderer = renderThread(new URL('../../src/server/email-templates.ts', import.meta.url));
    const job = emailJob('owner@bistro.example', 'bookingReceived', {
      firstName: 'Ann',
      booking: { bookingDate: '2027-01-12', timeSlot: 'morning', duration: 5, serviceType: 'in-person' },
    });

    const email = await renderer.render(job, { publicUrl: 'https://chefconnect.example' }, { compose: true });

    expect(email.subject).toBe('Booking received: Tuesday, January 12, 2027');
    expect(email.raw?.length).toBeGreaterThan(0);
    const [thread, ...others] = threadsNamed(RENDER_THREAD_NAME);
    expect(others).toEqual([]);
    expect(niceOf(thread!)).toBe(10);
    expect(niceOf('/proc/self')).toBe(mainThreadNice);
  });
});
