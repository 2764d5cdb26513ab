import { ConsoleRichTextInput } from './rich-text-input.tsx';
import { blankHtml, translatable } from './form-values.ts';

/** The "about" text of a circuit, driver, team or manufacturer as the contract reads it. */
export const sobreOf = (values: Record<string, unknown>) => translatable(values.sobre, blankHtml);

/**
 * The "about" text in Portuguese and, optionally, in English (the Fórmula 4 pages): rich text,
 * sanitised by the server.
 */
export function SobreInputs() {
  return (
    <>
      <ConsoleRichTextInput source="sobre.pt-br" label="console.sobre.pt" fullWidth />
      <ConsoleRichTextInput source="sobre.en" label="console.sobre.en" fullWidth />
    </>
  );
}
