import type { ButtonHTMLAttributes } from 'react'
import styles from './forms.module.css'
import { useHydrated } from './use-hydrated'

const VARIANTS = { primary: styles.button, secondary: styles.secondary, danger: styles.danger } as const

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** True while this button's own request runs: the button says so and cannot be pressed twice. */
  readonly busy?: boolean
  /** Said instead of the label while busy (the public site's "Envoi en cours…"). */
  readonly busyLabel?: string
  readonly variant?: keyof typeof VARIANTS
  /** A form may hold a second action that sends through its own handler rather than the submit event. */
  readonly type?: 'submit' | 'button'
}

/**
 * The button that sends a form: disabled and marked busy while its request is under way. On a page the
 * server rendered it also waits for the scripts: pressed before them, the browser would send the form
 * itself (a GET with every field in the address) and the visitor would lose what they typed.
 */
export function SubmitButton({
  busy,
  busyLabel,
  variant = 'primary',
  type = 'submit',
  className,
  disabled = false,
  children,
  ...rest
}: SubmitButtonProps) {
  const hydrated = useHydrated()
  return (
    <button
      {...rest}
      type={type}
      className={className ?? VARIANTS[variant]}
      disabled={busy === true || disabled || (type === 'submit' && !hydrated)}
      aria-busy={busy}
    >
      {busy === true && busyLabel !== undefined ? busyLabel : children}
    </button>
  )
}
