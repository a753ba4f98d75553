import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { Link } from 'react-router-dom';
import { ADMIN_ADD_HOURS_MAX, LEDGER_REASON_MAX } from '../../../../common/constants';
import { addHoursInput } from '../../../../common/schemas/admin';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { hoursLabel } from '../components/format';
import { PageError, PageLoading, useBusinessIdParam } from '../components/PageStates';

interface AddHoursForm {
  hours: number;
  reason: string;
}

/** Adds hours to a labor bank: one ledger entry and one audit entry, then the new balance. */
export function AddHoursPage() {
  const businessId = useBusinessIdParam();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<AddHoursForm>();
  const [modal, contextHolder] = Modal.useModal();
  const detail = trpc.admin.business.useQuery({ id: businessId ?? 0 }, { enabled: businessId !== null });
  const name = detail.data?.business.businessName;
  usePageMeta(name ? `Add Hours to ${name} · Admin` : 'Add Hours', 'Add labor hours to a business, with a reason.');

  const addHours = trpc.admin.addHours.useMutation({
    onSuccess: async (balance, input) => {
      toast.success('Hours added', `${hoursLabel(input.hours)} added. New balance: ${hoursLabel(balance.availableHours)} available.`);
      form.resetFields();
      await utils.admin.invalidate();
    },
    onError: (error) => {
      const fieldErrors = apiFieldErrors(error);
      form.setFields(
        Object.entries(fieldErrors)
          .filter(([field]) => field === 'hours' || field === 'reason')
          .map(([field, message]) => ({ name: field as keyof AddHoursForm, errors: [message] })),
      );
      toast.error('Could not add hours', apiErrorMessage(error, 'Please try again.'));
    },
  });

  if (businessId === null) return <PageError title="Add Hours" error={new Error('Business not found')} />;
  if (detail.isPending) return <PageLoading label="Loading business data..." />;
  if (detail.isError) return <PageError title="Add Hours" error={detail.error} onRetry={() => void detail.refetch()} />;

  const bank = detail.data.laborBank;
  const added = addHours.data;
  const businessName = detail.data.business.businessName;

  /** Hours added cannot be taken back from here: the admin confirms what the bank will hold. */
  const confirmAdd = (values: AddHoursForm) => {
    const available = bank?.availableHours ?? 0;
    modal.confirm({
      title: `Add ${hoursLabel(values.hours)} to ${businessName}?`,
      content: `${businessName}'s available balance goes from ${hoursLabel(available)} to ${hoursLabel(available + values.hours)}, with the reason on its ledger line. Hours added cannot be taken back here.`,
      okText: 'Add Hours',
      cancelText: 'Not now',
      autoFocusButton: 'cancel',
      onOk: () => addHours.mutate({ businessId, hours: values.hours, reason: values.reason }),
    });
  };
  return (
    <>
      {contextHolder}
      <p style={{ margin: '0 0 8px' }}>
        <Link to={`/admin/business/${businessId}`}>← {detail.data.business.businessName}</Link>
      </p>
      <div className="cc-admin-page-head">
        <h1>Add Hours</h1>
      </div>
      <div className="cc-admin-form cc-admin-stack">
        <Card size="small">
          <p style={{ margin: 0 }} aria-live="polite">
            Current balance for <strong>{detail.data.business.businessName}</strong>:{' '}
            <strong data-testid="available-hours">{hoursLabel(bank?.availableHours ?? 0)}</strong> available
            {bank ? ` of ${hoursLabel(bank.totalHours)} purchased` : ''}.
          </p>
        </Card>
        {added && addHours.variables && (
          <Alert
            type="success"
            showIcon
            title={`Added ${hoursLabel(addHours.variables.hours)}. New balance: ${hoursLabel(added.availableHours)} available of ${hoursLabel(added.totalHours)}.`}
            action={<Link to={`/admin/business/${businessId}`}>View details</Link>}
          />
        )}
        <Card>
          <Form<AddHoursForm>
            form={form}
            layout="vertical"
            disabled={addHours.isPending}
            onFinish={confirmAdd}
          >
            <Form.Item
              label="Hours"
              name="hours"
              rules={[zodRule(addHoursInput.shape.hours)]}
              extra={`A whole number from 1 to ${ADMIN_ADD_HOURS_MAX}.`}
            >
              {/* No min, max or precision: antd would silently add 1000 hours for 1500 and 8 for 7.5, where the schema's message explains. */}
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Reason" name="reason" rules={[zodRule(addHoursInput.shape.reason)]}>
              {/* One line: it becomes the ledger line's description (DECISIONS.md section 16). */}
              <Input maxLength={LEDGER_REASON_MAX} placeholder="e.g. Purchased 20-hour package, invoice 1042" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={addHours.isPending}>
              Add Hours
            </Button>
          </Form>
        </Card>
      </div>
    </>
  );
}
