import type { ButtonHTMLAttributes } from 'react'
import styles from './forms.module.css'

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

/** The button that sends a form: disabled and marked busy while its request is under way. */
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
  return (
    <button
      {...rest}
      type={type}
      className={className ?? VARIANTS[variant]}
      disabled={busy === true || disabled}
      aria-busy={busy}
    >
      {busy === true && busyLabel !== undefined ? busyLabel : children}
    </button>
  )
}
