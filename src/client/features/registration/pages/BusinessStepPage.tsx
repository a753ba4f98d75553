import { Suspense } from 'react';
import { usePageMeta } from '../../../components/usePageMeta';
import { lazyThemed } from '../../../lib/lazyThemed';
import { usePaintedOnce } from '../../../lib/usePaintedOnce';
import { WizardFrame } from '../components/WizardFrame';

/**
 * The wizard's usual landing page. Its frame (progress bar, h1, intro) is plain CSS and paints
 * at once; the form brings antd, zod and the field components, some 50 chunks, so it loads
 * behind the frame, once the frame has painted: React.lazy would otherwise put the form's 50
 * requests ahead of that paint. The server names those chunks for after the paint
 * (route-preloads.ts, AFTER_PAINT_SOURCES) and lazyThemed asks for them a few per task before
 * it imports the form. It appears a field at a time in a space of its own height, so nothing
 * below moves as it arrives.
 */
const BusinessStepForm = lazyThemed(() => import('../components/BusinessStepForm').then((module) => module.BusinessStepForm));

export function BusinessStepPage() {
  usePageMeta('Business Information', 'Step 1 of 5: tell us about your business to book a Red Seal chef.');
  const painted = usePaintedOnce();
  return (
    <WizardFrame step={1} title="Business Information" intro={<p>Tell us about your business.</p>}>
      <div className="cc-wizard__form-space--business">
        {painted && (
          <Suspense fallback={null}>
            <BusinessStepForm />
          </Suspense>
        )}
      </div>
    </WizardFrame>
  );
}
