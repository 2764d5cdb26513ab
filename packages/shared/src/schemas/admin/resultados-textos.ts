/**
 * The Portuguese texts of race results (issue 11, area `corridas`): the rules a classification
 * follows, the publishing actions and the timing CSV's import. The API sends them; the console
 * and the tests read them from here.
 */

export const SITUACOES_CORRIDA = ['aguardando', 'provisorio', 'oficial'] as const;
export type SituacaoCorrida = (typeof SITUACOES_CORRIDA)[number];

export const NOME_SITUACAO: Record<SituacaoCorrida, string> = {
  aguardando: 'Aguardando',
  provisorio: 'Provisório',
  oficial: 'Oficial',
};

export const STATUS_RESULTADO = ['classificado', 'DNF', 'DSQ', 'DNS'] as const;
export type StatusResultado = (typeof STATUS_RESULTADO)[number];

export const NOME_STATUS: Record<StatusResultado, string> = {
  classificado: 'Classificado',
  DNF: 'DNF (abandono)',
  DSQ: 'DSQ (desclassificado)',
  DNS: 'DNS (não largou)',
};

/** A class name in a message: ' da classe A' where the category classifies per class. */
const daClasse = (classe: string) => (classe ? ` da classe ${classe}` : '');
const carros = (numeros: readonly string[]) =>
  numeros.length === 2 ? `${numeros[0]} e ${numeros[1]}` : numeros.join(', ');

export const RESULTADOS_TEXTOS = {
  naoInscrito: (numero: string, temporada: number, categoria: string) =>
    `O carro ${numero} não está inscrito na temporada ${temporada} da ${categoria}.`,
  carroRepetido: (numero: string) => `O carro ${numero} aparece mais de uma vez na classificação.`,
  semPosicao: (numero: string) => `O carro ${numero} está classificado: informe a posição.`,
  posicaoSemClassificacao: (numero: string, status: string) =>
    `O carro ${numero} está como ${status}: deixe a posição em branco.`,
  posicaoRepetida: (posicao: number, classe: string, numeros: readonly string[]) =>
    `A posição ${posicao}${daClasse(classe)} aparece mais de uma vez (carros ${carros(numeros)}).`,
  posicaoForaDeSequencia: (posicao: number, classe: string, total: number, falta: number) =>
    `Posição ${posicao}${daClasse(classe)} fora de sequência: com ${total} classificados, as posições vão de 1 a ${total}, sem pular (falta a ${falta}).`,
  largadaRepetida: (largada: number) => `A largada ${largada} aparece mais de uma vez.`,
  poleFora: (numero: string) => `O carro da pole (${numero}) não está na classificação.`,
  voltaRapidaFora: (numero: string) =>
    `O carro da volta mais rápida (${numero}) não está na classificação.`,
  voltaRapidaNaoClassificado: (numero: string, status: string) =>
    `A volta mais rápida precisa ser de um carro classificado: o carro ${numero} está como ${status}.`,
  tempoSemVoltaRapida: 'Informe o carro da volta mais rápida ou deixe o tempo dela em branco.',
  semLinhas: 'Informe ao menos uma linha da classificação.',
  linhasDemais: 'A classificação pode ter até 200 linhas.',
  numero: 'Informe o número do carro.',
  posicao: 'Informe a posição (um número inteiro de 1 a 999) ou deixe em branco.',
  voltas: 'Informe as voltas (um número inteiro, 0 ou mais) ou deixe em branco.',
  largada: 'Informe a largada (um número inteiro de 1 a 999) ou deixe em branco.',
  tempo: 'Use até 40 caracteres no tempo.',
  status: 'Escolha a situação: classificado, DNF, DSQ ou DNS.',
  semResultado: 'Esta corrida ainda não tem resultado: salve a classificação antes de oficializar.',
  jaOficial: 'O resultado desta corrida já é oficial.',
  naoOficial: 'O resultado desta corrida não é oficial: não há o que reabrir.',
} as const;

/** The timing export's import (`POST /admin/corridas/:id/importacao`, multipart `file`). */
export const IMPORTACAO_TEXTOS = {
  arquivoObrigatorio: 'Escolha o arquivo CSV da cronometragem.',
  arquivoGrande: 'O arquivo passa de 1 MB: exporte só a classificação da corrida.',
  arquivoIncompleto: 'O envio do arquivo não chegou inteiro. Tente de novo.',
  arquivoVazio: 'O arquivo está vazio.',
  codificacao:
    'O arquivo não é um texto CSV em UTF-8 ou Latin-1 (Windows-1252). Exporte a classificação da cronometragem como CSV.',
  aspas: (linha: number) => `Aspas abertas na linha ${linha} e nunca fechadas.`,
  semResultados: 'O arquivo só tem o cabeçalho: nenhuma linha de resultado.',
  linhasDemais: 'O arquivo tem mais de 200 linhas de resultado.',
  colunasFaltando: (colunas: readonly string[]) =>
    `Falta${colunas.length > 1 ? 'm' : ''} no cabeçalho a${colunas.length > 1 ? 's' : ''} coluna${colunas.length > 1 ? 's' : ''} ${colunas.join(', ')}.`,
  colunaRepetida: (coluna: string) => `A coluna ${coluna} aparece duas vezes no cabeçalho.`,
  numeroObrigatorio: 'Falta o número do carro (coluna NUM).',
  posicaoInvalida: (valor: string) =>
    `Posição inválida: "${valor}". Use um número inteiro, ou deixe em branco para quem não se classificou.`,
  voltasInvalidas: (valor: string) => `Voltas inválidas: "${valor}". Use um número inteiro.`,
  largadaInvalida: (valor: string) =>
    `Largada inválida: "${valor}". Use um número inteiro (1 é a pole).`,
  statusDesconhecido: (valor: string) =>
    `Situação desconhecida: "${valor}". Use CLASSIFICADO, DNF, DSQ ou DNS (ou deixe em branco).`,
  melhorVoltaInvalida: (valor: string) =>
    `Melhor volta inválida: "${valor}". Use minutos:segundos.milésimos, por exemplo 1:30.465.`,
  tempoLongo: 'O tempo passa de 40 caracteres.',
  pilotoDiferente: (numero: string, inscrito: string, arquivo: string) =>
    `O carro ${numero} é de ${inscrito}, não de ${arquivo}.`,
  linha: (linha: number, mensagem: string) => `Linha ${linha}: ${mensagem}`,
  invalido: (erros: number) =>
    `O arquivo tem ${erros} ${erros === 1 ? 'erro' : 'erros'}: nada foi salvo.`,
  versaoObrigatoria: 'Informe a versão da corrida para salvar.',
} as const;
