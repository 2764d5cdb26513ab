import { LoadingBlock } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useMaquinas } from '../api/get-maquinas.ts';
import './machines.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

function Cards() {
  const { t } = useTranslation(RACING_NS);
  const query = useMaquinas();
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
    empty: { when: (data) => data.length === 0, notice: t('manufacturers.machinesEmpty') },
  });
  if (!shown.ready) return shown.screen;
  return (
    <ul className="machines">
      {shown.data.map((maquina) => (
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
              <span className="stat-label">{maquina.montadora}</span>
              <span className="display machine__name">{maquina.nome}</span>
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
