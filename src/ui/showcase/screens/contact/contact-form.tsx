import type { FormEvent } from 'react'
import buttons from '../../components/buttons.module.css'
import { Field } from '../../../components/forms/field'
import { SubmissionMessage } from '../../../components/forms/form-messages'
import { ConsentField, EmailAndPhoneRow, formText, Honeypot } from '../../../components/forms/form-parts'
import forms from '../../../components/forms/forms.module.css'
import { SubmitButton } from '../../../components/forms/submit-button'
import { useSubmission } from '../../forms/use-submission'
import { useShowcase } from '../../showcase-context'

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
    <form className={`${forms.stack} ${forms.public}`} onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Écrivez-nous</h2>
      <div className={forms.columns}>
        <Field id="name" label="Nom et prénom" required sayRequirement>
          {(props) => <input {...props} name="name" type="text" autoComplete="name" className={forms.input} />}
        </Field>
        <Field id="company" label="Société" sayRequirement>
          {(props) => (
            <input {...props} name="company" type="text" autoComplete="organization" className={forms.input} />
          )}
        </Field>
      </div>
      <EmailAndPhoneRow />
      <Field id="subject" label="Objet" required sayRequirement>
        {(props) => <input {...props} name="subject" type="text" defaultValue={subject} className={forms.input} />}
      </Field>
      <Field
        id="message"
        label="Message"
        required
        sayRequirement
        hint="Produit à emballer, quantités, finitions, date de livraison souhaitée…"
      >
        {(props) => <textarea {...props} name="message" rows={7} className={forms.textarea} />}
      </Field>
      <Honeypot />
      <ConsentField purpose="répondre à votre demande" retention="trois ans après notre dernier échange" />
      <SubmissionMessage state={state} />
      <div className={forms.actions}>
        <SubmitButton className={buttons.primary} busy={state.status === 'sending'} busyLabel="Envoi en cours…">
          Envoyer le message
        </SubmitButton>
      </div>
    </form>
  )
}
