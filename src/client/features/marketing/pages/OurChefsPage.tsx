import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { AntdTheme } from '../../../lib/AntdTheme';
import { ButtonLink } from '../../../components/ButtonLink';
import { CallToAction } from '../../../components/CallToAction';
import { PageHero } from '../../../components/PageHero';
import { Section } from '../../../components/Section';
import { usePageMeta } from '../../../components/usePageMeta';
import { ChefPortrait } from '../components/ChefPortrait';
import { chefGroups, type Chef } from '../content/chefs';

function ChefCard({ chef }: { chef: Chef }) {
  return (
    <li className="cc-card cc-chef">
      <div className="cc-chef__header">
        <ChefPortrait name={chef.name} />
        <div>
          <h3>{chef.name}</h3>
          <p className="cc-chef__specialty">{chef.specialty}</p>
        </div>
      </div>
      <div>
        <Tag color="red" icon={<SafetyCertificateOutlined />}>
          Red Seal Certified
        </Tag>
      </div>
      <dl>
        <dt>Experience</dt>
        <dd>{chef.experience}</dd>
        <dt>Credentials</dt>
        <dd>{chef.credentials}</dd>
      </dl>
      <h4 className="cc-card__title">Achievements</h4>
      <ul className="cc-list cc-card__text">
        {chef.achievements.map((achievement) => (
          <li key={achievement}>{achievement}</li>
        ))}
      </ul>
    </li>
  );
}

export function OurChefsPage() {
  usePageMeta(
    'Our Chefs',
    'Meet ChefConnect chefs: executive head chefs, pastry and baking specialists, rising culinary stars and international specialists, all Red Seal certified.',
  );
  // The chef cards' Tag is the page's only antd component.
  return (
    <AntdTheme>
      <PageHero
        eyebrow="Our Chefs"
        title="Meet Our Red Seal Chefs"
        intro={
          <p>
            Every chef on ChefConnect is Red Seal certified and has been checked for experience and references.
            Here are some of the chefs cooking in Greater Vancouver kitchens this season.
          </p>
        }
      />
      {chefGroups.map((group, index) => (
        <Section key={group.title} title={group.title} intro={group.description} tinted={index % 2 === 0}>
          <ul className="cc-grid">
            {group.chefs.map((chef) => (
              <ChefCard key={chef.name} chef={chef} />
            ))}
          </ul>
        </Section>
      ))}
      <Section title="What the Red Seal Means">
        <div className="cc-prose">
          <p>
            The Red Seal Program sets common standards to assess the skills of tradespeople across Canada. A cook
            who earns the Red Seal endorsement has completed an apprenticeship or documented years of trade
            experience and passed the interprovincial exam.
          </p>
          <p>
            The exam covers cooking technique, food safety and sanitation, menu planning, costing and kitchen
            organization. The endorsement is recognized in every province and territory, so a Red Seal chef
            brings a proven standard to your kitchen.
          </p>
        </div>
      </Section>
      <CallToAction
        title="Book one of our chefs"
        text="Register your business and we will match you with the right chef for your kitchen."
        actions={
          <ButtonLink to="/register/business" variant="primary" size="large">
            Get Started
          </ButtonLink>
        }
      />
    </AntdTheme>
  );
}
