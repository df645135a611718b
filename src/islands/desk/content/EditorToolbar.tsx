import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { inputClass } from '../../forms/fields';
import type { TFunction } from '../../../lib/i18n/translator';

type Mark = 'bold' | 'italic' | 'underline' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote';
type ButtonKey = 'bold' | 'italic' | 'underline' | 'heading' | 'subheading' | 'bullet-list' | 'ordered-list' | 'quote';

const MARKS: { mark: Mark; key: ButtonKey; active: (editor: Editor) => boolean; toggle: (editor: Editor) => void }[] = [
  { mark: 'bold', key: 'bold', active: (e) => e.isActive('bold'), toggle: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', key: 'italic', active: (e) => e.isActive('italic'), toggle: (e) => e.chain().focus().toggleItalic().run() },
  { mark: 'underline', key: 'underline', active: (e) => e.isActive('underline'), toggle: (e) => e.chain().focus().toggleUnderline().run() },
  { mark: 'h2', key: 'heading', active: (e) => e.isActive('heading', { level: 2 }), toggle: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { mark: 'h3', key: 'subheading', active: (e) => e.isActive('heading', { level: 3 }), toggle: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { mark: 'bulletList', key: 'bullet-list', active: (e) => e.isActive('bulletList'), toggle: (e) => e.chain().focus().toggleBulletList().run() },
  { mark: 'orderedList', key: 'ordered-list', active: (e) => e.isActive('orderedList'), toggle: (e) => e.chain().focus().toggleOrderedList().run() },
  { mark: 'blockquote', key: 'quote', active: (e) => e.isActive('blockquote'), toggle: (e) => e.chain().focus().toggleBlockquote().run() },
];

const button = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm hover:bg-gray-100 aria-pressed:bg-gray-800 aria-pressed:text-white disabled:opacity-50';

/**
 * The editor's formatting buttons (docs/product.md, "Content desk"): a labelled toolbar, each
 * button named and saying whether its format is on; arrow keys move between the buttons, and
 * the editor's own shortcuts (Ctrl+B, Ctrl+I, Ctrl+U) work as well.
 */
export function EditorToolbar({ editor, t, label }: { editor: Editor; t: TFunction; label: string }) {
  const id = useId();
  const [href, setHref] = useState('');
  const active = useEditorState({ editor, selector: ({ editor: e }) => Object.fromEntries(MARKS.map(({ mark, active: on }) => [mark, on(e)])) });

  // Arrow keys move along the toolbar, as a toolbar's keyboard pattern has it.
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
    event.preventDefault();
  };

  const applyLink = () => {
    const address = href.trim();
    if (address === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
  };

  return (
    <div className="space-y-2 border-b border-gray-200 p-2">
      <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1" onKeyDown={moveFocus}>
        {MARKS.map(({ mark, key, toggle }) => (
          <button key={mark} type="button" className={button} aria-pressed={active[mark] === true} onClick={() => toggle(editor)}>
            {t(`desk-content:editor.${key}`)}
          </button>
        ))}
        <button type="button" className={button} onClick={() => editor.chain().focus().undo().run()}>{t('desk-content:editor.undo')}</button>
        <button type="button" className={button} onClick={() => editor.chain().focus().redo().run()}>{t('desk-content:editor.redo')}</button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-href`} className="block text-xs font-medium text-gray-700">{t('desk-content:editor.link-address')}</label>
          <input id={`${id}-href`} type="url" inputMode="url" className={inputClass} value={href} placeholder="https://"
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); applyLink(); } }} />
        </div>
        <button type="button" className={button} onClick={applyLink}>{t('desk-content:editor.link-apply')}</button>
      </div>
    </div>
  );
}
