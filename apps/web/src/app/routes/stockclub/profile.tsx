import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { PhoneChange } from '../../../features/perfil/components/phone-change.tsx';
import { ProfileForm } from '../../../features/perfil/components/profile-form.tsx';

/** `/stockclub/meu-perfil`, login required: data and photo, then the phone change (§2). */
export default function StockclubProfilePage() {
  const perfil = usePerfil();
  const [search] = useSearchParams();
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">Meu perfil</h1>
      {perfil.isPending && <Spinner label="Carregando seus dados…" />}
      {perfil.isError && (
        <Notice variant="danger">
          Não foi possível carregar os seus dados agora.{' '}
          <button type="button" className="text-button" onClick={() => void perfil.refetch()}>
            Tentar novamente
          </button>
        </Notice>
      )}
      {perfil.data && (
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
      )}
    </section>
  );
}
