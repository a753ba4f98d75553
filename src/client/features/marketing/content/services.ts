import type { ServiceSlug } from '../../../../common/client-routes';
import type { FaqItem } from '../../../components/FaqList';

export interface ServiceContent {
  slug: ServiceSlug;
  /** Short name for links and the hero's eyebrow. */
  name: string;
  title: string;
  metaDescription: string;
  intro: string;
  /** Key facts of SPEC.md section 9, shown as a list under the hero. */
  facts: string[];
  benefits: { title: string; text: string }[];
  faqs: FaqItem[];
  cta: { title: string; text: string };
}

const inPersonChefs: ServiceContent = {
  slug: 'in-person-chefs',
  name: 'In-Person Chefs',
  title: 'Red Seal Chefs in Your Kitchen',
  metaDescription:
    'Book a Red Seal certified chef to work on-site in your Greater Vancouver kitchen: consultations, cover shifts and hands-on problem solving in 5-hour sessions.',
  intro:
    'A certified chef comes to your restaurant, cafe or hotel kitchen, works the line beside your team and leaves you with fixes you can keep using: tighter prep, steadier plates and a calmer service.',
  facts: [
    'Sessions run 5 hours on-site',
    'Every new business gets 2 complimentary in-person days',
    'Book at least one week ahead for in-person service',
    'Morning, afternoon, evening or all-day time slots',
  ],
  benefits: [
    {
      title: 'Certified expertise',
      text: 'Every chef holds the Red Seal, the interprovincial standard of excellence for cooks in Canada.',
    },
    {
      title: 'Hands-on, not just advice',
      text: 'Your chef cooks, plates and coaches during real prep and service, so changes stick the next day.',
    },
    {
      title: 'Matched to your kitchen',
      text: 'We match by cuisine, volume and the problem you want solved, from pastry to high-volume banquets.',
    },
    {
      title: 'Paid from your labor bank',
      text: 'Hours come out of your prepaid labor bank, so there are no surprise invoices after the visit.',
    },
  ],
  faqs: [
    {
      question: 'How long is an in-person session?',
      answer:
        'A standard in-person session is 5 hours, long enough to cover prep and a service. You can book between 1 and 12 hours in one booking.',
    },
    {
      question: 'How far ahead should I book?',
      answer:
        'We recommend booking at least one week ahead for in-person service so we can match the right chef to your kitchen.',
    },
    {
      question: 'Which areas do you serve?',
      answer:
        'Our chefs work across Greater Vancouver, including Burnaby, Richmond, Surrey, North Vancouver and the Tri-Cities.',
    },
    {
      question: 'What does the first visit cost?',
      answer:
        'Nothing. Every registered business receives 20 complimentary hours: 2 in-person days of 5 hours plus 10 virtual hours.',
    },
  ],
  cta: {
    title: 'Bring a Red Seal chef into your kitchen',
    text: 'Register your business, pick a date and use your complimentary in-person days.',
  },
};

const virtualAssistance: ServiceContent = {
  slug: 'virtual-assistance',
  name: 'Virtual Assistance',
  title: 'Virtual Chef Consultations',
  metaDescription:
    'One-hour video consultations with Red Seal chefs: recipe troubleshooting, menu and costing advice without waiting for a site visit. 10 virtual hours included.',
  intro:
    'Get a certified chef on a video call when you need an answer now: a recipe that will not hold, a supplier switch, a new dish to cost or a menu to review before it goes to print.',
  facts: [
    'Standard sessions are 1 hour',
    '10 virtual hours are included for every new business',
    'Share recipes, photos and costings before the call',
    'Book as little as one hour at a time',
  ],
  benefits: [
    {
      title: 'Answers the same week',
      text: 'No travel to schedule: book a slot and talk to a chef who has solved your problem before.',
    },
    {
      title: 'Bring the whole team',
      text: 'Your chef de cuisine, owner and front-of-house lead can all join the same call.',
    },
    {
      title: 'Costing and menu reviews',
      text: 'Walk through plate costs, portion sizes and menu layout with someone who reads them every day.',
    },
    {
      title: 'Follow-up notes',
      text: 'Your chef sends a short summary of what was agreed, so nothing is lost after the call.',
    },
  ],
  faqs: [
    {
      question: 'How long is a virtual session?',
      answer: 'A standard virtual session is 1 hour. You can book longer blocks for menu reviews or team sessions.',
    },
    {
      question: 'How many virtual hours are free?',
      answer: 'Every registered business receives 10 complimentary virtual hours as part of its 20 free hours.',
    },
    {
      question: 'What do I need for a call?',
      answer:
        'A phone, tablet or laptop with a camera. Many kitchens prop a tablet near the pass so the chef can see the line.',
    },
    {
      question: 'Can a virtual session lead to an on-site visit?',
      answer: 'Yes. If your chef thinks the problem needs hands in the kitchen, you can book an in-person session from your dashboard.',
    },
  ],
  cta: {
    title: 'Talk to a chef this week',
    text: 'Register in a few minutes and use your 10 complimentary virtual hours.',
  },
};

