import { useParams } from 'react-router';
import { IdSchema } from '@stockcar/shared/schemas/common';
import { Notice } from '../../../components/notice.tsx';
import { isSignedIn } from '../../../lib/session.ts';
import { getBibliotecaQueryOptions } from '../../../features/stock-channel/api/get-biblioteca.ts';
import { LibraryVideos } from '../../../features/stock-channel/components/library-videos.tsx';
import { warmingLoader } from '../lazy-page.ts';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Warms the library's videos; a visitor is sent to the login by the guard. */
export const clientLoader = warmingLoader((queryClient, { params }) => {
  const id = IdSchema.safeParse(params.id);
  if (!isSignedIn() || !id.success) return undefined;
  return [queryClient.ensureQueryData(getBibliotecaQueryOptions(id.data))];
});

/** `/stockclub/channel/{id}` (fan-club.md §2), login required: one library's videos. */
export default function ChannelPage() {
  const { t } = useTranslation(CONTEUDO_NS);
  const id = IdSchema.safeParse(useParams().id);
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{t('channel.title')}</h1>
      {id.success ? (
        <LibraryVideos idBiblioteca={id.data} />
      ) : (
        <Notice variant="danger">{t('bibliotecaNaoEncontrada')}</Notice>
      )}
    </section>
  );
}
