import type { ReactNode } from 'react';
import './page-header.css';

interface PageHeaderProps {
  title: string;
  /** A line under the title (the season, the category). */
  subtitle?: ReactNode;
  /** Controls beside the title (a season select, a link). */
  children?: ReactNode;
  /** 2 when the header heads a block inside another page (the home). */
  level?: 1 | 2;
}

/** The heading band of a racing-data page or block. */
export function PageHeader({ title, subtitle, children, level = 1 }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="page-header">
      <div className="page-header__titles">
        <Heading className="display page-header__title">{title}</Heading>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {children && <div className="page-header__tools">{children}</div>}
    </header>
  );
}
