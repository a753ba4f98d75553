import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import {
  LATE_RELEASE_HOURS,
  NEW_CHEF_SCORE,
  RELIABILITY_WINDOW_DAYS,
  SCORE_PENALTIES,
  scoreLabel,
  STRIKES,
  SUSPENSION_DAYS,
  SUSPENSION_STRIKES,
  suspensionEndText,
} from '../../../../common/reliability';
import { appealInput, RELIABILITY_TEXT_MAX } from '../../../../common/schemas/reliability';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { PortalSection, SectionLoading } from './PortalSection';

interface AppealValues {
  text?: string;
}

const textRules = [zodRule(appealInput.shape.text)];

/** A suspended chef's appeal to the coordinators (DECISIONS.md section 14); the text stays if it is refused. */
function AppealForm() {
  const [form] = Form.useForm<AppealValues>();
  const appeal = trpc.chef.appealSuspension.useMutation();
  const [sent, setSent] = useState(false);

  async function submit(values: AppealValues) {
    try {
      await appeal.mutateAsync({ text: values.text?.trim() ?? '' });
    } catch (error) {
      const text = apiFieldErrors(error).text;
      if (text) form.setFields([{ name: 'text', errors: [text] }]);
      toast.error('Appeal not sent', apiErrorMessage(error, 'Please try again.'));
      return;
    }
    toast.success('Appeal sent', 'A coordinator will read it and reply by email.');
    form.resetFields();
    setSent(true);
  }

  if (sent) return <p>Your appeal was sent. A coordinator will read it and reply by email.</p>;
  return (
    <Form<AppealValues> form={form} name="suspension-appeal" layout="vertical" requiredMark={false} noValidate onFinish={(values) => void submit(values)} disabled={appeal.isPending}>
      <Form.Item label="Why should the suspension be lifted?" name="text" rules={textRules}>
        <Input.TextArea rows={3} maxLength={RELIABILITY_TEXT_MAX} placeholder="e.g. The no-show was a mix-up about the address" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={appeal.isPending}>
        Send appeal
      </Button>
    </Form>
  );
}

/**
 * "My reliability" (DECISIONS.md section 14): the chef's record of the last 90 days, their score
 * and how it is made, the strikes that suspend and, while suspended, until when and the appeal.
 */
export function ReliabilitySection() {
  const record = trpc.chef.reliability.useQuery();
  return (
    <PortalSection id="reliability" title="My reliability">
      {record.isPending ? (
        <SectionLoading label="Loading your record..." />
      ) : record.isError ? (
        <LoadError title="Your record could not be loaded" error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <>
          {record.data.suspendedUntil && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              title={`You are suspended until ${suspensionEndText(record.data.suspendedUntil)}`}
              description={`${record.data.reliability.strikes} strikes in the last ${RELIABILITY_WINDOW_DAYS} days: you get no offers or assignments until then. If you think this is wrong, appeal below.`}
            />
          )}
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} title={`Last ${RELIABILITY_WINDOW_DAYS} days`}>
            <Descriptions.Item label="Score">{scoreLabel(record.data.reliability.score)}</Descriptions.Item>
            <Descriptions.Item label="Completed sessions">{record.data.reliability.completed}</Descriptions.Item>
            <Descriptions.Item label="Late releases">{record.data.reliability.lateReleases}</Descriptions.Item>
            <Descriptions.Item label="No-shows">{record.data.reliability.noShows}</Descriptions.Item>
            <Descriptions.Item label="Missed confirmations">{record.data.reliability.missedConfirmations}</Descriptions.Item>
            <Descriptions.Item label="Strikes">{record.data.reliability.strikes}</Descriptions.Item>
          </Descriptions>
          <h3>How it is made</h3>
          <ul className="cc-chef-muted">
            <li>
              Your score starts at 100 and loses {SCORE_PENALTIES['no-show']} for each no-show, {SCORE_PENALTIES['late-release']} for each release less than{' '}
              {LATE_RELEASE_HOURS} hours before the start and {SCORE_PENALTIES['missed-confirmation']} for each session not confirmed 12 hours ahead, over the last{' '}
              {RELIABILITY_WINDOW_DAYS} days. Until your first completed session it is New, and counts as {NEW_CHEF_SCORE}.
            </li>
            <li>Coordinators offer sessions to a business&apos;s favourite chefs first, then by score, then by rating.</li>
            <li>
              A no-show is {STRIKES['no-show']} strikes and a late release {STRIKES['late-release']}. {SUSPENSION_STRIKES} strikes within {RELIABILITY_WINDOW_DAYS} days
              suspend you for {SUSPENSION_DAYS} days from the last one.
            </li>
          </ul>
          {record.data.suspendedUntil && <AppealForm />}
        </>
      )}
    </PortalSection>
  );
}
