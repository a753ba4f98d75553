import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { Link, useParams } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/apiError';
import { idFrom } from '../../../../common/ids';

/** The :businessId of the URL as a number, or null when it is not an id. */
export function useBusinessIdParam(): number | null {
  const { businessId } = useParams();
  return idFrom(businessId);
}

export function PageLoading({ label }: { label: string }) {
  return (
    <div className="cc-admin-state" role="status">
      <Spin /> <p>{label}</p>
    </div>
  );
}

/** A failed load: the server's message (e.g. 'Business not found'), a retry and a way back. */
export function PageError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  return (
    <>
      <h1 className="cc-admin-page-head">{title}</h1>
      <Alert
        type="error"
        showIcon
        title={apiErrorMessage(error, 'Please try again.')}
        action={
          <span style={{ display: 'flex', gap: 8 }}>
            {onRetry && <Button onClick={onRetry}>Retry</Button>}
            <Link to="/admin/dashboard">Back to businesses</Link>
          </span>
        }
      />
    </>
  );
}
