import { type FormEvent, useState } from 'react'
import { COMPANY_MAX_LENGTH, ContactBody, MESSAGE_MAX_LENGTH } from '../../../contract/showcase/submissions'
import buttons from '../components/buttons.module.css'
import { Field } from '../../kit/forms/field'
import { SubmissionMessage } from '../../kit/forms/form-messages'
import { ConsentField, EmailAndPhoneRow, formText, Honeypot } from '../../kit/forms/form-parts'
import forms from '../../kit/forms/forms.module.css'
import { type FieldErrors, fieldErrors, maxLengthOf, showFieldErrors } from '../../kit/forms/schema-fields'
import { SubmitButton } from '../../kit/forms/submit-button'
import { revealWhole } from '../forms/reveal-whole'
import { useSubmission } from '../forms/use-submission'
import { useShowcase } from '../showcase-context'

const LIMITS = ContactBody.entries

/**
 * The contact form. The contract's schema checks it before sending, with the server's French words beside each
 * field; the server checks it again and its answer is shown as it is.
 */
export function ContactForm({ subject }: { subject: string }) {
  const { reader } = useShowcase()
  const { state, submit } = useSubmission()
  const [errors, setErrors] = useState<FieldErrors>({})

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const body = {
      name: formText(data, 'name'),
      email: formText(data, 'email'),
      company: formText(data, 'company'),
      phone: formText(data, 'phone'),
      subject: formText(data, 'subject'),
      message: formText(data, 'message'),
      consent: data.get('consent') === 'on',
      website: formText(data, 'website'),
    }
    if (showFieldErrors(form, fieldErrors(ContactBody, body), setErrors)) return
    const sent = await submit(() => reader.sendContact(body))
    if (sent) form.reset()
  }

  return (
    <form
      className={`${forms.stack} ${forms.public}`}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      noValidate
    >
      <h2 id="contact-form-title">Écrivez-nous</h2>
      <div className={forms.columns}>
        <Field id="name" label="Nom et prénom" required sayRequirement error={errors.name}>
          {(props) => (
            <input
              {...props}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={maxLengthOf(LIMITS.name)}
              className={forms.input}
            />
          )}
        </Field>
        <Field id="company" label="Société" sayRequirement error={errors.company}>
          {(props) => (
            <input
              {...props}
              name="company"
              type="text"
              autoComplete="organization"
              maxLength={COMPANY_MAX_LENGTH}
              className={forms.input}
            />
          )}
        </Field>
      </div>
      <EmailAndPhoneRow errors={errors} emailMaxLength={maxLengthOf(LIMITS.email)} />
      <Field id="subject" label="Objet" required sayRequirement error={errors.subject}>
        {(props) => (
          <input
            {...props}
            name="subject"
            type="text"
            defaultValue={subject}
            maxLength={maxLengthOf(LIMITS.subject)}
            className={forms.input}
          />
        )}
      </Field>
      <Field
        id="message"
        label="Message"
        required
        sayRequirement
        hint="Produit à emballer, quantités, finitions, date de livraison souhaitée…"
        error={errors.message}
      >
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={7}
            maxLength={MESSAGE_MAX_LENGTH}
            onFocus={revealWhole}
            className={forms.textarea}
          />
        )}
      </Field>
      <Honeypot />
      <ConsentField
        purpose="répondre à votre demande"
        retention="trois ans après notre dernier échange"
        error={errors.consent}
      />
      <SubmissionMessage state={state} />
      <div className={forms.actions}>
        <SubmitButton className={buttons.primary} busy={state.status === 'sending'} busyLabel="Envoi en cours…">
          Envoyer le message
        </SubmitButton>
      </div>
    </form>
  )
}
