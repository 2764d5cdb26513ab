/** A driver as lists and pickers name him: 'Nome Sobrenome'. */
export const nomeDoPiloto = (record: { nome?: string; sobrenome?: string } | undefined) =>
  [record?.nome, record?.sobrenome].filter(Boolean).join(' ');
