import { ConsoleEdit } from '../../components/console-edit.tsx';
import { PerguntaForm, prepareQuestion } from './pergunta-form.tsx';

/** The answers are sent as a whole; the server replaces them (their ids are not kept). */
const transform = (values: Record<string, unknown>) => {
  const prepared = prepareQuestion(values);
  const respostas = Array.isArray(prepared.respostas)
    ? prepared.respostas.map(({ descricao, correta }: Record<string, unknown>) => ({
        descricao,
        correta,
      }))
    : prepared.respostas;
  return { ...prepared, respostas };
};

export default function PerguntasEdit() {
  return (
    <ConsoleEdit transform={transform} redirect="list">
      <PerguntaForm />
    </ConsoleEdit>
  );
}
