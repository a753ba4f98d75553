import { Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { businessInfoSchema, type BusinessInfo } from '../../../../common/schemas/profile';
import { ButtonLink } from '../../../components/ButtonLink';
import { BusinessFields, type BusinessRows } from '../../../components/ProfileFields';
import { useMountedInSteps } from '../../../lib/useMountedInSteps';
import { BUSINESS_DATA_KEY, readSaved, writeSaved } from '../stepStorage';
import './BusinessStepForm.antd.css';
import { WizardActions } from './WizardActions';

const BUSINESS_ROWS: BusinessRows = [
  ['businessName', 'businessType'],
  'businessAddress',
  ['city', 'state', 'zipCode'],
  'employeeCount',
  'description',
];
const gridClassName = (row: readonly string[]) => (row.length === 3 ? 'cc-form-grid cc-form-grid--three' : 'cc-form-grid');
const FIELD_COUNT = BUSINESS_ROWS.flat().length;

/**
 * Step 1's form: the page loads it lazily, inside a frame that has already painted, and it
 * mounts a field at a time (its fields, then the actions) so that no single commit blocks the page.
 */
export function BusinessStepForm() {
  const navigate = useNavigate();
  const mounted = useMountedInSteps(FIELD_COUNT + 1);
  const [initialValues] = useState<Partial<BusinessInfo>>(() => readSaved(BUSINESS_DATA_KEY, businessInfoSchema) ?? { employeeCount: '1-5' });

  const onFinish = (values: BusinessInfo) => {
    const parsed = businessInfoSchema.safeParse(values);
    if (!parsed.success) return;
    writeSaved(BUSINESS_DATA_KEY, parsed.data);
    navigate('/register/contact');
  };

  return (
    <Form<BusinessInfo>
      layout="vertical"
      name="business"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError={{ focus: true, block: 'center' }}
    >
      <BusinessFields guided rows={BUSINESS_ROWS} shown={mounted} gridClassName={gridClassName} />
      {mounted > FIELD_COUNT && (
        <WizardActions
          back={
            <ButtonLink to="/" size="large">
              Back
            </ButtonLink>
          }
        />
      )}
    </Form>
  );
}
