import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { RELIABILITY_WINDOW_DAYS, suspensionEndText } from '../../../../common/reliability';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { ChefScoreText } from './ChefScoreText';
import type { ChefDetail } from './types';

/**
 * The chef's reliability record of the last 90 days and its score (DECISIONS.md section 14), and,
 * while the chef is suspended, until when, with the admin's way to lift it early.
 */
export function ChefReliabilityCard({ chef }: { chef: ChefDetail }) {
  const utils = trpc.useUtils();
  const lift = trpc.admin.liftSuspension.useMutation();
  const { reliability } = chef;

  async function liftSuspension() {
    try {
      await lift.mutateAsync({ id: chef.id });
    } catch (error) {
      toast.error('Suspension not lifted', apiErrorMessage(error, 'Please try again.'));
      return;
    }
    toast.success('Suspension lifted', `${chef.name} can be offered bookings again.`);
    await utils.admin.invalidate();
  }

  return (
    <Card title={<h2 className="cc-admin-section-title">Reliability, last {RELIABILITY_WINDOW_DAYS} days</h2>}>
      {chef.suspendedUntil && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Suspended until ${suspensionEndText(chef.suspendedUntil)}: ${reliability.strikes} strikes. No offer or assignment until then.`}
          action={
            <Button size="small" danger loading={lift.isPending} onClick={() => void liftSuspension()}>
              Lift suspension
            </Button>
          }
        />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label="Score">
          <ChefScoreText score={reliability.score} />
        </Descriptions.Item>
        <Descriptions.Item label="Completed sessions">{reliability.completed}</Descriptions.Item>
        <Descriptions.Item label="Late releases">{reliability.lateReleases}</Descriptions.Item>
        <Descriptions.Item label="No-shows">{reliability.noShows}</Descriptions.Item>
        <Descriptions.Item label="Missed confirmations">{reliability.missedConfirmations}</Descriptions.Item>
        <Descriptions.Item label="Strikes">{reliability.strikes}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
