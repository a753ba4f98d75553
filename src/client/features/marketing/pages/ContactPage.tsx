import { COMPLIMENTARY_HOURS } from '../../../../common/constants';
import { company } from '../../../../common/site';
import { ContactDetails } from '../../../components/ContactDetails';
import { PageHero } from '../../../components/PageHero';
import { Section } from '../../../components/Section';
import { usePageMeta } from '../../../components/usePageMeta';
import { ContactForm } from '../components/ContactForm';

const stats = [
  { value: `${COMPLIMENTARY_HOURS}+`, label: 'Free Hours' },
  { value: '100%', label: 'Satisfaction' },
  { value: '24hr', label: 'Response' },
  { value: '5-star', label: 'Rating' },
];

export function ContactPage() {
  usePageMeta(
    'Contact Us',
    `Contact ${company.name}: send us a message, call ${company.supportPhone} or email ${company.supportEmail}. We reply within 24 hours.`,
  );
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in Touch"
        intro={
          <p>
            Questions about booking a chef, pricing or your account? Send us a message and we will get back to you
            within 24 hours.
          </p>
        }
      />
      <section className="cc-section" aria-label="Contact form and details">
        <div className="cc-container cc-two-columns">
          <div className="cc-panel">
            <h2 className="cc-subtitle">Send us a message</h2>
            <ContactForm />
          </div>
          <div>
            <div className="cc-panel">
              <h2 className="cc-subtitle">Contact information</h2>
              <ContactDetails />
              <p className="cc-muted">Phone lines are open Monday to Friday, 8 AM to 6 PM Pacific time.</p>
            </div>
            <div className="cc-panel cc-panel--spaced">
              <h2 className="cc-subtitle">Our location</h2>
              <p>
                We are in downtown Vancouver at {company.address.street}, a short walk from Burrard Station.
              </p>
            </div>
          </div>
        </div>
      </section>
      <Section title="Why businesses talk to us" tinted>
        <dl className="cc-stats">
          {stats.map((stat) => (
            <div key={stat.label} className="cc-stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
