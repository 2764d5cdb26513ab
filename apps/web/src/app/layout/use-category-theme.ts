import { useEffect, type CSSProperties } from 'react';
import type { Categoria } from '@stockcar/shared/schemas/categoria';
import { accessibleTextShade, readableTextOn } from '../../lib/contrast.ts';

const DEFAULT_FAVICON = '/favicon.svg';

/**
 * The lightest dark surface text in the category colour sits on (tokens.css `--line`, lighter
 * than the cards, podium steps and their tints): a shade that reads there reads on all.
 */
const TEXT_SURFACES = ['#2a2a33'];

/**
 * Theme colours of the category as CSS variables on the layout root (public-site.md §1), plus
 * the text colour that reads on the accent (corFonte is meant for the dark background) and the
 * accent's shade that reads as text (`--cor-texto`, 4.5:1 on the category's surfaces).
 */
export function themeStyle(categoria: Categoria | undefined): CSSProperties | undefined {
  if (!categoria) return undefined;
  return {
    '--cor': categoria.cor,
    '--cor-fundo': categoria.backGround,
    '--cor-fonte': categoria.corFonte,
    '--cor-contraste': readableTextOn(categoria.cor),
    '--cor-texto': accessibleTextShade(categoria.cor, [categoria.backGround, ...TEXT_SURFACES]),
  };
}

/**
 * Dialogs render in a portal on <body>, outside the layout root: the same variables go on
 * <html> too so they wear the category's colours.
 */
export function useThemeOnDocument(style: CSSProperties | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    const entries = Object.entries(style ?? {}).filter(([name]) => name.startsWith('--'));
    for (const [name, value] of entries) root.style.setProperty(name, String(value));
    return () => {
      for (const [name] of entries) root.style.removeProperty(name);
    };
  }, [style]);
}

/** The document's `<link rel>` of that kind, added when index.html has none. */
function headLink(rel: string): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  return link;
}

/**
 * The category's symbol (imgCategoria) is the tab icon; its web app manifest (icon and colours,
 * written by the build: apps/web/build/pwa-assets.ts) is what installing the page installs.
 */
export function useFavicon(href: string | undefined, slug: string): void {
  useEffect(() => {
    headLink('icon').href = href || DEFAULT_FAVICON;
  }, [href]);
  useEffect(() => {
    headLink('manifest').href = `/manifests/${slug}.webmanifest`;
  }, [slug]);
}
