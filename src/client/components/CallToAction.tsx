import type { ReactNode } from 'react';
import { useId } from 'react';

interface CallToActionProps {
  title: string;
  text: string;
  actions: ReactNode;
}

/** The closing band of a marketing page: one message, one or two buttons. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  const headingId = useId();
  return (
    <section className="cc-cta" aria-labelledby={headingId}>
      <div className="cc-container cc-cta__inner">
        <h2 id={headingId} className="cc-cta__title">
          {title}
        </h2>
        <p className="cc-cta__text">{text}</p>
        <div className="cc-actions">{actions}</div>
      </div>
    </section>
  );
}
