import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { createApiKeyInput } from '../../../../common/schemas/integrations';
import { API_KEY_ROLES, type ApiKeyRole } from '../../../../common/team';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { copyText } from '../../../lib/copyText';
import { SafeDangerTheme } from '../../../lib/SafeDangerTheme';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { formatTransactionDate } from '../format';
import { PanelLoading } from './PanelLoading';
import { ViewHeading } from './ViewHeading';

type ApiKey = RouterOutputs['business']['apiKeys']['list'][number];

const KEY_ROLE_LABELS: Record<ApiKeyRole, string> = { manager: 'Manager', bookkeeper: 'Bookkeeper' };
const KEY_ROLE_OPTIONS = API_KEY_ROLES.map((role) => ({ value: role, label: KEY_ROLE_LABELS[role] }));

/**
 * A key or a signing secret, which the server keeps only as a hash: shown in full this once,
 * with a way to copy it, until the owner puts it away.
 */
export function ShownOnce({ title, value, onDone }: { title: string; value: string; onDone: () => void }) {
  const fieldId = useId();
  async function copy() {
    const copied = await copyText(value, document.getElementById(fieldId) as HTMLInputElement | null);
    if (copied) toast.success('Copied', 'Keep it somewhere safe.');
    else toast.error('Could not copy', 'Select it and copy it yourself.');
  }
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      title={title}
      className="cc-integrations__once"
      description={
        <>
          <p>Copy it now: it will not be shown again.</p>
          <div className="cc-integrations__copy">
            <Input id={fieldId} value={value} readOnly aria-label={title} className="cc-integrations__secret" />
            <Button onClick={() => void copy()}>Copy</Button>
          </div>
          <Button type="link" onClick={onDone} className="cc-integrations__done">
            Done
          </Button>
        </>
      }
    />
  );
}

interface KeyValues {
  name: string;
  role: ApiKeyRole;
}

/** API keys (DECISIONS.md section 19): each acts for the business in a role; the key is shown once. */
function ApiKeysSection() {
  const utils = trpc.useUtils();
  const keys = trpc.business.apiKeys.list.useQuery();
  const [form] = Form.useForm<KeyValues>();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const create = trpc.business.apiKeys.create.useMutation({
    onSuccess: async ({ apiKey, key }) => {
      form.resetFields();
      setCreated({ name: apiKey.name, key });
      await utils.business.apiKeys.list.invalidate();
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      form.setFields((['name', 'role'] as const).filter((name) => fields[name]).map((name) => ({ name, errors: [fields[name]!] })));
      toast.error('Key not created', apiErrorMessage(error, 'Could not create the key. Please try again.'));
    },
  });
  const revoke = trpc.business.apiKeys.revoke.useMutation({
    onSuccess: async () => {
      toast.success('Key revoked', `${revoking?.name ?? 'The key'} no longer works.`);
      setRevoking(null);
      await utils.business.apiKeys.list.invalidate();
    },
    onError: (error) => {
      setRevoking(null);
      toast.error('Not revoked', apiErrorMessage(error, 'Could not revoke the key. Please try again.'));
    },
  });

  return (
    <section className="cc-dash__panel" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p className="cc-muted">A key lets your own software call ChefConnect for your business, as a manager or as a bookkeeper.</p>
      <Form<KeyValues> form={form} layout="vertical" name="api-key" initialValues={{ role: 'manager' }} onFinish={(values) => create.mutate(values)} className="cc-integrations__form">
        <Form.Item label="Key name" name="name" rules={[zodRule(createApiKeyInput.shape.name)]}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select options={KEY_ROLE_OPTIONS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={create.isPending}>
          Create key
        </Button>
      </Form>
      {created && <ShownOnce title={`Your new key "${created.name}"`} value={created.key} onDone={() => setCreated(null)} />}
      {keys.isPending ? (
        <PanelLoading label="Loading your keys…" rows={2} />
      ) : keys.isError ? (
        <LoadError title="Could not load your keys" error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <p className="cc-muted">No keys yet.</p>
      ) : (
        <ul className="cc-integrations__list" aria-label="Your API keys">
          {keys.data.map((key) => (
            <li key={key.id} className="cc-integrations__item">
              <div className="cc-integrations__what">
                <p className="cc-integrations__name">{key.name}</p>
                <p className="cc-muted">
                  {KEY_ROLE_LABELS[key.role]} · <code>{key.prefix}…</code>
                </p>
                <p className="cc-muted">
                  Created {formatTransactionDate(key.createdAt)} · {key.lastUsedAt ? `last used ${formatTransactionDate(key.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              <Button danger onClick={() => setRevoking(key)}>
                Revoke<span className="cc-visually-hidden"> {key.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? ''}?`}
        onCancel={() => setRevoking(null)}
        okText="Revoke"
        okButtonProps={{ danger: true, loading: revoke.isPending }}
        cancelText="Keep"
        onOk={() => revoking && revoke.mutate({ apiKeyId: revoking.id })}
      >
        <p>Software using this key is refused from its next call. This cannot be undone.</p>
      </Modal>
    </section>
  );
}

/** The Integrations view (DECISIONS.md section 19): the owner's API keys and webhooks. */
export function IntegrationsView({ focusHeading }: { focusHeading: boolean }) {
  return (
    <SafeDangerTheme>
      <ViewHeading focus={focusHeading}>Integrations</ViewHeading>
      <ApiKeysSection />
    </SafeDangerTheme>
  );
}
