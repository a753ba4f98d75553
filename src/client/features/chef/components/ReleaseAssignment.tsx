import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { sessionLabel } from '../../../../common/session-time';
import { LATE_RELEASE_HOURS } from '../../../../common/reliability';
import { RELIABILITY_TEXT_MAX, releaseInput } from '../../../../common/schemas/reliability';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '../../../lib/apiError';
import { formatDay } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import type { ChefAssignment } from './types';
import { useHasStarted } from './useHasStarted';
import { whileBusy } from '../../../lib/busyDialog';

interface ReleaseValues {
  reason?: string;
}

const reasonRules = [zodRule(releaseInput.shape.reason)];

/**
 * "Release" on an upcoming assignment (DECISIONS.md section 14): the chef hands the session back
 * with a reason, after a dialog that says what follows, and whether it counts as a late release
 * on their record (less than 24 hours before the start). Gone once the session has started.
 */
export function ReleaseAssignment({ assignment }: { assignment: ChefAssignment }) {
  const started = useHasStarted(assignment.startsAt);
  const utils = trpc.useUtils();
  const [form] = Form.useForm<ReleaseValues>();
  const release = trpc.chef.releaseAssignment.useMutation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Whether it is late is decided when the dialog opens: it says so before the chef confirms.
  const [late, setLate] = useState(false);
  if (started) return null;
  const when = `${formatDay(assignment.bookingDate)}, ${sessionLabel(assignment)}`;

  async function submit(values: ReleaseValues) {
    setFailure(null);
    try {
      await release.mutateAsync({
        bookingId: assignment.bookingId,
        reason: values.reason?.trim() ?? '',
      });
    } catch (error) {
      const reason = apiFieldErrors(error).reason;
      if (reason) form.setFields([{ name: 'reason', errors: [reason] }]);
      setFailure(apiErrorMessage(error, 'The session could not be released. Please try again.'));
      const status = apiErrorStatus(error);
      if (status === 409 || status === 404) await utils.chef.assignments.invalidate();
      return;
    }
    toast.success('Session released', `${assignment.business.name} and our coordinators have been told.`);
    setOpen(false);
    await utils.chef.assignments.invalidate();
  }

  return (
    <>
      <Button
        onClick={() => {
          setLate(Date.parse(assignment.startsAt) - Date.now() < LATE_RELEASE_HOURS * 3_600_000);
          setOpen(true);
        }}
        aria-label={`Release: ${assignment.business.name}, ${when}`}
      >
        Release
      </Button>
      <Modal open={open} title="Release this session?" onCancel={() => setOpen(false)} footer={null} {...whileBusy(release.isPending)}>
        <p>
          {assignment.business.name}, {when}: the session goes back to our coordinators to find another chef, and the business is told.
        </p>
        {late ? (
          <Alert
            type="warning"
            showIcon
            title={`It starts in less than ${LATE_RELEASE_HOURS} hours: this is a late release. It counts on your reliability record and lowers your score.`}
            style={{ marginBottom: 12 }}
          />
        ) : (
          <p className="cc-chef-muted">Released {LATE_RELEASE_HOURS} hours or more before the start, it does not count against your reliability record.</p>
        )}
        {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
        <Form<ReleaseValues>
          form={form}
          // Named per booking: each dialog's field id (and so its label) stays unique on the page.
          name={`release-${assignment.bookingId}`}
          layout="vertical"
          requiredMark={false}
          noValidate
          onFinish={(values) => void submit(values)}
          disabled={release.isPending}
        >
          <Form.Item label="Why can you not work this session?" name="reason" rules={reasonRules}>
            <Input.TextArea rows={3} maxLength={RELIABILITY_TEXT_MAX} placeholder="e.g. I am sick" />
          </Form.Item>
          <div className="cc-chef-dialog__actions">
            <Button onClick={() => setOpen(false)} disabled={release.isPending}>
              Keep the session
            </Button>
            <Button type="primary" danger htmlType="submit" loading={release.isPending}>
              Release session
            </Button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
