import { useCachedAnswerAge } from '../lib/cached-answers.ts';
import { useTranslation } from '../lib/i18n.ts';
import './cached-age.css';

/**
 * 'atualizado há 5 min' under a block whose answer (the API `path` it reads) the service worker
 * gave from its cache: offline, or on a signal too weak to wait for (trackside mode,
 * docs/decisions/0029). Nothing when the answer came from the network.
 */
export function CachedAge({ path }: { path: string }) {
  const { t } = useTranslation();
  const minutes = useCachedAnswerAge(path);
  if (!minutes) return null;
  return (
    <p className="cached-age">
      {minutes < 60
        ? t('offline.minutes', { count: minutes })
        : t('offline.hours', { count: Math.round(minutes / 60) })}
    </p>
  );
}
