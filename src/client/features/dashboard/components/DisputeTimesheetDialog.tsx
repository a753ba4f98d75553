import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { TIMESHEET_TEXT_MAX, timesheetDisputeInput } from '../../../../common/schemas/timesheets';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { formatHours } from '../format';
import { whileBusy } from '../../../lib/busyDialog';

interface DisputeValues {
  reason?: string;
}

const reasonRules = [zodRule(timesheetDisputeInput.shape.reason)];

interface DisputeTimesheetDialogProps {
  bookingId: number;
  /** "In-Person Chef Service on Wed, Dec 2, 2026": which booking, in the dialog's words. */
  described: string;
  reportedHours: number;
  open: boolean;
  onClose: () => void;
  onDisputed: () => Promise<void>;
}

/**
 * The business disputes its chef's hours with a reason (required), for a coordinator to settle
 * (DECISIONS.md section 10). A refused dispute keeps the reason typed and says why in the dialog.
 */
export function DisputeTimesheetDialog({ bookingId, described, reportedHours, open, onClose, onDisputed }: DisputeTimesheetDialogProps) {
  const [form] = Form.useForm<DisputeValues>();
  const dispute = trpc.business.bookings.disputeTimesheet.useMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: DisputeValues) {
    setFailure(null);
    try {
      await dispute.mutateAsync({ bookingId, reason: values.reason?.trim() ?? '' });
    } catch (error) {
      const reason = apiFieldErrors(error).reason;
      if (reason) form.setFields([{ name: 'reason', errors: [reason] }]);
      setFailure(apiErrorMessage(error, 'The dispute could not be sent. Please try again.'));
      return;
    }
    toast.success('Hours disputed', 'A ChefConnect coordinator will settle them and let you know.');
    form.resetFields();
    onClose();
    await onDisputed();
  }

  return (
    <Modal
      className="cc-dash-dialog"
      open={open}
      title="Dispute these hours"
      onCancel={onClose}
      footer={null}
      forceRender
      {...whileBusy(dispute.isPending)}
    >
      <p className="cc-muted">
        Your chef reported {formatHours(reportedHours)} for {described}. Tell us what is wrong: a ChefConnect coordinator will look into it and
        settle the hours. Nothing changes in your labor bank until then.
      </p>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form<DisputeValues> form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => void submit(values)} disabled={dispute.isPending}>
        <Form.Item label="What is wrong with these hours?" name="reason" rules={reasonRules}>
          <Input.TextArea rows={3} maxLength={TIMESHEET_TEXT_MAX} placeholder="e.g. The chef left at 2 PM, after 3 hours" />
        </Form.Item>
        <div className="cc-dialog__actions">
          <Button onClick={onClose} disabled={dispute.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={dispute.isPending}>
            Send dispute
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
