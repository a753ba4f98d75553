import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import { company } from '../../../common/site';
import { ContactDetails } from '../../components/ContactDetails';
import { LogoLink } from '../../components/Logo';
import { useNearViewport } from '../../components/useNearViewport';

// Below the fold, and the only form and server call in the layout: its code (form, validation,
// data layer) loads when the visitor scrolls towards the footer, not with every page.
const NewsletterForm = lazy(() => import('./NewsletterForm'));

function Newsletter() {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  const reserved = <div ref={placeholder} className="cc-newsletter-placeholder" />;
  if (!near) return reserved;
  return (
    <Suspense fallback={reserved}>
      <NewsletterForm />
    </Suspense>
  );
}

const serviceLinks = [
  { to: '/services/in-person-chefs', label: 'In-Person Chefs' },
  { to: '/services/virtual-assistance', label: 'Virtual Assistance' },
  { to: '/services/menu-development', label: 'Menu Development' },
  { to: '/services/staff-training', label: 'Staff Training' },
  { to: '/services/special-events', label: 'Special Events' },
];

// Privacy Policy and Cookie Policy point at the Terms page on purpose (SPEC.md section 2).
const companyLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/our-chefs', label: 'Our Chefs' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/rate-sheet', label: 'Rate Sheet' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/terms', label: 'Privacy Policy' },
  { to: '/terms', label: 'Cookie Policy' },
];

function LinkColumn({ heading, links }: { heading: string; links: { to: string; label: string }[] }) {
  return (
    <nav className="cc-footer__column" aria-label={heading}>
      <h2 className="cc-footer__heading">{heading}</h2>
      <ul className="cc-footer__list">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="cc-footer">
      <div className="cc-container cc-footer__grid">
        <div className="cc-footer__column">
          <LogoLink />
          <p className="cc-muted">
            Red Seal certified chefs for restaurants, cafes, bakeries, hotels, caterers and food trucks across
            Greater Vancouver, in person or online.
          </p>
        </div>
        <LinkColumn heading="Services" links={serviceLinks} />
        <LinkColumn heading="Company" links={companyLinks} />
        <div className="cc-footer__column">
          <h2 className="cc-footer__heading">Contact</h2>
          <ContactDetails />
          <Newsletter />
        </div>
      </div>
      <div className="cc-container cc-footer__legal">
        © {new Date().getFullYear()} {company.name}. All rights reserved.
      </div>
    </footer>
  );
}
