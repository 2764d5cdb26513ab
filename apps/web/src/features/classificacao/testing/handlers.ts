import {
  ClassificacaoEquipesSchema,
  ClassificacaoPilotosSchema,
} from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { classificacaoEquipesPath } from '../api/get-classificacao-equipes.ts';
import { classificacaoPilotosPath } from '../api/get-classificacao-pilotos.ts';
import { TURISMO_PATH } from '../api/get-turismo.ts';

/** MSW handler factories of the classificacao endpoints, named after their api functions. */
export const classificacaoHandlers = {
  getClassificacaoEquipes: handlerFor('GET', classificacaoEquipesPath, ClassificacaoEquipesSchema),
  getClassificacaoPilotos: handlerFor('GET', classificacaoPilotosPath, ClassificacaoPilotosSchema),
  getTurismo: handlerFor('GET', TURISMO_PATH, ClassificacaoPilotosSchema),
};
