import { Spinner } from './spinner.tsx';

/**
 * Covers the page while it reloads (the language change of public-site.md §4). A file of its
 * own: only the language dropdown, loaded on demand, shows it (vite.config.ts keeps it lazy).
 */
export function GlobalSpinner({ label }: { label: string }) {
  return (
    <div className="global-spinner">
      <Spinner label={label} size="large" />
    </div>
  );
}
