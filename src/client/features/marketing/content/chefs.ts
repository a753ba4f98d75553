/** Chef profiles for /our-chefs: static display content, not stored (SPEC.md section 3). */

export interface Chef {
  name: string;
  specialty: string;
  experience: string;
  credentials: string;
  achievements: string[];
}

export interface ChefGroup {
  title: string;
  description: string;
  chefs: Chef[];
}

export const chefGroups: ChefGroup[] = [
  {
    title: 'Executive Head Chefs',
    description: 'Seasoned leaders who have run high-volume kitchens, brigades and multi-site operations.',
    chefs: [
      {
        name: 'Marcus Thibodeau',
        specialty: 'Modern Canadian cuisine and kitchen leadership',
        experience: '18 years',
        credentials: 'Red Seal Chef; Culinary Arts Diploma, Vancouver Community College',
        achievements: [
          'Led a 40-cook brigade at a 300-seat downtown restaurant',
          'Cut food waste by 22% through prep and ordering redesign',
          'Mentored six cooks to their own Red Seal certification',
        ],
      },
      {
        name: 'Priya Raman',
        specialty: 'Hotel and banquet operations',
        experience: '15 years',
        credentials: 'Red Seal Chef; Hospitality Management Diploma, BCIT',
        achievements: [
          'Ran banquet kitchens serving events of up to 600 guests',
          'Opened two hotel restaurants on the North Shore',
          'Built HACCP programs for three multi-outlet properties',
        ],
      },
      {
        name: 'Daniel Okafor',
        specialty: 'Pacific Northwest seafood and seasonal menus',
        experience: '14 years',
        credentials: 'Red Seal Chef; Ocean Wise seafood training',
        achievements: [
          'Developed a sustainable seafood program for a waterfront restaurant group',
          'Guest chef at a Vancouver harvest festival for four seasons',
          'Standardized recipes across four locations',
        ],
      },
    ],
  },
  {
    title: 'Pastry & Baking Specialists',
    description: 'Bakers and pastry chefs who bring precision to breads, laminated doughs and plated desserts.',
    chefs: [
      {
        name: 'Sophie Lavoie',
        specialty: 'French pastry and viennoiserie',
        experience: '12 years',
        credentials: 'Red Seal Baker; Pastry Arts Diploma, Pacific Institute of Culinary Arts',
        achievements: [
          'Launched the pastry program for a Gastown patisserie',
          'Trained bakery teams in lamination and proofing schedules',
          'Created a dessert menu that doubled dessert sales in a year',
        ],
      },
      {
        name: 'Kenji Watanabe',
        specialty: 'Artisan bread and sourdough programs',
        experience: '10 years',
        credentials: 'Red Seal Baker; Food Safe Level 2',
        achievements: [
          'Built a wholesale bread program supplying twelve cafes',
          'Introduced long-fermentation loaves to a bakery chain',
          'Reduced bake-off waste with demand-based production plans',
        ],
      },
      {
        name: 'Amara Mensah',
        specialty: 'Plated desserts and allergen-friendly baking',
        experience: '9 years',
        credentials: 'Red Seal Baker; Allergen management certificate',
        achievements: [
          'Designed a gluten-free dessert line for a restaurant group',
          'Pastry lead for wedding and gala events up to 250 guests',
          'Wrote the allergen procedures for a commercial bakery',
        ],
      },
    ],
  },
  {
    title: 'Rising Culinary Stars',
    description: 'Energetic chefs early in their careers, trained in modern technique and ready for busy services.',
    chefs: [
      {
        name: 'Liam Chen',
        specialty: 'Plant-forward and vegetarian menus',
        experience: '3 years',
        credentials: 'Red Seal Cook; Culinary Arts Certificate, Vancouver Island University',
        achievements: [
          'Created a vegetarian tasting menu for a Kitsilano bistro',
          'Finalist in a provincial young chefs competition',
          'Developed plant-based dishes for a cafe chain',
        ],
      },
      {
        name: 'Isabela Duarte',
        specialty: 'Brunch service and cafe kitchens',
        experience: '4 years',
        credentials: 'Red Seal Cook; Food Safe Level 1',
        achievements: [
          'Ran weekend brunch for a 90-seat Main Street cafe',
          'Streamlined egg station setup to cut ticket times',
          'Trained new line cooks for two cafe openings',
        ],
      },
      {
        name: 'Noah Whitford',
        specialty: 'Food truck and quick-service menus',
        experience: '3 years',
        credentials: 'Red Seal Cook; Mobile food premises training',
        achievements: [
          'Built a compact menu for a food truck serving 400 covers a day',
          'Designed prep systems for small-footprint kitchens',
          'Cooked at summer night markets across Richmond and Surrey',
        ],
      },
    ],
  },
  {
    title: 'International Specialists',
    description: 'Chefs rooted in the cuisines Greater Vancouver loves, cooked with authentic technique.',
    chefs: [
      {
        name: 'Hiroshi Tanaka',
        specialty: 'Japanese cuisine and sushi',
        experience: '20 years',
        credentials: 'Red Seal Chef; Sushi technique apprenticeship, Osaka',
        achievements: [
          'Head sushi chef at a Robson Street restaurant for eight years',
          'Trained cooks in knife skills and fish handling',
          'Designed an omakase program for a hotel restaurant',
        ],
      },
      {
        name: 'Elena Rossi',
        specialty: 'Regional Italian and fresh pasta',
        experience: '16 years',
        credentials: 'Red Seal Chef; Culinary diploma, ALMA, Italy',
        achievements: [
          'Opened a fresh pasta program for a Commercial Drive trattoria',
          'Taught pasta workshops for restaurant teams',
          'Built a seasonal Italian menu around local produce',
        ],
      },
      {
        name: 'Arjun Mehta',
        specialty: 'North and South Indian cuisine',
        experience: '13 years',
        credentials: 'Red Seal Chef; Hotel Management Degree, IHM Mumbai',
        achievements: [
          'Executive chef for an Indian restaurant group in Surrey',
          'Created tandoor training for new cooks',
          'Developed a catering menu for events of 300 guests',
        ],
      },
    ],
  },
];
