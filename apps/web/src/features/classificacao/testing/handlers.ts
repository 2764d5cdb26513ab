import {
  ClassificacaoEquipesSchema,
  ClassificacaoPilotosSchema,
} from '@stockcar/shared/schemas/racing';
import { handlerFor } from '../../../testing/fake-api.ts';
import { classificacaoEquipesPath } from '../api/get-classificacao-equipes.ts';
import { classificacaoPilotosPath } from '../api/get-classificacao-pilotos.ts';
import { TURISMO_PATH } from '../api/get-turismo.ts';

/** MSW handlers of the classificacao endpoints, for its tests (see testing/fake-api.ts). */

export const getClassificacaoEquipesHandler = handlerFor(
  'GET',
  classificacaoEquipesPath,
  ClassificacaoEquipesSchema,
);
export const getClassificacaoPilotosHandler = handlerFor(
  'GET',
  classificacaoPilotosPath,
  ClassificacaoPilotosSchema,
);
export const getTurismoHandler = handlerFor('GET', TURISMO_PATH, ClassificacaoPilotosSchema);
