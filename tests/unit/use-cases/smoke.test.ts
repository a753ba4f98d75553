import { describe, expect, it } from 'vitest';
import { useCaseWorld } from '../../support/use-case-world.js';

const world = useCaseWorld();

describe('smoke', () => {
  it('registers, books and staffs', async () => {
    const business = await world.register();
    const chef = await world.activeChef();
    const dashboard = await business.caller.business.dashboard({});
    expect(dashboard.laborBank?.availableHours).toBe(15);
    await world.callerFor({ admin: world.admin }).admin.assignChef({ bookingId: business.bookingId, chefId: chef.id });
    await world.runJobs();
    expect(world.mail.some((m) => m.to === business.email)).toBe(true);
  });
});
