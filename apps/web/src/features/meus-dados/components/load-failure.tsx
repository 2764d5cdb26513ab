import { Notice } from '../../../components/notice.tsx';
import '../../../components/form/text-button.css';

/** A section's data did not load: say so and offer to try again. */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Notice variant="danger">
      Não foi possível carregar {what} agora.{' '}
      <button type="button" className="text-button" onClick={onRetry}>
        Tentar novamente
      </button>
    </Notice>
  );
}
