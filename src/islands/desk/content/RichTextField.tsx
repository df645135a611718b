import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { htmlLang, textDirection, type Language } from '../../../lib/i18n/languages';
import type { TFunction } from '../../../lib/i18n/translator';
import { EditorToolbar } from './EditorToolbar';

interface Options {
  /** What the editor opens with. */
  html: string;
  /** The language of the text (its `lang` and direction), which is not always the page's. */
  language: Language;
  /** Taller for an article's body, shorter for an FAQ answer. */
  size: 'article' | 'answer';
  onUpdate?: () => void;
}

/** A rich-text editor and the id of the label that names its text box. */
export interface RichText {
  editor: Editor | null;
  labelId: string;
}

const HEIGHTS = { article: 'min-h-64', answer: 'min-h-32' } as const;

/**
 * The content desk's one rich-text editor (docs/product.md, "Content desk"): TipTap with the
 * formats the pages' sanitiser keeps (headings, bold, italic, underline, lists, quotes, links);
 * no code. The provider sanitises whatever is saved.
 */
export function useRichText({ html, language, size, onUpdate }: Options): RichText {
  const labelId = `${useId()}-label`;
  const editor = useEditor({
    extensions: [StarterKit.configure({
      heading: { levels: [2, 3] },
      link: { openOnClick: false, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
      code: false, codeBlock: false,
    })],
    content: html,
    immediatelyRender: false,
    ...(onUpdate ? { onUpdate } : {}),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        lang: htmlLang(language),
        dir: textDirection(language),
        class: `prose ${HEIGHTS[size]} p-3 focus:outline-2 focus:outline-primary-ink`,
      },
    },
  });
  return { editor, labelId };
}

/** The editor's label, toolbar and text box. */
export function RichTextField({ richText, label, t }: { richText: RichText; label: string; t: TFunction }) {
  const { editor, labelId } = richText;
  return (
    <div>
      <p id={labelId} className="mb-1 text-sm font-medium">{label}</p>
      <div className="rounded-md border border-gray-300 bg-white">
        {editor && <EditorToolbar editor={editor} t={t} label={t('desk-content:editor.toolbar')} />}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
