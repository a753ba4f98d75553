import { Link } from 'react-router-dom';
import { COMPLIMENTARY_HOURS } from '../../../../common/constants';
import { CHEF_HOURLY_RATE, rateSheet } from '../../../../common/pricing';
import { LATE_CANCELLATION_HOURS, LATE_CANCELLATION_MAX_FEE } from '../../../../common/session-life';
import { ButtonLink } from '../../../components/ButtonLink';
import { CallToAction } from '../../../components/CallToAction';
import { CardGrid } from '../../../components/CardGrid';
import { PageHero } from '../../../components/PageHero';
import { Section } from '../../../components/Section';
import { usePageMeta } from '../../../components/usePageMeta';
import { HourPacks } from '../components/HourPacks';

/** SPEC.md sections 1 and 9: chefs set their own rates within these tiers. */
const experienceTiers = [
  {
    title: 'Entry Level',
    text: (
      <>
        <p>1-3 years of professional experience.</p>
        <p>Red Seal cooks who bring modern technique and energy to prep, line and cafe work.</p>
      </>
    ),
  },
  {
    title: 'Experienced',
    text: (
      <>
        <p>4-8 years of professional experience.</p>
        <p>Chefs who have run stations and shifts and can lead a small team through service.</p>
      </>
    ),
  },
  {
    title: 'Master Chef',
    text: (
      <>
        <p>8+ years of professional experience.</p>
        <p>Executive and specialist chefs for menu design, kitchen leadership and large events.</p>
      </>
    ),
  },
];

export function PricingPage() {
  usePageMeta(
    'Transparent Pricing',
    `How ChefConnect pricing works: fair chef wages by experience, service categories, three experience tiers and a labor bank that starts with ${COMPLIMENTARY_HOURS} free hours.`,
  );
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Transparent Pricing"
        intro={
          <p>
            You pay for the hours a chef works, at a rate the chef sets by experience. No hidden fees, and every
            new business starts with {COMPLIMENTARY_HOURS} complimentary hours.
          </p>
        }
        actions={
          <>
            <ButtonLink to="/register/business" variant="primary" size="large">
              Get Started
            </ButtonLink>
            <ButtonLink to="/rate-sheet" size="large">
              View Full Rate Sheet
            </ButtonLink>
          </>
        }
      />
      <Section title="Fair Wage Standards">
        <div className="cc-prose">
          <p>
            Chefs set their own hourly rates based on their experience, following provincial guidelines for
            skilled culinary trades in British Columbia. Contract chef rates fall between {CHEF_HOURLY_RATE}.
          </p>
          <p>
            Fair pay keeps experienced chefs in the industry and means the chef in your kitchen is there because
            they want to be. Read more <Link to="/about">about our standards</Link>.
          </p>
        </div>
      </Section>
      <Section
        title="Service Categories"
        tinted
        intro="Every service is priced per hour, per item or per placement. The rate sheet lists each price."
      >
        <CardGrid
          items={rateSheet.map((group) => ({
            title: group.title,
            text: <p>{group.summary}</p>,
            footer: <Link to={`/rate-sheet#${group.id}`}>See {group.title.toLowerCase()} rates</Link>,
          }))}
        />
      </Section>
      <Section title="Experience Tiers">
        <CardGrid items={experienceTiers} />
      </Section>
      <Section title="How the Labor Bank Works" tinted>
        <div className="cc-prose">
          <p>
            Your labor bank is a prepaid pool of chef hours. Each registered business receives{' '}
            {COMPLIMENTARY_HOURS} complimentary hours under our platinum plan: 2 in-person days of 5 hours plus 10
            virtual hours.
          </p>
          <p>
            When you book a session, its hours are reserved from the bank, and they go back if you cancel it. A
            chef&apos;s time is held for you, though: cancel a booking with a chef less than {LATE_CANCELLATION_HOURS}{' '}
            hours before its start and up to {LATE_CANCELLATION_MAX_FEE} of its hours are kept as a late cancellation
            fee. Your dashboard shows the hours available, the total purchased and your recent activity. Need more?
            Request additional hours from your dashboard and we will call you within 1 hour.
          </p>
        </div>
      </Section>
      <HourPacks />
      <CallToAction
        title="Start with 20 free hours"
        text="Register your business and book your first chef today."
        actions={
          <>
            <ButtonLink to="/register/business" variant="primary" size="large">
              Register Your Business
            </ButtonLink>
            <ButtonLink to="/about" size="large">
              About ChefConnect
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
