/** Messages of the talent bank's candidacy and its CV upload (issue 4). */
export const cvPtBr = {
  areaInvalid: 'Selecione uma área válida.',
  required: 'Anexo do Cv obrigatório',
  type: 'Formato de currículo não aceito: envie um arquivo .pdf, .doc ou .docx.',
  size: 'O currículo deve ter no máximo 5 MB.',
  unpacked: 'O arquivo .docx é grande demais depois de descompactado (máximo de 20 MB).',
  failure: 'Ocorreu um erro ao salvar o curriculo. Tente novamente',
  talentFailure: 'Algo deu errado ao enviar os dados para o Banco de talentos',
  candidateNotFound: 'Candidato não encontrado.',
  alreadySent: 'O currículo deste cadastro já foi recebido.',
  malformed: 'O envio do currículo chegou incompleto. Tente novamente.',
} as const;
