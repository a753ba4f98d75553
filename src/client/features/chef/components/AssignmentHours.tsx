import Tag from 'antd/es/tag';
import type { TimesheetStatus } from '../../../../common/session-life';
import { formatHours } from '../../../../common/text';
import { formatTimestamp } from '../../../lib/formatDay';
import { ReportHoursForm } from './ReportHoursForm';
import type { ChefAssignment } from './types';
import { useHasStarted } from './useHasStarted';

type Timesheet = NonNullable<ChefAssignment['timesheet']>;

/* Solid tag colours, dark enough for white text in both themes; the tag also says it in words. */
const STATUS_TAG: Record<TimesheetStatus, { label: string; color: string }> = {
  submitted: { label: 'Awaiting the business', color: '#ad4e00' },
  confirmed: { label: 'Confirmed', color: '#237804' },
  disputed: { label: 'Disputed', color: '#a8071a' },
  settled: { label: 'Settled', color: '#237804' },
};

/** What became of the hours the chef reported, in the business's and the coordinators' words. */
function TimesheetOutcome({ timesheet }: { timesheet: Timesheet }) {
  const tag = STATUS_TAG[timesheet.status];
  return (
    <div className="cc-chef-hours" role="group" aria-label="Your reported hours">
      <div>
        <strong>{timesheet.status === 'settled' ? `Settled at ${formatHours(timesheet.hours)}` : `${formatHours(timesheet.hours)} reported`}</strong>{' '}
        <Tag color={tag.color}>{tag.label}</Tag>
      </div>
      {timesheet.note && <div className="cc-chef-muted">Your note: {timesheet.note}</div>}
      {timesheet.status === 'submitted' && (
        <div className="cc-chef-muted">
          The business can confirm or dispute them; without an answer they are confirmed automatically on{' '}
          <time dateTime={timesheet.confirmBy}>{formatTimestamp(timesheet.confirmBy)}</time>
        </div>
      )}
      {timesheet.status === 'disputed' && (
        <div>
          The business disputed these hours: “{timesheet.disputeReason}”. A ChefConnect coordinator will settle them and let you know.
        </div>
      )}
      {timesheet.status === 'settled' && <div className="cc-chef-muted">A ChefConnect coordinator settled the business’s dispute.</div>}
    </div>
  );
}

/**
 * The hours of one assignment (DECISIONS.md section 10): before the session starts, when they
 * can be reported; from its start, the form; once reported, what became of them.
 */
export function AssignmentHours({ assignment }: { assignment: ChefAssignment }) {
  const started = useHasStarted(assignment.startsAt);
  if (assignment.timesheet) return <TimesheetOutcome timesheet={assignment.timesheet} />;
  if (!started) {
    return (
      <p className="cc-chef-hours cc-chef-muted">
        You can report your hours here from the start of the session:{' '}
        <time dateTime={assignment.startsAt}>{formatTimestamp(assignment.startsAt)}</time>
      </p>
    );
  }
  return <ReportHoursForm assignment={assignment} />;
}
