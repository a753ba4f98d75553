import { Button, Switch } from 'antd';
import { useId, useState } from 'react';
import type { SettingsInput } from '../../../../common/schemas/requests';
import { useMay } from '../../../lib/role';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { useRefreshDashboard, type DashboardData } from '../useDashboard';
import { CloseAccountDialog } from './CloseAccountDialog';
import { ViewHeading } from './ViewHeading';

type Settings = { emailNotifications: boolean; smsReminders: boolean };

function SettingRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="cc-setting">
      <div>
        <p id={labelId} className="cc-setting__label">
          {label}
        </p>
        {description && (
          <p id={descriptionId} className="cc-muted cc-setting__description">
            {description}
          </p>
        )}
      </div>
      <Switch
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
      />
    </div>
  );
}

/** The two toggles, saved per business as soon as they change (DECISIONS.md section 5). */
export function SettingsView({ data, focusHeading }: { data: DashboardData; focusHeading: boolean }) {
  const [settings, setSettings] = useState<Settings>(data.settings);
  const [status, setStatus] = useState('');
  const [closing, setClosing] = useState(false);
  const mayEdit = useMay('book');
  const mayClose = useMay('runTheBusiness');
  const refresh = useRefreshDashboard();
  const save = trpc.business.updateSettings.useMutation({
    onSuccess: async (saved) => {
      setSettings(saved);
      setStatus('Settings saved.');
      await refresh();
    },
    onError: () => {
      setStatus('');
      toast.error('Error', 'Failed to save your settings. Please try again.');
    },
  });

  const change = (next: SettingsInput) => {
    const previous = settings;
    setSettings(next);
    setStatus('Saving…');
    // A failed save puts the switch back to what the server still has.
    save.mutate(next, { onError: () => setSettings(previous) });
  };

  return (
    <>
      <ViewHeading focus={focusHeading}>Settings</ViewHeading>
      <section className="cc-dash__panel" aria-labelledby="notifications-title">
        <h2 id="notifications-title">Notifications</h2>
        <SettingRow
          label="Email notifications for new bookings"
          description="An email to you whenever a booking is confirmed, rescheduled or canceled."
          checked={settings.emailNotifications}
          disabled={save.isPending || !mayEdit}
          onChange={(checked) => change({ ...settings, emailNotifications: checked })}
        />
        <SettingRow
          label="SMS reminders for upcoming services"
          checked={settings.smsReminders}
          disabled={save.isPending || !mayEdit}
          onChange={(checked) => change({ ...settings, smsReminders: checked })}
        />
        <p className="cc-muted cc-setting__status" role="status">
          {status}
        </p>
      </section>
      {mayClose && (
        <section className="cc-dash__panel" aria-labelledby="close-account-title">
          <h2 id="close-account-title">Close your account</h2>
          <p className="cc-muted">
            Your upcoming bookings are canceled and your people&apos;s personal data erased; your ledger, orders and invoices are kept for the
            tax authority.
          </p>
          <Button danger onClick={() => setClosing(true)}>
            Close account…
          </Button>
          <CloseAccountDialog businessName={data.business.businessName} open={closing} onClose={() => setClosing(false)} />
        </section>
      )}
    </>
  );
}
