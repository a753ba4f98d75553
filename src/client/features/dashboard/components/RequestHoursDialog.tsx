import { Button, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { HOURS_REQUEST_MAX, HOURS_REQUEST_MIN } from '../../../../common/constants';
import { hoursRequestInput } from '../../../../common/schemas/requests';
import { apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import type { DashboardData } from '../useDashboard';
import { whileBusy } from '../../../lib/busyDialog';

interface RequestHoursValues {
  phone: string;
  hoursNeeded: number | null;
  reason?: string;
}

const rules = {
  phone: [zodRule(hoursRequestInput.shape.phone)],
  hoursNeeded: [zodRule(hoursRequestInput.shape.hoursNeeded)],
  reason: [zodRule(hoursRequestInput.shape.reason)],
};

interface RequestHoursDialogProps {
  data: DashboardData;
  open: boolean;
  onClose: () => void;
}

/** SPEC.md sections 2 and 5: Phone*, Hours Needed* (1-100), Details; we call back within 1 hour. */
export function RequestHoursDialog({ data, open, onClose }: RequestHoursDialogProps) {
  const [form] = Form.useForm<RequestHoursValues>();
  const contactPhone = data.contact?.phone ?? '';

  // Each opening starts from the contact's phone; a failed submit keeps what was typed.
  useEffect(() => {
    if (open) form.setFieldsValue({ phone: contactPhone });
  }, [open, contactPhone, form]);

  const request = trpc.business.requestHours.useMutation({
    onSuccess: () => {
      toast.success('Request Submitted', "We'll call you within 1 hour to discuss your additional hours request.");
      form.resetFields();
      onClose();
    },
    onError: (error) => {
      const fieldErrors = apiFieldErrors(error);
      form.setFields(
        Object.entries(fieldErrors)
          .filter(([name]) => name === 'phone' || name === 'hoursNeeded' || name === 'reason')
          .map(([name, message]) => ({ name: name as keyof RequestHoursValues, errors: [message] })),
      );
      toast.error('Error', 'Failed to submit request. Please try again.');
    },
  });

  const submit = (values: RequestHoursValues) => {
    const contactName = data.contact ? `${data.contact.firstName} ${data.contact.lastName}` : undefined;
    request.mutate({
      businessId: data.business.id,
      businessName: data.business.businessName,
      contactName,
      email: data.contact?.email,
      phone: values.phone,
      hoursNeeded: values.hoursNeeded ?? 0,
      reason: values.reason?.trim() || undefined,
    });
  };

  return (
    <Modal
      className="cc-dash-dialog"
      open={open}
      title="Request Additional Hours"
      onCancel={onClose}
      footer={null}
      forceRender
      {...whileBusy(request.isPending)}
    >
      <p className="cc-muted">
        Tell us how many more hours your kitchen needs. We'll call you within 1 hour to discuss your request.
      </p>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ phone: contactPhone, hoursNeeded: null }}>
        <Form.Item label="Phone" name="phone" rules={rules.phone}>
          <Input type="tel" autoComplete="tel" placeholder="(123) 456-7890" />
        </Form.Item>
        <Form.Item label="Hours Needed" name="hoursNeeded" rules={rules.hoursNeeded}>
          {/* No min/max here: antd would silently clamp 150 to 100, where the schema's message explains. */}
          <InputNumber
            inputMode="numeric"
            placeholder={`${HOURS_REQUEST_MIN}-${HOURS_REQUEST_MAX}`}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Details" name="reason" rules={rules.reason}>
          <Input.TextArea rows={3} placeholder="What are the extra hours for?" />
        </Form.Item>
        <div className="cc-dialog__actions">
          <Button onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" disabled={request.isPending}>
            {request.isPending ? 'Submitting...' : 'Submit Request'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
