import { Alert, Button, Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SAME_BUSINESS_TRANSFER, transferInput, type NewLocationInput } from '../../../../common/schemas/locations';
import { MEMBER_ROLE_LABELS, roleMay } from '../../../../common/team';
import { formatHours } from '../../../../common/text';
import { BusinessFields, type BusinessRows } from '../../../components/ProfileFields';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { whileBusy } from '../../../lib/busyDialog';
import { useMay } from '../../../lib/role';
import { SafeDangerTheme } from '../../../lib/SafeDangerTheme';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { useRefreshDashboard, type DashboardData } from '../useDashboard';
import { ViewHeading } from './ViewHeading';

type Membership = NonNullable<RouterOutputs['public']['session']['memberships']>[number];
type Bank = RouterOutputs['business']['locations']['transfer']['fromBank'];

const LOCATION_ROWS: BusinessRows = [['businessName', 'businessType'], 'businessAddress', ['city', 'state', 'zipCode']];
const transferRules = transferInput.shape;

/** The owner's new location: the business step of registration, for a business of the group; its bank starts empty. */
function AddLocationForm() {
  const [form] = Form.useForm<NewLocationInput>();
  const utils = trpc.useUtils();
  const [opened, setOpened] = useState<{ id: number; businessName: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = trpc.business.locations.create.useMutation({
    onSuccess: async ({ business }) => {
      form.resetFields();
      setRefusal(null);
      setOpened(business);
      toast.success('Location added', `${business.businessName} is one of your locations.`);
      await utils.public.session.invalidate();
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as keyof NewLocationInput, errors: [message] })));
      setRefusal(apiErrorMessage(error, 'Could not add the location. Please try again.'));
    },
  });
  return (
    <section className="cc-dash__panel" aria-labelledby="add-location-title">
      <h2 id="add-location-title">Add a location</h2>
      <p className="cc-muted">A new location is a business of its own with you as its owner. Its labor bank starts empty: move hours to it below.</p>
      {opened && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={`${opened.businessName} was added`}
          description={<Link to={`/dashboard/${opened.id}`}>Go to {opened.businessName}</Link>}
          className="cc-locations__notice"
        />
      )}
      {refusal && <Alert type="error" showIcon role="alert" title="Location not added" description={refusal} className="cc-locations__notice" />}
      <Form<NewLocationInput> form={form} layout="vertical" name="location" onFinish={(values) => create.mutate(values)} scrollToFirstError={{ focus: true, block: 'center' }}>
        <BusinessFields rows={LOCATION_ROWS} gridClassName={(row) => (row.length === 3 ? 'cc-form-grid cc-form-grid--three' : 'cc-form-grid')} />
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={create.isPending}>
          Add location
        </Button>
      </Form>
    </section>
  );
}

interface TransferValues {
  fromBusinessId: number;
  toBusinessId: number;
  hours: number;
}

