import { Spinner } from '../../components/spinner.tsx';
import '../../components/form/text-button.css';
import { CLUBE_NS } from '../club-i18n.ts';
import { useTranslation } from '../i18n.ts';

/**
 * How a club page or section loads its member data, for `queryState`: a spinner, then its
 * fixed failure text with a "Tentar novamente" that loads again what failed.
 */
export function useSectionLoad(loading: string, loadFailed: string) {
  const { t } = useTranslation(CLUBE_NS);
  return {
    pending: <Spinner label={loading} />,
    errorText: loadFailed,
    fixedErrorText: true,
    retryLabel: t('common.retry'),
  };
}
