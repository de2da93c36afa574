import type { MailSender } from '../../../../server/platform/mail/mail-sender'

type App = { request(input: string, init?: RequestInit, env?: unknown): Response | Promise<Response> }

// The socket address as @hono/node-server passes it: each test chooses the visitor's address.
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

export const aContactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Camille Martin',
  email: 'camille.martin@parfums-exemple.fr',
  company: 'Parfums Exemple',
  phone: '+33 6 12 34 56 78',
  subject: 'Devis pour 2 000 étuis',
  message: 'Bonjour, nous lançons un parfum en 50 ml et cherchons un étui avec dorure.',
  consent: true,
  website: '',
  ...overrides,
})

export function postContact(app: App, body: unknown, address = '192.0.2.10') {
  return app.request(
    '/storefront-api/api/contact',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromAddress(address),
  )
}

export type CvPart = { bytes: Uint8Array; name: string; type: string }

export function anApplicationForm(cv: CvPart | null, overrides: Record<string, string | null> = {}): FormData {
  const form = new FormData()
  const fields: Record<string, string | null> = {
    first_name: 'Camille',
    last_name: 'Martin',
    email: 'camille.martin@exemple.fr',
    phone: '06 12 34 56 78',
    message: 'Conductrice offset depuis huit ans, je serais ravie de rejoindre votre atelier.',
    consent: 'true',
    website: '',
    ...overrides,
  }
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value)
  if (cv !== null) form.append('cv', new File([new Uint8Array(cv.bytes)], cv.name, { type: cv.type }))
  return form
}

export function postApplication(app: App, jobSlug: string, form: FormData, address = '192.0.2.20') {
  return app.request(
    `/storefront-api/api/jobs/${jobSlug}/applications`,
    { method: 'POST', body: form },
    fromAddress(address),
  )
}

export const failingMail: MailSender = {
  send: () => Promise.reject(new Error('serveur de courriel injoignable')),
}
