import { lazy, Suspense } from 'react'
import { RequirementMark } from '../forms/field'
import forms from '../forms/forms.module.css'

/*
 * Back-office kit: the 'richtext' kind of a ResourceForm field (./form-field.tsx). Its value is the
 * HTML; the editor (./rich-text-editor.tsx, tiptap) is loaded on first use, in its own chunk, so the
 * lists and the other forms never download it.
 */

const RichTextEditor = lazy(() => import('./rich-text-editor'))

type RichTextFieldProps = {
  readonly id: string
  readonly label: string
  readonly required?: boolean
  readonly hint?: string
  readonly error: string | null
  readonly value: string
  readonly onChange: (html: string) => void
  readonly onBlur: () => void
}

export function RichTextField({ id, label, required, hint, error, value, onChange, onBlur }: RichTextFieldProps) {
  const labelId = `${id}-libelle`
  const hintId = hint === undefined ? undefined : `${id}-aide`
  const errorId = error === null ? undefined : `${id}-erreur`
  const describedBy = [hintId, errorId].filter((part) => part !== undefined).join(' ') || undefined
  return (
    <div className={forms.field}>
      <span id={labelId} className={forms.label}>
        {label}
        <RequirementMark required={required === true} />
      </span>
      {hint === undefined ? null : (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      )}
      {error === null ? null : (
        <p id={errorId} className={forms.inlineError}>
          {error}
        </p>
      )}
      <Suspense fallback={<p role="status">Chargement de l’éditeur…</p>}>
        <RichTextEditor
          id={id}
          labelId={labelId}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          describedBy={describedBy}
          invalid={error !== null}
        />
      </Suspense>
    </div>
  )
}
