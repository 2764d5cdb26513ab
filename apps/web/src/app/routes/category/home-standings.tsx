import type { Category } from '@stockcar/shared/categories';
import { Standings } from '../../../features/classificacao/components/standings.tsx';

/** The home's general standings block (§2.3): the top 10 and 'Classificação completa'. */
const HOME_STANDINGS_ROWS = 10;

export default function HomeStandings({ category }: { category: Category }) {
  return <Standings category={category} limit={HOME_STANDINGS_ROWS} level={2} fullLink />;
}
