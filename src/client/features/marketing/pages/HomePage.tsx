import { Link } from 'react-router-dom';
import { COMPLIMENTARY_HOURS } from '../../../../common/constants';
import { ButtonLink } from '../../../components/ButtonLink';
import { CallToAction } from '../../../components/CallToAction';
import { CardGrid } from '../../../components/CardGrid';
import { PageHero } from '../../../components/PageHero';
import { Section } from '../../../components/Section';
import { usePageMeta } from '../../../components/usePageMeta';

const serviceCards = [
  {
    title: 'On-Site Consultation',
    text: 'A Red Seal chef works in your kitchen for a 5-hour session: prep systems, line setup, new dishes and hands-on coaching.',
    to: '/services/in-person-chefs',
  },
  {
    title: 'Virtual Consultation',
    text: 'One-hour video calls for recipe troubleshooting, costing and menu reviews, without waiting for a site visit.',
    to: '/services/virtual-assistance',
  },
  {
    title: 'Staff Training',
    text: 'Sessions of 3-5 hours for 2-8 people: kitchen orientation, food safety and HACCP, allergy management and more.',
    to: '/services/staff-training',
  },
];

const steps = [
  { title: '1. Register your business', text: 'Tell us about your kitchen and who we should talk to. It takes a few minutes.' },
  { title: '2. Choose a service', text: 'Pick an in-person chef or virtual assistance and describe what you need.' },
  { title: '3. Pick a date', text: 'Choose a day, a time slot and the hours you need from the booking calendar.' },
  { title: '4. Cook with a chef', text: 'Your matched Red Seal chef arrives or calls in, and the hours come from your labor bank.' },
];

export function HomePage() {
  usePageMeta(
    'Connecting Restaurants with Chefs',
    'Book Red Seal certified chefs in Greater Vancouver for on-site consultations, virtual consultations and staff training. Every new business gets 20 free hours.',
  );
  return (
    <>
      <PageHero
        eyebrow="Red Seal chefs for Greater Vancouver"
        title="Connecting Restaurants with Chefs"
        intro={
          <p>
            Restaurants, cafes, bakeries, hotels, caterers and food trucks book certified chefs for in-person or
            virtual work, paid from a prepaid labor bank. New businesses start with {COMPLIMENTARY_HOURS}{' '}
            complimentary hours.
          </p>
        }
        actions={
          <>
            <ButtonLink to="/register/business" variant="primary" size="large">
              Schedule a Chef
            </ButtonLink>
            <ButtonLink to="/our-chefs" size="large">
              Meet Our Chefs
            </ButtonLink>
          </>
        }
      />
      <Section title="Our Services" intro="Three ways to bring professional chef expertise into your business.">
        <CardGrid
          items={serviceCards.map((card) => ({
            ...card,
            footer: (
              // The hidden words are in the link's text, not only its aria-label, so search
              // engines read a descriptive link too.
              <Link to={card.to}>
                Learn more<span className="cc-visually-hidden"> about {card.title}</span>
              </Link>
            ),
          }))}
        />
      </Section>
      <Section title="How it works" tinted>
        <CardGrid items={steps} />
      </Section>
      <Section
        title="Your labor bank"
        intro={
          <p>
            Every registered business receives {COMPLIMENTARY_HOURS} complimentary labor hours under our platinum
            plan: 2 in-person days of 5 hours plus 10 virtual hours. Bookings draw from the bank, your dashboard
            shows what is left, and you can request more hours at any time. See{' '}
            <Link to="/pricing">how pricing works</Link>.
          </p>
        }
      />
      <CallToAction
        title="Ready to cook with a Red Seal chef?"
        text="Register your business, book your first session and use your complimentary hours."
        actions={
          <>
            <ButtonLink to="/register/business" variant="primary" size="large">
              Schedule a Chef
            </ButtonLink>
            <ButtonLink to="/contact" size="large">
              Contact Us
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
