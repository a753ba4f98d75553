import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BUSINESS_TYPES, EMPLOYEE_COUNTS, PROVINCES } from '../../../../common/constants';
import { businessInfoSchema, type BusinessInfo } from '../../../../common/schemas/registration';
import { ButtonLink } from '../../../components/ButtonLink';
import { usePageMeta } from '../../../components/usePageMeta';
import { zodRule } from '../../../lib/zodRule';
import { WizardActions } from '../components/WizardActions';
import { WizardFrame } from '../components/WizardFrame';
import { readStep, saveStep } from '../wizardStorage';

const fields = businessInfoSchema.shape;
const rules = {
  businessName: [zodRule(fields.businessName)],
  businessType: [zodRule(fields.businessType)],
  businessAddress: [zodRule(fields.businessAddress)],
  city: [zodRule(fields.city)],
  state: [zodRule(fields.state)],
  zipCode: [zodRule(fields.zipCode)],
  employeeCount: [zodRule(fields.employeeCount)],
  description: [zodRule(fields.description)],
};
const businessTypeOptions = BUSINESS_TYPES.map(({ value, label }) => ({ value, label }));
const provinceOptions = PROVINCES.map(({ value, label }) => ({ value, label: `${label} (${value})` }));
const employeeCountOptions = EMPLOYEE_COUNTS.map((count) => ({ value: count, label: `${count} employees` }));

export function BusinessStepPage() {
  usePageMeta('Business Information', 'Step 1 of 5: tell us about your business to book a Red Seal chef.');
  const navigate = useNavigate();
  const [initialValues] = useState<Partial<BusinessInfo>>(() => readStep('businessData') ?? { employeeCount: '1-5' });

  const onFinish = (values: BusinessInfo) => {
    const parsed = businessInfoSchema.safeParse(values);
    if (!parsed.success) return;
    saveStep('businessData', parsed.data);
    navigate('/register/contact');
  };

  return (
    <WizardFrame step={1} title="Business Information" intro={<p>Tell us about your business.</p>}>
      <Form<BusinessInfo>
        layout="vertical"
        name="business"
        initialValues={initialValues}
        onFinish={onFinish}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <div className="cc-form-grid">
          <Form.Item label="Business Name" name="businessName" rules={rules.businessName}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item label="Business Type" name="businessType" rules={rules.businessType}>
            <Select placeholder="Select a business type" options={businessTypeOptions} />
          </Form.Item>
        </div>
        <Form.Item label="Business Address" name="businessAddress" rules={rules.businessAddress}>
          <Input autoComplete="street-address" />
        </Form.Item>
        <div className="cc-form-grid cc-form-grid--three">
          <Form.Item label="City" name="city" rules={rules.city}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item label="Province" name="state" rules={rules.state}>
            <Select placeholder="Select a province" options={provinceOptions} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
          <Form.Item label="Postal Code" name="zipCode" rules={rules.zipCode}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </div>
        <Form.Item label="Number of Employees" name="employeeCount" rules={rules.employeeCount}>
          <Select options={employeeCountOptions} />
        </Form.Item>
        <Form.Item label="Business Description (optional)" name="description" rules={rules.description}>
          <Input.TextArea rows={3} placeholder="What kind of food do you serve? Anything we should know?" />
        </Form.Item>
        <WizardActions
          back={
            <ButtonLink to="/" size="large">
              Back
            </ButtonLink>
          }
        />
      </Form>
    </WizardFrame>
  );
}
