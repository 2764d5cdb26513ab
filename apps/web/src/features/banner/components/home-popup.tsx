import { useEffect, useState } from 'react';
import { POPUP_DELAY_MS } from '@stockcar/shared/constants';
import { Modal } from '../../../components/modal.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { usePopup } from '../api/get-popup.ts';
import { popupAllowed } from '../utils/popup-rule.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './home-popup.css';

/** The home's promotional popup: POPUP_DELAY_MS after load, closable (public-site.md §4). */
export function HomePopup({ idCategoria }: { idCategoria: number }) {
  const { t } = useTranslation();
  const { data: popup } = usePopup(idCategoria);
  const { live } = useSession();
  const [delayOver, setDelayOver] = useState(false);
  const [closed, setClosed] = useState(false);

  // Counted from the page's load (§4), not from this component's start: on a server-rendered
  // page it hydrates while images are still loading.
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setDelayOver(true), POPUP_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);

  // A failed or empty popup call simply shows nothing (§8: only logged).
  if (!popup || !delayOver || closed || !popupAllowed(live)) return null;
  const image = (
    <picture>
      {popup.urlMobile && <source media="(max-width: 640px)" srcSet={popup.urlMobile} />}
      <img className="home-popup__image" src={popup.url} alt={popup.titulo} />
    </picture>
  );
  return (
    <Modal
      title={popup.titulo}
      hideTitle
      closeLabel={t('common.close')}
      onClose={() => setClosed(true)}
    >
      {popup.link ? (
        <SmartLink href={popup.link} newTab={popup.abrirNovaAba}>
          {image}
        </SmartLink>
      ) : (
        image
      )}
    </Modal>
  );
}
