import type { Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { isoToDateBr } from '@stockcar/shared/validators/birth-date';
import { maskCpf } from '@stockcar/shared/validators/cpf';
import type { Db } from '../../../db/client.ts';
import { pendingPhone } from '../repository/enderecos.ts';
import { favouriteOf } from '../repository/piloto-favorito.ts';
import type { Usuario } from '../repository/usuarios.ts';

/** A member row as the spec's User (fan-club.md §3). */
export async function toPerfil(db: Db, u: Usuario): Promise<Perfil> {
  return {
    idUsuario: u.id,
    name: u.nome,
    sobrenome: u.sobrenome,
    genero: u.genero,
    cpf: u.cpf ? maskCpf(u.cpf) : '',
    dataNascimento: u.dataNascimento ? isoToDateBr(u.dataNascimento) : '',
    email: u.email,
    emailConfirm: u.email,
    phone: u.telefone,
    cep: u.cep,
    logradouro: u.logradouro,
    bairro: u.bairro,
    cidade: u.cidade,
    uf: u.uf,
    pais: u.pais,
    estrangeiro: u.estrangeiro,
    cadastroCompleto: u.cadastroCompleto,
    celularAtivo: u.celularAtivo,
    dataAlteracaoCelular: u.dataAlteracaoCelular?.toISOString() ?? null,
    telefonePendente: await pendingPhone(db, u.id),
    aceitaFluxoFanpush: u.aceitaFluxoFanpush,
    emailOptin: u.emailOptin,
    smsOptin: u.smsOptin,
    whatsAppOptin: u.whatsappOptin,
    createdAt: u.criadoEm.toISOString(),
    updatedAt: u.atualizadoEm.toISOString(),
    foto: u.foto,
    pilotoFavorito: await favouriteOf(db, u.pilotoFavoritoId),
  };
}
