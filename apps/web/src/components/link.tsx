// The one file allowed to import it (eslint.config.js): every other site link comes through here.
import { Link as RouterLink, type LinkProps } from 'react-router';
import { linkInPageLanguage } from '../lib/language.ts';

/** React Router's Link in the page's language ({@link linkInPageLanguage}): every site link. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={typeof to === 'string' ? linkInPageLanguage(to) : to} {...props} />;
}
