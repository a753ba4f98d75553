import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: string;
  intro?: ReactNode;
  /** Alternate background, to separate neighbouring sections. */
  tinted?: boolean;
  /** An anchor other pages can link to (/rate-sheet#menu). */
  id?: string;
  children?: ReactNode;
}

/** A titled region of a page (an h2 that names the region for screen readers). */
export function Section({ title, intro, tinted = false, id, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={tinted ? 'cc-section cc-section--tinted' : 'cc-section'}
      aria-labelledby={headingId}
    >
      <div className="cc-container">
        <h2 id={headingId} className="cc-section__title">
          {title}
        </h2>
        {intro && <div className="cc-section__intro">{intro}</div>}
        {children}
      </div>
    </section>
  );
}
