import { Alert, Button, Checkbox, Form, Input, Modal, Select, Switch, Tag } from 'antd';
import { useId, useState } from 'react';
import type { DeliveryAnswer, WebhookAnswer } from '../../../../common/schemas/answers/integrations';
import { createApiKeyInput, EVENT_TYPES, type EventType } from '../../../../common/schemas/integrations';
import { API_KEY_ROLES, MEMBER_ROLE_LABELS, type ApiKeyRole } from '../../../../common/team';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { whileBusy } from '../../../lib/busyDialog';
import { copyText } from '../../../lib/copyText';
import { formatTimestamp } from '../../../lib/formatDay';
import { SafeDangerTheme } from '../../../lib/SafeDangerTheme';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { formatTransactionDate } from '../format';
import { PanelLoading } from './PanelLoading';
import { ViewHeading } from './ViewHeading';

type ApiKey = RouterOutputs['business']['apiKeys']['list'][number];

const KEY_ROLE_OPTIONS = API_KEY_ROLES.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }));

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
                  {MEMBER_ROLE_LABELS[key.role]} · <code>{key.prefix}…</code>
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
        {...whileBusy(revoke.isPending)}
        onOk={() => revoking && revoke.mutate({ apiKeyId: revoking.id })}
      >
        <p>Software using this key is refused from its next call. This cannot be undone.</p>
      </Modal>
    </section>
  );
}

const ALL_EVENTS = '*' as const;
const PENDING_REFRESH_MS = 3000;
const EVENT_OPTIONS = [{ value: ALL_EVENTS, label: 'All events' }, ...EVENT_TYPES.map((type) => ({ value: type, label: type }))];

const DELIVERY_TAGS: Record<DeliveryAnswer['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: '#ad4e00' },
  delivered: { label: 'Delivered', color: '#237804' },
  failed: { label: 'Failed', color: '#a8071a' },
};

/** What a webhook change does after it: the list and the deliveries are read again; a refusal is said in the server's words. */
function useAfterWebhookChange<Answer>(refused: string, onSuccess?: (answer: Answer) => void) {
  const utils = trpc.useUtils();
  return {
    onSuccess: async (answer: Answer) => {
      onSuccess?.(answer);
      await utils.business.webhooks.invalidate();
    },
    onError: (error: unknown) => toast.error('Not done', apiErrorMessage(error, refused)),
  };
}

interface WebhookValues {
  url: string;
  events: (EventType | typeof ALL_EVENTS)[];
}

