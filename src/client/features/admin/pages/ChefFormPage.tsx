import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CHEF_GROUPS, chefTier, SETTABLE_CHEF_STATUSES } from '../../../../common/chefs';
import { SERVICE_TYPES } from '../../../../common/constants';
import { suspensionEndText } from '../../../../common/reliability';
import { chefCreateInput, type ChefCreateInput } from '../../../../common/schemas/chefs';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { PageError, PageLoading } from '../components/PageStates';
import { ChefLedgerCard } from '../components/ChefLedgerCard';
import { ChefReliabilityCard } from '../components/ChefReliabilityCard';
import { RatingsCard } from '../components/RatingsCard';
import { useDeactivateChef } from '../components/useDeactivateChef';
import { useInviteChef } from '../components/useInviteChef';
import type { ChefDetail } from '../components/types';
import { idFrom } from '../../../../common/ids';

const fields = chefCreateInput.shape;
const GRID = 'cc-admin-grid-2';

type ChefFormValues = Omit<ChefCreateInput, 'achievements'> & { achievements: string[] };

const NEW_CHEF: Partial<ChefFormValues> = { redSeal: true, showOnSite: false, status: 'invited', serviceTypes: ['in-person'], achievements: [] };

function formValuesOf(chef: ChefDetail): ChefFormValues {
  const { id: _id, tier: _tier, status, ...values } = chef;
  // A suspension is not set by hand: the field starts empty, and choosing Active lifts it (the server does, as the card's button).
  return { ...values, ...(status === 'suspended' ? {} : { status }) };
}

/** The tier follows from the years as the admin types them; it is never entered. */
function TierPreview() {
  const years = Form.useWatch<number | null>('yearsExperience');
  return (
    <p className="cc-admin-muted" aria-live="polite">
      Tier: {typeof years === 'number' && years >= 1 ? chefTier(years) : '—'}
    </p>
  );
}

