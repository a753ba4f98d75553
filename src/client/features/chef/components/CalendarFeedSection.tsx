import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage } from '../../../lib/apiError';
import { copyText } from '../../../lib/copyText';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PortalSection, SectionLoading } from './PortalSection';

/**
 * The feed's address for a one-tap subscription (DECISIONS.md section 17): calendar apps on
 * phones and desktops open webcal:// links as "subscribe to this calendar", and fetch it over
 * the web again themselves.
 */
function webcalUrl(feedUrl: string): string {
  const { host, pathname } = new URL(feedUrl);
  return `webcal://${host}${pathname}`;
}

/** The private iCalendar feed of the chef's assignments, and a way to revoke its address. */
export function CalendarFeedSection() {
  const fieldId = useId();
  const utils = trpc.useUtils();
  const [modal, contextHolder] = Modal.useModal();
  const feed = trpc.chef.calendarUrl.useQuery();
  const replace = trpc.chef.replaceCalendarUrl.useMutation();

  function confirmReplace() {
    void modal.confirm({
      title: 'Replace the calendar URL?',
      content: 'The current URL stops working at once: calendars subscribed to it stop updating, and you subscribe again with the new one.',
      okText: 'Replace URL',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const fresh = await replace.mutateAsync();
          utils.chef.calendarUrl.setData(undefined, fresh);
          toast.success('Calendar URL replaced', 'The old URL no longer works.');
        } catch (error) {
          toast.error('Calendar URL not replaced', apiErrorMessage(error, 'Please try again.'));
        }
      },
    });
  }

  async function copy() {
    if (!feed.data) return;
    const copied = await copyText(feed.data.url, document.getElementById(fieldId) as HTMLInputElement | null);
    if (copied) toast.success('Copied', 'Paste it into your calendar app as a subscription.');
    else toast.error('Could not copy', 'Select the URL and copy it yourself.');
  }

  return (
    <PortalSection id="calendar-feed" title="Calendar feed">
      {contextHolder}
      <p className="cc-chef-muted" style={{ marginTop: 0 }}>
        Subscribe to see every assignment in your calendar app, or copy this private URL into it. Keep it to yourself: anyone with it sees your schedule.
      </p>
      {feed.isPending ? (
        <SectionLoading label="Loading your calendar URL..." />
      ) : feed.isError ? (
        <LoadError title="The calendar URL could not be loaded" error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <>
          <label htmlFor={fieldId} className="cc-visually-hidden">
            Calendar feed URL
          </label>
          <div className="cc-chef-feed">
            <Input id={fieldId} readOnly value={feed.data.url} onFocus={(event) => event.target.select()} />
            <Button onClick={() => void copy()}>Copy</Button>
            <Button type="primary" href={webcalUrl(feed.data.url)}>
              Subscribe
            </Button>
          </div>
          <Button danger style={{ marginTop: 12 }} loading={replace.isPending} onClick={confirmReplace}>
            Replace URL
          </Button>
        </>
      )}
    </PortalSection>
  );
}
