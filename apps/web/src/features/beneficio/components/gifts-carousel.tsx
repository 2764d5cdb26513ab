import type { Beneficio } from '@stockcar/shared/schemas/clube-conteudo';
import { BENEFICIOS_CAROUSEL_SECONDS } from '@stockcar/shared/schemas/clube-conteudo';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useDownloadBeneficio } from '../api/download-beneficio.ts';
import { useBeneficios } from '../api/get-beneficios.ts';
import { ClubCarousel } from './club-carousel.tsx';
import './beneficio.css';

const DOWNLOAD_FAILED = 'Não foi possível baixar o brinde agora. Tente novamente.';

/** The gifts carousel of the club home: one gift at a time, every 15 s (fan-club.md §2, §9). */
export function GiftsCarousel() {
  const gifts = useBeneficios();
  return (
    <section className="club-block" aria-labelledby="club-gifts-title">
      <h2 id="club-gifts-title" className="club-block__title">
        Brindes
      </h2>
      {gifts.isPending && <Spinner label="Carregando os brindes…" />}
      {gifts.isError && <Notice variant="danger">Não foi possível carregar os brindes.</Notice>}
      {gifts.data?.length === 0 && <Notice>Nenhum brinde disponível no momento.</Notice>}
      {gifts.data && gifts.data.length > 0 && <Slides gifts={gifts.data} />}
    </section>
  );
}

function Slides({ gifts }: { gifts: Beneficio[] }) {
  const download = useDownloadBeneficio();
  const notice = useTimedNotice();
  const save = (gift: Beneficio) =>
    download.mutate(gift, { onError: (error) => notice.show(failureText(error, DOWNLOAD_FAILED)) });
  return (
    <>
      {notice.message && <Notice variant="danger">{notice.message}</Notice>}
      <ClubCarousel
        titleId="club-gifts-title"
        item="Brinde"
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
                ? 'Baixando…'
                : 'Baixar brinde'}
            </button>
          </figure>
        )}
      />
    </>
  );
}
