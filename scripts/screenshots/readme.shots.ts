import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';
import { openPage } from '../../tests/e2e/helpers/browser.js';
import { openBusinessDashboard } from '../../tests/e2e/helpers/business.js';
import { useBrowserAndServer } from '../../tests/e2e/helpers/suite.js';
import { chefFixtures } from '../../tests/integration/chef-fixtures.js';
import { adminClient, ApiClient, registerWithAccount, vancouverDay } from '../../tests/integration/harness.js';

/**
 * The two pictures of the README's "First steps" (docs/screenshots): the chef's offer card and
 * the owner's booking, each on a 390 px phone. The booking is made, offered and shown through
 * the product's own calls, so the pictures show what users see today.
 */

const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');
const PHONE = { width: 390, height: 844 };

const suite = useBrowserAndServer();

it('takes the README screenshots', async () => {
  mkdirSync(OUT, { recursive: true });
  const business = await registerWithAccount(suite.server, {
    businessName: 'Main Street Café',
    firstName: 'Maya',
    bookingDate: vancouverDay(5),
    timeSlot: 'morning',
    duration: 4,
    serviceDescription: 'Training 2 baristas on espresso and latte art',
    specialRequests: 'Oat milk only, please',
  });
  const admin = await adminClient(suite.server);
  const fixtures = chefFixtures(suite.server, admin);
  const chef = await fixtures.availableChef({ name: 'Élodie Gagnon', yearsExperience: 11, redSeal: true, hourlyRate: 52 });
  const offered = await admin.post(`/api/admin/bookings/${business.bookingId}/offers`, { chefIds: [chef.id] });
  if (offered.status !== 201) throw new Error(`offer failed: ${offered.status} ${offered.text}`);

  const { page: chefPage } = await openPage(suite.browser, { viewport: PHONE, deviceScaleFactor: 2 });
  await new ApiClient(suite.server.url).post('/api/chef/login-link', { email: chef.email });
  const token = await fixtures.lastLinkTo(chef.email);
  await chefPage.goto(`${suite.server.url}/chef/login?token=${encodeURIComponent(token)}`);
  const offerCard = chefPage.getByRole('region', { name: /offers/i }).getByRole('listitem').first();
  await offerCard.waitFor();
  await offerCard.screenshot({ path: path.join(OUT, 'chef-offer-card.png') });

  const { page: ownerPage, first } = await openBusinessDashboard(suite.browser, suite.server.url, business, { viewport: PHONE, deviceScaleFactor: 2 });
  await ownerPage.evaluate(() => document.fonts.ready);
  await first.screenshot({ path: path.join(OUT, 'owner-booking-phone.png') });
});
