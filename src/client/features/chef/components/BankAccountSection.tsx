import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { bankAccountInput, type BankAccountInput } from '../../../../common/schemas/payouts';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { PortalSection, SectionLoading } from './PortalSection';
import type { ChefBankAccount } from './types';

const EMPTY: BankAccountInput = { institutionNumber: '', transitNumber: '', accountNumber: '' };

function BankAccountFormView({ account }: { account: ChefBankAccount }) {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<BankAccountInput>();
  /** A refusal that is not about one field (the server cannot store it yet): shown above Save until the next try. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = trpc.chef.setBankAccount.useMutation();

  async function onFinish(values: BankAccountInput) {
    setRefusal(null);
    try {
      utils.chef.bankAccount.setData(undefined, await save.mutateAsync(values));
      // The whole account is never shown back: the fields empty, the masked one shows above them.
      form.setFieldsValue(EMPTY);
      toast.success('Bank account saved');
    } catch (error) {
      const fields = Object.entries(apiFieldErrors(error)).filter(([name]) => name in values);
      form.setFields(fields.map(([name, message]) => ({ name: name as keyof BankAccountInput, errors: [message] })));
      if (fields.length === 0) setRefusal(apiErrorMessage(error, 'Your bank account could not be saved. Please try again.'));
    }
  }

  return (
    <>
      <p className="cc-chef-muted" style={{ marginTop: 0 }}>
        We pay you by bank transfer to this account. The numbers are on a cheque or in your bank&apos;s app; they are stored encrypted and never shown in full.
      </p>
      {account.accountNumber && (
        <p>
          On file: account <span className="cc-chef-masked">{account.accountNumber}</span>. Enter all three numbers to change it.
        </p>
      )}
      <Form<BankAccountInput> form={form} layout="vertical" requiredMark={false} noValidate initialValues={EMPTY} onFinish={(values) => void onFinish(values)} disabled={save.isPending}>
        <div className="cc-chef-bank-numbers">
          <Form.Item label="Institution number" name="institutionNumber" rules={[zodRule(bankAccountInput.shape.institutionNumber)]}>
            <Input inputMode="numeric" autoComplete="off" spellCheck={false} placeholder="004" />
          </Form.Item>
          <Form.Item label="Transit number" name="transitNumber" rules={[zodRule(bankAccountInput.shape.transitNumber)]}>
            <Input inputMode="numeric" autoComplete="off" spellCheck={false} placeholder="12345" />
          </Form.Item>
        </div>
        <Form.Item label="Account number" name="accountNumber" rules={[zodRule(bankAccountInput.shape.accountNumber)]}>
          <Input inputMode="numeric" autoComplete="off" spellCheck={false} />
        </Form.Item>
        {refusal && <Alert type="error" showIcon role="alert" title="Bank account not saved" description={refusal} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save bank account
        </Button>
      </Form>
    </>
  );
}

/** Where manual payouts go (DECISIONS.md section 23): the chef's bank account, only ever shown masked. */
export function BankAccountSection() {
  const account = trpc.chef.bankAccount.useQuery();
  return (
    <PortalSection id="bank-account" title="Bank account">
      {account.isPending ? (
        <SectionLoading label="Loading your bank account..." />
      ) : account.isError ? (
        <LoadError title="Your bank account could not be loaded" error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <BankAccountFormView account={account.data} />
      )}
    </PortalSection>
  );
}
