import { Link } from 'react-router-dom';
import { GST_LABEL, packPrice } from '../../../lib/packPrice';
import { PlainButton } from '../../../components/ButtonLink';
import { DataProviders } from '../../../lib/DataProviders';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { Section } from '../../../components/Section';
import './HourPacks.css';

type Pack = RouterOutputs['public']['packs'][number];

/** Cards shown while the packs load: as many as are seeded, so nothing moves when they arrive. */
const PLACEHOLDER_CARDS = 3;

function PackCard({ pack }: { pack: Pack }) {
  const price = packPrice(pack);
  return (
    <li className="cc-card cc-hour-pack">
      <h3 className="cc-card__title">{pack.name}</h3>
      <p className="cc-hour-pack__hours">{pack.hours} hours</p>
      <p className="cc-hour-pack__price">{price.price}</p>
      <p className="cc-hour-pack__detail">{price.perHour} per hour</p>
      <p className="cc-hour-pack__detail">plus {GST_LABEL}</p>
    </li>
  );
}

/** The packs on sale, as the admin set them (GET /api/billing/packs): no price is written in the client. */
function PackList() {
  const packs = trpc.public.packs.useQuery();
  if (packs.isError) {
    return (
      <div className="cc-hour-packs__error" role="alert">
        <p>We could not load the hour packs just now. Please try again.</p>
        <PlainButton variant="primary" onClick={() => void packs.refetch()}>
          Try Again
        </PlainButton>
      </div>
    );
  }
  if (!packs.data) {
    return (
      <ul className="cc-grid" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, card) => (
          <li key={card} className="cc-card cc-hour-pack cc-hour-pack--placeholder" aria-hidden="true" />
        ))}
        <li className="cc-visually-hidden">Loading hour packs…</li>
      </ul>
    );
  }
  if (packs.data.length === 0) return <p>New hour packs are coming soon. Contact us for a quote in the meantime.</p>;
  return (
    <ul className="cc-grid">
      {packs.data.map((pack) => (
        <PackCard key={pack.id} pack={pack} />
      ))}
    </ul>
  );
}

/** /pricing's hour packs: bought from the dashboard's Labor Bank view. */
export function HourPacks() {
  return (
    <Section
      title="Hour Packs"
      intro={`Top up your labor bank with a pack of chef hours: the bigger the pack, the lower the price per hour. Prices are in Canadian dollars, plus ${GST_LABEL}.`}
    >
      <DataProviders>
        <PackList />
      </DataProviders>
      <p className="cc-hour-packs__buy">
        <Link to="/dashboard?view=labor-bank">Buy hours from your dashboard</Link>
      </p>
    </Section>
  );
}