/** Moving hours between two banks of the person's (an owner or bookkeeper of both), after a confirmation that names them. */
function MoveHoursForm({ businesses, currentId }: { businesses: Membership[]; currentId: number }) {
  const [form] = Form.useForm<TransferValues>();
  const refresh = useRefreshDashboard();
  const [confirming, setConfirming] = useState<TransferValues | null>(null);
  const [moved, setMoved] = useState<{ from: string; to: string; fromBank: Bank; toBank: Bank } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nameOf = (id: number | undefined) => businesses.find((business) => business.businessId === id)?.businessName ?? '';
  const transfer = trpc.business.locations.transfer.useMutation({
    onSuccess: async ({ fromBank, toBank }, values) => {
      setConfirming(null);
      setRefusal(null);
      setMoved({ from: nameOf(values.fromBusinessId), to: nameOf(values.toBusinessId), fromBank, toBank });
      form.resetFields(['hours']);
      toast.success('Hours moved', `${formatHours(values.hours)} moved to ${nameOf(values.toBusinessId)}.`);
      await refresh();
    },
    onError: (error) => {
      setConfirming(null);
      setMoved(null);
      setRefusal(apiErrorMessage(error, 'Could not move the hours. Please try again.'));
    },
  });
  const options = businesses.map((business) => ({ value: business.businessId, label: business.businessName }));
  const otherThan = (id: number) => businesses.find((business) => business.businessId !== id)?.businessId;
  return (
    <section className="cc-dash__panel" aria-labelledby="move-hours-title">
      <h2 id="move-hours-title">Move hours</h2>
      <p className="cc-muted">Move hours from one location&apos;s labor bank to another&apos;s, between locations where you are an owner or bookkeeper.</p>
      {moved && (
        <Alert
          type="success"
          showIcon
          role="status"
          title="Hours moved"
          description={
            <ul className="cc-locations__banks">
              <li>
                {moved.from}: {formatHours(moved.fromBank.availableHours)} available
              </li>
              <li>
                {moved.to}: {formatHours(moved.toBank.availableHours)} available
              </li>
            </ul>
          }
          className="cc-locations__notice"
        />
      )}
      {refusal && <Alert type="error" showIcon role="alert" title="Hours not moved" description={refusal} className="cc-locations__notice" />}
      <Form<TransferValues>
        form={form}
        layout="vertical"
        name="move-hours"
        initialValues={{ fromBusinessId: currentId, toBusinessId: otherThan(currentId), hours: 1 }}
        onFinish={(values) => {
          setMoved(null);
          setConfirming(values);
        }}
      >
        <div className="cc-form-grid cc-form-grid--three">
          <Form.Item label="From" name="fromBusinessId" rules={[zodRule(transferRules.fromBusinessId)]}>
            <Select options={options} />
          </Form.Item>
          <Form.Item
            label="To"
            name="toBusinessId"
            dependencies={['fromBusinessId']}
            rules={[
              zodRule(transferRules.toBusinessId),
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  if (value === getFieldValue('fromBusinessId')) throw new Error(SAME_BUSINESS_TRANSFER);
                },
              }),
            ]}
          >
            <Select options={options} />
          </Form.Item>
          <Form.Item label="Hours" name="hours" rules={[zodRule(transferRules.hours)]}>
            {/* No min or precision: antd would silently move 3 hours for 2.5, where the schema's message explains. */}
            <InputNumber inputMode="numeric" className="cc-locations__hours" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit">
          Move hours
        </Button>
      </Form>
      <Modal
        open={confirming !== null}
        title={confirming ? `Move ${formatHours(confirming.hours)}?` : ''}
        okText="Move hours"
        okButtonProps={{ loading: transfer.isPending }}
        cancelText="Cancel"
        {...whileBusy(transfer.isPending)}
        onCancel={() => setConfirming(null)}
        onOk={() => confirming && transfer.mutate(confirming)}
      >
        {confirming && (
          <p>
            {formatHours(confirming.hours)} leave the labor bank of {nameOf(confirming.fromBusinessId)} and go to {nameOf(confirming.toBusinessId)}.
          </p>
        )}
      </Modal>
    </section>
  );
}

/**
 * The Locations view (DECISIONS.md section 18): the person's businesses, each opened from here;
 * an owner adds one; an owner or bookkeeper of two moves hours between them.
 */
export function LocationsView({ data, focusHeading }: { data: DashboardData; focusHeading: boolean }) {
  const session = trpc.public.session.useQuery();
  const memberships = session.data?.memberships ?? [];
  const owner = useMay('runTheBusiness');
  // The server reads the role of the business shown first, then of both ends.
  const pays = useMay('pay');
  const payers = memberships.filter((membership) => roleMay(membership.role, 'pay'));
  return (
    <SafeDangerTheme>
      <ViewHeading focus={focusHeading}>Locations</ViewHeading>
      <section className="cc-dash__panel" aria-labelledby="locations-title">
        <h2 id="locations-title">Your locations</h2>
        <ul className="cc-locations">
          {memberships.map((membership) => (
            <li key={membership.businessId} className="cc-locations__item">
              {membership.businessId === data.business.id ? (
                <span aria-current="true">
                  {membership.businessName} <span className="cc-muted">(shown now)</span>
                </span>
              ) : (
                <Link to={`/dashboard/${membership.businessId}`}>{membership.businessName}</Link>
              )}
              <span className="cc-muted"> · {MEMBER_ROLE_LABELS[membership.role]}</span>
            </li>
          ))}
        </ul>
      </section>
      {pays && payers.length >= 2 && <MoveHoursForm businesses={payers} currentId={data.business.id} />}
      {owner && <AddLocationForm />}
    </SafeDangerTheme>
  );
}
