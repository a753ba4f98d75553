import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
}

/** The top band of a page; holds the page's only h1. */
export function PageHero({ eyebrow, title, intro, actions }: PageHeroProps) {
  return (
    <section className="cc-hero" aria-labelledby="page-title">
      <div className="cc-container">
        {eyebrow && <p className="cc-hero__eyebrow">{eyebrow}</p>}
        <h1 id="page-title" className="cc-hero__title">
          {title}
        </h1>
        <div className="cc-hero__intro">{intro}</div>
        {actions && <div className="cc-actions">{actions}</div>}
      </div>
    </section>
  );
}
