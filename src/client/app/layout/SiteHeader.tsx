import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { LogoLink } from '../../components/Logo';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from '../../components/ShellIcons';
import { useBusinessSignedIn } from '../../lib/signedInHint';
import { useThemeMode } from '../theme';

// Shown only to a business signed in, so its session query and data layer load only then.
const SignedInActions = lazy(() => import('./SignedInActions'));

/**
 * SPEC.md section 6: paths beginning with /dashboard are signed in (the dashboard sends anyone
 * else to /login). DECISIONS.md section 17 adds every other page while a business is signed in.
 */
function useSignedIn(pathname: string): boolean {
  const signedIn = useBusinessSignedIn();
  return signedIn || pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      className="cc-icon-button"
      aria-label="Dark theme"
      aria-pressed={dark}
      onClick={toggle}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

function SignedOutActions() {
  return (
    <>
      <ButtonLink to="/login" variant="text">
        Log In
      </ButtonLink>
      <ButtonLink to="/register/business" variant="primary">
        Get Started
      </ButtonLink>
    </>
  );
}

function NavLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <NavLink to="/" end className="cc-nav__link">
        Home
      </NavLink>
      <NavLink to="/services" className="cc-nav__link">
        Services
      </NavLink>
      <NavLink to="/contact" className="cc-nav__link">
        Contact
      </NavLink>
      {signedIn && (
        <NavLink to="/dashboard" className="cc-nav__link">
          Dashboard
        </NavLink>
      )}
    </>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const signedIn = useSignedIn(pathname);
  // The menu remembers the path it was opened on, so any navigation (a link in the menu, the
  // back button) closes it without an extra render.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const actions = signedIn ? (
    <Suspense fallback={null}>
      <SignedInActions />
    </Suspense>
  ) : (
    <SignedOutActions />
  );

  return (
    <header className="cc-header">
      <div className="cc-container cc-header__bar">
        <LogoLink />
        <nav className="cc-nav cc-nav--desktop" aria-label="Main">
          <NavLinks signedIn={signedIn} />
        </nav>
        <div className="cc-header__actions">
          <ThemeToggle />
          <div className="cc-header__desktop-only">{actions}</div>
          <button
            type="button"
            className="cc-icon-button cc-header__menu-button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <div id={menuId} className="cc-mobile-menu" hidden={!menuOpen}>
        <nav className="cc-nav cc-nav--mobile" aria-label="Mobile">
          <NavLinks signedIn={signedIn} />
        </nav>
        <div className="cc-mobile-menu__actions">{actions}</div>
      </div>
    </header>
  );
}
