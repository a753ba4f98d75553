import { MemoryRouter } from 'react-router-dom';
import { antdStylesOf } from '../../../lib/antdStaticStyles';
import { BusinessStepForm } from './BusinessStepForm';

/** BusinessStepForm.antd.css, which BusinessStepForm.tsx loads: see lib/antdStaticStyles.tsx. */
export function antdStyles(): string {
  return antdStylesOf(
    <MemoryRouter>
      <BusinessStepForm />
    </MemoryRouter>,
  );
}
