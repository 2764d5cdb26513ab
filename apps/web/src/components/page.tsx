import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import './page.css';

/** The centred column every racing-data page sits in. */
export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `page ${className}` : 'page'}>{children}</div>;
}

/** A list's or a detail's loading state: a spinner holding the content's place. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="loading-block">
      <Spinner label={label} size="large" />
    </div>
  );
}
