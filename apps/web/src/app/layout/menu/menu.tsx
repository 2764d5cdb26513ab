import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import type { Category } from '@stockcar/shared/categories';
import type { Categoria, MenuItem } from '@stockcar/shared/schemas/categoria';
import { CloseIcon, LiveIcon, MenuIcon } from '../../../components/icons.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useMenu } from '../../../features/categoria/api/get-menu.ts';
import { isCurrentCategory, visibleMainItems } from './menu-items.ts';
import { UserArea } from './user-area.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './menu.css';

// Formula-4's alone (the one category with English): loaded when it shows.
const LanguageSelect = lazy(() => import('./language-select.tsx'));

interface MenuLinksProps {
  items: MenuItem[];
  current?: Category;
  /** Following a link closes the narrow-screen menu. */
  onFollow?: () => void;
}

function MenuLinks({ items, current, onFollow }: MenuLinksProps) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.url}-${item.titulo}`}>
          <SmartLink
            href={item.url}
            newTab={item.target === '_blank'}
            aria-current={current && isCurrentCategory(item, current) ? 'page' : undefined}
            onClick={onFollow}
          >
            {item.titulo}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

interface MenuProps {
  category: Category;
  categoria: Categoria | undefined;
  onOpenLive: () => void;
}

export function Menu({ category, categoria, onOpenLive }: MenuProps) {
  const { t } = useTranslation();
  const { data: menu } = useMenu(category.id);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Escape closes the open mobile menu, and the focus goes back to its button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <header className="menu">
      <div className="menu__top">
        <nav className="menu__categories" aria-label={t('menu.categories')}>
          {menu && <MenuLinks items={menu.menuSuperior} current={category} />}
        </nav>
        <div className="menu__tools">
          <button type="button" className="menu__live" onClick={onOpenLive}>
            <LiveIcon />
            {t('menu.live')}
          </button>
          {category.hasEnglish && (
            <Suspense fallback={null}>
              <LanguageSelect />
            </Suspense>
          )}
          <UserArea />
        </div>
      </div>
      <div className="menu__bar">
        <Link to={paths.category.home(category.slug)} className="display menu__logo">
          {categoria?.imgLogo ? (
            <img src={categoria.imgLogo} alt={`${category.name} – ${t('menu.home')}`} />
          ) : (
            <span>{category.name}</span>
          )}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu__toggle"
          aria-expanded={open}
          aria-controls="menu-principal"
          aria-label={open ? t('menu.closeMenu') : t('menu.openMenu')}
          onClick={() => setOpen(!open)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav
          id="menu-principal"
          className={open ? 'menu__main menu__main--open' : 'menu__main'}
          aria-label={t('menu.main')}
        >
          {menu && (
            <MenuLinks
              items={visibleMainItems(menu.menuPrincipal, category)}
              onFollow={() => setOpen(false)}
            />
          )}
        </nav>
      </div>
    </header>
  );
}
