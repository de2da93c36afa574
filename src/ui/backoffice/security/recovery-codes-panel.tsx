import { useEffect, useRef } from 'react'
import forms from '../../kit/forms/forms.module.css'

export const RECOVERY_CODES_WARNING =
  'Ces codes ne seront plus affichés : téléchargez-les ou notez-les maintenant et gardez-les en lieu sûr. ' +
  'Chacun permet une seule connexion si vous n’avez plus accès à votre application d’authentification.'

export const RECOVERY_CODES_FILE = 'codes-de-secours-ecrin.txt'

/** The text file "Télécharger les codes" saves: one code a line, after a line saying what they are. */
export function recoveryCodesText(codes: readonly string[]): string {
  return ['Codes de secours Écrin (chacun ne sert qu’une fois) :', ...codes, ''].join('\n')
}

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = RECOVERY_CODES_FILE
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * The ten recovery codes, shown once (decision 063). The heading takes the focus: the form that led here
 * is gone, and the keyboard must not fall back to the page's start.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby="codes-de-secours">
      <h2 id="codes-de-secours" ref={heading} tabIndex={-1}>
        Vos codes de secours
      </h2>
      <p role="alert" className={forms.notice}>
        {RECOVERY_CODES_WARNING}
      </p>
      <ul aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={forms.actions}>
        <button type="button" className={forms.button} onClick={() => download(codes)}>
          Télécharger les codes
        </button>
        <button type="button" className={forms.secondary} onClick={onDone}>
          J’ai conservé mes codes
        </button>
      </div>
    </section>
  )
}
