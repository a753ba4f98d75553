import { Checkbox, Form, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PREFERRED_CONTACT_METHODS } from '../../../../common/constants';
import { contactInfoSchema, type ContactInfo } from '../../../../common/schemas/registration';
import { ContactFields, type ContactRows } from '../../../components/ProfileFields';
import { usePageMeta } from '../../../components/usePageMeta';
import { PreviousButton } from '../components/PreviousButton';
import { useWizardGuard } from '../components/useWizardGuard';
import { WizardActions } from '../components/WizardActions';
import { WizardFrame } from '../components/WizardFrame';
import { readStep, saveStep } from '../wizardStorage';

const CONTACT_ROWS: ContactRows = [['firstName', 'lastName'], 'jobTitle', ['email', 'phone']];
const contactMethodOptions = PREFERRED_CONTACT_METHODS.map(({ value, label }) => ({ value, label }));

/** What the confirmation step hands back when the server refused the email. */
export interface ContactStepState {
  emailTaken?: string;
}

function saveIfValid(values: ContactInfo): boolean {
  const parsed = contactInfoSchema.safeParse(values);
  if (parsed.success) saveStep('contactData', parsed.data);
  return parsed.success;
}

export function ContactStepPage() {
  usePageMeta('Contact Information', 'Step 2 of 5: who should the chef and our team talk to?');
  const allowed = useWizardGuard(2);
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<ContactInfo>();
  const [initialValues] = useState<Partial<ContactInfo>>(
    () => readStep('contactData') ?? { preferredContact: 'email', newsletter: false },
  );
  const [emailTaken, setEmailTaken] = useState((location.state as ContactStepState | null)?.emailTaken);
  useEffect(() => {
    if (allowed && emailTaken) form.setFields([{ name: 'email', errors: [emailTaken] }]);
  }, [allowed, emailTaken, form]);
  if (!allowed) return null;

  return (
    <WizardFrame step={2} title="Contact Information" intro={<p>Who should we talk to about your bookings?</p>}>
      <Form<ContactInfo>
        form={form}
        layout="vertical"
        name="contact"
        initialValues={initialValues}
        onFinish={(values) => {
          if (saveIfValid(values)) navigate('/register/schedule-type');
        }}
        scrollToFirstError={{ focus: true, block: 'center' }}
        onValuesChange={(changed: Partial<ContactInfo>) => {
          if ('email' in changed) setEmailTaken(undefined);
        }}
      >
        <ContactFields
          guided
          rows={CONTACT_ROWS}
          gridClassName="cc-form-grid"
          // Until the email changes, logging in is the way on with the address as it is.
          extras={{ email: emailTaken && <Link to="/login">Go to login</Link> }}
        />
        <Form.Item label="Preferred Contact Method" name="preferredContact">
          <Radio.Group options={contactMethodOptions} />
        </Form.Item>
        <Form.Item name="newsletter" valuePropName="checked">
          <Checkbox>Send me kitchen tips and chef news by email</Checkbox>
        </Form.Item>
        <WizardActions
          back={<PreviousButton to="/register/business" form={form} saveIfValid={saveIfValid} />}
        />
      </Form>
    </WizardFrame>
  );
}
