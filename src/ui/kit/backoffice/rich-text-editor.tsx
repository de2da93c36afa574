import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect } from 'react'
import { ImageTool } from './rich-text-image-tool'
import { LinkTool } from './rich-text-link-tool'
import styles from './rich-text-editor.module.css'

/*
 * Back-office kit: a rich-text editor on @tiptap/react (decision 036), limited to what the server keeps
 * (server/platform/shared/rich-text.ts: p, h2, h3, ul, ol, li, strong, em, a, blockquote, br, and img of the
 * media library), so what the
 * administrator sees is what the site shows. Load it lazily (./rich-text-field.tsx does) so the tiptap
 * code stays in its own chunk.
 *
 *   <RichTextEditor id="champ-body_html" labelId="champ-body_html-libelle" value={html} onChange={setHtml} />
 *
 * The toolbar's buttons are labelled and say their state with aria-pressed; Tab reaches each of them and
 * the editable area, which is named by the field's label (`labelId`) and described by its hint/error.
 */

export type RichTextEditorProps = {
  readonly id: string
  readonly labelId: string
  readonly value: string
  readonly onChange: (html: string) => void
  readonly onBlur?: () => void
  readonly describedBy?: string
  readonly invalid?: boolean
}

type Tool = { label: string; active: (editor: Editor) => boolean; run: (editor: Editor) => void }

const TOOLS: readonly Tool[] = [
  { label: 'Gras', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italique', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Titre 2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Titre 3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Liste à puces',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Liste numérotée',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Citation',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
]

// The server's allow-list: everything else StarterKit offers is switched off.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: false,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { rel: null, target: null },
    },
  }),
  // Images come only from the media library, through the Image tool (./rich-text-image-tool.tsx).
  Image.configure({ inline: false, allowBase64: false }),
]

const EMPTY = '<p></p>'

export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, labelId, value, onChange, onBlur, describedBy, invalid } = props
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value === '' ? EMPTY : value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
        ...(invalid === true ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  })
  // A value set from outside (a version restored from the history, decision 069) replaces the text; the
  // editor's own changes come back equal and change nothing.
  useEffect(() => {
    if (editor.isDestroyed || value === (editor.isEmpty ? '' : editor.getHTML())) return
    editor.commands.setContent(value === '' ? EMPTY : value, { emitUpdate: false })
  }, [editor, value])
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => [...TOOLS.map((tool) => tool.active(current)), current.isActive('link')],
  })
  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label="Mise en forme" aria-controls={id} className={styles.toolbar}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={styles.tool}
            aria-pressed={pressed[index] === true}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <LinkTool editor={editor} active={pressed[TOOLS.length] === true} />
        <ImageTool editor={editor} />
      </div>
      <div className={styles.area}>
        <EditorContent editor={editor} />
      </div>
    </div>
  )
}
