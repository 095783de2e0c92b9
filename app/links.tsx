// The router's link in the shape the design system asks for (packages/ui never imports the router).
import type { LinkProps } from '@potluck/ui';
import { Link } from 'react-router-dom';

export function RouterLink({ to, children, className, onClick, ...props }: LinkProps) {
  return (
    <Link to={to} className={className} onClick={onClick} {...props}>
      {children}
    </Link>
  );
}
RouterLink.displayName = 'RouterLink';
