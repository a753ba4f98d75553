import { describeDatabase } from '../core/config.js';
import { Admin } from '../core/db/entities/admin.js';
import { AVAILABILITY_SLOTS, WEEKDAYS } from '../../common/chefs.js';
import { chefCreateInput, weeklyAvailabilityInput, type ChefCreateInput } from '../../common/schemas/chefs.js';
import { Business } from '../core/db/entities/business.js';
import { Chef } from '../core/db/entities/chef.js';
import { liftLimits } from '../core/security/request-limits.js';
import { openBackend } from '../server.js';
import { vancouverToday } from '../../common/vancouver-time.js';
import type { AdminPrincipal } from '../core/service-context.js';

/**
 * `npm run seed:demo`: a dozen Greater Vancouver businesses with bookings in every status,
 * ledger history, hours requests and inbox items, written through the same services the app
 * uses (so every rule and ledger line holds). Refuses to run on a database that has
 * businesses already. Chefs: a few more beside the roster (one invited, one inactive), and a
 * weekly availability for every active chef such that each weekday's every slot has in-person
 * and virtual chefs free, so every demo booking could be staffed.
 */

const businesses = [
  ['Salt & Cedar Bistro', 'restaurant', '1280 Robson Street', 'Vancouver', 'Maya', 'Thompson', 'Owner'],
  ['Granville Island Bakehouse', 'bakery', '1689 Johnston Street', 'Vancouver', 'Luc', 'Bergeron', 'Head Baker'],
  ['Harbourview Hotel', 'hotel', '900 Canada Place', 'Vancouver', 'Priya', 'Natarajan', 'Food & Beverage Director'],
  ['Kits Beach Cafe', 'cafe', '1499 Arbutus Street', 'Vancouver', 'Sam', 'Okafor', 'Manager'],
  ['Main Street Noodle Bar', 'restaurant', '3120 Main Street', 'Vancouver', 'Grace', 'Liu', 'Chef-Owner'],
  ['Coastal Catering Co.', 'catering', '4400 Still Creek Drive', 'Burnaby', 'Daniel', 'Reyes', 'Operations Lead'],
  ['The Rolling Tandoor', 'food-truck', '800 Hornby Street', 'Vancouver', 'Arjun', 'Sandhu', 'Owner'],
  ['Lonsdale Quay Deli', 'restaurant', '123 Carrie Cates Court', 'North Vancouver', 'Hannah', 'Kowalski', 'General Manager'],
  ['Richmond Night Market Eats', 'food-truck', '8351 River Road', 'Richmond', 'Kevin', 'Tran', 'Owner'],
  ['Steveston Fish House', 'restaurant', '3866 Bayview Street', 'Richmond', 'Olivia', 'Martin', 'Kitchen Manager'],
  ['Metrotown Patisserie', 'bakery', '4700 Kingsway', 'Burnaby', 'Chloe', 'Dubois', 'Pastry Chef'],
  ['Ambleside Garden Cafe', 'cafe', '1401 Bellevue Avenue', 'West Vancouver', 'Noah', 'Fraser', 'Owner'],
] as const;

const slots = ['morning', 'afternoon', 'evening', 'all-day'] as const;
/** The client address the throttles see for the seeder's own calls. */
const SEED_ADDRESS = 'seed-demo';

const demoChefs: ChefCreateInput[] = (
  [
  { name: 'Mateo Alvarez', specialty: 'Latin American street food', group: 'international', yearsExperience: 7, serviceTypes: ['in-person'], hourlyRate: 52, status: 'active', showOnSite: false },
  { name: 'Chloé Tremblay', specialty: 'Québécois comfort food and tourtière', group: 'rising', yearsExperience: 5, serviceTypes: ['in-person', 'virtual'], hourlyRate: 48, status: 'active', showOnSite: false },
  { name: 'Ji-woo Park', specialty: 'Korean fermentation and banchan', group: 'international', yearsExperience: 9, serviceTypes: ['virtual'], hourlyRate: 58, status: 'active', showOnSite: false },
  { name: 'Fatima Haddad', specialty: 'Levantine mezze and catering', group: 'executive', yearsExperience: 11, serviceTypes: ['in-person', 'virtual'], hourlyRate: 60, status: 'active', showOnSite: false },
  { name: 'Owen MacLeod', specialty: 'Breakfast and short-order lines', group: 'rising', yearsExperience: 2, serviceTypes: ['in-person'], hourlyRate: 37, status: 'invited', showOnSite: false },
  { name: 'Greta Lindqvist', specialty: 'Nordic baking and rye breads', group: 'pastry', yearsExperience: 14, serviceTypes: ['in-person'], hourlyRate: 61, status: 'inactive', showOnSite: false },
  ] satisfies Omit<ChefCreateInput, 'email'>[]
).map((chef) => ({ ...chef, email: `${chef.name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(/ /g, '.')}@example.com` }));

