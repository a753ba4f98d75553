import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import type { Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { taxDetailsInput, type TaxDetailsInput } from '../../../../common/schemas/payouts';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodProblem, zodRule } from '../../../lib/zodRule';
import { PortalSection, SectionLoading } from './PortalSection';
import type { ChefTaxDetails } from './types';

const { TextArea } = Input;

interface TaxDetailsForm {
  legalName: string;
  mailingAddress: string;
  gstNumber: string;
  taxId: string;
}

const TAX_ID_REQUIRED = 'Please enter your SIN or business number';

/** Blank keeps the stored tax id (or, with none stored, is missing); anything else must be a SIN or business number. */
function taxIdRule(stored: boolean): Rule {
  return {
    required: !stored,
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') {
        if (!stored) throw new Error(TAX_ID_REQUIRED);
        return;
      }
      const problem = zodProblem(taxDetailsInput.shape.taxId, text);
      if (problem !== null) throw new Error(problem);
    },
  };
}

function TaxDetailsFormView({ details }: { details: ChefTaxDetails }) {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<TaxDetailsForm>();
  /** A refusal that is not about one field: shown above Save until the next try. */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The rest saved but the tax id waits (the server cannot store it yet): the server's words, until the next try. */
  const [waiting, setWaiting] = useState<string | null>(null);
  const save = trpc.chef.setTaxDetails.useMutation();
  const stored = details.taxId !== null;

  async function onFinish(values: TaxDetailsForm) {
    setRefusal(null);
    setWaiting(null);
    const taxId = values.taxId.trim();
    const input: TaxDetailsInput = {
      legalName: values.legalName,
      mailingAddress: values.mailingAddress,
      gstNumber: values.gstNumber,
      // Left out, the stored one stays (DECISIONS.md section 13).
      ...(taxId === '' ? {} : { taxId }),
    };
    try {
      const saved = await save.mutateAsync(input);
      utils.chef.taxDetails.setData(undefined, saved);
      // The whole tax id is never shown back: the field empties, the masked one shows above it.
      form.setFieldValue('taxId', '');
      if (saved.message) setWaiting(saved.message);
      else toast.success('Tax details saved');
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      const fields = Object.entries(fieldErrors).filter(([name]) => name in values);
      form.setFields(fields.map(([name, message]) => ({ name: name as keyof TaxDetailsForm, errors: [message] })));
      if (fields.length === 0) setRefusal(apiErrorMessage(error, 'Your tax details could not be saved. Please try again.'));
      else toast.error('Tax details not saved', apiErrorMessage(error, 'Please try again.'));
    }
  }

  return (
    <Form<TaxDetailsForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={{ legalName: details.legalName ?? '', mailingAddress: details.mailingAddress ?? '', gstNumber: details.gstNumber ?? '', taxId: '' }}
      onFinish={(values) => void onFinish(values)}
      disabled={save.isPending}
    >
      <Form.Item label="Legal name" name="legalName" rules={[zodRule(taxDetailsInput.shape.legalName)]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label="Mailing address" name="mailingAddress" rules={[zodRule(taxDetailsInput.shape.mailingAddress)]}>
        <TextArea rows={3} maxLength={500} autoComplete="street-address" />
      </Form.Item>
      <Form.Item
        label="GST number (optional)"
        name="gstNumber"
        rules={[zodRule(taxDetailsInput.shape.gstNumber)]}
        extra="If you are registered for GST, your payouts carry 5% GST on top."
      >
        <Input autoComplete="off" spellCheck={false} placeholder="123456782 RT0001" />
      </Form.Item>
      <Form.Item
        label={stored ? 'SIN or business number (optional)' : 'SIN or business number'}
        name="taxId"
        rules={[taxIdRule(stored)]}
        extra={
          stored ? (
            <>
              On file: <span className="cc-chef-masked">{details.taxId}</span>. Leave blank to keep it.
            </>
          ) : (
            'For the T4A slip we send you each year. It is stored encrypted and never shown in full.'
          )
        }
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      {refusal && <Alert type="error" showIcon role="alert" title="Tax details not saved" description={refusal} style={{ marginBottom: 16 }} />}
      {waiting && <Alert type="warning" showIcon role="status" title="Your name and address are saved" description={waiting} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save tax details
      </Button>
    </Form>
  );
}

/** The chef's tax details (DECISIONS.md section 13): for the T4A slips and GST on payouts; the tax id only ever masked. */
export function TaxDetailsSection() {
  const details = trpc.chef.taxDetails.useQuery();
  return (
    <PortalSection id="tax-details" title="Tax details">
      {details.isPending ? (
        <SectionLoading label="Loading your tax details..." />
      ) : details.isError ? (
        <LoadError title="Your tax details could not be loaded" error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <TaxDetailsFormView details={details.data} />
      )}
    </PortalSection>
  );
}
