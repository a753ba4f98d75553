import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { closeAccountInput } from '../../../../common/schemas/account';
import { apiErrorMessage } from '../../../lib/apiError';
import { useLeaveBusinessSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { whileBusy } from '../../../lib/busyDialog';

interface CloseValues {
  password?: string;
}

const passwordRules = [zodRule(closeAccountInput.shape.password)];

/**
 * Closing the business's account (DECISIONS.md section 21), behind the owner's password. The
 * dialog says what goes and what stays before anything happens; once closed, the session has
 * ended on the server, so the client forgets it and leaves for the login page, as a logout does.
 */
export function CloseAccountDialog({ businessName, open, onClose }: { businessName: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CloseValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const leave = useLeaveBusinessSession();
  const close = trpc.business.closeAccount.useMutation();

  async function submit(values: CloseValues) {
    setFailure(null);
    try {
      await close.mutateAsync({ password: values.password ?? '' });
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Your account could not be closed. Please try again.'));
      return;
    }
    toast.success('Account closed', `${businessName} is closed and you are signed out.`);
    leave('/login');
  }

  return (
    <Modal className="cc-dash-dialog" open={open} title="Close your account?" onCancel={onClose} footer={null} forceRender {...whileBusy(close.isPending)}>
      <p>Closing cannot be undone. When you close {businessName}:</p>
      <ul>
        <li>Your upcoming bookings are canceled, with their hours back in your labor bank, and your unpaid orders are canceled.</li>
        <li>The names, emails and phone numbers of your people are erased, and everyone is signed out. Your username is freed.</li>
        <li>Your remaining hours are not refunded.</li>
      </ul>
      <p>
        We keep your business name, your hours ledger, your orders and your invoices for the 6 years the Canada Revenue Agency requires.
      </p>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form<CloseValues> form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => void submit(values)} disabled={close.isPending}>
        <Form.Item label="Your password" name="password" rules={passwordRules}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className="cc-dialog__actions">
          <Button onClick={onClose} disabled={close.isPending}>
            Keep my account
          </Button>
          <Button type="primary" danger htmlType="submit" loading={close.isPending}>
            Close my account
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
