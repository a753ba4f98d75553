import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { Availability } from './useUsernameAvailability';

/** The spinner, check mark or cross under the username field; announced politely. */
export function UsernameStatus({ availability }: { availability: Availability }) {
  let content = null;
  if (availability === 'checking') {
    content = (
      <span className="cc-username-status">
        <LoadingOutlined aria-hidden /> Checking availability...
      </span>
    );
  } else if (availability === 'available') {
    content = (
      <span className="cc-username-status cc-username-status--ok">
        <CheckCircleFilled aria-hidden /> Username is available
      </span>
    );
  } else if (availability === 'taken') {
    content = (
      <span className="cc-username-status cc-username-status--taken">
        <CloseCircleFilled aria-hidden /> This username is already taken
      </span>
    );
  }
  return (
    <span aria-live="polite" className="cc-username-status__region">
      {content}
    </span>
  );
}
