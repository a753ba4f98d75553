import { ButtonLink } from '../../../components/ButtonLink';
import { usePageMeta } from '../../../components/usePageMeta';

export function NotFoundPage() {
  usePageMeta('Page Not Found', 'The page you were looking for does not exist on ChefConnect.');
  return (
    <section className="cc-section cc-container" aria-labelledby="page-title">
      <h1 id="page-title" className="cc-hero__title">
        404 Page Not Found
      </h1>
      <p className="cc-muted">The page you were looking for has moved or never existed.</p>
      <div className="cc-actions">
        <ButtonLink to="/" variant="primary">
          Back to Home
        </ButtonLink>
        <ButtonLink to="/contact">Contact Us</ButtonLink>
      </div>
    </section>
  );
}
