import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useDownloadMeusDados } from '../api/download-meus-dados.ts';
import './meus-dados.css';
import { clubeT } from '../../../lib/club-i18n.ts';

/** "Baixar meus dados": the export as a JSON file (LGPD art. 18 II and V). */
export function DataExportSection() {
  const download = useDownloadMeusDados();
  const done = useTimedNotice();
  const failed = useTimedNotice();

  const start = () => {
    done.hide();
    failed.hide();
    download.mutate(undefined, {
      onSuccess: (file) => done.show(`Arquivo ${file.filename} baixado.`),
      onError: (error) => failed.show(failureText(error, clubeT('erroGenerico'))),
    });
  };

  return (
    <section className="meus-dados__section" aria-labelledby="meus-dados-exportar">
      <h2 id="meus-dados-exportar">Baixar meus dados</h2>
      <p>
        Um arquivo JSON com tudo o que o Stock Club guarda sobre você: cadastro, piloto favorito,
        consentimentos, votos do Fanpush, respostas do quiz e da pesquisa, sessões e mensagens
        enviadas. Senhas e códigos de segurança nunca entram no arquivo.
      </p>
      {done.message && (
        <p className="notice" role="status">
          {done.message}
        </p>
      )}
      {failed.message && <Notice variant="danger">{failed.message}</Notice>}
      <div className="meus-dados__actions">
        <button type="button" className="button" disabled={download.isPending} onClick={start}>
          Baixar meus dados
        </button>
        {download.isPending && <Spinner label="Preparando o arquivo…" />}
      </div>
    </section>
  );
}
