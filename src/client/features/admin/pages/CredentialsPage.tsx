import { keepPreviousData } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Switch from 'antd/es/switch';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CREDENTIAL_KIND_LABELS, CREDENTIAL_STATUSES, credentialRejectInput } from '../../../../common/schemas/credentials';
import { LoadError } from '../../../components/LoadError';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '../../../lib/apiError';
import { formatDay, formatTimestamp } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { capitalize, credentialStatusColor } from '../components/format';
import { DialogActions } from '../components/DialogActions';
import { PageLoading } from '../components/PageStates';
import { QueryTable } from '../components/QueryTable';
import { StatusFilter } from '../components/StatusFilter';
import { useStatusView } from '../components/useStatusView';
import { whileBusy } from '../../../lib/busyDialog';

type CredentialRow = RouterOutputs['admin']['credentials']['list'][number];

export function credentialDocumentUrl(credential: { id: number }): string {
  return `/api/admin/credentials/${credential.id}/document`;
}

function describe(credential: CredentialRow): string {
  return `${credential.chefName}'s ${CREDENTIAL_KIND_LABELS[credential.kind]} credential`;
}

const reasonRules = [zodRule(credentialRejectInput.shape.reason)];

/** Reject with the reason, which the chef is emailed and sees in the portal. */
function RejectDialog({ credential, onClose }: { credential: CredentialRow; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = trpc.admin.credentials.reject.useMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function onFinish(values: { reason: string }) {
    setFailure(null);
    try {
      await reject.mutateAsync({ credentialId: credential.id, reason: values.reason });
    } catch (error) {
      const fieldError = apiFieldErrors(error).reason;
      if (fieldError) form.setFields([{ name: 'reason', errors: [fieldError] }]);
      setFailure(apiErrorMessage(error, 'The credential could not be rejected. Please try again.'));
      if (apiErrorStatus(error) === 409) await utils.admin.credentials.list.invalidate();
      return;
    }
    toast.success('Credential rejected', `${describe(credential)} was not accepted. The chef has been emailed why.`);
    onClose();
    await utils.admin.credentials.list.invalidate();
  }

  return (
    <Modal open className="cc-admin-dialog" title={`Reject ${describe(credential)}?`} onCancel={onClose} footer={null} {...whileBusy(reject.isPending)}>
      <p>
        No. {credential.number}, valid through {formatDay(credential.expiresOn)}.
      </p>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" noValidate disabled={reject.isPending} onFinish={(values) => void onFinish(values)}>
        <Form.Item label="Reason" name="reason" rules={reasonRules} extra="The chef is emailed this and sees it in the portal, so they can correct it.">
          <Input maxLength={500} autoComplete="off" />
        </Form.Item>
        <DialogActions submit="Reject" pending={reject.isPending} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/** "In-person needs FOODSAFE" (DECISIONS.md section 14): off by default. */
function StaffingSettingsCard() {
  const utils = trpc.useUtils();
  const settings = trpc.admin.credentials.settings.useQuery();
  const update = trpc.admin.credentials.updateSettings.useMutation();

  async function onChange(inPersonNeedsFoodsafe: boolean) {
    try {
      utils.admin.credentials.settings.setData(undefined, await update.mutateAsync({ inPersonNeedsFoodsafe }));
      toast.success(inPersonNeedsFoodsafe ? 'In-person bookings now need FOODSAFE' : 'In-person bookings no longer need FOODSAFE');
    } catch (error) {
      toast.error('Setting not saved', apiErrorMessage(error, 'Please try again.'));
    }
  }

  let content;
  if (settings.isError && !settings.data) content = <LoadError title="Failed to load the setting" error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (!settings.data) content = <PageLoading label="Loading the setting..." />;
  else
    content = (
      <div className="cc-admin-toolbar">
        <Switch id="in-person-needs-foodsafe" checked={settings.data.inPersonNeedsFoodsafe} loading={update.isPending} onChange={(checked) => void onChange(checked)} />
        <label htmlFor="in-person-needs-foodsafe">In-person needs FOODSAFE</label>
      </div>
    );
  return (
    <Card title={<h2 className="cc-admin-section-title">In-person bookings</h2>}>
      <p className="cc-admin-muted">
        On, a chef is offered or assigned an in-person booking only with a verified FOODSAFE credential valid on its day; the others show “Needs a current FOODSAFE
        certificate”. Virtual bookings are not affected.
      </p>
      {content}
    </Card>
  );
}

function CredentialsCard() {
  const { view, update } = useStatusView(CREDENTIAL_STATUSES);
  const utils = trpc.useUtils();
  const credentials = trpc.admin.credentials.list.useQuery({ status: view.status }, { placeholderData: keepPreviousData });
  const verify = trpc.admin.credentials.verify.useMutation();
  const [modal, contextHolder] = Modal.useModal();
  const [rejecting, setRejecting] = useState<CredentialRow | null>(null);

  function confirmVerify(credential: CredentialRow) {
    modal.confirm({
      title: `Verify ${describe(credential)}?`,
      content: <p>Only after you have opened its document and checked the number ({credential.number}) and the expiry date ({formatDay(credential.expiresOn)}) against it.</p>,
      okText: 'Verify',
      cancelText: 'Not now',
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await verify.mutateAsync({ credentialId: credential.id });
          toast.success('Credential verified', `${describe(credential)} now counts.`);
        } catch (error) {
          toast.error('Could not verify', apiErrorMessage(error, 'Please try again.'));
        } finally {
          await utils.admin.credentials.list.invalidate();
        }
      },
    });
  }

  const columns: ColumnsType<CredentialRow> = [
    { key: 'chef', title: 'Chef', render: (_, credential) => <Link to={`/admin/chefs/${credential.chefId}/edit`}>{credential.chefName}</Link> },
    { key: 'kind', title: 'Kind', render: (_, credential) => CREDENTIAL_KIND_LABELS[credential.kind] },
    // On one line, as on the document it is checked against (a narrow column would break it at a hyphen).
    { key: 'number', title: 'Number', render: (_, credential) => <span className="cc-admin-nowrap">{credential.number}</span> },
    { key: 'expires', title: 'Valid through', render: (_, credential) => <span className="cc-admin-nowrap">{formatDay(credential.expiresOn)}</span> },
    {
      key: 'status',
      title: 'Status',
      render: (_, credential) => (
        <>
          <Tag color={credentialStatusColor[credential.status]}>{capitalize(credential.status)}</Tag>
          {credential.status === 'rejected' && credential.rejectionReason && <div className="cc-admin-muted">{credential.rejectionReason}</div>}
          {credential.reviewedBy && credential.status !== 'pending' && <div className="cc-admin-muted">by {credential.reviewedBy}</div>}
        </>
      ),
    },
    {
      key: 'document',
      title: 'Document',
      render: (_, credential) =>
        credential.documentName ? (
          <Button size="small" type="link" href={credentialDocumentUrl(credential)} download aria-label={`Download the document of ${describe(credential)}`}>
            {credential.documentName}
          </Button>
        ) : (
          <span className="cc-admin-muted">Not uploaded yet</span>
        ),
    },
    { key: 'added', title: 'Added', render: (_, credential) => <span className="cc-admin-nowrap">{formatTimestamp(credential.createdAt)}</span> },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, credential) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
          {(credential.status === 'pending' || credential.status === 'rejected') && credential.documentName && (
            <Button size="small" type="primary" onClick={() => confirmVerify(credential)} aria-label={`Verify ${describe(credential)}`}>
              Verify
            </Button>
          )}
          {(credential.status === 'pending' || credential.status === 'verified') && (
            <Button size="small" danger onClick={() => setRejecting(credential)} aria-label={`Reject ${describe(credential)}`}>
              Reject
            </Button>
          )}
        </span>
      ),
    },
  ];

  const data = credentials.data;
  return (
    <Card title={<h2 className="cc-admin-section-title">Review queue</h2>}>
      {contextHolder}
      {rejecting && <RejectDialog key={rejecting.id} credential={rejecting} onClose={() => setRejecting(null)} />}
      <StatusFilter statuses={CREDENTIAL_STATUSES} view={view} update={update} />
      {credentials.isError && data && <p role="alert">{apiErrorMessage(credentials.error, 'Failed to refresh the credentials.')}</p>}
      <p className="cc-admin-note" aria-live="polite">
        {data ? `${data.length} ${data.length === 1 ? 'credential' : 'credentials'}${view.status ? `, ${view.status}` : ''}, the longest waiting first.` : ''}
      </p>
      <QueryTable<CredentialRow>
        query={credentials}
        label="Credentials"
        what="credentials"
        empty={view.status ? `No ${view.status} credentials` : 'No credentials yet'}
        rowKey="id"
        columns={columns}
        loading={credentials.isFetching && credentials.isPlaceholderData}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </Card>
  );
}

/**
 * /admin/credentials (DECISIONS.md section 14): the chefs' credentials to review, each
 * document downloaded, verified, or rejected with the reason the chef is told; and the
 * "in-person needs FOODSAFE" setting that makes a verified FOODSAFE count for staffing.
 */
export function CredentialsPage() {
  usePageMeta('Credentials · Admin', "Review chefs' certificates, insurance and checks, and whether in-person work needs FOODSAFE.");
  return (
    <>
      <div className="cc-admin-page-head">
        <h1>Credentials</h1>
      </div>
      <div className="cc-admin-stack">
        <CredentialsCard />
        <StaffingSettingsCard />
      </div>
    </>
  );
}
