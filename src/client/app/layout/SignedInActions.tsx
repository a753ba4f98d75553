import { LogoutOutlined } from '@ant-design/icons';
import { DataProviders } from '../../lib/DataProviders';
import { useBusinessLogout, useSignedInBusiness } from '../../lib/session';

function Greeting() {
  const business = useSignedInBusiness();
  const logout = useBusinessLogout();

  return (
    <>
      {business && <span className="cc-header__greeting">Hi, {business.firstName}</span>}
      <button
        type="button"
        className="cc-icon-button"
        aria-label="Logout"
        disabled={logout.pending}
        onClick={logout.logOut}
      >
        <LogoutOutlined aria-hidden />
      </button>
    </>
  );
}

/** The header's greeting and Logout while a business is signed in; loaded only then. */
export default function SignedInActions() {
  return (
    <DataProviders>
      <Greeting />
    </DataProviders>
  );
}
