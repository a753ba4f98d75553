import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { useId } from 'react';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS } from '../../../../common/constants';
import { TIMESHEET_TEXT_MAX, timesheetInput } from '../../../../common/schemas/timesheets';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import type { ChefAssignment } from './types';

interface ReportHoursValues {
  hours: number | null;
  note?: string;
}

const rules = {
  hours: [zodRule(timesheetInput.shape.hours)],
  note: [zodRule(timesheetInput.shape.note)],
};

/**
 * The hours the chef actually worked on a started assignment (DECISIONS.md section 10): whole
 * hours, the booked duration to start from, and an optional note for the business. A refused
 * report keeps what was typed and says why in the server's words; after a 409 or 404 (already
 * reported, the booking canceled meanwhile) the list catches up, which may replace the form.
 */
export function ReportHoursForm({ assignment }: { assignment: ChefAssignment }) {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<ReportHoursValues>();
  const submit = trpc.chef.submitTimesheet.useMutation();
  const headingId = useId();

  async function onFinish(values: ReportHoursValues) {
    try {
      await submit.mutateAsync({ bookingId: assignment.bookingId, hours: values.hours ?? 0, note: values.note?.trim() || undefined });
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      form.setFields(
        Object.entries(fieldErrors)
          .filter(([name]) => name === 'hours' || name === 'note')
          .map(([name, message]) => ({ name: name as keyof ReportHoursValues, errors: [message] })),
      );
      toast.error('Hours not reported', apiErrorMessage(error, 'Please try again.'));
      const status = apiErrorStatus(error);
      if (status === 409 || status === 404) await utils.chef.assignments.invalidate();
      return;
    }
    toast.success('Hours reported', `${assignment.business.name} has been asked to confirm them.`);
    await utils.chef.assignments.invalidate();
  }

  return (
    <section className="cc-chef-hours" aria-labelledby={headingId}>
      <h5 id={headingId} className="cc-chef-hours__title">
        Report hours
      </h5>
      <Form<ReportHoursValues>
        form={form}
        // Named per booking: each form's field ids (and so its labels) stay unique on the page.
        name={`report-hours-${assignment.bookingId}`}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ hours: assignment.duration }}
        onFinish={(values) => void onFinish(values)}
        disabled={submit.isPending}
      >
        <div className="cc-chef-hours__fields">
          <Form.Item
            label="Hours worked"
            name="hours"
            rules={rules.hours}
            extra={`${assignment.duration} booked`}
            className="cc-chef-hours__number"
          >
            {/* No min/max: antd would silently clamp 15 to 12, where the schema's message explains. */}
            <InputNumber inputMode="numeric" placeholder={`${BOOKING_MIN_HOURS}-${BOOKING_MAX_HOURS}`} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Note for the business (optional)" name="note" rules={rules.note} className="cc-chef-hours__note">
            <Input.TextArea rows={2} maxLength={TIMESHEET_TEXT_MAX} placeholder="e.g. Finished the prep early" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          Report hours
        </Button>
      </Form>
    </section>
  );
}
