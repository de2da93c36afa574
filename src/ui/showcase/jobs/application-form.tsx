import { type FormEvent, useState } from 'react'
import { ApplicationFields, formFields } from '../../../contract/showcase/submissions'
import { CV_EXTENSIONS, CV_PROBLEM_MESSAGES, CV_TYPES, cvProblem } from '../../../domain/cv-limits'
import { Field, InputField } from '../../kit/forms/field'
import { EmailAndPhoneRow, formText } from '../../kit/forms/form-parts'
import forms from '../../kit/forms/forms.module.css'
import { type FieldErrors, fieldErrors, maxLengthOf, showFieldErrors } from '../../kit/forms/schema-fields'
import { MessageField, SubmissionEnd } from '../components/public-form-parts'
import { NoScriptNotice } from '../forms/no-script-notice'
import { useSubmission } from '../forms/use-submission'
import { useShowcase } from '../showcase-context'

const CV_ACCEPT = [...CV_EXTENSIONS, ...Object.values(CV_TYPES)].join(',')
const LIMITS = ApplicationFields.entries

/**
 * A job application: identity, an optional message and the CV, sent as one multipart request. The contract's
 * schema and the CV rule check it first, each message beside its field.
 */
export function ApplicationForm({ jobSlug }: { jobSlug: string }) {
  const { reader } = useShowcase()
  const { state, submit } = useSubmission()
  const [errors, setErrors] = useState<FieldErrors>({})
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
    const found = fieldErrors(ApplicationFields, formFields(ApplicationFields, Object.fromEntries(data)))
    const all = problem === null ? found : { ...found, cv: CV_PROBLEM_MESSAGES[problem] }
    if (showFieldErrors(form, all, setErrors) || file === null) return
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
    <form
      key={formKey}
      className={`${forms.stack} ${forms.public}`}
      onSubmit={onSubmit}
      aria-labelledby="apply-title"
      noValidate
    >
      <div className={forms.columns}>
        <InputField
          id="first_name"
          label="Prénom"
          required
          sayRequirement
          error={errors.first_name}
          name="first_name"
          type="text"
          autoComplete="given-name"
          maxLength={maxLengthOf(LIMITS.first_name)}
        />
        <InputField
          id="last_name"
          label="Nom"
          required
          sayRequirement
          error={errors.last_name}
          name="last_name"
          type="text"
          autoComplete="family-name"
          maxLength={maxLengthOf(LIMITS.last_name)}
        />
      </div>
      <EmailAndPhoneRow errors={errors} emailMaxLength={maxLengthOf(LIMITS.email)} />
      <Field
        id="cv"
        label="Votre CV"
        required
        hint="Format PDF, DOC ou DOCX, 5 Mo maximum."
        sayRequirement
        error={errors.cv}
      >
        {/* Checked by cvProblem with a French message rather than by the browser's own. */}
        {({ required, ...props }) => (
          <input
            {...props}
            aria-required={required}
            name="cv"
            type="file"
            accept={CV_ACCEPT}
            className={`${forms.input} ${forms.file}`}
          />
        )}
      </Field>
      <MessageField hint="Vos motivations, vos disponibilités…" rows={6} error={errors.message} />
      <SubmissionEnd
        purpose="étudier votre candidature"
        retention="deux ans après notre dernier échange si elle n’est pas retenue"
        consentError={errors.consent}
        state={state}
      >
        Envoyer ma candidature
      </SubmissionEnd>
      <NoScriptNotice blocked="votre candidature ne peut pas être envoyée" />
    </form>
  )
}
