import { Suspense, useEffect, useState } from 'react';
import { usePageMeta } from '../../../components/usePageMeta';
import { lazyThemed } from '../../../lib/lazyThemed';
import { WizardFrame } from '../components/WizardFrame';

/**
 * The wizard's usual landing page. Its frame (progress bar, h1, intro) is plain CSS and paints
 * at once; the form brings antd, zod and the field components, some 40 chunks, so it loads
 * behind the frame into a space of its own height (no layout shift when it arrives).
 */
const BusinessStepForm = lazyThemed(() => import('../components/BusinessStepForm').then((module) => module.BusinessStepForm));

/**
 * False until the browser has painted the page once. React.lazy starts its download while
 * rendering, which would put the form's 40 requests ahead of the frame's first paint.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A timeout set in an animation frame runs after that frame has been painted.
    let timeout: number | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timeout);
    };
  }, []);
  return painted;
}

export function BusinessStepPage() {
  usePageMeta('Business Information', 'Step 1 of 5: tell us about your business to book a Red Seal chef.');
  const painted = usePaintedOnce();
  const placeholder = <div className="cc-wizard__form-placeholder--business" />;
  return (
    <WizardFrame step={1} title="Business Information" intro={<p>Tell us about your business.</p>}>
      {painted ? (
        <Suspense fallback={placeholder}>
          <BusinessStepForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </WizardFrame>
  );
}
