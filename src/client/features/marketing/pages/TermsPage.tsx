import { Link } from 'react-router-dom';
import { company } from '../../../../common/site';
import { PageHero } from '../../../components/PageHero';
import { usePageMeta } from '../../../components/usePageMeta';

const EFFECTIVE_DATE = 'May 21, 2025';

const clauses = [
  {
    title: 'Nature of Our Services',
    text: `${company.name} operates as a staffing agency in Canada. We connect food businesses ("Clients") with independent culinary professionals for in-person and virtual work. ${company.name} is not a restaurant, caterer or food producer and does not prepare or sell food.`,
  },
  {
    title: 'Limitation of Liability',
    text: `To the fullest extent permitted by law, ${company.name} is not liable for any direct, indirect, incidental, special or consequential damages, including lost profits, spoiled inventory, equipment damage or business interruption, arising from the use of our services or our website.`,
  },
  {
    title: 'Actions of Placed Personnel',
    text: `Chefs and other personnel placed through ${company.name} work under the direction of the Client while on the Client's premises or engaged in the Client's work. ${company.name} is not liable for the acts, omissions or conduct of placed personnel, including food safety outcomes in the Client's kitchen.`,
  },
  {
    title: 'Disclaimers',
    text: `Our services and website are provided "as is" and "as available". ${company.name} makes no warranty that a particular chef will be available on a particular date, that results from a consultation will meet a particular business outcome, or that the website will be uninterrupted or error-free.`,
  },
  {
    title: 'Client Indemnification',
    text: `The Client agrees to indemnify and hold harmless ${company.name}, its officers, employees and placed personnel from any claims, losses, liabilities and expenses, including reasonable legal fees, arising from the Client's premises, equipment, instructions, products or breach of these terms.`,
  },
  {
    title: 'Confidentiality',
    text: `Each party will keep confidential any non-public information received from the other, including recipes, supplier pricing, business plans and personal information, and will use it only to provide or receive the services. ${company.name} handles personal information in accordance with applicable Canadian privacy law.`,
  },
  {
    title: 'Governing Law',
    text: 'These terms are governed by the laws of the Province of British Columbia and the federal laws of Canada that apply there. Any dispute will be resolved in the courts of British Columbia.',
  },
  {
    title: 'Acceptance of Terms',
    text: `By registering, booking a service or otherwise engaging ${company.name}, the Client accepts these Terms of Service. If you do not agree with them, please do not use our services.`,
  },
];

export function TermsPage() {
  usePageMeta(
    'Terms of Service',
    `The ${company.name} Terms of Service, privacy and cookie terms, effective ${EFFECTIVE_DATE}.`,
  );
  return (
    <>
      <PageHero title="Terms of Service" intro={<p>Effective {EFFECTIVE_DATE}</p>} />
      <section className="cc-section" aria-label="Terms">
        <div className="cc-container cc-prose">
          <ol className="cc-list">
            {clauses.map((clause) => (
              <li key={clause.title}>
                <h2>{clause.title}</h2>
                <p>{clause.text}</p>
              </li>
            ))}
          </ol>
          <p>
            Questions about these terms? Email <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>.
          </p>
          <p>
            <Link to="/">Back to Home</Link>
          </p>
        </div>
      </section>
    </>
  );
}
