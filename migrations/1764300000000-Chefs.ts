import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { searchKey } from '../src/common/search.js';

/**
 * The chef table (DECISIONS.md section 8), and as its first rows the roster /our-chefs showed
 * as static text until now, so the page looks the same on a fresh database. The roster is
 * written out here, not imported, so this migration inserts the same rows forever.
 */
const ROSTER = [
  ['executive', 'Marcus Thibodeau', 'Modern Canadian cuisine and kitchen leadership', 18, 65, 'in-person,virtual', 'Red Seal Chef; Culinary Arts Diploma, Vancouver Community College', [
    'Led a 40-cook brigade at a 300-seat downtown restaurant',
    'Cut food waste by 22% through prep and ordering redesign',
    'Mentored six cooks to their own Red Seal certification',
  ]],
  ['executive', 'Priya Raman', 'Hotel and banquet operations', 15, 62, 'in-person,virtual', 'Red Seal Chef; Hospitality Management Diploma, BCIT', [
    'Ran banquet kitchens serving events of up to 600 guests',
    'Opened two hotel restaurants on the North Shore',
    'Built HACCP programs for three multi-outlet properties',
  ]],
  ['executive', 'Daniel Okafor', 'Pacific Northwest seafood and seasonal menus', 14, 61, 'in-person', 'Red Seal Chef; Ocean Wise seafood training', [
    'Developed a sustainable seafood program for a waterfront restaurant group',
    'Guest chef at a Vancouver harvest festival for four seasons',
    'Standardized recipes across four locations',
  ]],
  ['pastry', 'Sophie Lavoie', 'French pastry and viennoiserie', 12, 59, 'in-person,virtual', 'Red Seal Baker; Pastry Arts Diploma, Pacific Institute of Culinary Arts', [
    'Launched the pastry program for a Gastown patisserie',
    'Trained bakery teams in lamination and proofing schedules',
    'Created a dessert menu that doubled dessert sales in a year',
  ]],
  ['pastry', 'Kenji Watanabe', 'Artisan bread and sourdough programs', 10, 57, 'in-person', 'Red Seal Baker; Food Safe Level 2', [
    'Built a wholesale bread program supplying twelve cafes',
    'Introduced long-fermentation loaves to a bakery chain',
    'Reduced bake-off waste with demand-based production plans',
  ]],
  ['pastry', 'Amara Mensah', 'Plated desserts and allergen-friendly baking', 9, 56, 'in-person,virtual', 'Red Seal Baker; Allergen management certificate', [
    'Designed a gluten-free dessert line for a restaurant group',
    'Pastry lead for wedding and gala events up to 250 guests',
    'Wrote the allergen procedures for a commercial bakery',
  ]],
  ['rising', 'Liam Chen', 'Plant-forward and vegetarian menus', 3, 40, 'in-person', 'Red Seal Cook; Culinary Arts Certificate, Vancouver Island University', [
    'Created a vegetarian tasting menu for a Kitsilano bistro',
    'Finalist in a provincial young chefs competition',
    'Developed plant-based dishes for a cafe chain',
  ]],
  ['rising', 'Isabela Duarte', 'Brunch service and cafe kitchens', 4, 45, 'in-person', 'Red Seal Cook; Food Safe Level 1', [
    'Ran weekend brunch for a 90-seat Main Street cafe',
    'Streamlined egg station setup to cut ticket times',
    'Trained new line cooks for two cafe openings',
  ]],
  ['rising', 'Noah Whitford', 'Food truck and quick-service menus', 3, 40, 'in-person', 'Red Seal Cook; Mobile food premises training', [
    'Built a compact menu for a food truck serving 400 covers a day',
    'Designed prep systems for small-footprint kitchens',
    'Cooked at summer night markets across Richmond and Surrey',
  ]],
  ['international', 'Hiroshi Tanaka', 'Japanese cuisine and sushi', 20, 65, 'in-person', 'Red Seal Chef; Sushi technique apprenticeship, Osaka', [
    'Head sushi chef at a Robson Street restaurant for eight years',
    'Trained cooks in knife skills and fish handling',
    'Designed an omakase program for a hotel restaurant',
  ]],
  ['international', 'Elena Rossi', 'Regional Italian and fresh pasta', 16, 63, 'in-person,virtual', 'Red Seal Chef; Culinary diploma, ALMA, Italy', [
    'Opened a fresh pasta program for a Commercial Drive trattoria',
    'Taught pasta workshops for restaurant teams',
    'Built a seasonal Italian menu around local produce',
  ]],
  ['international', 'Arjun Mehta', 'North and South Indian cuisine', 13, 60, 'in-person', 'Red Seal Chef; Hotel Management Degree, IHM Mumbai', [
    'Executive chef for an Indian restaurant group in Surrey',
    'Created tandoor training for new cooks',
    'Developed a catering menu for events of 300 guests',
  ]],
] as const;

