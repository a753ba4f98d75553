import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Switch from 'antd/es/switch';
import type { ColumnsType } from 'antd/es/table';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { formatCents, pricePerHourCents } from '../../../../common/money';
import { createPackInput, PACK_PRICE_CENTS_MAX } from '../../../../common/schemas/billing';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { hoursLabel } from './format';
import { QueryTable } from './QueryTable';
import { whileBusy } from '../../../lib/busyDialog';

export type AdminPack = RouterOutputs['admin']['finance']['packs'][number];

interface PackFormValues {
  name: string;
  hours: number | null;
  /** Dollars as the admin types them; sent as integer cents. */
  price: number | null;
}

const PRICE_MIN_CENTS = 100;
const PRICE_MESSAGE = `Price must be from ${formatCents(PRICE_MIN_CENTS)} to ${formatCents(PACK_PRICE_CENTS_MAX)}, in dollars and cents`;

/** Dollars (at most two decimals) → integer cents, or null when it is not a price. */
export function dollarsToCents(dollars: number | null | undefined): number | null {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

const nameRules = [zodRule(createPackInput.shape.name)];
const hoursRules = [zodRule(createPackInput.shape.hours)];
const priceRules: Rule[] = [
  {
    required: true,
    validator: async (_rule, value: number | null | undefined) => {
      const cents = dollarsToCents(value);
      if (cents === null || cents < PRICE_MIN_CENTS || cents > PACK_PRICE_CENTS_MAX) throw new Error(PRICE_MESSAGE);
    },
  },
];

/** The server's field names → this form's. */
const FORM_FIELD: Record<string, keyof PackFormValues> = { name: 'name', hours: 'hours', priceCents: 'price' };

function perHour(pack: { hours: number; priceCents: number }): string {
  return `${formatCents(pricePerHourCents(pack.priceCents, pack.hours))}/h`;
}

/** Add a pack, or change one's name, hours or price (orders already made keep what they copied). */
function PackDialog({ pack, onClose }: { pack: AdminPack | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<PackFormValues>();
  const create = trpc.admin.finance.createPack.useMutation();
  const update = trpc.admin.finance.updatePack.useMutation();
  const pending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const hours = Form.useWatch('hours', form);
  const price = Form.useWatch('price', form);
  const cents = dollarsToCents(price);
  const preview = typeof hours === 'number' && Number.isInteger(hours) && hours > 0 && cents !== null && cents > 0 ? perHour({ hours, priceCents: cents }) : null;

  async function onFinish(values: PackFormValues) {
    setFailure(null);
    const input = { name: values.name, hours: values.hours ?? 0, priceCents: dollarsToCents(values.price) ?? 0 };
    try {
      if (pack) await update.mutateAsync({ packId: pack.id, change: input });
      else await create.mutateAsync(input);
    } catch (error) {
      form.setFields(
        Object.entries(apiFieldErrors(error)).flatMap(([field, message]) => {
          const name = FORM_FIELD[field.replace(/^change\./, '')];
          return name ? [{ name, errors: [message] }] : [];
        }),
      );
      setFailure(apiErrorMessage(error, 'The pack could not be saved. Please try again.'));
      return;
    }
    toast.success(pack ? 'Pack saved' : 'Pack added', `${input.name}: ${hoursLabel(input.hours)} for ${formatCents(input.priceCents)}.`);
    onClose();
    await utils.admin.finance.packs.invalidate();
  }

  return (
    <Modal open className="cc-admin-dialog" title={pack ? `Edit ${pack.name}` : 'Add a pack'} onCancel={onClose} footer={null} {...whileBusy(pending)}>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form<PackFormValues>
        form={form}
        layout="vertical"
        noValidate
        disabled={pending}
        initialValues={pack ? { name: pack.name, hours: pack.hours, price: pack.priceCents / 100 } : { name: '', hours: null, price: null }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Name" name="name" rules={nameRules}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Hours" name="hours" rules={hoursRules}>
          {/* No min/max: antd would silently clamp, where the schema's message explains. */}
          <InputNumber inputMode="numeric" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="Price before tax (CAD)" name="price" rules={priceRules} extra={preview ? `${preview}, plus GST and PST` : 'In dollars, e.g. 790.00'}>
          <InputNumber inputMode="decimal" prefix="$" step={0.01} style={{ width: 200 }} />
        </Form.Item>
        {pack?.ordered && <p className="cc-admin-muted">Orders already made keep the name, hours and price they were sold with.</p>}
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            {pack ? 'Save pack' : 'Add pack'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** The hour packs on sale (DECISIONS.md section 12): added and edited here, never deleted, only taken off sale. */
export function FinancePacks() {
  const utils = trpc.useUtils();
  const packs = trpc.admin.finance.packs.useQuery();
  const update = trpc.admin.finance.updatePack.useMutation();
  const [editing, setEditing] = useState<{ pack: AdminPack | null } | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  async function setActive(pack: AdminPack, active: boolean) {
    setSwitching(pack.id);
    try {
      await update.mutateAsync({ packId: pack.id, change: { active } });
      toast.success(active ? 'Pack on sale' : 'Pack taken off sale', active ? `${pack.name} is offered to businesses again.` : `${pack.name} is no longer offered; its orders stay as they are.`);
    } catch (error) {
      toast.error('Could not change the pack', apiErrorMessage(error, 'Please try again.'));
    } finally {
      setSwitching(null);
      await utils.admin.finance.packs.invalidate();
    }
  }

  const columns: ColumnsType<AdminPack> = [
    { key: 'name', title: 'Name', render: (_, pack) => pack.name },
    { key: 'hours', title: 'Hours', align: 'right', render: (_, pack) => <span className="cc-admin-nowrap">{hoursLabel(pack.hours)}</span> },
    { key: 'price', title: 'Price', align: 'right', render: (_, pack) => formatCents(pack.priceCents) },
    { key: 'perHour', title: 'Per hour', align: 'right', render: (_, pack) => <span className="cc-admin-nowrap">{perHour(pack)}</span> },
    {
      key: 'active',
      title: 'On sale',
      render: (_, pack) => (
        <span className="cc-admin-nowrap" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Switch
            checked={pack.active}
            loading={switching === pack.id}
            onChange={(active) => void setActive(pack, active)}
            aria-label={`${pack.name} on sale`}
          />
          {pack.active ? 'Active' : 'Inactive'}
        </span>
      ),
    },
    { key: 'ordered', title: 'Ordered', render: (_, pack) => (pack.ordered ? 'Yes' : <span className="cc-admin-muted">Not yet</span>) },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, pack) => (
        <Button size="small" onClick={() => setEditing({ pack })} aria-label={`Edit pack ${pack.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={
        <h2 className="cc-admin-section-title" id="finance-packs">
          Hour packs
        </h2>
      }
      extra={
        <Button type="primary" onClick={() => setEditing({ pack: null })}>
          Add pack
        </Button>
      }
    >
      {editing && <PackDialog key={editing.pack?.id ?? 'new'} pack={editing.pack} onClose={() => setEditing(null)} />}
      <p className="cc-admin-muted">
        What businesses can buy on /pricing and in their dashboard. Packs are never deleted: a pack that was ordered keeps its orders, so turn
        it off to take it off sale.
      </p>
      <QueryTable<AdminPack> query={packs} label="Hour packs" what="packs" empty="No packs yet" rowKey="id" columns={columns} />
    </Card>
  );
}
