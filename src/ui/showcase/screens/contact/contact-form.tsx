import type { FormEvent } from 'react'
import buttons from '../../components/buttons.module.css'
import { ConsentField, EmailAndPhoneRow, Field, formText, Honeypot, SubmissionMessage } from '../../forms/form-parts'
import { useSubmission } from '../../forms/use-submission'
import { useShowcase } from '../../showcase-context'
import styles from '../../forms/forms.module.css'

/** The contact form; the server checks every field and answers in French, shown as it is. */
export function ContactForm({ subject }: { subject: string }) {
  const { reader } = useShowcase()
  const { state, submit } = useSubmission()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const sent = await submit(() =>
      reader.sendContact({
        name: formText(data, 'name'),
        email: formText(data, 'email'),
        company: formText(data, 'company'),
        phone: formText(data, 'phone'),
        subject: formText(data, 'subject'),
        message: formText(data, 'message'),
        consent: data.get('consent') === 'on',
        website: formText(data, 'website'),
      }),
    )
    if (sent) form.reset()
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Écrivez-nous</h2>
      <div className={styles.row}>
        <Field id="name" label="Nom et prénom" required>
          {(props) => <input {...props} name="name" type="text" autoComplete="name" className={styles.control} />}
        </Field>
        <Field id="company" label="Société">
          {(props) => <input {...props} name="company" type="text" autoComplete="organization" className={styles.control} />}
        </Field>
      </div>
      <EmailAndPhoneRow />
      <Field id="subject" label="Objet" required>
        {(props) => <input {...props} name="subject" type="text" defaultValue={subject} className={styles.control} />}
      </Field>
      <Field id="message" label="Message" required hint="Produit à emballer, quantités, finitions, date de livraison souhaitée…">
        {(props) => <textarea {...props} name="message" rows={7} className={styles.control} />}
      </Field>
      <Honeypot />
      <ConsentField purpose="répondre à votre demande" retention="trois ans après notre dernier échange" />
      <SubmissionMessage state={state} />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={state.status === 'sending'}>
          {state.status === 'sending' ? 'Envoi en cours…' : 'Envoyer le message'}
        </button>
      </div>
    </form>
  )
}
