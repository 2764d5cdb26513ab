import { Link } from '../../../components/link.tsx';
import { LogoutIcon, UserIcon } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { logout } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The photo comes as bare base64 (fan-club.md §5); browsers sniff the image type. */
function photoSrc(foto: string): string {
  return foto.startsWith('data:') ? foto : `data:image/jpeg;base64,${foto}`;
}

/** Profile link for everyone; photo and logout for a logged-in member (public-site.md §6). */
export function UserArea() {
  const { t } = useTranslation();
  const { loggedIn, user } = useSession();
  return (
    <div className="menu__user">
      <Link to={paths.stockclub.profile} className="menu__tool">
        {loggedIn && user.foto ? (
          <img className="menu__photo" src={photoSrc(user.foto)} alt="" />
        ) : (
          <UserIcon />
        )}
        <span className="menu__tool-text">{t('menu.profile')}</span>
      </Link>
      {loggedIn && (
        <button type="button" className="menu__tool" aria-label={t('menu.logout')} onClick={logout}>
          <LogoutIcon />
        </button>
      )}
    </div>
  );
}
