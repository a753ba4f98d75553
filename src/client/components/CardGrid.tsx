import type { ReactNode } from 'react';

export interface CardItem {
  title: string;
  text: ReactNode;
  icon?: ReactNode;
  footer?: ReactNode;
}

/** Equal cards in a responsive grid: benefits, services, stats. */
export function CardGrid({ items }: { items: CardItem[] }) {
  return (
    <ul className="cc-grid">
      {items.map((item) => (
        <li key={item.title} className="cc-card">
          {item.icon && (
            <span className="cc-card__icon" aria-hidden="true">
              {item.icon}
            </span>
          )}
          <h3 className="cc-card__title">{item.title}</h3>
          <div className="cc-card__text">{item.text}</div>
          {item.footer && <div className="cc-card__footer">{item.footer}</div>}
        </li>
      ))}
    </ul>
  );
}