/** The form's fields; `suspendedUntil` (an edited chef's suspension) explains what the status choices do to it. */
function ChefFields({ suspendedUntil }: { suspendedUntil: string | null }) {
  return (
    <>
      <Card title={<h2 className="cc-admin-section-title">Chef</h2>} style={{ marginBottom: 16 }}>
        <div className={GRID} style={{ marginBottom: 0, gap: '0 16px' }}>
          <Form.Item label="Name" name="name" rules={[zodRule(fields.name)]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={[zodRule(fields.email)]}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item label="Phone" name="phone" rules={[zodRule(fields.phone)]}>
            <Input type="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item label="Photo URL" name="photoUrl" rules={[zodRule(fields.photoUrl)]}>
            <Input placeholder="https://" />
          </Form.Item>
        </div>
        <Form.Item label="Bio" name="bio" rules={[zodRule(fields.bio)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Card>
      <Card title={<h2 className="cc-admin-section-title">Profile on the site</h2>} style={{ marginBottom: 16 }}>
        <div className={GRID} style={{ marginBottom: 0, gap: '0 16px' }}>
          <Form.Item label="Specialty" name="specialty" rules={[zodRule(fields.specialty)]}>
            <Input />
          </Form.Item>
          <Form.Item label="Group" name="group" rules={[zodRule(fields.group)]}>
            <Select options={CHEF_GROUPS.map((group) => ({ value: group.value, label: group.title }))} />
          </Form.Item>
          <div>
            <Form.Item label="Years of experience" name="yearsExperience" rules={[zodRule(fields.yearsExperience)]} style={{ marginBottom: 4 }}>
              {/* No min or precision: antd would silently change 4.5 years to 5, where the schema's message explains. */}
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
            <TierPreview />
          </div>
          <Form.Item label="Credentials" name="credentials" rules={[zodRule(fields.credentials)]}>
            <Input />
          </Form.Item>
          <Form.Item label="Red Seal" name="redSeal" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="Red Seal certificate number" name="redSealNumber" rules={[zodRule(fields.redSealNumber)]}>
            <Input />
          </Form.Item>
        </div>
        <Form.Item label="Achievements" name="achievements" rules={[zodRule(fields.achievements)]} extra="Type one and press Enter.">
          <Select mode="tags" open={false} suffixIcon={null} aria-label="Achievements" />
        </Form.Item>
        <Form.Item label="Show on the website" name="showOnSite" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Card>
      <Card title={<h2 className="cc-admin-section-title">Work</h2>} style={{ marginBottom: 16 }}>
        <div className={GRID} style={{ marginBottom: 0, gap: '0 16px' }}>
          {/* Not marked required: antd would put aria-required on the checkbox group's <div>, which ARIA does not allow there. */}
          <Form.Item label="Service types (at least one)" name="serviceTypes" rules={[{ ...zodRule(fields.serviceTypes), required: false }]}>
            <Checkbox.Group options={SERVICE_TYPES.map((type) => ({ value: type.value, label: type.label }))} />
          </Form.Item>
          <Form.Item label="Hourly rate" name="hourlyRate" rules={[zodRule(fields.hourlyRate)]}>
            {/* No precision: antd would silently save $46 for 45.50, where the schema's message explains. */}
            <InputNumber prefix="$" suffix="/hr" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="Status"
            name="status"
            rules={[zodRule(fields.status)]}
            extra={suspendedUntil && `Suspended until ${suspensionEndText(suspendedUntil)}. Active lifts the suspension now; Inactive deactivates the chef.`}
          >
            <Select
              placeholder={suspendedUntil ? 'Suspended' : undefined}
              options={SETTABLE_CHEF_STATUSES.filter((status) => !suspendedUntil || status.value !== 'invited').map((status) => ({ value: status.value, label: status.label }))}
            />
          </Form.Item>
        </div>
      </Card>
    </>
  );
}

/** Add (/admin/chefs/new) and edit (/admin/chefs/:chefId/edit), with the server's zod rules. */
export function ChefFormPage() {
  const { chefId: chefIdParam } = useParams();
  const chefId = idFrom(chefIdParam);
  const adding = chefIdParam === undefined;
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<ChefFormValues>();
  const chef = trpc.admin.chef.useQuery({ id: chefId ?? 0 }, { enabled: chefId !== null });
  usePageMeta(adding ? 'Add Chef · Admin' : `Edit ${chef.data?.name ?? 'Chef'} · Admin`, 'Add or edit a chef of the roster.');

  const { offerInvitation, contextHolder } = useInviteChef();
  const { askToDeactivate, contextHolder: deactivationHolder } = useDeactivateChef();

  const onSaved = async (saved: { id: number; name: string; email: string; status: string }) => {
    toast.success(adding ? 'Chef added' : 'Chef updated', `${saved.name} has been saved.`);
    await utils.admin.invalidate();
    // An invited chef hears nothing until invited (DECISIONS.md section 17): offered here, sent only on the click.
    if (saved.status === 'invited') await offerInvitation(saved);
    navigate('/admin/chefs');
  };
  const onError = (error: unknown) => {
    // The form keeps every value typed; the server's field messages (a taken email) show under their fields.
    form.setFields(Object.entries(apiFieldErrors(error)).map(([field, message]) => ({ name: field as keyof ChefFormValues, errors: [message] })));
    toast.error(adding ? 'Could not add the chef' : 'Could not save the chef', apiErrorMessage(error, 'Please try again.'));
  };
  const create = trpc.admin.createChef.useMutation({ onSuccess: onSaved, onError });
  const save = trpc.admin.updateChef.useMutation({ onSuccess: onSaved, onError });

  const data = chef.data;
  useEffect(() => {
    if (data) form.setFieldsValue(formValuesOf(data));
  }, [data, form]);

  if (!adding && chefId === null) return <PageError title="Edit Chef" error={new Error('Chef not found')} />;
  if (!adding && chef.isPending) return <PageLoading label="Loading chef..." />;
  if (!adding && chef.isError) return <PageError title="Edit Chef" error={chef.error} onRetry={() => void chef.refetch()} />;

  const pending = create.isPending || save.isPending;
  const onFinish = (values: ChefFormValues) => {
    if (adding || chefId === null) return create.mutate(values);
    const saveChef = () => save.mutate({ ...values, id: chefId });
    // Saved as Inactive, an active or suspended chef is deactivated (their future assignments
    // released): the same confirmation as the table's Deactivate, listing them, comes first.
    if (values.status === 'inactive' && data && data.status !== 'inactive') return void askToDeactivate(data, saveChef);
    saveChef();
  };
  return (
    <>
      {contextHolder}
      {deactivationHolder}
      <p style={{ margin: '0 0 8px' }}>
        <Link to="/admin/chefs">← Chefs</Link>
      </p>
      <div className="cc-admin-page-head">
        <h1>{adding ? 'Add Chef' : `Edit ${data?.name ?? 'Chef'}`}</h1>
      </div>
      {data && (
        <p className="cc-admin-muted">
          {data.noShows === 0 ? 'No no-shows recorded' : `${data.noShows} ${data.noShows === 1 ? 'no-show' : 'no-shows'} recorded`}
        </p>
      )}
      <Form<ChefFormValues>
        form={form}
        layout="vertical"
        className="cc-admin-form"
        initialValues={adding ? NEW_CHEF : undefined}
        onFinish={onFinish}
        disabled={pending}
        scrollToFirstError
      >
        <ChefFields suspendedUntil={data?.suspendedUntil ?? null} />
        <div className="cc-admin-page-head__actions">
          <Button type="primary" htmlType="submit" loading={pending}>
            {adding ? 'Add Chef' : 'Save Changes'}
          </Button>
          <Button htmlType="button" onClick={() => navigate('/admin/chefs')}>
            Cancel
          </Button>
        </div>
      </Form>
      {!adding && chefId !== null && (
        <div className="cc-admin-stack" style={{ marginTop: 24 }}>
          {data && <ChefReliabilityCard chef={data} />}
          <ChefLedgerCard chefId={chefId} chefName={data?.name ?? 'the chef'} />
          <RatingsCard about={{ chefId }} />
        </div>
      )}
    </>
  );
}
