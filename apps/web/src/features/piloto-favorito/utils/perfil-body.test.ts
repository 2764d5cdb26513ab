import { describe, expect, it } from 'vitest';
import { PerfilComFotoSchema } from '@stockcar/shared/schemas/clube-perfil';
import { perfil } from '../../../testing/perfil.ts';
import { favouriteDriverBody } from './perfil-body.ts';

describe('favouriteDriverBody', () => {
  it('echoes the profile, confirms the same e-mail and sends only the driver id', () => {
    const body = favouriteDriverBody(perfil({ emailConfirm: '' }), 11);
    expect(body).toEqual({
      name: 'Ana',
      sobrenome: 'Souza',
      genero: 'Feminino',
      cpf: '529.982.247-25',
      dataNascimento: '10/05/1990',
      email: 'ana@example.com',
      emailConfirm: 'ana@example.com',
      phone: '(11) 98765-4321',
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      estrangeiro: false,
      pilotoFavorito: { id: 11 },
    });
  });

  it('leaves the photo out, so the server keeps it', () => {
    expect(favouriteDriverBody(perfil(), 11)).not.toHaveProperty('foto');
  });

  it('passes the server schema for a complete profile', () => {
    expect(PerfilComFotoSchema.safeParse(favouriteDriverBody(perfil(), 11)).success).toBe(true);
  });
});
