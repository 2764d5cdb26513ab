import type { Perfil } from '@stockcar/shared/schemas/clube-perfil';

/** A complete member profile as `GET /Perfil` answers it; tests override what they test. */
export function perfil(overrides: Partial<Perfil> = {}): Perfil {
  return {
    idUsuario: 42,
    name: 'Ana',
    sobrenome: 'Souza',
    email: 'ana@example.com',
    cpf: '529.982.247-25',
    foto: 'aGVsbG8=',
    cadastroCompleto: true,
    genero: 'Feminino',
    dataNascimento: '10/05/1990',
    emailConfirm: 'ana@example.com',
    phone: '(11) 98765-4321',
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    pais: 'Brasil',
    estrangeiro: false,
    celularAtivo: true,
    dataAlteracaoCelular: null,
    telefonePendente: '',
    aceitaFluxoFanpush: false,
    emailOptin: true,
    smsOptin: false,
    whatsAppOptin: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    pilotoFavorito: {
      id: 10,
      nome: 'Daniel Silva',
      numero: '29',
      imagem: '/img/10.png',
      background: '',
      capacete: '',
      carro3d: '',
    },
    ...overrides,
  };
}
