import { type FormEvent, useState } from 'react'
import { cvProblem } from '../../../../application/showcase/cv-file'
import buttons from '../../components/buttons.module.css'
import { ConsentField, EmailAndPhoneRow, Field, formText, Honeypot, SubmissionMessage } from '../../forms/form-parts'
import { CV_PROBLEM_MESSAGES } from '../../forms/submission-messages'
import { useSubmission } from '../../forms/use-submission'
import { useShowcase } from '../../showcase-context'
import styles from '../../forms/forms.module.css'

const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** A job application: identity, an optional message and the CV, sent as one multipart request. */
export function ApplicationForm({ jobSlug }: { jobSlug: string }) {
  const { reader } = useShowcase()
  const { state, submit, fail } = useSubmission()
  // Remounting the file input is the only way to clear it after a successful application.
  const [formKey, setFormKey] = useState(0)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    // From the input itself: the chosen file, or none (FormData would give an empty placeholder).
    const input = form.elements.namedItem('cv')
    const file = input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null
    const problem = cvProblem(file)
    if (problem !== null || file === null) return fail(CV_PROBLEM_MESSAGES[problem ?? 'missing'])
    const sent = await submit(() =>
      reader.applyToJob(jobSlug, {
        firstName: formText(data, 'first_name'),
        lastName: formText(data, 'last_name'),
        email: formText(data, 'email'),
        phone: formText(data, 'phone'),
        message: formText(data, 'message'),
        consent: data.get('consent') === 'on',
        website: formText(data, 'website'),
        cv: file,
      }),
    )
    if (sent) setFormKey((key) => key + 1)
  }

  return (
    <form key={formKey} className={styles.form} onSubmit={onSubmit} aria-labelledby="apply-title">
      <div className={styles.row}>
        <Field id="first_name" label="Prénom" required>
          {(props) => <input {...props} name="first_name" type="text" autoComplete="given-name" className={styles.control} />}
        </Field>
        <Field id="last_name" label="Nom" required>
          {(props) => <input {...props} name="last_name" type="text" autoComplete="family-name" className={styles.control} />}
        </Field>
      </div>
      <EmailAndPhoneRow />
      <Field id="cv" label="Votre CV" required hint="Format PDF, DOC ou DOCX, 5 Mo maximum.">
        {/* Checked by cvProblem with a French message rather than by the browser's own. */}
        {({ required, ...props }) => <input {...props} aria-required={required} name="cv" type="file" accept={CV_ACCEPT} className={`${styles.control} ${styles.file}`} />}
      </Field>
      <Field id="message" label="Message" hint="Vos motivations, vos disponibilités…">
        {(props) => <textarea {...props} name="message" rows={6} className={styles.control} />}
      </Field>
      <Honeypot />
      <ConsentField purpose="étudier votre candidature" retention="deux ans après notre dernier échange si elle n’est pas retenue" />
      <SubmissionMessage state={state} />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={state.status === 'sending'}>
          {state.status === 'sending' ? 'Envoi en cours…' : 'Envoyer ma candidature'}
        </button>
      </div>
    </form>
  )
}
