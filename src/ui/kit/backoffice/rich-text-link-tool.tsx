import type { Editor } from '@tiptap/react'
import { useState } from 'react'
import { linkProblem } from '../../../domain/rich-text-links'
import forms from '../forms/forms.module.css'
import styles from './rich-text-editor.module.css'

// "Lien": on a link it removes it; elsewhere it asks for the address in a small labelled form. An address
// the site would not keep is refused here, with the reason, and the form stays open with what was typed.
export function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const [asking, setAsking] = useState(false)
  const [href, setHref] = useState('https://')
  const [problem, setProblem] = useState<string | null>(null)
  const inputId = `${editor.instanceId}-lien`
  const apply = () => {
    const address = href.trim()
    const refused = linkProblem(address)
    setProblem(refused)
    if (refused !== null) return
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run()
    setAsking(false)
  }
  const close = () => {
    setAsking(false)
    setProblem(null)
  }
  return (
    <>
      <button
        type="button"
        className={styles.tool}
        aria-pressed={active}
        aria-expanded={asking}
        onClick={() => (active ? editor.chain().focus().unsetLink().run() : asking ? close() : setAsking(true))}
      >
        Lien
      </button>
      {asking ? (
        <span className={styles.linkForm}>
          <label htmlFor={inputId}>Adresse du lien</label>
          <input
            id={inputId}
            className={forms.input}
            type="text"
            inputMode="url"
            value={href}
            aria-invalid={problem === null ? undefined : true}
            aria-describedby={problem === null ? undefined : `${inputId}-erreur`}
            // The form opens on demand, from the Lien button: typing starts here.
            autoFocus
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                apply()
              }
              if (event.key === 'Escape') close()
            }}
          />
          <button type="button" className={styles.tool} onClick={apply}>
            Appliquer le lien
          </button>
          {problem === null ? null : (
            <span id={`${inputId}-erreur`} role="alert" className={forms.inlineError}>
              {problem}
            </span>
          )}
        </span>
      ) : null}
    </>
  )
}
