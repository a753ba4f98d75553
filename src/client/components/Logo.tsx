import { Link } from 'react-router-dom';
import { company } from '../../common/site';

/** The ChefConnect mark (a chef's hat); decorative, the link around it carries the name. */
function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0958d9" />
      <path
        d="M20 30c-4.4 0-8-3.4-8-7.6 0-4 3.2-7.3 7.3-7.6C21 10.8 25 8 29.6 8c3.6 0 6.8 1.7 8.6 4.4A8 8 0 0 1 52 17.6c0 4.2-3.3 7.6-7.6 7.9L44 30z"
        fill="#fff"
      />
      <rect x="20" y="33" width="24" height="6" rx="2" fill="#fff" />
      <path d="M21 42h22v10a4 4 0 0 1-4 4H25a4 4 0 0 1-4-4z" fill="#fff" />
    </svg>
  );
}

/** The logo and name, linking home (header and footer). */
export function LogoLink() {
  return (
    <Link to="/" className="cc-logo" aria-label={`${company.name} home`}>
      <LogoMark />
      <span>{company.name}</span>
    </Link>
  );
}
