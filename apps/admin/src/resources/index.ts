import type { Area } from '@stockcar/shared/schemas/admin/papeis';
import type { ConsoleResource } from './types.ts';
import { staff } from './staff/index.tsx';
import { auditoria } from './auditoria/index.tsx';
import { noticias } from './noticias/index.tsx';
import { galerias } from './galerias/index.tsx';
import { paginasLegais } from './paginas-legais/index.tsx';
import { paginasEvento } from './paginas-evento/index.tsx';
import { aoVivo } from './ao-vivo/index.tsx';
import { banners } from './banners/index.tsx';
import { popups } from './popups/index.tsx';
import { menus } from './menus/index.tsx';
import { footer } from './footer/index.tsx';
import { patrocinadores } from './patrocinadores/index.tsx';
import { propostas } from './propostas/index.tsx';
import { leads } from './leads/index.tsx';
import { candidatos } from './candidatos/index.tsx';
import { b2b } from './b2b/index.tsx';
import { rhAreas, rhDepoimentos } from './rh/index.tsx';
import { membros } from './membros/index.tsx';
import { quiz, quizFaixas, quizPerguntas } from './quiz/index.tsx';
import { stockChannel, stockChannelVideos } from './stock-channel/index.tsx';
import { brindes } from './brindes/index.tsx';
import { pesquisa, pesquisaPerguntas } from './pesquisa/index.tsx';
import { hallOfFame } from './hall-of-fame/index.tsx';
import { bastidores } from './bastidores/index.tsx';
import { depoimentos } from './depoimentos/index.tsx';
import { temporadas } from './temporadas/index.tsx';
import { etapas } from './etapas/index.tsx';
import { circuitos } from './circuitos/index.tsx';
import { ondeAssistir } from './onde-assistir/index.tsx';
import { pilotos } from './pilotos/index.tsx';
import { equipes } from './equipes/index.tsx';
import { montadoras } from './montadoras/index.tsx';
import { maquinas } from './maquinas/index.tsx';
import { inscricoes } from './inscricoes/index.tsx';
import { fanpush } from './fanpush/index.tsx';
import { corridas } from './corridas/index.tsx';

export type { ConsoleResource } from './types.ts';

/**
 * Every console area, in menu order. A new area adds a folder `resources/<area>/` whose
 * index.tsx exports a ConsoleResource, and one line here (docs/staff-console.md).
 */
export const resources: ConsoleResource[] = [
  noticias,
  galerias,
  paginasLegais,
  paginasEvento,
  aoVivo,
  banners,
  popups,
  menus,
  footer,
  patrocinadores,
  propostas,
  leads,
  candidatos,
  b2b,
  rhAreas,
  rhDepoimentos,
  staff,
  auditoria,
  membros,
  quiz,
  quizPerguntas,
  quizFaixas,
  stockChannel,
  stockChannelVideos,
  brindes,
  pesquisa,
  pesquisaPerguntas,
  hallOfFame,
  bastidores,
  depoimentos,
  // Race control (issue 11): the calendar and its results, the Fan Push, then who races.
  temporadas,
  etapas,
  corridas,
  fanpush,
  circuitos,
  ondeAssistir,
  pilotos,
  equipes,
  montadoras,
  maquinas,
  inscricoes,
];

const nameOf = (resource: ConsoleResource) => resource.element.props.name;

/** The area a react-admin resource belongs to (canAccess asks the role table with it). */
export function areaOf(resourceName: string): Area | undefined {
  return resources.find((resource) => nameOf(resource) === resourceName)?.area;
}

/** `resources.<name>` messages of every area for the i18n provider. */
export const resourceMessages = Object.fromEntries(
  resources.map((resource) => [nameOf(resource), resource.messages ?? {}]),
);
