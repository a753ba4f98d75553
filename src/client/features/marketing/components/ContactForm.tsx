import { Button, Form, Input, Select } from 'antd';
import { CONTACT_SUBJECTS } from '../../../../common/constants';
import { contactMessageInput, type ContactMessageInput } from '../../../../common/schemas/requests';
import { company } from '../../../../common/site';
import { apiFieldErrors } from '../../../lib/apiError';
import { DataProviders } from '../../../lib/DataProviders';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { AntdTheme } from '../../../lib/AntdTheme';

const fields = contactMessageInput.shape;
const contactFieldNames = contactMessageInput.keyof().options;
const rules = {
  name: [zodRule(fields.name)],
  email: [zodRule(fields.email)],
  phone: [zodRule(fields.phone)],
  subject: [zodRule(fields.subject)],
  message: [zodRule(fields.message)],
};

function ContactFields() {
  const [form] = Form.useForm<ContactMessageInput>();
  const send = trpc.public.contact.send.useMutation({
    onSuccess: () => {
      toast.success('Message Sent!', "We'll get back to you within 24 hours. Thanks for reaching out!");
      form.resetFields();
    },
    onError: (error) => {
      // SPEC.md section 8: one message for every failure; field errors the server found are
      // also shown next to their fields.
      toast.error('Oops! Something went wrong', `Please try again or email us directly at ${company.supportEmail}`);
      const fieldErrors = apiFieldErrors(error);
      form.setFields(
        contactFieldNames.flatMap((name) => {
          const message = fieldErrors[name];
          return message ? [{ name, errors: [message] }] : [];
        }),
      );
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      aria-label="Contact form"
      // The schema's messages replace the browser's own validation bubbles (type="email").
      noValidate
      onFinish={(values) => send.mutate({ ...values, phone: values.phone || undefined })}
    >
      <Form.Item label="Name" name="name" rules={rules.name}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={rules.email}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Phone (optional)" name="phone" rules={rules.phone}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="Subject" name="subject" rules={rules.subject}>
        <Select
          placeholder="Choose a subject"
          options={CONTACT_SUBJECTS.map((subject) => ({ value: subject.value, label: subject.label }))}
        />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={rules.message}>
        <Input.TextArea rows={5} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={send.isPending} disabled={send.isPending}>
        {send.isPending ? 'Sending Message...' : 'Send Message'}
      </Button>
    </Form>
  );
}

/** The only part of the public pages that calls the server, so it brings its data layer. */
export function ContactForm() {
  return (
    <AntdTheme>
      <DataProviders>
        <ContactFields />
      </DataProviders>
    </AntdTheme>
  );
}
