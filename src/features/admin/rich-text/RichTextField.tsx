import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Field, type FieldControlProps, inputClass } from '../../../components/ui/form/Field.tsx';
import { upload } from '../../../lib/api.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { uploadAnswer } from '../../../schemas/upload.ts';

/** What the shop's rich text may hold that the visual editor would drop: such a text is edited as HTML. */
const heldOnlyAsHtml = /<(table|figure|figcaption|sup|sub)\b/i;

type Props = { label: string; value: string; onChange: (html: string) => void; error?: string | undefined };

/**
 * Rich text (a policy, an article) in a visual editor that shows it as the shop will (`rich-text`), with a
 * toolbar and images uploaded to the shop, or as HTML. The server sanitises what is saved either way.
 */
export function RichTextField({ label, value, onChange, error }: Props) {
  const t = useTranslate(currentLocale());
  const [asHtml, setAsHtml] = useState(() => heldOnlyAsHtml.test(value));
  // The editor keeps the callback it was made with: it calls the latest one through here.
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }), Image],
    content: value,
    onUpdate: ({ editor: edited }) => changed.current(edited.isEmpty ? '' : edited.getHTML()),
  });
  // Another text chosen, or the HTML edited: the visual editor follows without calling back.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const visualOnly = heldOnlyAsHtml.test(value);

  return (
    <Field label={label} error={error}>
      {(props) => (
        <div className="rounded-md border border-slate-300 bg-white">
          <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-1">
            {!asHtml && <Toolbar editor={editor} />}
            <button
              type="button"
              aria-pressed={asHtml}
              disabled={visualOnly}
              onClick={() => setAsHtml(!asHtml)}
              className="ml-auto rounded px-2 py-1 text-xs text-slate-700 hover:bg-slate-100 disabled:opacity-60"
            >
              {t('richText.html')}
            </button>
          </div>
          {visualOnly && <p className="px-3 pt-2 text-xs text-slate-600">{t('richText.htmlOnly')}</p>}
          {asHtml ? (
            <textarea
              {...props}
              rows={10}
              className={`${inputClass} rounded-t-none border-0 font-mono`}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <VisualArea editor={editor} control={props} label={label} />
          )}
        </div>
      )}
    </Field>
  );
}

/** The editable area, labelled and marked in error as a field's control is (the first field in error takes the focus). */
function VisualArea({ editor, control, label }: { editor: Editor | null; control: FieldControlProps; label: string }) {
  const { id, 'aria-invalid': invalid, 'aria-describedby': describedBy } = control;
  useEffect(() => {
    const attributes: Record<string, string> = { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'aria-invalid': String(invalid) };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, id, invalid, describedBy, label]);
  return (
    <EditorContent
      editor={editor}
      className="rich-text max-h-[32rem] min-h-40 overflow-y-auto px-3 py-2 text-sm [&_.ProseMirror]:min-h-36 [&_.ProseMirror]:outline-none"
    />
  );
}

type Tool = {
  name: 'bold' | 'italic' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote';
  run: (editor: Editor) => void;
  active: (editor: Editor) => boolean;
};
const tools: Tool[] = [
  { name: 'bold', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { name: 'italic', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { name: 'h2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { name: 'h3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { name: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { name: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { name: 'blockquote', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
];

const toolClass = 'rounded px-2 py-1 text-xs text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-600 aria-pressed:text-white';

function Toolbar({ editor }: { editor: Editor | null }) {
  const t = useTranslate(currentLocale());
  const active = useEditorState({ editor, selector: ({ editor: shown }) => (shown ? tools.map((tool) => tool.active(shown)) : []) });
  const [uploading, setUploading] = useState(false);
  if (!editor) return null;

  const link = () => {
    const href = window.prompt(t('richText.linkAddress'), editor.getAttributes('link').href ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const addImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await upload('upload', file, uploadAnswer, file.name);
      // Read aloud in place of the picture: what it shows.
      const alt = window.prompt(t('richText.imageAlt'), '') ?? '';
      editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
    } catch {
      // The client has shown the reason.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div role="toolbar" aria-label={t('richText.toolbar')} className="flex flex-wrap gap-1">
      {tools.map((tool, index) => (
        <button key={tool.name} type="button" aria-pressed={active?.[index] ?? false} onClick={() => tool.run(editor)} className={toolClass}>
          {t(`richText.tool.${tool.name}`)}
        </button>
      ))}
      <button type="button" aria-pressed={editor.isActive('link')} onClick={link} className={toolClass}>
        {t('richText.tool.link')}
      </button>
      <label className={`${toolClass} cursor-pointer`}>
        {uploading ? t('upload.uploading') : t('richText.tool.image')}
        <input type="file" accept="image/jpeg,image/png" className="sr-only" disabled={uploading} onChange={(event) => void addImage(event)} />
      </label>
      <button type="button" onClick={() => editor.chain().focus().undo().run()} className={toolClass}>
        {t('richText.tool.undo')}
      </button>
      <button type="button" onClick={() => editor.chain().focus().redo().run()} className={toolClass}>
        {t('richText.tool.redo')}
      </button>
    </div>
  );
}
