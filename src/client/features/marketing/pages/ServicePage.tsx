import { CheckCircleOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { CallToAction } from '../../../components/CallToAction';
import { CardGrid } from '../../../components/CardGrid';
import { FaqList } from '../../../components/FaqList';
import { PageHero } from '../../../components/PageHero';
import { Section } from '../../../components/Section';
import { usePageMeta } from '../../../components/usePageMeta';
import type { ServiceSlug } from '../../../../common/client-routes';
import { services, type ServiceContent } from '../content/services';

/** One page for the five services; its route (routes.tsx) picks the content. */
export function ServicePage({ slug }: { slug: ServiceSlug }) {
  return <ServiceDetails service={services[slug]} />;
}

function ServiceDetails({ service }: { service: ServiceContent }) {
  usePageMeta(service.name, service.metaDescription);
  return (
    <>
      <PageHero
        eyebrow={service.name}
        title={service.title}
        intro={
          <>
            <p>{service.intro}</p>
            <ul className="cc-list">
              {service.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </>
        }
        actions={
          <>
            <ButtonLink to="/register/business" variant="primary" size="large">
              Get Started
            </ButtonLink>
            <ButtonLink to="/rate-sheet" size="large">
              View Rates
            </ButtonLink>
          </>
        }
      />
      <Section title="Why businesses choose it" tinted>
        <CardGrid
          items={service.benefits.map((benefit) => ({ ...benefit, icon: <CheckCircleOutlined /> }))}
        />
      </Section>
      <Section title="Frequently Asked Questions">
        <FaqList items={service.faqs} />
      </Section>
      <CallToAction
        title={service.cta.title}
        text={service.cta.text}
        actions={
          <ButtonLink to="/register/business" variant="primary" size="large">
            Register Your Business
          </ButtonLink>
        }
      />
    </>
  );
}