const menuDevelopment: ServiceContent = {
  slug: 'menu-development',
  name: 'Menu Development',
  title: 'Menus Built for Your Kitchen and Your Margins',
  metaDescription:
    'Custom menu development by Red Seal chefs: recipe testing, food cost analysis, dietary adaptations and standardized recipes. Full menus in 3-4 weeks.',
  intro:
    'Our chefs design menus around your equipment, your team and your food costs, then test and standardize every recipe so each plate leaves the pass the same way every night.',
  facts: [
    'A full custom menu takes 3-4 weeks',
    'Seasonal menu updates take 1-2 weeks',
    'Recipe testing, costing and nutritional analysis available',
    'Standardization across multiple locations',
  ],
  benefits: [
    {
      title: 'Costed from the start',
      text: 'Every dish comes with a food cost and a portion spec, so your menu prices are grounded in numbers.',
    },
    {
      title: 'Tested in your kitchen',
      text: 'Recipes are tested on your equipment and timed for your line, not just written on paper.',
    },
    {
      title: 'Dietary options done well',
      text: 'Gluten-free, vegan and allergen-aware adaptations that guests actually want to order.',
    },
    {
      title: 'Consistent everywhere',
      text: 'Standardized recipe cards keep every shift and every location plating the same dish.',
    },
  ],
  faqs: [
    {
      question: 'How long does a new menu take?',
      answer: 'A full custom menu takes 3-4 weeks from the first tasting to final recipe cards. Seasonal updates take 1-2 weeks.',
    },
    {
      question: 'What does menu development cost?',
      answer:
        'Custom menu development runs $1,200-2,500 depending on the number of dishes. The rate sheet lists testing, costing and analysis prices.',
    },
    {
      question: 'Do you provide nutritional information?',
      answer: 'Yes. Nutritional analysis is available per recipe, along with allergen listings for your servers.',
    },
    {
      question: 'Can you work with our existing recipes?',
      answer: 'Absolutely. Many clients ask us to standardize and cost the recipes they already serve rather than start over.',
    },
  ],
  cta: {
    title: 'Start your next menu',
    text: 'Register your business and tell us what you want your menu to do.',
  },
};

const staffTraining: ServiceContent = {
  slug: 'staff-training',
  name: 'Staff Training',
  title: 'Kitchen Training That Sticks',
  metaDescription:
    'Hands-on kitchen staff training by Red Seal chefs: orientation, food safety and HACCP, allergy management, equipment and quality control for 2-8 people.',
  intro:
    'Red Seal chef trainers teach your team in your own kitchen, on your own menu, so new cooks get up to speed faster and experienced cooks learn the standards you want.',
  facts: [
    'Sessions run 3-5 hours',
    'Groups of 2-8 people per session',
    'Food safety, HACCP and allergy programs',
    'Group discount for 5 or more trainees',
  ],
  benefits: [
    {
      title: 'Trained on your menu',
      text: 'Programs use your dishes and your equipment, so every skill applies on the next shift.',
    },
    {
      title: 'Safer kitchens',
      text: 'Food safety, HACCP and allergy management training reduce risk for your guests and your business.',
    },
    {
      title: 'Faster onboarding',
      text: 'A structured orientation gets new hires productive in days instead of weeks.',
    },
    {
      title: 'Clear standards',
      text: 'Quality control training gives your team one shared definition of a finished plate.',
    },
  ],
  faqs: [
    {
      question: 'How many people can join a session?',
      answer: 'Sessions are designed for 2-8 people so every trainee gets hands-on time with the chef trainer.',
    },
    {
      question: 'How long is a training session?',
      answer: 'Most sessions run 3-5 hours. Menu-specific training can run 6-8 hours for larger menus.',
    },
    {
      question: 'Which programs do you offer?',
      answer:
        'Basic kitchen orientation, menu-specific training, food safety and HACCP, equipment training, allergy management and quality control.',
    },
    {
      question: 'Is there a discount for larger groups?',
      answer: 'Yes. A group discount applies when 5 or more trainees join the same session.',
    },
  ],
  cta: {
    title: 'Train your team with a Red Seal chef',
    text: 'Register your business and schedule your first session.',
  },
};

const specialEvents: ServiceContent = {
  slug: 'special-events',
  name: 'Special Events',
  title: 'Chefs for Special Events',
  metaDescription:
    'Red Seal chefs for tastings, private dinners, launches and banquets of 8 to 100+ guests. Book 3-4 weeks ahead, or 6-8 weeks for large events.',
  intro:
    'From a chef’s table for eight to a banquet for more than a hundred, our chefs plan the menu with you, cook it in your space and keep service on time.',
  facts: [
    'Events for 8 to 100+ guests',
    'Book 3-4 weeks ahead',
    'Allow 6-8 weeks for large events',
    'Menu planned with your chef before the day',
  ],
  benefits: [
    {
      title: 'A menu for the occasion',
      text: 'Your chef designs a menu around your guests, your budget and what your kitchen can deliver.',
    },
    {
      title: 'Extra hands when it counts',
      text: 'Add experienced chefs to your own team for the night, without hiring for a single event.',
    },
    {
      title: 'Dietary needs handled',
      text: 'Allergies and dietary requests are planned in advance, not improvised during service.',
    },
    {
      title: 'Calm, on-time service',
      text: 'Event chefs plan prep, timing and plating so every course leaves the kitchen on schedule.',
    },
  ],
  faqs: [
    {
      question: 'How far ahead should I book an event?',
      answer: 'Book 3-4 weeks ahead for most events. For large events, allow 6-8 weeks so we can plan staffing and menus.',
    },
    {
      question: 'How many guests can you cater for?',
      answer: 'Our chefs work events from 8 guests to more than 100.',
    },
    {
      question: 'Do you bring staff for service?',
      answer: 'We provide chefs for the kitchen. Tell us about your front-of-house team and we will plan service timing with them.',
    },
    {
      question: 'Can we taste the menu first?',
      answer: 'Yes. A tasting is part of planning for larger events, so you can adjust dishes before the day.',
    },
  ],
  cta: {
    title: 'Plan your next event with a chef',
    text: 'Register your business and tell us about the occasion.',
  },
};

export const services: Record<ServiceSlug, ServiceContent> = {
  'in-person-chefs': inPersonChefs,
  'virtual-assistance': virtualAssistance,
  'menu-development': menuDevelopment,
  'staff-training': staffTraining,
  'special-events': specialEvents,
};
