import { type FormEvent, useState } from 'react'
import { COMPANY_MAX_LENGTH, ContactBody } from '../../../contract/showcase/submissions'
import { EmailAndPhoneRow, formText } from '../../kit/forms/form-parts'
import forms from '../../kit/forms/forms.module.css'
import { InputField } from '../../kit/forms/field'
import { type FieldErrors, fieldErrors, maxLengthOf, showFieldErrors } from '../../kit/forms/schema-fields'
import { MessageField, SubmissionEnd } from '../components/public-form-parts'
import { NoScriptNotice } from '../forms/no-script-notice'
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
        <InputField
          id="name"
          label="Nom et prénom"
          required
          sayRequirement
          error={errors.name}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={maxLengthOf(LIMITS.name)}
        />
        <InputField
          id="company"
          label="Société"
          sayRequirement
          error={errors.company}
          name="company"
          type="text"
          autoComplete="organization"
          maxLength={COMPANY_MAX_LENGTH}
        />
      </div>
      <EmailAndPhoneRow errors={errors} emailMaxLength={maxLengthOf(LIMITS.email)} />
      <InputField
        id="subject"
        label="Objet"
        required
        sayRequirement
        error={errors.subject}
        name="subject"
        type="text"
        defaultValue={subject}
        maxLength={maxLengthOf(LIMITS.subject)}
      />
      <MessageField
        required
        hint="Produit à emballer, quantités, finitions, date de livraison souhaitée…"
        rows={7}
        error={errors.message}
      />
      <SubmissionEnd
        purpose="répondre à votre demande"
        retention="trois ans après notre dernier échange"
        consentError={errors.consent}
        state={state}
      >
        Envoyer le message
      </SubmissionEnd>
      <NoScriptNotice blocked="votre message ne peut pas être envoyé" />
    </form>
  )
}
