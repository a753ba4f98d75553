/**
 * Marketing prices of SPEC.md section 9, grouped as there. Prices are kept as the text printed
 * on the rate sheet; only the chef rate's bounds are also numbers, because a chef's own hourly
 * rate is validated against them (DECISIONS.md section 8).
 */

export interface PriceRow {
  service: string;
  price: string;
  detail?: string;
}

export interface PriceTable {
  caption: string;
  rows: PriceRow[];
}

export interface PriceGroup {
  id: string;
  title: string;
  summary: string;
  tables: PriceTable[];
  notes: string[];
}

const TRAINER_FEE = '$45-85/hr';
/** The rate sheet's chef rate, in whole dollars an hour: also the range a chef's rate must fall in. */
export const CHEF_RATE_MIN = 35;
export const CHEF_RATE_MAX = 65;
export const CHEF_HOURLY_RATE = `$${CHEF_RATE_MIN}-${CHEF_RATE_MAX}/hr`;
const GROUP_DISCOUNT_MIN_TRAINEES = 5;

const staffTrainingPrices: PriceGroup = {
  id: 'staff-training',
  title: 'Staff Training',
  summary: 'Hands-on programs delivered in your kitchen by a Red Seal chef trainer.',
  tables: [
    {
      caption: 'Training programs',
      rows: [
        { service: 'Basic Kitchen Orientation', price: '$75/hr', detail: '4 hours' },
        { service: 'Menu-Specific Training', price: '$85/hr', detail: '6-8 hours' },
        { service: 'Food Safety & HACCP', price: '$90/hr', detail: '2 hours' },
        { service: 'Equipment Training', price: '$80/hr', detail: '3 hours' },
        { service: 'Allergy Management', price: '$95/hr', detail: '2 hours' },
        { service: 'Quality Control', price: '$85/hr', detail: '4 hours' },
      ],
    },
  ],
  notes: [
    `Each program is billed plus a trainer fee of ${TRAINER_FEE}, set by the trainer's experience.`,
    `Group discount for ${GROUP_DISCOUNT_MIN_TRAINEES}+ trainees in one session.`,
  ],
};

const recruitmentPrices: PriceGroup = {
  id: 'recruitment',
  title: 'Recruitment',
  summary: 'Find and hire permanent kitchen staff, with only the steps you need.',
  tables: [
    {
      caption: 'Recruitment services',
      rows: [
        { service: 'Position sourcing', price: '$150', detail: 'per position' },
        { service: 'Interview coordination', price: '$75', detail: 'per candidate' },
        { service: 'Skills assessment', price: '$125', detail: 'per candidate' },
        { service: 'Reference check', price: '$50', detail: 'per candidate' },
      ],
    },
    {
      caption: 'Placement fees',
      rows: [
        { service: 'Head Chef', price: '25%', detail: 'of first-year salary' },
        { service: 'Sous Chef', price: '20%', detail: 'of first-year salary' },
        { service: 'Kitchen Manager', price: '18%', detail: 'of first-year salary' },
        { service: 'Line Cook', price: '$850', detail: 'flat fee' },
      ],
    },
  ],
  notes: [],
};

const contractChefPrices: PriceGroup = {
  id: 'contract-chefs',
  title: 'Contract Chefs',
  summary: `A Red Seal chef in your kitchen for one to three months. Chef rate ${CHEF_HOURLY_RATE}, plus a service fee that falls with the length of the contract.`,
  tables: [
    {
      caption: 'Contract terms',
      rows: [
        { service: '1 month', price: '15% fee', detail: 'minimum 120 hours' },
        { service: '2 months', price: '12% fee', detail: 'minimum 240 hours' },
        { service: '3 months', price: '10% fee', detail: 'minimum 360 hours' },
      ],
    },
  ],
  notes: [`Chef rate ${CHEF_HOURLY_RATE}, by experience and following provincial wage guidelines.`],
};

const menuPrices: PriceGroup = {
  id: 'menu',
  title: 'Menu Development',
  summary: 'From a full new menu to costing and standardizing the recipes you already have.',
  tables: [
    {
      caption: 'Menu services',
      rows: [
        { service: 'Custom menu development', price: '$1,200-2,500', detail: 'per menu' },
        { service: 'Recipe testing', price: '$85/hr' },
        { service: 'Nutritional analysis', price: '$25', detail: 'per recipe' },
        { service: 'Dietary adaptations', price: '$150', detail: 'per menu section' },
        { service: 'Recipe standardization', price: '$45', detail: 'per recipe' },
        { service: 'Food cost analysis', price: '$35', detail: 'per recipe' },
        { service: 'Portion control', price: '$25', detail: 'per recipe' },
        { service: 'Multi-location standardization', price: '$750', detail: 'per location' },
      ],
    },
  ],
  notes: [],
};

const consultingPrices: PriceGroup = {
  id: 'consulting',
  title: 'Kitchen Consulting',
  summary: 'Layout, equipment, workflow and food safety advice from chefs who run busy kitchens.',
  tables: [
    {
      caption: 'Consulting services',
      rows: [
        { service: 'Kitchen layout', price: '$125/hr' },
        { service: 'Equipment specification', price: '$95/hr' },
        { service: 'Workflow optimization', price: '$110/hr' },
        { service: 'Kitchen audit', price: '$350', detail: 'per audit' },
        { service: 'HACCP implementation', price: '$1,200', detail: 'per location' },
        { service: 'Staff performance reviews', price: '$75/hr' },
      ],
    },
  ],
  notes: [],
};

/** In the order of SPEC.md section 9. */
export const rateSheet: PriceGroup[] = [
  staffTrainingPrices,
  recruitmentPrices,
  contractChefPrices,
  menuPrices,
  consultingPrices,
];
