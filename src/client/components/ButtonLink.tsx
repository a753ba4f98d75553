import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ButtonLinkProps {
  to: string;
  variant?: 'primary' | 'default' | 'text';
  size?: 'middle' | 'large';
  children: ReactNode;
}

/**
 * A link that looks like an antd button (colours from the theme tokens, see global.css). A
 * plain router Link rather than antd's Button: it is a real link, and keeps the button
 * component's code out of pages that only navigate.
 */
export function ButtonLink({ to, variant = 'default', size = 'middle', children }: ButtonLinkProps) {
  return (
    <Link to={to} className={`cc-button cc-button--${variant} cc-button--${size}`}>
      {children}
    </Link>
  );
}
