import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { apiErrorMessage } from '../lib/apiError';

/** A first load that failed: the server's message and a retry, in place of what would show. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={apiErrorMessage(error, 'Please try again.')}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}
