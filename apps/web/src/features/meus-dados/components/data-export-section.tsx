import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useDownloadMeusDados } from '../api/download-meus-dados.ts';
import './meus-dados.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Baixar meus dados": the export as a JSON file (LGPD art. 18 II and V). */
export function DataExportSection() {
  const { t } = useTranslation(CLUBE_NS);
  const download = useDownloadMeusDados();
  const done = useTimedNotice();
  const failed = useTimedNotice();

  const start = () => {
    done.hide();
    failed.hide();
    download.mutate(undefined, {
      onSuccess: (file) => done.show(t('myData.export.done', { filename: file.filename })),
      onError: (error) => failed.show(failureText(error, t('erroGenerico'))),
    });
  };

  return (
    <section className="meus-dados__section" aria-labelledby="meus-dados-exportar">
      <h2 id="meus-dados-exportar">{t('myData.export.title')}</h2>
      <p>{t('myData.export.text')}</p>
      {done.message && (
        <p className="notice" role="status">
          {done.message}
        </p>
      )}
      {failed.message && <Notice variant="danger">{failed.message}</Notice>}
      <div className="meus-dados__actions">
        <button type="button" className="button" disabled={download.isPending} onClick={start}>
          {t('myData.export.button')}
        </button>
        {download.isPending && <Spinner label={t('myData.export.preparing')} />}
      </div>
    </section>
  );
}
