import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './html.css';

interface HtmlProps {
  /** CMS HTML (bios, histories, schedules, about pages). */
  html: string;
  className?: string;
}

/**
 * The one place CMS HTML reaches the page (DESIGN.md): sanitised here even though the API
 * sanitises on write, so a bad row in the database can never run script in a visitor's browser.
 */
export function Html({ html, className }: HtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      className={className ? `html ${className}` : 'html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
