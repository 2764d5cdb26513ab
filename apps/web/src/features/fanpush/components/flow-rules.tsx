import { FANPUSH_PICKS, FANPUSH_TOP } from '@stockcar/shared/schemas/fanpush';

/** The Fan Push's flow, which the member accepts once before the first vote. */
export function FlowRules() {
  return (
    <div className="fanpush-rules">
      <h2 className="fanpush__subtitle">Como funciona o Fanpush</h2>
      <ol>
        <li>A votação de cada etapa fica aberta por um período antes da corrida.</li>
        <li>Escolha exatamente {FANPUSH_PICKS} pilotos diferentes e confirme os seus votos.</li>
        <li>
          Enviaremos um token por SMS para o seu celular validado: o voto só vale depois de
          confirmado com ele.
        </li>
        <li>
          Cada sócio vota uma vez por etapa; depois de confirmado, o voto não pode ser alterado.
        </li>
        <li>
          Os {FANPUSH_TOP} pilotos mais votados recebem o Fanpush, o impulso extra na corrida.
        </li>
      </ol>
    </div>
  );
}
