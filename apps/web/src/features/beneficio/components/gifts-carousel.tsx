import type { Beneficio } from '@stockcar/shared/schemas/clube-conteudo';
import { BENEFICIOS_CAROUSEL_SECONDS } from '@stockcar/shared/schemas/clube-conteudo';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useDownloadBeneficio } from '../api/download-beneficio.ts';
import { useBeneficios } from '../api/get-beneficios.ts';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { ClubCarousel } from './club-carousel.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './beneficio.css';

/** The gifts carousel of the club home: one gift at a time, every 15 s (fan-club.md §2, §9). */
export function GiftsCarousel() {
  const { t } = useTranslation(CONTEUDO_NS);
  const gifts = useBeneficios();
  return (
    <section className="club-block" aria-labelledby="club-gifts-title">
      <h2 id="club-gifts-title" className="club-block__title">
        {t('benefits.giftsTitle')}
      </h2>
      {gifts.isPending && <Spinner label={t('benefits.giftsLoading')} />}
      {gifts.isError && <Notice variant="danger">{t('benefits.giftsFailed')}</Notice>}
      {gifts.data?.length === 0 && <Notice>{t('benefits.giftsEmpty')}</Notice>}
      {gifts.data && gifts.data.length > 0 && <Slides gifts={gifts.data} />}
    </section>
  );
}

function Slides({ gifts }: { gifts: Beneficio[] }) {
  const { t } = useTranslation(CONTEUDO_NS);
  const download = useDownloadBeneficio();
  const notice = useTimedNotice();
  const save = (gift: Beneficio) =>
    download.mutate(gift, {
      onError: (error) => notice.show(failureText(error, t('benefits.downloadFailed'))),
    });
  return (
    <>
      {notice.message && <Notice variant="danger">{notice.message}</Notice>}
      <ClubCarousel
        titleId="club-gifts-title"
        item={(n) => t('benefits.giftItem', { n })}
        slides={gifts}
        intervalMs={BENEFICIOS_CAROUSEL_SECONDS * 1000}
        renderSlide={(gift) => (
          <figure className="club-gift">
            <img className="club-gift__image" src={gift.urlImagem} alt="" />
            <figcaption className="club-gift__name">{gift.nome}</figcaption>
            <button
              type="button"
              className="button"
              onClick={() => save(gift)}
              disabled={download.isPending}
            >
              {download.isPending && download.variables.id === gift.id
                ? t('benefits.downloading')
                : t('benefits.download')}
            </button>
          </figure>
        )}
      />
    </>
  );
}
