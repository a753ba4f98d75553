import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { formatRate, GST_BASIS_POINTS } from '../../../../common/money';
import { billingSettingsInput, PAYMENT_TERMS_DAYS_MAX, PST_BASIS_POINTS_MAX } from '../../../../common/schemas/billing';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { PageLoading } from './PageStates';

interface SettingsFormValues {
  /** Percent as the admin reads it (7 for 7%); sent as basis points (700). */
  pstPercent: number | null;
  paymentInstructions: string;
  paymentTermsDays: number | null;
}

const PST_MESSAGE = `PST must be a percentage from 0 to ${PST_BASIS_POINTS_MAX / 100}, with at most two decimals (7 for 7%)`;

/** A percent (7.25) → basis points (725), or null when it has more than two decimals. */
export function percentToBasisPoints(percent: number | null | undefined): number | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  const basisPoints = Math.round(percent * 100);
  return Math.abs(basisPoints - percent * 100) < 1e-6 ? basisPoints : null;
}

const pstRules: Rule[] = [
  {
    required: true,
    validator: async (_rule, value: number | null | undefined) => {
      const basisPoints = percentToBasisPoints(value);
      if (basisPoints === null || basisPoints < 0 || basisPoints > PST_BASIS_POINTS_MAX) throw new Error(PST_MESSAGE);
    },
  },
];
const instructionsRules = [zodRule(billingSettingsInput.shape.paymentInstructions.unwrap())];
const termsRules = [zodRule(billingSettingsInput.shape.paymentTermsDays.unwrap())];

/** The server's field names → this form's. */
const FORM_FIELD: Record<string, keyof SettingsFormValues> = { pstBasisPoints: 'pstPercent', paymentInstructions: 'paymentInstructions', paymentTermsDays: 'paymentTermsDays' };

const PROVIDER_LABEL = {
  invoice: 'Invoice: emailed with the payment instructions; record each payment here',
  stripe: 'Stripe: businesses pay by card at checkout',
} as const;

/** The tax and payment settings: PST and the payment instructions are edited here; the provider and GST number come from the server's environment. */
export function FinanceSettings() {
  const utils = trpc.useUtils();
  const settings = trpc.admin.finance.settings.useQuery();
  const save = trpc.admin.finance.updateSettings.useMutation();
  const [form] = Form.useForm<SettingsFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const data = settings.data;

  async function onFinish(values: SettingsFormValues) {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        pstBasisPoints: percentToBasisPoints(values.pstPercent) ?? -1,
        paymentInstructions: values.paymentInstructions,
        paymentTermsDays: values.paymentTermsDays ?? -1,
      });
      toast.success('Settings saved', `PST is ${formatRate(saved.pstBasisPoints)} and invoices are due in ${saved.paymentTermsDays} days on new orders.`);
    } catch (error) {
      form.setFields(
        Object.entries(apiFieldErrors(error)).flatMap(([field, message]) => {
          const name = FORM_FIELD[field];
          return name ? [{ name, errors: [message] }] : [];
        }),
      );
      setFailure(apiErrorMessage(error, 'The settings could not be saved. Please try again.'));
      return;
    }
    await utils.admin.finance.settings.invalidate();
  }

  let content;
  if (settings.isError && !data) content = <LoadError title="Failed to load the settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (!data) content = <PageLoading label="Loading settings..." />;
  else
    content = (
      <>
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'provider', label: 'Payment provider', children: PROVIDER_LABEL[data.provider] },
            { key: 'gst', label: 'GST', children: `${formatRate(GST_BASIS_POINTS)} on every sale` },
            { key: 'gstNumber', label: 'GST number', children: data.gstNumber ?? <span className="cc-admin-muted">Not set (the GST_NUMBER setting)</span> },
          ]}
        />
        <p className="cc-admin-note">The provider and GST number are set on the server. The settings below apply to orders made from now on.</p>
        {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
        <Form<SettingsFormValues>
          form={form}
          layout="vertical"
          noValidate
          initialValues={{ pstPercent: data.pstBasisPoints / 100, paymentInstructions: data.paymentInstructions, paymentTermsDays: data.paymentTermsDays }}
          disabled={save.isPending} onFinish={(values) => void onFinish(values)} className="cc-admin-form">
          <Form.Item label="PST rate" name="pstPercent" rules={pstRules} extra="0% unless PST applies to these services; 7 is 7%.">
            <InputNumber inputMode="decimal" step={1} suffix="%" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="Payment instructions" name="paymentInstructions" rules={instructionsRules} extra="Printed on every unpaid invoice: how to pay (e-Transfer address, cheque payee).">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={2000} />
          </Form.Item>
          <Form.Item label="Payment terms" name="paymentTermsDays" rules={termsRules} extra={`Days from an invoice's date to its due date, printed on the invoice (0 to ${PAYMENT_TERMS_DAYS_MAX}).`}>
            <InputNumber inputMode="numeric" step={1} suffix="days" style={{ width: 160 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Form>
      </>
    );

  return (
    <Card title={<h2 className="cc-admin-section-title">Tax and payment settings</h2>}>
      {content}
    </Card>
  );
}
