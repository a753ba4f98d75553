import { WIZARD_STEPS } from '../steps';

/**
 * The five-step progress bar: every label on wide screens, 'Step N of 5' on small ones
 * (SPEC.md section 2). Both are in the page; CSS shows the one that fits.
 */
export function WizardProgress({ current }: { current: number }) {
  const total = WIZARD_STEPS.length;
  return (
    <nav className="cc-wizard-progress" aria-label="Registration progress">
      <p className="cc-wizard-progress__compact">
        Step {current} of {total}
      </p>
      <div className="cc-wizard-progress__bar" aria-hidden>
        <div className="cc-wizard-progress__fill" style={{ width: `${(current / total) * 100}%` }} />
      </div>
      <ol className="cc-wizard-progress__steps">
        {WIZARD_STEPS.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li
              key={step.path}
              className={`cc-wizard-progress__step cc-wizard-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="cc-wizard-progress__number" aria-hidden>
                {number}
              </span>
              <span>
                {step.label}
                {state === 'done' && <span className="cc-visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
