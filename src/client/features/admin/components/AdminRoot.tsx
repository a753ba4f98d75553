import { StandaloneAreaRoot } from '../../../lib/StandaloneAreaRoot';
import './admin.css';

/** Everything under /admin: the data layer, without the public header and footer. */
export function AdminRoot() {
  return <StandaloneAreaRoot />;
}
