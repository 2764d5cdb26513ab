import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './html.css';

interface HtmlProps {
  /** CMS HTML (bios, histories, schedules, about pages). */
  html: string;
  className?: string;
}

/** DOMPurify needs a DOM: the server rendering a page hands over its own sanitiser. */
let sanitizeOnServer: ((html: string) => string) | undefined;

export function setServerSanitizer(sanitize: (html: string) => string): void {
  sanitizeOnServer = sanitize;
}

function sanitize(html: string): string {
  if (typeof window !== 'undefined') return DOMPurify.sanitize(html);
  if (!sanitizeOnServer) throw new Error('setServerSanitizer was not called before rendering');
  return sanitizeOnServer(html);
}

/**
 * The one place CMS HTML reaches the page (DESIGN.md): sanitised here even though the API
 * sanitises on write, so a bad row in the database can never run script in a visitor's browser.
 */
export function Html({ html, className }: HtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  return (
    <div
      className={className ? `html ${className}` : 'html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
