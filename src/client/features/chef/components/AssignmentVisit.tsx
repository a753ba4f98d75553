import { CalendarOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { assignmentIcsFileName, assignmentsCalendar, directionsUrl, telHref } from '../../../../common/assignment-calendar';
import { downloadFile, ICS_TYPE } from '../../../lib/downloadFile';
import type { ChefAssignment } from './types';

/**
 * What an assigned chef needs to get there and be reached (DECISIONS.md section 17): whom to ask
 * for and their phone, the way to the venue (a virtual session has none), and the session in
 * the chef's own calendar, the same event as the private feed's.
 */
export function AssignmentVisit({ assignment }: { assignment: ChefAssignment }) {
  const { contact } = assignment.business;
  const directions = directionsUrl(assignment);
  const addToCalendar = () => downloadFile(assignmentIcsFileName(assignment), assignmentsCalendar([assignment], new Date()), ICS_TYPE);
  return (
    <div className="cc-chef-visit">
      <div>
        Contact: <strong>{contact.name}</strong>
      </div>
      <div className="cc-chef-visit__actions">
        <Button href={telHref(contact.phone)} icon={<PhoneOutlined />} aria-label={`Call ${contact.name} at ${contact.phone}`}>
          {contact.phone}
        </Button>
        {directions && (
          <Button href={directions} target="_blank" rel="noopener noreferrer" icon={<EnvironmentOutlined />} aria-label={`Directions to ${assignment.business.name} (opens maps)`}>
            Directions
          </Button>
        )}
        <Button icon={<CalendarOutlined />} onClick={addToCalendar} aria-label={`Add to calendar: ${assignment.business.name}, ${assignment.bookingDate}`}>
          Add to calendar
        </Button>
      </div>
    </div>
  );
}
