import { useState } from 'react';
import { PESQUISA_FASES, PESQUISA_RECOMPENSAS } from '@stockcar/shared/schemas/clube-conteudo';

/** The survey's two intro screens; the second starts it. */
export function SurveyIntro({ onStart }: { onStart: () => void }) {
  const [screen, setScreen] = useState(0);
  if (screen === 0) {
    return (
      <div className="club-survey__intro">
        <p>
          Responda à nossa pesquisa e ganhe prêmios! São {PESQUISA_FASES} voltas, e cada volta
          completa vale um prêmio:
        </p>
        <ol>
          {PESQUISA_RECOMPENSAS.map((r, i) => (
            <li key={r.premio}>
              {i + 1}ª volta: {r.premio}
            </li>
          ))}
        </ol>
        <button type="button" className="button" onClick={() => setScreen(1)}>
          Quero participar
        </button>
      </div>
    );
  }
  return (
    <div className="club-survey__intro">
      <p>
        As perguntas aparecem uma de cada vez. Em algumas você pode marcar mais de uma opção. Você
        pode parar quando quiser e continuar depois, do ponto em que parou.
      </p>
      <button type="button" className="button" onClick={onStart}>
        Começar a pesquisa
      </button>
    </div>
  );
}
