import type { ReactNode } from 'react';
import './notice.css';

interface NoticeProps {
  variant?: 'info' | 'danger';
  children: ReactNode;
}

/** A short message in place of content: empty states (info) and failures (danger). */
export function Notice({ variant = 'info', children }: NoticeProps) {
  return (
    <p className={`notice notice--${variant}`} role={variant === 'danger' ? 'alert' : undefined}>
      {children}
    </p>
  );
}
