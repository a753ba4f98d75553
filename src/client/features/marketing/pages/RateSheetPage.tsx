import { rateSheet, type PriceGroup } from '../../../../common/pricing';
import { ButtonLink } from '../../../components/ButtonLink';
import { CallToAction } from '../../../components/CallToAction';
import { PageHero } from '../../../components/PageHero';
import { Section } from '../../../components/Section';
import { usePageMeta } from '../../../components/usePageMeta';

function PriceGroupSection({ group, tinted }: { group: PriceGroup; tinted: boolean }) {
  return (
    <Section id={group.id} title={group.title} intro={group.summary} tinted={tinted}>
      {group.tables.map((table) => (
        <div key={table.caption} className="cc-table-wrap">
          <table className="cc-table">
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Price</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.service}>
                  <th scope="row">{row.service}</th>
                  <td>{row.price}</td>
                  <td>{row.detail ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {group.notes.length > 0 && (
        <ul className="cc-list">
          {group.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const quoteActions = (
  <>
    <ButtonLink to="/contact" variant="primary" size="large">
      Request Custom Quote
    </ButtonLink>
    <ButtonLink to="/register/business" size="large">
      Start Free Trial
    </ButtonLink>
  </>
);

export function RateSheetPage() {
  usePageMeta(
    'Rate Sheet',
    'ChefConnect rate sheet: staff training, recruitment and placement, contract chefs, menu development and kitchen consulting prices in Greater Vancouver.',
  );
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Rate Sheet"
        intro={<p>Every price we charge, in one place. All prices are in Canadian dollars, before applicable taxes.</p>}
        actions={quoteActions}
      />
      {rateSheet.map((group, index) => (
        <PriceGroupSection key={group.id} group={group} tinted={index % 2 === 0} />
      ))}
      <CallToAction
        title="Need something not on the list?"
        text="Tell us about your kitchen and we will put together a quote, within 24 hours."
        actions={quoteActions}
      />
    </>
  );
}
