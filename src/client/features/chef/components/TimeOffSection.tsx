import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { Rule } from 'antd/es/form';
import { TIME_OFF_LENGTH_MESSAGE, TIME_OFF_ORDER_MESSAGE, timeOffInput, type TimeOffInput } from '../../../../common/schemas/chefs';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { formatDay } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { PortalSection } from './PortalSection';
import type { ChefTimeOff } from './types';

const { TextArea } = Input;

interface TimeOffForm {
  from?: string;
  to?: string;
  reason?: string;
}

/** The schema's rule across both days ("the last day off cannot be before the first"), shown under "To". */
function lastDayRule(getFrom: () => string | undefined): Rule {
  return {
    validator: async (_rule, to: unknown) => {
      const result = timeOffInput.safeParse({ from: getFrom(), to });
      // Each day's own format is the field's other rule: only the rules across the two show here.
      const issue = result.error?.issues.find(({ message }) => message === TIME_OFF_ORDER_MESSAGE || message === TIME_OFF_LENGTH_MESSAGE);
      if (issue) throw new Error(issue.message);
    },
  };
}

function rangeLabel({ from, to }: ChefTimeOff): string {
  return from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`;
}

/** Days the chef does not work, from and to inclusive, each with an optional reason. */
export function TimeOffSection({ timeOff }: { timeOff: ChefTimeOff[] }) {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<TimeOffForm>();
  const [modal, contextHolder] = Modal.useModal();
  const add = trpc.chef.addTimeOff.useMutation();
  const remove = trpc.chef.removeTimeOff.useMutation();

  async function onFinish(values: TimeOffForm) {
    try {
      await add.mutateAsync({ from: values.from ?? '', to: values.to ?? '', reason: values.reason ?? null } satisfies TimeOffInput);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      form.setFields(Object.entries(fieldErrors).map(([name, message]) => ({ name: name as keyof TimeOffForm, errors: [message] })));
      toast.error('Time off not added', apiErrorMessage(error, 'Please try again.'));
      return;
    }
    form.resetFields();
    toast.success('Time off added', 'You will not be offered work on these days.');
    await utils.chef.me.invalidate();
  }

  function confirmRemove(entry: ChefTimeOff) {
    void modal.confirm({
      title: 'Remove this time off?',
      content: `${rangeLabel(entry)}${entry.reason ? ` (${entry.reason})` : ''}: you can be offered work on these days again.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync({ id: entry.id });
          toast.success('Time off removed');
          await utils.chef.me.invalidate();
        } catch (error) {
          toast.error('Time off not removed', apiErrorMessage(error, 'Please try again.'));
        }
      },
    });
  }

  return (
    <PortalSection id="time-off" title="Time off">
      {contextHolder}
      {timeOff.length === 0 ? (
        <p className="cc-chef-empty">No time off planned.</p>
      ) : (
        <ul className="cc-chef-list" aria-label="Planned time off">
          {timeOff.map((entry) => (
            <li key={entry.id}>
              <div>
                <div>{rangeLabel(entry)}</div>
                {entry.reason && <div className="cc-chef-muted">{entry.reason}</div>}
              </div>
              <Button size="small" danger onClick={() => confirmRemove(entry)} aria-label={`Remove time off ${rangeLabel(entry)}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 style={{ marginTop: 16 }}>Add time off</h3>
      <Form<TimeOffForm> form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => void onFinish(values)} disabled={add.isPending}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
          <Form.Item label="From" name="from" rules={[zodRule(timeOffInput.shape.from)]} style={{ flex: '1 1 140px' }}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            label="To"
            name="to"
            dependencies={['from']}
            rules={[zodRule(timeOffInput.shape.to), lastDayRule(() => form.getFieldValue('from') as string | undefined)]}
            style={{ flex: '1 1 140px' }}
          >
            <Input type="date" />
          </Form.Item>
        </div>
        <Form.Item label="Reason (optional)" name="reason" rules={[zodRule(timeOffInput.shape.reason)]}>
          <TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Add time off
        </Button>
      </Form>
    </PortalSection>
  );
}
