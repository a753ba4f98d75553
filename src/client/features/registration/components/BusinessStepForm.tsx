import { Form } from 'antd';
import { memo, useState } from 'react';
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
/** A row each, so that mounting one row re-renders none of those already there. */
const ROW_PARTS = BUSINESS_ROWS.map((row): BusinessRows => [row]);
const RowFields = memo(BusinessFields);

/**
 * Step 1's form: the page loads it lazily, inside a frame that has already painted, and it
 * mounts a row at a time (its rows, then the actions) so that no single commit blocks the page.
 */
export function BusinessStepForm() {
  const navigate = useNavigate();
  const mounted = useMountedInSteps(ROW_PARTS.length + 1);
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
      {ROW_PARTS.slice(0, mounted).map((rows) => (
        <RowFields key={rows.join()} guided rows={rows} gridClassName={gridClassName} />
      ))}
      {mounted > ROW_PARTS.length && (
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