/** Every slot of five weekdays, the two days off moving with the chef, so each day has most chefs free. */
function weekOf(chefIndex: number) {
  const daysOff = new Set([chefIndex % WEEKDAYS.length, (chefIndex + 1) % WEEKDAYS.length]);
  return weeklyAvailabilityInput.parse({
    weekly: Object.fromEntries(WEEKDAYS.map((weekday, day) => [weekday, daysOff.has(day) ? [] : [...AVAILABILITY_SLOTS]])),
  }).weekly;
}

function daysFromToday(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  // One process registering a dozen businesses is one client far over section 11's limits.
  const backend = await openBackend({ log: () => undefined, limits: liftLimits(['registrationsPerAddress', 'contactMessagesPerAddress', 'newsletterSignupsPerAddress']) });
  const { services, dataSource } = backend;
  try {
    if ((await dataSource.manager.count(Business)) > 0) {
      console.log('The database already has businesses: demo data not loaded (delete data/ to start over).');
      return;
    }
    const adminRow = await dataSource.manager.findOneByOrFail(Admin, {});
    const admin: AdminPrincipal = { kind: 'admin', adminId: adminRow.id, username: adminRow.username };
    const today = vancouverToday(new Date());

    for (const [index, [businessName, businessType, businessAddress, city, firstName, lastName, jobTitle]] of businesses.entries()) {
      const { principal, booking } = await services.registration.register({
        businessName,
        businessType,
        businessAddress,
        city,
        state: 'BC',
        zipCode: `V${index}K ${index}A${index}`,
        employeeCount: (['1-5', '6-20', '21-50'] as const)[index % 3]!,
        firstName,
        lastName,
        jobTitle,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
        phone: `(604) 555-${String(1000 + index).padStart(4, '0')}`,
        preferredContact: 'email',
        newsletter: index % 2 === 0,
        serviceType: index % 3 === 0 ? 'virtual' : 'in-person',
        serviceHours: '3-4',
        bookingDate: daysFromToday(today, 2 + index),
        timeSlot: slots[index % slots.length]!,
        duration: 2 + (index % 4),
      }, SEED_ADDRESS);
      // Every status: one more confirmed booking, one canceled (refunded), one completed.
      const upcoming = await services.bookings.create(principal, {
        businessId: principal.businessId,
        serviceType: 'virtual',
        bookingDate: daysFromToday(today, 10 + index),
        timeSlot: 'afternoon',
        duration: 1 + (index % 3),
      });
      if (index % 2 === 0) await services.bookings.cancel(principal, upcoming.id);
      if (index % 3 !== 2) await services.bookings.complete(admin, booking.id);
      if (index % 4 === 0) await services.admin.addHours(admin, { businessId: principal.businessId, hours: 10, reason: 'Seasonal menu launch package' });
      if (index % 5 === 1) {
        await services.businesses.requestHours(principal, {
          businessId: principal.businessId,
          phone: `(604) 555-${String(2000 + index).padStart(4, '0')}`,
          hoursNeeded: 15,
          reason: 'Holiday catering season',
        });
      }
    }
    await services.inbox.sendContactMessage({
      name: 'Ravi Patel',
      email: 'ravi@example.com',
      subject: 'pricing',
      message: 'Do you offer a discount for three locations?',
    }, SEED_ADDRESS);
    await services.inbox.subscribeToNewsletter('foodie@example.com', SEED_ADDRESS);

    for (const chef of demoChefs) await services.chefs.create(admin, chefCreateInput.parse(chef));
    const activeChefs = await dataSource.manager.find(Chef, { where: { status: 'active' }, order: { id: 'ASC' } });
    for (const [index, chef] of activeChefs.entries()) await services.chefs.setWeeklyAvailability(chef.id, weekOf(index));
    console.log(
      `Loaded ${businesses.length} demo businesses and ${demoChefs.length} chefs (${activeChefs.length} active chefs with a weekly availability) into ${describeDatabase(backend.config.databaseUrl)}.`,
    );
    if (backend.generatedAdminPassword) {
      console.log(`Admin account created. Username: ${backend.config.adminUsername}  Password: ${backend.generatedAdminPassword}`);
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
