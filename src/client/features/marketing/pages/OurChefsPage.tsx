import { SafetyCertificateOutlined } from '@ant-design/icons';
import { CHEF_GROUPS } from '../../../../common/chefs';
import { DataProviders } from '../../../lib/DataProviders';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { ButtonLink, PlainButton } from '../../../components/ButtonLink';
import { CallToAction } from '../../../components/CallToAction';
import { PageHero } from '../../../components/PageHero';
import { Section } from '../../../components/Section';
import { usePageMeta } from '../../../components/usePageMeta';
import { ChefPortrait } from '../components/ChefPortrait';

type PublicChef = RouterOutputs['public']['chefs'][number]['chefs'][number];

/** Cards a group shows while the roster loads: as many as the roster's groups hold, so nothing moves when it arrives. */
const PLACEHOLDER_CARDS = 3;

function ChefCard({ chef }: { chef: PublicChef }) {
  return (
    <li className="cc-card cc-chef">
      <div className="cc-chef__header">
        {chef.photoUrl ? (
          <img className="cc-chef__photo" src={chef.photoUrl} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <ChefPortrait name={chef.name} />
        )}
        <div>
          <h3>{chef.name}</h3>
          <p className="cc-chef__specialty">{chef.specialty}</p>
        </div>
      </div>
      {/* Only a Red Seal credential an admin verified from its document, current today (DECISIONS.md section 14). */}
      {chef.redSeal && (
        <div>
          <span className="cc-red-seal">
            <SafetyCertificateOutlined aria-hidden />
            Red Seal verified
          </span>
        </div>
      )}
      <dl>
        <dt>Experience</dt>
        <dd>{chef.yearsExperience === 1 ? '1 year' : `${chef.yearsExperience} years`}</dd>
        {/* The server sends an average only once it rests on 3 or more ratings (DECISIONS.md section 10). */}
        {chef.rating !== null && (
          <>
            <dt>Rating</dt>
            <dd>
              <span aria-hidden className="cc-chef__star">
                ★{' '}
              </span>
              {chef.rating.toFixed(1)} / 5 from {chef.ratingCount} ratings
            </dd>
          </>
        )}
        {chef.credentials && (
          <>
            <dt>Credentials</dt>
            <dd>{chef.credentials}</dd>
          </>
        )}
      </dl>
      {chef.achievements.length > 0 && (
        <>
          <h4 className="cc-card__title">Achievements</h4>
          <ul className="cc-list cc-card__text">
            {chef.achievements.map((achievement) => (
              <li key={achievement}>{achievement}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** The groups' titles and descriptions are known before the roster arrives, so only the cards wait. */
function ChefGroups() {
  const roster = trpc.public.chefs.useQuery();

  if (roster.isError) {
    return (
      <Section title="Our Chefs">
        <div className="cc-chefs__error" role="alert">
          <p>We could not load our chefs just now. Please try again.</p>
          <PlainButton variant="primary" onClick={() => void roster.refetch()}>
            Try Again
          </PlainButton>
        </div>
      </Section>
    );
  }

  const chefsOf = new Map(roster.data?.map((group) => [group.group, group.chefs]));
  const groups = roster.data ? CHEF_GROUPS.filter((group) => (chefsOf.get(group.value) ?? []).length > 0) : CHEF_GROUPS;
  return groups.map((group, index) => (
    <Section key={group.value} title={group.title} intro={group.description} tinted={index % 2 === 0}>
      {roster.data ? (
        <ul className="cc-grid">
          {(chefsOf.get(group.value) ?? []).map((chef) => (
            <ChefCard key={chef.id} chef={chef} />
          ))}
        </ul>
      ) : (
        <ul className="cc-grid" aria-busy="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, card) => (
            <li key={card} className="cc-card cc-chef cc-chef--placeholder" aria-hidden="true" />
          ))}
          <li className="cc-visually-hidden">Loading chefs…</li>
        </ul>
      )}
    </Section>
  ));
}

export function OurChefsPage() {
  usePageMeta(
    'Our Chefs',
    'Meet ChefConnect chefs: executive head chefs, pastry and baking specialists, rising culinary stars and international specialists, all Red Seal certified.',
  );
  // No antd here: the page paints from plain CSS like the other marketing pages, and its one
  // request starts from the HTML (firstDataRequest in server/http/route-preloads.ts).
  return (
    <>
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
      <DataProviders>
        <ChefGroups />
      </DataProviders>
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
    </>
  );
}
