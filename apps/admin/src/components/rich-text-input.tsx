import { ToggleButton, ToggleButtonGroup, type ToggleButtonProps } from '@mui/material';
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useEffect, useMemo, useState } from 'react';
import { useResourceContext, useTranslateLabel } from 'react-admin';

/** The toolbar's texts (the console is pt-BR only). */
export const RICH_TEXT_TEXTS = {
  nivel: 'Nível do texto',
  paragrafo: 'Parágrafo',
  titulo: 'Título da seção (H2)',
  subtitulo: 'Subtítulo (H3)',
} as const;

type Level = 'p' | 'h2' | 'h3';

const levelOf = (editor: ReturnType<typeof useTiptapEditor>): Level => {
  if (editor?.isActive('heading', { level: 2 })) return 'h2';
  if (editor?.isActive('heading', { level: 3 })) return 'h3';
  return 'p';
};

/**
 * Paragraph / section title / subtitle as toggle buttons. ra-input-rich-text's own level select
 * puts list items in a `nav` without a list (an axe violation); the public article's headings
 * under its H1 are H2 and H3.
 */
function LevelButtons({ size }: { size: ToggleButtonProps['size'] }) {
  const editor = useTiptapEditor();
  const [level, setLevel] = useState<Level>(() => levelOf(editor));
  useEffect(() => {
    if (!editor) return;
    const update = () => setLevel(levelOf(editor));
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);
  const choose = (value: Level | null) => {
    if (!editor || value === null) return;
    const chain = editor.chain().focus();
    if (value === 'p') chain.setNode('paragraph').run();
    else chain.setNode('heading', { level: value === 'h2' ? 2 : 3 }).run();
  };
  return (
    <ToggleButtonGroup
      size={size}
      exclusive
      value={level}
      onChange={(_, value: Level | null) => choose(value)}
      aria-label={RICH_TEXT_TEXTS.nivel}
      disabled={!editor?.isEditable}
      // Targets of 24 px at least (WCAG 2.5.8): a one-letter label alone is narrower.
      sx={{ '& .MuiToggleButton-root': { minWidth: 40 } }}
    >
      <ToggleButton
        value="p"
        aria-label={RICH_TEXT_TEXTS.paragrafo}
        title={RICH_TEXT_TEXTS.paragrafo}
      >
        P
      </ToggleButton>
      <ToggleButton value="h2" aria-label={RICH_TEXT_TEXTS.titulo} title={RICH_TEXT_TEXTS.titulo}>
        H2
      </ToggleButton>
      <ToggleButton
        value="h3"
        aria-label={RICH_TEXT_TEXTS.subtitulo}
        title={RICH_TEXT_TEXTS.subtitulo}
      >
        H3
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * The console's rich-text field (TipTap through ra-input-rich-text; the server sanitises the
 * HTML): the editing area is named by the field's label for screen readers, and the toolbar
 * keeps what the public pages render (levels, bold/italic, alignment, lists, links, quotes),
 * with buttons large enough to tap.
 */
export function ConsoleRichTextInput(props: RichTextInputProps) {
  const { source, label } = props;
  const resource = useResourceContext(props);
  const translateLabel = useTranslateLabel();
  const name = String(translateLabel({ source, resource, label }) ?? source);
  // Memoised: the editor is rebuilt whenever its options object changes.
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name },
      },
    }),
    [name],
  );
  return (
    <RichTextInput
      {...props}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar size="medium">
          <LevelButtons size="medium" />
          <FormatButtons size="medium" />
          <AlignmentButtons size="medium" />
          <ListButtons size="medium" />
          <LinkButtons size="medium" />
          <QuoteButtons size="medium" />
          <ClearButtons size="medium" />
        </RichTextInputToolbar>
      }
    />
  );
}
