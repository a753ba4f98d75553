import { useEffect, useRef, type ReactNode } from 'react';
import '../registration.css';
import { WizardProgress } from './WizardProgress';

interface WizardFrameProps {
  /** The wizard step shown in the progress bar; none for the calendar's dashboard modes. */
  step?: number;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One wizard page: progress bar, the page's h1 and its panel. */
export function WizardFrame({ step, title, intro, children }: WizardFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Moving between steps changes only the page body: put keyboard and screen reader focus
  // at the new step's heading, as a full page load would.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className="cc-container cc-wizard">
      {step !== undefined && <WizardProgress current={step} />}
      <div className="cc-panel cc-wizard__panel">
        <h1 ref={headingRef} tabIndex={-1} className="cc-wizard__title">
          {title}
        </h1>
        {intro && <div className="cc-wizard__intro">{intro}</div>}
        {children}
      </div>
    </div>
  );
}