/** A new webhook: an https address and the events it hears; its signing secret is shown once. */
function AddWebhookForm() {
  const [form] = Form.useForm<WebhookValues>();
  const [secret, setSecret] = useState<string | null>(null);
  const events = Form.useWatch('events', form) ?? [];
  const all = events.includes(ALL_EVENTS);
  const create = trpc.business.webhooks.create.useMutation(
    useAfterWebhookChange('Could not add the webhook. Please try again.', (created: { secret: string }) => {
      form.resetFields();
      setSecret(created.secret);
    }),
  );
  return (
    <>
      <Form<WebhookValues>
        form={form}
        layout="vertical"
        name="webhook"
        initialValues={{ events: [ALL_EVENTS] }}
        onFinish={(values) =>
          create.mutate(
            { url: values.url, events: values.events.includes(ALL_EVENTS) ? [ALL_EVENTS] : values.events.filter((type) => type !== ALL_EVENTS) },
            {
              onError: (error) => {
                const fields = apiFieldErrors(error);
                form.setFields((['url', 'events'] as const).filter((name) => fields[name]).map((name) => ({ name, errors: [fields[name]!] })));
              },
            },
          )
        }
      >
        <Form.Item label="URL" name="url">
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" />
        </Form.Item>
        <Form.Item label="Events" name="events">
          <Checkbox.Group className="cc-integrations__events" options={EVENT_OPTIONS.map((option) => ({ ...option, disabled: all && option.value !== ALL_EVENTS }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={create.isPending}>
          Add webhook
        </Button>
      </Form>
      {secret && <ShownOnce title="Your webhook's signing secret" value={secret} onDone={() => setSecret(null)} />}
    </>
  );
}

/** The webhook's deliveries of the last 30 days, newest first, each with a Retry. */
function Deliveries({ webhook }: { webhook: WebhookAnswer }) {
  const deliveries = trpc.business.webhooks.deliveries.useQuery(
    { webhookId: webhook.id },
    // An attempt happens on the server after the click: read again while one is under way.
    { refetchInterval: (query) => (query.state.data?.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false) },
  );
  const retry = trpc.business.webhooks.retryDelivery.useMutation(useAfterWebhookChange('Could not retry the delivery. Please try again.', () => toast.success('Retrying', 'One more attempt is on its way.')));
  if (deliveries.isPending) return <PanelLoading label="Loading deliveries…" rows={1} />;
  if (deliveries.isError) return <LoadError title="Could not load the deliveries" error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0) return <p className="cc-muted">No deliveries in the last 30 days.</p>;
  return (
    <ul className="cc-integrations__list" aria-label={`Deliveries to ${webhook.url}`}>
      {deliveries.data.map((delivery) => (
        <li key={delivery.id} className="cc-integrations__item">
          <div className="cc-integrations__what">
            <p>
              <code>{delivery.type}</code> <Tag color={DELIVERY_TAGS[delivery.status].color}>{DELIVERY_TAGS[delivery.status].label}</Tag>
            </p>
            <p className="cc-muted">
              {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}
              {delivery.lastStatusCode !== null && ` · last answer ${delivery.lastStatusCode}`}
              {delivery.lastAttemptAt && ` · last tried ${formatTimestamp(delivery.lastAttemptAt)}`}
            </p>
          </div>
          <Button onClick={() => retry.mutate({ webhookId: webhook.id, deliveryId: delivery.id })} disabled={!webhook.enabled || retry.isPending}>
            Retry<span className="cc-visually-hidden"> the {delivery.type} delivery</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** One webhook: where it sends and what, switched on or off, a test, its deliveries and a way to delete it. */
function WebhookRow({ webhook, onDelete }: { webhook: WebhookAnswer; onDelete: (webhook: WebhookAnswer) => void }) {
  const toggle = trpc.business.webhooks.update.useMutation(useAfterWebhookChange('Could not change the webhook. Please try again.'));
  const [modal, modalHolder] = Modal.useModal();
  // Switched off, a webhook misses events for good (DECISIONS.md section 19): that is asked first; on is at once.
  const switchTo = (enabled: boolean) => {
    if (enabled) return toggle.mutate({ webhookId: webhook.id, enabled });
    modal.confirm({
      title: 'Turn this webhook off?',
      content: `${webhook.url} receives no events while it is off. Turned on again, it receives the events from then on, not those it missed; your event feed keeps them all.`,
      okText: 'Turn off',
      okButtonProps: { danger: true },
      cancelText: 'Keep on',
      onOk: () => toggle.mutate({ webhookId: webhook.id, enabled }),
    });
  };
  const test = trpc.business.webhooks.sendTest.useMutation(useAfterWebhookChange('Could not send the test. Please try again.', () => toast.success('Test sent', 'A webhook.test event is on its way.')));
  return (
    <li className="cc-integrations__webhook">
      {modalHolder}
      <div className="cc-integrations__item">
        <div className="cc-integrations__what">
          <p className="cc-integrations__name">{webhook.url}</p>
          <p className="cc-muted">{webhook.events.includes(ALL_EVENTS) ? 'All events' : webhook.events.join(', ')}</p>
        </div>
        <div className="cc-integrations__actions">
          <label className="cc-integrations__switch">
            <Switch checked={webhook.enabled} loading={toggle.isPending} onChange={switchTo} />
            Enabled<span className="cc-visually-hidden"> for {webhook.url}</span>
          </label>
          <Button onClick={() => test.mutate({ webhookId: webhook.id })} loading={test.isPending} disabled={!webhook.enabled}>
            Send test<span className="cc-visually-hidden"> to {webhook.url}</span>
          </Button>
          <Button danger onClick={() => onDelete(webhook)}>
            Delete<span className="cc-visually-hidden"> {webhook.url}</span>
          </Button>
        </div>
      </div>
      <details className="cc-integrations__deliveries">
        <summary>Deliveries</summary>
        <Deliveries webhook={webhook} />
      </details>
    </li>
  );
}

/** Webhooks (DECISIONS.md section 19): events sent to the business's own address, signed. */
function WebhooksSection() {
  const webhooks = trpc.business.webhooks.list.useQuery();
  const [deleting, setDeleting] = useState<WebhookAnswer | null>(null);
  const remove = trpc.business.webhooks.remove.useMutation(
    useAfterWebhookChange('Could not delete the webhook. Please try again.', () => {
      toast.success('Webhook deleted', `${deleting?.url ?? 'The webhook'} receives nothing more.`);
      setDeleting(null);
    }),
  );
  return (
    <section className="cc-dash__panel" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="cc-muted">ChefConnect sends the events you choose to your address as they happen, signed with the webhook's secret. The address is a public https one that answers with a 2xx status.</p>
      <AddWebhookForm />
      {webhooks.isPending ? (
        <PanelLoading label="Loading your webhooks…" rows={2} />
      ) : webhooks.isError ? (
        <LoadError title="Could not load your webhooks" error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : webhooks.data.length === 0 ? (
        <p className="cc-muted">No webhooks yet.</p>
      ) : (
        <ul className="cc-integrations__list" aria-label="Your webhooks">
          {webhooks.data.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <Modal
        open={deleting !== null}
        title="Delete this webhook?"
        onCancel={() => setDeleting(null)}
        okText="Delete"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText="Keep"
        {...whileBusy(remove.isPending)}
        onOk={() => deleting && remove.mutate({ webhookId: deleting.id })}
      >
        <p>{deleting?.url} receives no more events, and its deliveries are deleted.</p>
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
      <WebhooksSection />
    </SafeDangerTheme>
  );
}
