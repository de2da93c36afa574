import { Hono, type Context } from 'hono'
import { SHOWCASE_ENDPOINTS as E } from '../../../src/contract/showcase/showcase.endpoints'
import { route } from '../../platform/http/contract-routes'
import * as v from 'valibot'
import { isOneLine } from '../../../src/contract/wire-primitives'
import { cvSizeProblem } from '../../../src/domain/cv-limits'
import { badRequest, HttpError, notFound } from '../../platform/http/http-error'
import { parseInput, parseJsonBody } from '../../platform/http/parse-json-body'
import type { ShowcaseDeps } from '../showcase-deps'
import {
  ApplicationFields,
  ContactBody,
  formFields,
  honeypotFilled,
  SUBMISSION_MESSAGES as M,
} from '../../../src/contract/showcase/submissions'
import { detectCvKind } from './cv-file'
import { limitSubmissions } from './submission-guards'
import { slugParam } from '../../platform/http/showcase-http'

const refusedAsRobot = () => new HttpError(422, M.honeypot)
// The file name is kept with the application: the contract's one-line rule applies to it too.
const CV_NAME_REFUSED = 'Requête invalide : le nom du fichier cv contient des caractères non autorisés.'

export function submissionRoutes(deps: ShowcaseDeps) {
  const routes = new Hono()
  const limited = limitSubmissions(deps.submissionLimiter, deps.contactEmail)

  route(routes, E.contact, limited, async (c) => {
    const raw = await parseJsonBody(c, JsonObject)
    if (honeypotFilled(raw.website)) throw refusedAsRobot()
    const { consent: _consent, website: _website, ...message } = parseInput(ContactBody, formFields(ContactBody, raw))
    await deps.sendContactMessage(message)
    return c.json({ message: M.contactSent }, 201)
  })

  route(routes, E.jobApplication, limited, async (c) => {
    const slug = slugParam(c)
    const form = await readForm(c)
    if (honeypotFilled(firstOf(form.website))) throw refusedAsRobot()
    const fields = parseInput(ApplicationFields, formFields(ApplicationFields, textFields(form)))
    const file = firstOf(form.cv)
    const sizeProblem = isFile(file) ? cvSizeProblem(file.size) : 'missing'
    if (!isFile(file) || sizeProblem === 'missing') throw badRequest(M.cvMissing)
    if (!isOneLine(file.name)) throw badRequest(CV_NAME_REFUSED)
    if (sizeProblem === 'too-large') throw new HttpError(413, M.cvTooLarge)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = await detectCvKind(bytes)
    if (kind === null) throw new HttpError(415, M.cvType)
    const outcome = await deps.applyToJob(slug, {
      firstName: fields.first_name,
      lastName: fields.last_name,
      email: fields.email,
      phone: fields.phone,
      message: fields.message,
      cv: { bytes, kind, originalName: file.name },
    })
    if (outcome.kind === 'job-not-found') throw notFound()
    return c.json({ message: M.applicationSent }, 201)
  })

  return routes
}

// Any JSON object first: the honeypot is looked at before the fields, and wins over them.
const JsonObject = v.looseObject({})

type FormBody = Record<string, string | File | (string | File)[]>

async function readForm(c: Context): Promise<FormBody> {
  const type = c.req.header('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
    throw badRequest(M.malformedForm)
  try {
    return await c.req.parseBody({ all: true })
  } catch {
    throw badRequest(M.malformedForm)
  }
}

// A file part, told by its shape rather than `instanceof File`: the parsed form's File class is the
// runtime's own, which need not be the global one (a test realm such as jsdom replaces the global).
function isFile(value: FormBody[string] | undefined): value is File {
  if (typeof value !== 'object' || Array.isArray(value)) return false
  return typeof value.arrayBuffer === 'function' && typeof value.name === 'string'
}

const firstOf = (value: FormBody[string] | undefined) => (Array.isArray(value) ? value[0] : value)

// Text fields only (a repeated field keeps its first value); files are never read as text.
function textFields(form: FormBody): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(form)) {
    const first = firstOf(value)
    fields[name] = typeof first === 'string' ? first : undefined
  }
  return fields
}