export class Chefs1764300000000 implements MigrationInterface {
  name = 'Chefs1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    // How TypeORM reads each engine's CURRENT_TIMESTAMP back (see TimestampDefaultsNow).
    const now = postgres ? 'now()' : 'CURRENT_TIMESTAMP';
    const text = (name: string, length: number, isNullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable });
    const flag = (name: string): TableColumnOptions => ({ name, type: 'boolean' });
    await queryRunner.createTable(
      new Table({
        name: 'chef',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          text('name', 200),
          text('nameKey', 200),
          text('email', 254),
          text('emailKey', 254),
          text('phone', 40, true),
          text('photoUrl', 500, true),
          { name: 'bio', type: 'text', isNullable: true },
          text('specialty', 200),
          text('chefGroup', 20),
          { name: 'yearsExperience', type: 'integer' },
          flag('redSeal'),
          text('redSealNumber', 40, true),
          text('credentials', 400, true),
          { name: 'achievements', type: 'text' },
          flag('inPerson'),
          flag('virtual'),
          { name: 'hourlyRate', type: 'integer' },
          flag('showOnSite'),
          text('status', 10),
          { name: 'createdAt', type: timestamp, default: now },
          { name: 'updatedAt', type: timestamp, default: now },
        ],
        indices: [
          new TableIndex({ name: 'UQ_chef_email_key', columnNames: ['emailKey'], isUnique: true }),
          // The admin table sorts by name and filters by tier (years); /our-chefs reads by status and group.
          new TableIndex({ name: 'IDX_chef_name_key', columnNames: ['nameKey'] }),
          new TableIndex({ name: 'IDX_chef_years', columnNames: ['yearsExperience'] }),
          new TableIndex({ name: 'IDX_chef_status_group', columnNames: ['status', 'chefGroup'] }),
          new TableIndex({ name: 'IDX_chef_created', columnNames: ['createdAt'] }),
        ],
      }),
    );

    const parameter = (index: number) => queryRunner.connection.driver.createParameter(`p${index}`, index);
    const columns = ['name', 'nameKey', 'email', 'emailKey', 'specialty', 'chefGroup', 'yearsExperience', 'redSeal', 'credentials', 'achievements', 'inPerson', 'virtual', 'hourlyRate', 'showOnSite', 'status'];
    const insert = `INSERT INTO chef (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((_, index) => parameter(index)).join(', ')})`;
    for (const [group, name, specialty, years, rate, serviceTypes, credentials, achievements] of ROSTER) {
      const email = `${name.toLowerCase().replace(/\s+/g, '.')}@chefs.chefconnect.ca`;
      await queryRunner.query(insert, [
        name,
        searchKey(name),
        email,
        searchKey(email),
        specialty,
        group,
        years,
        true,
        credentials,
        JSON.stringify(achievements),
        serviceTypes.includes('in-person'),
        serviceTypes.includes('virtual'),
        rate,
        true,
        'active',
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('chef');
  }
}
