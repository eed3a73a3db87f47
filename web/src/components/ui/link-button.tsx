import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  /** Drawn before the label. */
  icon?: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A link that looks like a button, its icon before the label. */
export function LinkButton({ icon: Icon, variant, size, className, children, ...props }: LinkButtonProps) {
  return (
    <Link className={buttonClasses({ variant, size, className })} {...props}>
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      {children}
    </Link>
  );
}
