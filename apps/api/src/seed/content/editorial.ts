import type { StorageService } from '../../services/storage.ts';
import { bannerSvg, partnerLogoSvg } from '../artwork.ts';

/** Corporate hospitality products (B2B) with real-looking content. */
export async function b2bProducts(storage: StorageService, now: Date) {
  const year = now.getUTCFullYear();
  const img = (name: string, title: string) =>
    storage.putPublic(
      `seed/b2b-${name}.svg`,
      bannerSvg(title, 'Experiências corporativas', '#ffc20e', '#0d0d12'),
    );
  return [
    {
      nome: 'Camarote Reta Oposta',
      imagem: await img('camarote', 'Camarote Reta Oposta'),
      conteudo:
        '<p>Vista privilegiada da reta oposta, open bar e open food, telão com a transmissão e acesso à visitação dos boxes.</p>',
      descricao:
        '<p>Capacidade para até 40 convidados por empresa. Inclui estacionamento, credenciais e recepção com monitores bilíngues.</p>',
      dataInicio: `${year}-12-12`,
      dataFim: `${year}-12-13`,
      local: 'Autódromo José Carlos Pace (Interlagos)',
      cidade: 'São Paulo',
      uf: 'SP',
      ordem: 0,
    },
    {
      nome: 'Grid Experience',
      imagem: await img('grid', 'Grid Experience'),
      conteudo:
        '<p>Acesso ao grid de largada minutos antes da corrida, com fotos ao lado dos carros e encontro com os pilotos.</p>',
      descricao: '<p>Grupos de até 15 pessoas, com acompanhamento da equipe de hospitalidade.</p>',
      dataInicio: null,
      dataFim: null,
      local: 'Todas as etapas',
      cidade: '',
      uf: '',
      ordem: 1,
    },
    {
      nome: 'Volta Rápida',
      imagem: await img('volta', 'Volta Rápida'),
      conteudo:
        '<p>Uma volta no circuito no banco do carona de um carro de corrida, guiado por piloto profissional.</p>',
      descricao: '<p>Inclui briefing de segurança, macacão e capacete.</p>',
      dataInicio: `${year}-11-28`,
      dataFim: `${year}-11-29`,
      local: 'Autódromo Velocitta',
      cidade: 'Mogi Guaçu',
      uf: 'SP',
      ordem: 2,
    },
    {
      nome: 'Ativações de marca',
      imagem: await img('ativacoes', 'Ativações de marca'),
      conteudo:
        '<p>Espaços na Fan Zone, ações no paddock e conteúdo com pilotos para a sua marca.</p>',
      descricao: '<p>Projetos sob medida com a equipe comercial.</p>',
      dataInicio: null,
      dataFim: null,
      local: 'Fan Zone',
      cidade: '',
      uf: '',
      ordem: 3,
    },
  ];
}

export const HR_AREAS = [
  'Administrativo',
  'Comercial',
  'Comunicação',
  'Engenharia',
  'Eventos',
  'Financeiro',
  'Hospitalidade',
  'Jurídico',
  'Logística',
  'Marketing',
  'Mídias Sociais',
  'Operações de Pista',
  'Produção de TV',
  'Recursos Humanos',
  'Segurança',
  'Tecnologia',
  'Transmissão Digital',
  'Vendas de Ingressos',
];

export async function testimonials(storage: StorageService) {
  const people = [
    {
      nome: 'Carla Menezes',
      cargo: 'Coordenadora de Eventos',
      depoimento:
        'Cada etapa é um evento novo: montar uma cidade dentro do autódromo em três dias é o que me move.',
    },
    {
      nome: 'Rafael Torres',
      cargo: 'Engenheiro de Operações',
      depoimento:
        'Trabalhar com segurança de pista ao lado dos melhores comissários do país é um aprendizado diário.',
    },
    {
      nome: 'Luana Prado',
      cargo: 'Analista de Mídias Sociais',
      depoimento: 'Conto a história das corridas para milhões de fãs, do grid ao pódio.',
    },
    {
      nome: 'Diego Santana',
      cargo: 'Produtor de TV',
      depoimento: 'Levar a emoção da corrida para a casa das pessoas, ao vivo, é adrenalina pura.',
    },
  ];
  return Promise.all(
    people.map(async (p, i) => ({
      ...p,
      imagem: await storage.putPublic(
        `seed/depoimento-${i + 1}.svg`,
        partnerLogoSvg(p.nome.split(' ')[0] ?? '', 30 + i * 70),
      ),
      ordem: i,
    })),
  );
}
