import { Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SERVICE_HOURS, SERVICE_TYPES } from '../../../../common/constants';
import { serviceInfoSchema, type ServiceInfo } from '../../../../common/schemas/registration';
import { usePageMeta } from '../../../components/usePageMeta';
import { zodRule } from '../../../lib/zodRule';
import { PreviousButton } from '../components/PreviousButton';
import { useWizardGuard } from '../components/useWizardGuard';
import { WizardActions } from '../components/WizardActions';
import { WizardFrame } from '../components/WizardFrame';
import { readStep, saveStep } from '../wizardStorage';

const fields = serviceInfoSchema.shape;
const rules = {
  serviceType: [zodRule(fields.serviceType)],
  serviceDescription: [zodRule(fields.serviceDescription)],
  serviceHours: [zodRule(fields.serviceHours)],
};
const serviceHoursOptions = SERVICE_HOURS.map(({ value, label }) => ({ value, label }));
const serviceTypeDescriptions: Record<(typeof SERVICE_TYPES)[number]['value'], string> = {
  'in-person': 'A Red Seal chef works on site in your kitchen: consulting, training, menu work or events.',
  virtual: 'Video sessions with a chef for menu planning, costing, troubleshooting and staff coaching.',
};

function saveIfValid(values: ServiceInfo): boolean {
  const parsed = serviceInfoSchema.safeParse(values);
  if (parsed.success) saveStep('serviceData', parsed.data);
  return parsed.success;
}

export function ServiceTypeStepPage() {
  usePageMeta('Service Type', 'Step 3 of 5: choose an in-person chef or virtual assistance.');
  const allowed = useWizardGuard(3);
  const navigate = useNavigate();
  const [form] = Form.useForm<ServiceInfo>();
  const [initialValues] = useState<Partial<ServiceInfo>>(
    () => readStep('serviceData') ?? { serviceType: 'in-person', serviceHours: '1-2' },
  );
  if (!allowed) return null;

  return (
    <WizardFrame step={3} title="Service Type" intro={<p>What kind of help are you looking for?</p>}>
      <Form<ServiceInfo>
        form={form}
        layout="vertical"
        name="service"
        initialValues={initialValues}
        onFinish={(values) => {
          if (saveIfValid(values)) navigate('/register/schedule-calendar');
        }}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <Form.Item label="Service" name="serviceType" rules={rules.serviceType}>
          <Radio.Group className="cc-choice-group" aria-label="Service">
            {SERVICE_TYPES.map((option) => (
              <Radio key={option.value} value={option.value} className="cc-choice">
                <span className="cc-choice__title">{option.label}</span>
                <span className="cc-choice__text">{serviceTypeDescriptions[option.value]}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Describe your needs (optional)" name="serviceDescription" rules={rules.serviceDescription}>
          <Input.TextArea rows={4} placeholder="For example: a new fall menu, training for two line cooks, a tasting event…" />
        </Form.Item>
        <Form.Item label="Estimated Hours" name="serviceHours" rules={rules.serviceHours}>
          <Select options={serviceHoursOptions} />
        </Form.Item>
        <WizardActions back={<PreviousButton to="/register/contact" form={form} saveIfValid={saveIfValid} />} />
      </Form>
    </WizardFrame>
  );
}
