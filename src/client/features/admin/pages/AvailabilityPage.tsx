import Button from 'antd/es/button';
import Calendar from 'antd/es/calendar';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table, { type ColumnsType as TableColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { TIME_SLOTS, timeSlotLabel, type TimeSlot } from '../../../../common/constants';
import { vancouverToday } from '../../../../common/vancouver-time';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { formatDay } from '../../../lib/formatDay';
import { PageError } from '../components/PageStates';
import { ScrollRegion } from '../components/ScrollRegion';
import type { BlockedSlotRow } from '../components/types';

const WHOLE_DAY = 'whole-day';

function describeSlot(block: BlockedSlotRow): string {
  return block.timeSlot ? timeSlotLabel(block.timeSlot) : 'Whole day';
}

interface BlockForm {
  timeSlot: string;
  reason?: string;
}

/** Block and reopen days and time slots; the registration calendar reads the same list. */
export function AvailabilityPage() {
  usePageMeta('Manage Availability', 'Block and reopen booking dates and time slots.');
  const today = vancouverToday(new Date());
  const [selected, setSelected] = useState<Dayjs>(() => dayjs(today));
  const [form] = Form.useForm<BlockForm>();
  const [modal, contextHolder] = Modal.useModal();
  const utils = trpc.useUtils();
  const blocks = trpc.admin.blockedSlots.useQuery();
  const block = trpc.admin.blockSlot.useMutation();
  const unblock = trpc.admin.unblockSlot.useMutation();

  const byDate = useMemo(() => {
    const map = new Map<string, BlockedSlotRow[]>();
    for (const row of blocks.data ?? []) map.set(row.date, [...(map.get(row.date) ?? []), row]);
    return map;
  }, [blocks.data]);

  const selectedDay = selected.format('YYYY-MM-DD');
  const selectedBlocks = byDate.get(selectedDay) ?? [];

  const onBlock = async (values: BlockForm) => {
    try {
      await block.mutateAsync({
        date: selectedDay,
        timeSlot: values.timeSlot === WHOLE_DAY ? undefined : (values.timeSlot as TimeSlot),
        reason: values.reason?.trim() || undefined,
      });
      toast.success('Availability updated', `${formatDay(selectedDay)}: ${values.timeSlot === WHOLE_DAY ? 'whole day' : timeSlotLabel(values.timeSlot)} blocked.`);
      form.resetFields(['reason']);
      await utils.admin.blockedSlots.invalidate();
      await utils.public.blockedSlots.invalidate();
    } catch (error) {
      toast.error('Could not block', apiErrorMessage(error, 'Please try again.'));
    }
  };

  const confirmUnblock = (row: BlockedSlotRow) =>
    modal.confirm({
      title: `Reopen ${formatDay(row.date)}?`,
      content: `${describeSlot(row)} becomes bookable again.`,
      okText: 'Reopen',
      onOk: async () => {
        try {
          await unblock.mutateAsync({ id: row.id });
          toast.success('Availability updated', `${formatDay(row.date)} (${describeSlot(row).toLowerCase()}) is open again.`);
          await utils.admin.blockedSlots.invalidate();
          await utils.public.blockedSlots.invalidate();
        } catch (error) {
          toast.error('Could not reopen', apiErrorMessage(error, 'Please try again.'));
        }
      },
    });

  const columns: TableColumnsType<BlockedSlotRow> = [
    { key: 'date', title: 'Date', render: (_, row) => <span className="cc-admin-nowrap">{formatDay(row.date)}</span> },
    { key: 'slot', title: 'Blocked', render: (_, row) => describeSlot(row) },
    { key: 'reason', title: 'Reason', render: (_, row) => row.reason || <span className="cc-admin-muted">—</span> },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) => (
        <Button size="small" onClick={() => confirmUnblock(row)} aria-label={`Unblock ${formatDay(row.date)} ${describeSlot(row)}`}>
          Unblock
        </Button>
      ),
    },
  ];

  if (blocks.isError && !blocks.data) {
    return <PageError title="Manage Availability" error={blocks.error} onRetry={() => void blocks.refetch()} />;
  }

  return (
    <>
      {contextHolder}
      <div className="cc-admin-page-head">
        <h1>Manage Availability</h1>
      </div>
      <div className="cc-admin-grid-2">
        <Card title={<h2 className="cc-admin-section-title">Calendar</h2>}>
          <Calendar
            fullscreen={false}
            value={selected}
            onSelect={(date) => setSelected(date)}
            disabledDate={(date) => date.format('YYYY-MM-DD') < today}
            headerRender={({ value, onChange }) => (
              <div className="cc-admin-calendar-header">
                <Button
                  aria-label="Previous month"
                  disabled={value.format('YYYY-MM') <= today.slice(0, 7)}
                  onClick={() => onChange(value.subtract(1, 'month'))}
                >
                  ‹
                </Button>
                <h3 aria-live="polite">{value.format('MMMM YYYY')}</h3>
                <Button aria-label="Next month" onClick={() => onChange(value.add(1, 'month'))}>
                  ›
                </Button>
              </div>
            )}
            fullCellRender={(date, info) => {
              if (info.type !== 'date') return info.originNode;
              const dayBlocks = byDate.get(date.format('YYYY-MM-DD')) ?? [];
              const state = dayBlocks.length === 0 ? 'open' : dayBlocks.some((row) => row.timeSlot === null) ? 'blocked' : 'partial';
              return (
                <div className={`ant-picker-cell-inner cc-admin-day cc-admin-day--${state}`} data-day-state={state}>
                  {date.date()}
                </div>
              );
            }}
          />
          <p className="cc-admin-note">Struck-through days are blocked; underlined days have a blocked time slot.</p>
        </Card>
        <Card title={<h2 className="cc-admin-section-title">{formatDay(selectedDay)}</h2>}>
          {/* The calendar grid is for the mouse; this field picks the same day from the keyboard. */}
          <label htmlFor="availability-day" style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
            Day
          </label>
          <Input
            id="availability-day"
            type="date"
            min={today}
            value={selectedDay}
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) setSelected(dayjs(event.target.value));
            }}
            style={{ maxWidth: 220, marginBottom: 12 }}
          />
          {blocks.isPending ? (
            <p className="cc-admin-muted">Loading the blocked times…</p>
          ) : selectedBlocks.length > 0 ? (
            <ul>
              {selectedBlocks.map((row) => (
                <li key={row.id}>
                  {describeSlot(row)} blocked{row.reason ? `: ${row.reason}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="cc-admin-muted">Open for bookings.</p>
          )}
          {selectedDay < today ? (
            <p className="cc-admin-muted">Past days cannot be blocked.</p>
          ) : (
            <Form<BlockForm> form={form} layout="vertical" initialValues={{ timeSlot: WHOLE_DAY }} onFinish={onBlock} disabled={block.isPending}>
              <Form.Item label="What to block" name="timeSlot">
                <Select
                  options={[
                    { value: WHOLE_DAY, label: 'Whole day' },
                    ...TIME_SLOTS.map((slot) => ({ value: slot.value, label: `${slot.label} (${slot.hours})` })),
                  ]}
                />
              </Form.Item>
              <Form.Item label="Reason (optional)" name="reason">
                <Input maxLength={500} placeholder="e.g. Statutory holiday" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={block.isPending}>
                Block {formatDay(selectedDay)}
              </Button>
            </Form>
          )}
        </Card>
      </div>
      <Card title={<h2 className="cc-admin-section-title">Blocked days and time slots</h2>}>
        <ScrollRegion label="Blocked days and time slots">
          <Table<BlockedSlotRow>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={blocks.data ?? []}
            loading={blocks.isFetching}
            pagination={false}
            locale={{ emptyText: <span className="cc-admin-muted">{blocks.isPending ? 'Loading…' : 'Every day is open'}</span> }}
          />
        </ScrollRegion>
      </Card>
    </>
  );
}
