interface AddToCalendarLinkProps {
  /** An .ics file of the API (lib/calendar/calendar-links.ts). */
  href: string;
  label: string;
  className?: string;
}

/**
 * "Adicionar à agenda" (issue 15): the event's .ics file, which the visitor's calendar app opens.
 * A download link, so the page stays where it is.
 */
export function AddToCalendarLink({ href, label, className }: AddToCalendarLinkProps) {
  return (
    <a
      className={className ? `section-link ${className}` : 'section-link'}
      href={href}
      type="text/calendar"
      download
    >
      {label}
    </a>
  );
}
