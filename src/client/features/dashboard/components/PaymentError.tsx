import { Alert } from 'antd';
import { apiErrorMessage } from '../../../lib/apiError';

/** A payment call that failed (placing an order, opening its payment page): the server's message, else that nothing was charged. */
export function PaymentError({ title, error, className, onClose }: { title: string; error: unknown; className: string; onClose?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      className={className}
      title={title}
      description={apiErrorMessage(error, 'Nothing was charged. Please try again.')}
      closable={onClose ? { onClose, 'aria-label': 'Dismiss this message' } : undefined}
    />
  );
}
