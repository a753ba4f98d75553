import type { ReactNode } from 'react';

interface AccountFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A narrow card with the page's one h1: login, account setup, recovery and reset. */
export function AccountFrame({ title, intro, children }: AccountFrameProps) {
  return (
    <div className="cc-container cc-account">
      <div className="cc-panel cc-account__panel">
        <h1 className="cc-account__title">{title}</h1>
        {intro && <div className="cc-account__intro">{intro}</div>}
        {children}
      </div>
    </div>
  );
}
