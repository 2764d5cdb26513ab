import type { Perfil } from '@stockcar/shared/schemas/clube-perfil';

/**
 * The member's data as `PUT`/`POST /Perfil` take it back, echoed from `GET /Perfil`: both
 * calls save the whole record, so a screen that changes one thing sends the rest as it was.
 */
export function memberFieldsOf(perfil: Perfil) {
  return {
    name: perfil.name,
    sobrenome: perfil.sobrenome,
    genero: perfil.genero,
    cpf: perfil.cpf,
    dataNascimento: perfil.dataNascimento,
    email: perfil.email,
    // The server checks the confirmation against the e-mail; the address is not changing.
    emailConfirm: perfil.email,
    phone: perfil.phone,
    cep: perfil.cep,
    logradouro: perfil.logradouro,
    bairro: perfil.bairro,
    cidade: perfil.cidade,
    uf: perfil.uf,
    estrangeiro: perfil.estrangeiro,
  };
}
