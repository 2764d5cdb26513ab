import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSignupLanguage } from './signup-language.tsx';

interface LoadStateProps {
  loading: boolean;
  failed: boolean;
  loadingLabel: string;
  failure: string;
  onRetry: () => void;
}

/** A list's loading spinner or its failure with a retry button; nothing once it has loaded. */
export function LoadState({ loading, failed, loadingLabel, failure, onRetry }: LoadStateProps) {
  const { t } = useSignupLanguage();
  if (loading) return <Spinner label={loadingLabel} size="large" />;
  if (!failed) return null;
  return (
    <div className="signup__load-failure">
      <Notice variant="danger">{failure}</Notice>
      <button type="button" className="button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
