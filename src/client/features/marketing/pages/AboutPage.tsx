import {
  CalendarOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { COMPLIMENTARY_HOURS } from '../../../../common/constants';
import { company } from '../../../../common/site';
import { ButtonLink } from '../../../components/ButtonLink';
import { ContactDetails } from '../../../components/ContactDetails';
import { CallToAction } from '../../../components/CallToAction';
import { CardGrid } from '../../../components/CardGrid';
import { PageHero } from '../../../components/PageHero';
import { Section } from '../../../components/Section';
import { usePageMeta } from '../../../components/usePageMeta';

const benefits = [
  {
    title: 'Red Seal Certified',
    text: 'Every chef holds the Red Seal endorsement, the national standard for trades excellence in Canada.',
    icon: <SafetyCertificateOutlined />,
  },
  {
    title: `${COMPLIMENTARY_HOURS} Free Hours`,
    text: 'New businesses start with 2 in-person days of 5 hours and 10 virtual hours, at no cost.',
    icon: <ThunderboltOutlined />,
  },
  {
    title: 'Fair, Transparent Rates',
    text: 'Chefs set their own hourly rates by experience, following provincial wage guidelines.',
    icon: <DollarOutlined />,
  },
  {
    title: 'Flexible Scheduling',
    text: 'Book morning, afternoon, evening or all-day slots, in person or online, from 1 to 12 hours.',
    icon: <CalendarOutlined />,
  },
  {
    title: 'Matched to Your Kitchen',
    text: 'We match by cuisine, service style and the problem you need solved, from pastry to banquets.',
    icon: <TeamOutlined />,
  },
  {
    title: 'Local to Vancouver',
    text: 'Our chefs live and cook in Greater Vancouver and know its suppliers, seasons and guests.',
    icon: <EnvironmentOutlined />,
  },
];

export function AboutPage() {
  usePageMeta(
    'About Us',
    'ChefConnect connects Greater Vancouver food businesses with Red Seal certified chefs. Learn about our mission, our standards and how to reach our Vancouver office.',
  );
  return (
    <>
      <PageHero
        eyebrow="About ChefConnect"
        title="Great Kitchens Deserve Great Chefs"
        intro={
          <p>
            We started {company.name} because independent restaurants and food businesses rarely have a Red Seal
            chef on call when they need one. Now they do.
          </p>
        }
        actions={
          <ButtonLink to="/register/business" variant="primary" size="large">
            Get Started
          </ButtonLink>
        }
      />
      <Section title="Our Mission">
        <div className="cc-prose">
          <p>
            Our mission is to give every food business in Greater Vancouver access to professional culinary
            expertise, whether that is a chef on the line for a busy weekend, an hour of advice on a new menu or
            a training day for a growing team.
          </p>
          <p>
            We connect restaurants, cafes, bakeries, hotels, caterers and food trucks with certified chefs who
            set fair rates and take pride in leaving every kitchen better than they found it.
          </p>
        </div>
      </Section>
      <Section title="Red Seal Quality" tinted>
        <div className="cc-prose">
          <p>
            The Red Seal is the Interprovincial Standard of Excellence for skilled trades in Canada. A Red Seal
            cook has completed an apprenticeship or proven years of experience and passed a national exam
            covering technique, food safety, menu planning and kitchen management.
          </p>
          <p>
            We only work with Red Seal certified chefs, and we check references and experience before a chef
            joins {company.name}. Chefs are grouped into three experience tiers: entry level (1-3 years),
            experienced (4-8 years) and master chef (8+ years).
          </p>
        </div>
      </Section>
      <Section title="Why Businesses Choose Us">
        <CardGrid items={benefits} />
      </Section>
      <Section title="Visit or Reach Us" tinted>
        <p>Our team works from downtown Vancouver and answers the phone on business days.</p>
        <ContactDetails />
      </Section>
      <CallToAction
        title="Join the businesses cooking with Red Seal chefs"
        text={`Register in a few minutes and start with ${COMPLIMENTARY_HOURS} complimentary hours.`}
        actions={
          <ButtonLink to="/register/business" variant="primary" size="large">
            Register Now
          </ButtonLink>
        }
      />
    </>
  );
}
