import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useMaquinas } from '../api/get-maquinas.ts';
import './machines.css';

function Cards() {
  const { t } = useTranslation(RACING_NS);
  const query = useMaquinas();
  if (query.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (query.isError) {
    return <Notice variant="danger">{failureText(query.error, t('common.error'))}</Notice>;
  }
  if (query.data.length === 0) return <Notice>{t('manufacturers.machinesEmpty')}</Notice>;
  return (
    <ul className="machines">
      {query.data.map((maquina) => (
        <li key={maquina.idMaquina} className="machine">
          <img
            className="machine__car"
            src={maquina.imagem}
            alt={maquina.nome}
            width={640}
            height={240}
            loading="lazy"
            decoding="async"
          />
          <div className="machine__info">
            <img
              src={maquina.logoMontadora}
              alt=""
              width={240}
              height={240}
              loading="lazy"
              decoding="async"
            />
            <p>
              <span className="machine__brand">{maquina.montadora}</span>
              <span className="machine__name">{maquina.nome}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The pro series' machines: on the manufacturers page and as a home block (§2.3, §2.5). */
export function Machines({ level = 2 }: { level?: 1 | 2 }) {
  const { t } = useTranslation(RACING_NS);
  return (
    <section className="machines-block">
      <PageHeader level={level} title={t('manufacturers.machines')} />
      <Cards />
    </section>
  );
}
