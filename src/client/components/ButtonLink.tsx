import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Variant = 'primary' | 'default' | 'text' | 'link';
type Size = 'middle' | 'large';

/** The look of antd's Button in plain CSS (colours from the theme tokens, see global.css). */
function buttonClassName(variant: Variant, size: Size, extra?: string): string {
  return `cc-button cc-button--${variant} cc-button--${size}${extra ? ` ${extra}` : ''}`;
}

interface ButtonLinkProps {
  to: string;
  variant?: Variant;
  size?: Size;
  children: ReactNode;
}

/**
 * A link that looks like an antd button. A plain router Link rather than antd's Button: it is
 * a real link, and keeps the button component's code out of pages that only navigate.
 */
export function ButtonLink({ to, variant = 'default', size = 'middle', children }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClassName(variant, size)}>
      {children}
    </Link>
  );
}

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

/** A button that looks like antd's, for parts that paint before antd has loaded. */
export function PlainButton({ variant = 'default', size = 'middle', className, type = 'button', ...props }: PlainButtonProps) {
  return <button type={type} className={buttonClassName(variant, size, className)} {...props} />;
}
