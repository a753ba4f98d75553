import { serviceTypeLabel } from '../../../../common/constants';
import { sessionLabel } from '../../../../common/session-time';
import { LoadError } from '../../../components/LoadError';
import { formatDay } from '../../../lib/formatDay';
import { trpc } from '../../../lib/trpc';
import { AssignmentHours } from './AssignmentHours';
import { AssignmentRating } from './AssignmentRating';
import { AssignmentVisit } from './AssignmentVisit';
import { PortalSection, SectionLoading } from './PortalSection';
import { ConfirmAssignment } from './ConfirmAssignment';
import { ReleaseAssignment } from './ReleaseAssignment';
import type { ChefAssignment } from './types';

function AssignmentList({ assignments, empty, upcoming = false }: { assignments: ChefAssignment[]; empty: string; upcoming?: boolean }) {
  if (assignments.length === 0) return <p className="cc-chef-empty">{empty}</p>;
  return (
    <ul className="cc-chef-list">
      {assignments.map((assignment) => (
        <li key={assignment.assignmentId}>
          <div>
            <h4>{assignment.business.name}</h4>
            <div>
              {formatDay(assignment.bookingDate)}, {sessionLabel(assignment)} · {assignment.duration} hours ·{' '}
              {serviceTypeLabel(assignment.serviceType)}
            </div>
            <div className="cc-chef-muted">
              {assignment.business.address}, {assignment.business.city}
            </div>
            {assignment.serviceDescription && <div>{assignment.serviceDescription}</div>}
            {assignment.specialRequests && <div className="cc-chef-muted">Special requests: {assignment.specialRequests}</div>}
            {upcoming && <AssignmentVisit assignment={assignment} />}
            <AssignmentRating assignment={assignment} />
            <div className="cc-chef-actions">
              <ConfirmAssignment assignment={assignment} />
              <ReleaseAssignment assignment={assignment} />
            </div>
          </div>
          <AssignmentHours assignment={assignment} />
        </li>
      ))}
    </ul>
  );
}

/** Upcoming assignments nearest first, then past ones most recent first. */
export function AssignmentsSection() {
  const assignments = trpc.chef.assignments.useQuery();
  return (
    <PortalSection id="assignments" title="Assignments" wide>
      {assignments.isPending ? (
        <SectionLoading label="Loading assignments..." />
      ) : assignments.isError ? (
        <LoadError title="Assignments could not be loaded" error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : (
        <>
          <h3>Upcoming</h3>
          <AssignmentList upcoming assignments={assignments.data.upcoming} empty="No upcoming assignments yet. Accepted offers will show here." />
          <h3 style={{ marginTop: 16 }}>Past</h3>
          <AssignmentList assignments={assignments.data.past} empty="No past assignments." />
        </>
      )}
    </PortalSection>
  );
}
