import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useRef, useState } from 'react';
import { CREDENTIAL_KIND_LABELS, CREDENTIAL_KINDS, credentialInput, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type CredentialInput, type CredentialStatus } from '../../../../common/schemas/credentials';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { fileSizeText } from '../../../lib/fileSize';
import { formatDay } from '../../../lib/formatDay';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { PortalSection, SectionLoading } from './PortalSection';
import type { ChefCredential } from './types';

/** How each status reads to the chef, and its tag's colour (solid, white text at 4.5:1, as the Earnings tags). */
const STATUS_TAGS: Record<CredentialStatus, { label: string; color: string }> = {
  pending: { label: 'Pending review', color: '#ad4e00' },
  verified: { label: 'Verified', color: '#237804' },
  rejected: { label: 'Not accepted', color: '#a8071a' },
  expired: { label: 'Expired', color: '#595959' },
};

const kindOptions = CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: CREDENTIAL_KIND_LABELS[kind] }));

/**
 * PUT /api/chef/credentials/{id}/document with the file itself as the body (DECISIONS.md
 * section 14): a file of up to 5 MB is no tRPC call. The server checks its type from its bytes.
 */
async function uploadDocument(credentialId: number, file: File): Promise<ChefCredential> {
  const response = await fetch(`/api/chef/credentials/${credentialId}/document`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    body: file,
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string' ? answer.message : 'The document could not be uploaded. Please try again.';
    throw new Error(message);
  }
  return answer as ChefCredential;
}

/** The document's upload for one credential: a button that opens the file picker, and the server's refusal if any. */
function DocumentUpload({ credential }: { credential: ChefCredential }) {
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const label = CREDENTIAL_KIND_LABELS[credential.kind];

  // A new document sends a verified credential back to review, where it no longer counts as
  // verified (for in-person work where FOODSAFE is required, among others): asked first.
  function chooseFile() {
    if (credential.status !== 'verified') return input.current?.click();
    modal.confirm({
      title: `Replace your verified ${label} document?`,
      content: 'The credential goes back to pending review until a ChefConnect coordinator checks the new document, and until then it does not count as verified.',
      okText: 'Choose a new document',
      onOk: () => input.current?.click(),
    });
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    // Said before the upload rather than after 5 MB went over a phone's connection.
    if (file.size > DOCUMENT_MAX_BYTES) {
      setProblem('The document is too large (5 MB at most)');
      return;
    }
    setBusy(true);
    try {
      await uploadDocument(credential.id, file);
      await utils.chef.credentials.list.invalidate();
      toast.success('Document uploaded', `Your ${label} credential is pending review.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The document could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="cc-chef-credential__upload">
      {modalHolder}
      <input ref={input} type="file" hidden accept={DOCUMENT_TYPES.join(',')} aria-label={`Document for ${label} ${credential.number}`} onChange={(event) => void onFile(event.target.files?.[0])} />
      <Button loading={busy} onClick={chooseFile}>
        {credential.documentName ? 'Replace document' : 'Upload document'}
      </Button>
      {problem && <Alert type="error" showIcon role="alert" title="Document not uploaded" description={problem} style={{ marginTop: 8 }} />}
    </div>
  );
}

function CredentialItem({ credential }: { credential: ChefCredential }) {
  const tag = STATUS_TAGS[credential.status];
  return (
    <li className="cc-chef-credential">
      <div className="cc-chef-credential__head">
        <strong>{CREDENTIAL_KIND_LABELS[credential.kind]}</strong> <Tag color={tag.color}>{tag.label}</Tag>
      </div>
      <div className="cc-chef-muted">
        No. {credential.number} · valid through {formatDay(credential.expiresOn)}
      </div>
      <div className="cc-chef-muted">{credential.documentName ? `${credential.documentName} (${fileSizeText(credential.documentSize ?? 0)})` : 'No document yet: upload a PDF or a photo (JPEG, PNG) of at most 5 MB.'}</div>
      {credential.status === 'rejected' && credential.rejectionReason && (
        <Alert type="warning" showIcon title="Why it was not accepted" description={credential.rejectionReason} style={{ marginTop: 8 }} />
      )}
      {credential.status !== 'expired' && <DocumentUpload credential={credential} />}
    </li>
  );
}

interface CredentialForm {
  kind: CredentialInput['kind'];
  number: string;
  issuedOn: string;
  expiresOn: string;
}

function AddCredentialForm() {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<CredentialForm>();
  const add = trpc.chef.credentials.add.useMutation();

  async function onFinish(values: CredentialForm) {
    try {
      const added = await add.mutateAsync(values);
      await utils.chef.credentials.list.invalidate();
      form.resetFields();
      toast.success('Credential added', `Now upload the document of your ${CREDENTIAL_KIND_LABELS[added.kind]} credential.`);
    } catch (error) {
      const fields = Object.entries(apiFieldErrors(error)).filter(([name]) => name in values);
      form.setFields(fields.map(([name, message]) => ({ name: name as keyof CredentialForm, errors: [message] })));
      if (fields.length === 0) toast.error('Credential not added', apiErrorMessage(error, 'Please try again.'));
    }
  }

  return (
    <Form<CredentialForm> form={form} layout="vertical" requiredMark={false} noValidate onFinish={(values) => void onFinish(values)} disabled={add.isPending}>
      <Form.Item label="Kind" name="kind" rules={[{ required: true, message: 'Please choose the kind of credential' }]}>
        <Select options={kindOptions} placeholder="Choose one" />
      </Form.Item>
      <Form.Item label="Certificate or policy number" name="number" rules={[zodRule(credentialInput.shape.number)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Issued on" name="issuedOn" rules={[zodRule(credentialInput.shape.issuedOn)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item label="Expires on" name="expiresOn" rules={[zodRule(credentialInput.shape.expiresOn)]} extra="The last day it is valid. We remind you 30 and 7 days before.">
        <Input type="date" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        Add credential
      </Button>
    </Form>
  );
}

/** The chef's credentials (DECISIONS.md section 14): each with its status, the admin's reason when not accepted, and its document's upload. */
export function CredentialsSection() {
  const credentials = trpc.chef.credentials.list.useQuery();
  return (
    <PortalSection id="credentials" title="Credentials">
      <p className="cc-chef-muted">FOODSAFE, Red Seal, WorkSafeBC, insurance and your criminal record check: an admin checks each document before it counts.</p>
      {credentials.isPending ? (
        <SectionLoading label="Loading your credentials..." />
      ) : credentials.isError ? (
        <LoadError title="Your credentials could not be loaded" error={credentials.error} onRetry={() => void credentials.refetch()} />
      ) : credentials.data.length === 0 ? (
        <p>No credentials yet.</p>
      ) : (
        <ul className="cc-chef-credentials">
          {credentials.data.map((credential) => (
            <CredentialItem key={credential.id} credential={credential} />
          ))}
        </ul>
      )}
      <h3>Add a credential</h3>
      <AddCredentialForm />
    </PortalSection>
  );
}
