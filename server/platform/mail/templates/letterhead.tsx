// The company's letterhead around every mail of the order conversation (docs/decisions/072-mail-templates.md).
// Inline styles only and no remote image, font or stylesheet: mail clients block or strip them, and a
// letter that depends on them arrives broken.
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components'
import type { CSSProperties, ReactNode } from 'react'

/** The company as the back office's settings describe it (screen /backoffice/parametres). */
export type CompanyIdentity = {
  name: string
  /** Several lines allowed: each becomes a line of the letterhead. */
  address: string
  email: string
  /** Not every installation has one yet: without it the letterhead leaves the line out. */
  phone?: string | null
}

/** What every template needs besides its own facts: who writes, and where the site answers. */
export type MailContext = { company: CompanyIdentity; publicUrl: string }

const page: CSSProperties = {
  backgroundColor: '#f4f1ec',
  fontFamily: 'Helvetica, Arial, sans-serif',
  color: '#1f1d1a',
  margin: 0,
  padding: '24px 0',
}
const sheet: CSSProperties = { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px', borderRadius: '4px' }
const companyName: CSSProperties = { fontSize: '20px', fontWeight: 700, letterSpacing: '0.04em', margin: 0 }
const companyLine: CSSProperties = { fontSize: '13px', lineHeight: '18px', color: '#5a554d', margin: 0 }
const rule: CSSProperties = { borderColor: '#e2ddd5', margin: '16px 0' }
const footer: CSSProperties = { fontSize: '12px', lineHeight: '16px', color: '#7a746b', margin: 0 }

export function Letterhead(props: { company: CompanyIdentity; preview: string; children: ReactNode }) {
  const { company } = props
  const addressLines = company.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return (
    <Html lang="fr" dir="ltr">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={sheet}>
          <Section>
            <Text style={companyName}>{company.name}</Text>
            {addressLines.map((line) => (
              <Text key={line} style={companyLine}>
                {line}
              </Text>
            ))}
            {company.phone ? <Text style={companyLine}>Tél. : {company.phone}</Text> : null}
            <Text style={companyLine}>E-mail : {company.email}</Text>
          </Section>
          <Hr style={rule} />
          {props.children}
          <Hr style={rule} />
          <Text style={footer}>
            Ce message vous est envoyé automatiquement par {company.name}. Pour toute question, écrivez-nous à{' '}
            {company.email}.
          </Text>
        </Container>
      </Body>
    </Html>
  )
}
