import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { GENEROS, PERGUNTA_PILOTO_FAVORITO_ID } from '@stockcar/shared/schemas/clube/comum';
import { RegistroSchema } from '@stockcar/shared/schemas/clube/registro';
import { checkBirthDate } from '@stockcar/shared/validators/birth-date';
import { sameEmail } from '@stockcar/shared/validators/member-email';

type Step0 = Omit<z.input<typeof RegistroSchema>, 'responses' | 'captcha'>;

/**
 * What the member types in step 0 (texts masked as shown): the sign-up's body as the shared
 * schema takes it, but for what step 1 adds, and with '' for a choice not made yet (the
 * placeholder of gender and country), which the schema refuses.
 */
export type SignupValues = Omit<Step0, 'genero' | 'pais'> & {
  genero: Step0['genero'] | '';
  pais?: Step0['pais'] | '';
};

/** Every opt-in starts unticked (spec-deviations: consent is the member's choice). */
export const emptySignup = (): DefaultValues<SignupValues> => ({
  nome: '',
  sobrenome: '',
  genero: '',
  estrangeiro: false,
  pais: '',
  cpf: '',
  dataNascimento: '',
  EmailResponsavel: '',
  email: '',
  emailConfirm: '',
  telefone: '',
  cep: '',
  logradouro: '',
  bairro: '',
  cidade: '',
  uf: '',
  senha: '',
  senhaConfirma: '',
  optaEmail: false,
  optaSms: false,
  optaWhatsapp: false,
  aceitaTermos: false,
});

/** Ages 14 to 17: the guardian's e-mail is asked (fan-club.md §5). */
export function needsGuardian(dataNascimento: string): boolean {
  const birth = checkBirthDate(dataNascimento);
  return birth.ok && birth.needsGuardian;
}

/** The values as sent: fields the member cannot see are blank, Brazilians' country is BR. */
export function visibleValues(v: SignupValues): SignupValues {
  const address = v.estrangeiro ? { cep: '', logradouro: '', bairro: '', cidade: '', uf: '' } : {};
  return {
    ...v,
    ...address,
    pais: v.estrangeiro ? v.pais : 'BR',
    EmailResponsavel: needsGuardian(v.dataNascimento) ? v.EmailResponsavel : '',
  };
}

/** What step 1 adds: stand-ins while step 0 is checked on its own. */
const STEP_ONE = {
  responses: [{ idPesquisaPerfil: PERGUNTA_PILOTO_FAVORITO_ID, resposta: '1' }],
  captcha: 'pendente',
};

interface Issue {
  path: string;
  message: string;
}

/*
 * zod runs an object's refinement (RegistroSchema's cross-field rules: CPF, age, e-mails,
 * phone, address) only once every field passes its own rule. To show them as the member types,
 * the fields that fail are swapped for valid stand-ins and the schema runs again.
 */
const STAND_INS: Partial<Record<keyof SignupValues, string>> = {
  nome: 'Nome',
  sobrenome: 'Sobrenome',
  genero: GENEROS[0],
  email: 'substituto@example.com',
  senha: 'Substituto#2025',
};
/** A stand-in's partner keeps its relation to it (equal stays equal, different stays so). */
const PARTNERS: Partial<
  Record<keyof SignupValues, [keyof SignupValues, (a: string, b: string) => boolean]>
> = {
  email: ['emailConfirm', sameEmail],
  senha: ['senhaConfirma', (a, b) => a === b],
};

function issuesOf(input: Record<string, unknown>): Issue[] {
  const result = RegistroSchema.safeParse(input);
  return (result.error?.issues ?? []).map((i) => ({
    path: String(i.path[0] ?? ''),
    message: i.message,
  }));
}

/** Every rule step 0 breaks, by field, from the shared RegistroSchema. */
export function personalStepIssues(values: SignupValues): Issue[] {
  const input: Record<string, unknown> = { ...visibleValues(values), ...STEP_ONE };
  const issues = issuesOf(input);
  const failed = new Set(issues.map((i) => i.path));
  const patched = { ...input };
  for (const path of failed) {
    const standIn = STAND_INS[path as keyof SignupValues];
    // A failure without a stand-in came from the refinement itself: the list is complete.
    if (standIn === undefined) return issues;
    const partner = PARTNERS[path as keyof SignupValues];
    if (partner) {
      const [name, same] = partner;
      if (same(String(values[path as keyof SignupValues]), String(values[name]))) {
        patched[name] = standIn;
      }
    }
    patched[path] = standIn;
  }
  if (failed.size === 0) return issues;
  const cross = issuesOf(patched).filter((i) => !failed.has(i.path));
  return [...issues, ...cross];
}

/** Step 0 as a schema for the form's resolver: the values back when every rule passes. */
export const PersonalStepSchema = z.custom<SignupValues>().transform((values, ctx) => {
  for (const issue of personalStepIssues(values)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
  return values;
});

/** The sign-up's step 0 form. */
export type SignupForm = UseFormReturn<SignupValues, unknown, SignupValues>;
