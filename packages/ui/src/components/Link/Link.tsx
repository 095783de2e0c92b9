import type { ComponentType, ReactNode } from 'react';

export interface LinkProps {
  to: string;
  children: ReactNode;
  className?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-current'?: 'page' | undefined;
  onClick?: (() => void) | undefined;
}

/**
 * How a component renders a link. The design system never imports the router: the app passes its router
 * link here, stories and tests use the plain anchor below.
 */
export type LinkComponent = ComponentType<LinkProps>;

export function AnchorLink({ to, children, className, onClick, ...props }: LinkProps) {
  return (
    <a href={to} className={className} onClick={onClick} {...props}>
      {children}
    </a>
  );
}
AnchorLink.displayName = 'AnchorLink';
