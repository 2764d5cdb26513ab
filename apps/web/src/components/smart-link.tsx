import type { ReactNode } from 'react';
import { Link } from './link.tsx';

interface SmartLinkProps {
  href: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
}

/** CMS links mix site paths and other sites: paths stay in the app, the rest leave it. */
export function SmartLink({ href, newTab = false, children, ...rest }: SmartLinkProps) {
  const external = !href.startsWith('/') || href.startsWith('//');
  const tabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (external) {
    return (
      <a href={href} {...tabProps} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...tabProps} {...rest}>
      {children}
    </Link>
  );
}
