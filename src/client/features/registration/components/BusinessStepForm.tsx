import { Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { businessInfoSchema, type BusinessInfo } from '../../../../common/schemas/registration';
import { ButtonLink } from '../../../components/ButtonLink';
import { BusinessFields, type BusinessRows } from '../../../components/ProfileFields';
import { readStep, saveStep } from '../wizardStorage';
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

/** Step 1's form: the page loads it lazily, inside a frame that has already painted. */
export function BusinessStepForm() {
  const navigate = useNavigate();
  const [initialValues] = useState<Partial<BusinessInfo>>(() => readStep('businessData') ?? { employeeCount: '1-5' });

  const onFinish = (values: BusinessInfo) => {
    const parsed = businessInfoSchema.safeParse(values);
    if (!parsed.success) return;
    saveStep('businessData', parsed.data);
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
      <BusinessFields guided rows={BUSINESS_ROWS} gridClassName={gridClassName} />
      <WizardActions
        back={
          <ButtonLink to="/" size="large">
            Back
          </ButtonLink>
        }
      />
    </Form>
  );
}
