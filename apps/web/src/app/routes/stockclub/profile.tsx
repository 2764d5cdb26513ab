import { Link, useSearchParams } from 'react-router';
import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { PhoneChange } from '../../../features/perfil/components/phone-change.tsx';
import { ProfileForm } from '../../../features/perfil/components/profile-form.tsx';

/** `/stockclub/meu-perfil`, login required: data and photo, then the phone change (§2). */
export default function StockclubProfilePage() {
  const perfil = queryState(usePerfil(), {
    pending: <Spinner label="Carregando seus dados…" />,
    errorText: 'Não foi possível carregar os seus dados agora.',
    fixedErrorText: true,
    retryLabel: 'Tentar novamente',
  });
  const [search] = useSearchParams();
  return (
    <section className="stockclub__panel">
      <h1 className="stockclub__title">Meu perfil</h1>
      {perfil.ready ? (
        <>
          <p>
            <Link to={paths.stockclub.pilotoFavorito}>Piloto favorito</Link>
            {' · '}
            <Link to={paths.stockclub.atualizarSenha}>Alterar senha</Link>
            {' · '}
            <Link to={paths.stockclub.meusDados}>Meus dados e privacidade</Link>
          </p>
          {/* Keyed by the profile's version: a saved profile starts the form from the answer. */}
          <ProfileForm key={perfil.data.updatedAt} perfil={perfil.data} />
          <PhoneChange perfil={perfil.data} focus={search.get('phone') === 'true'} />
        </>
      ) : (
        perfil.screen
      )}
    </section>
  );
}
