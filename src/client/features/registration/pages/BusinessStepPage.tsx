import { Suspense } from 'react';
import { usePageMeta } from '../../../components/usePageMeta';
import { lazyThemed } from '../../../lib/lazyThemed';
import { preloadAfterPaint } from '../../../lib/preloadAfterPaint';
import { usePaintedOnce } from '../../../lib/usePaintedOnce';
import { WizardFrame } from '../components/WizardFrame';

/**
 * The wizard's usual landing page. Its frame (progress bar, h1, intro) is plain CSS and paints
 * at once; the form brings antd, zod and the field components, some 50 chunks, so it loads
 * behind the frame, once the frame has painted: React.lazy would otherwise put the form's 50
 * requests ahead of that paint. The server names those chunks for after the paint
 * (route-preloads.ts, AFTER_PAINT_SOURCES) and they are asked for a few per task before the
 * form is imported. It appears a field at a time in a space of its own height, so nothing
 * below moves as it arrives.
 */
const BusinessStepForm = lazyThemed(async () => {
  await preloadAfterPaint();
  const { BusinessStepForm } = await import('../components/BusinessStepForm');
  return BusinessStepForm;
});

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
