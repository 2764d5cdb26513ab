import { nextIp, withRetries, type Api } from './client.ts';

/**
 * Form submissions of the fault test: sponsor leads, B2B proposals and talent-bank candidates,
 * each with a unique marker in one field and its own Idempotency-Key, retried with that key
 * until answered, as the web app's forms do.
 */

export type FormRoute = 'patrocinador' | 'b2b' | 'rh';
export const FORM_ROUTES: FormRoute[] = ['patrocinador', 'b2b', 'rh'];

export interface FormWrite {
  route: FormRoute;
  marker: string;
  /** The id the server answered with a 2xx; undefined when it never acknowledged. */
  ackId?: number;
  /** Answered 200, not 201: a retry found the write an unanswered try had made. */
  replayed?: boolean;
}

/** Where each route's record is found by its marker (the verification's SQL). */
export const MARKER_COLUMN: Record<FormRoute, { table: string; column: string }> = {
  patrocinador: { table: 'patrocinador_lead', column: 'empresa' },
  b2b: { table: 'b2b_proposta', column: 'nome_empresa' },
  rh: { table: 'candidato', column: 'porque' },
};

const contact = {
  nomeResponsavel: 'Ana Souza',
  cargo: 'Diretora',
  email: 'ana.souza@empresa.example.com',
  celular: '(11) 98765-4321',
};

export interface FormTargets {
  idProduto: number;
  idArea: number;
}

function request(route: FormRoute, marker: string, targets: FormTargets) {
  switch (route) {
    case 'patrocinador':
      return { path: '/Patrocinador', body: { empresa: marker, ...contact } };
    case 'b2b':
      return {
        path: '/B2B/Proposta',
        body: {
          idProduto: targets.idProduto,
          nomeEmpresa: marker,
          ...contact,
          interesse: 'camarote-coorporativo',
          objetivoNetworking: true,
        },
      };
    case 'rh':
      return {
        path: '/RH/Candidato',
        body: {
          nome: 'Joana Lima',
          email: 'joana.lima@exemplo.com',
          celular: '(21) 99876-5432',
          cep: '01310-100',
          idArea: targets.idArea,
          linkedin: 'https://www.linkedin.com/in/joana-lima',
          porque: marker,
          sonho: 'Trabalhar no box de uma equipe.',
        },
      };
  }
}

function idOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = 'id' in body ? body.id : 'idCandidato' in body ? body.idCandidato : undefined;
  return typeof value === 'number' ? value : undefined;
}

/** Submits one form until it is answered or `deadline` passes; sets `ackId` on a 2xx. */
export async function submitForm(
  api: Api,
  write: FormWrite,
  targets: FormTargets,
  deadline: number,
): Promise<void> {
  const { path, body } = request(write.route, write.marker, targets);
  const ip = nextIp();
  const headers = { 'idempotency-key': write.marker };
  const answer = await withRetries(() => api('POST', path, { ip, body, headers }), deadline);
  if (!answer) return;
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  write.ackId = idOf(answer.body);
  write.replayed = answer.status === 200;
  if (write.ackId === undefined) throw new Error(`${path} answered ${answer.status} without an id`);
}
