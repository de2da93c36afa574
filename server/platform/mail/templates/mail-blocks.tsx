// Pieces shared by the order conversation's templates: a paragraph, the action button, the order's lines
// and totals. Amounts are integer cents formatted by the domain, dates the Paris wall clock (decision 062).
import { Button, Heading, Section, Text } from '@react-email/components'
import type { CSSProperties, ReactElement, ReactNode } from 'react'
import { formatEuros } from '../../../../src/domain/money'
import { formatParisDateTime } from '../../../../src/domain/paris-time'
import { Letterhead, type MailContext } from './letterhead'

/** A mail ready for the outbox once rendered: its subject and its React tree. */
export type ComposedMail = { subject: string; element: ReactElement }

export type MailOrderLine = {
  productName: string
  /** The option value (format, print variant); empty when the product has a single one. */
  optionLabel: string
  quantity: number
  totalHtCents: number
}

export type MailTotals = { totalHtCents: number; totalTtcCents: number; shippingHtCents?: number | null }

/** An order as the mails tell it: number CMD-YYYY-NNNNN, the ordering shop, its lines and totals. */
export type MailOrder = {
  id: number
  number: string
  shopName: string
  placedAt: Date
  lines: readonly MailOrderLine[]
  totals: MailTotals
  /** The shop's comment on its order, if any. */
  comment?: string | null
}

/** The absolute address of a page of the site, whatever the trailing slashes of PUBLIC_URL. */
export function siteLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`
}

/** "28/11/2026": the Paris calendar day of an instant. */
export function parisDate(instant: Date): string {
  return formatParisDateTime(instant).slice(0, 10)
}

export { formatParisDateTime as parisDateTime }

const text: CSSProperties = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }
const title: CSSProperties = { fontSize: '18px', lineHeight: '24px', margin: '0 0 16px' }
const button: CSSProperties = {
  backgroundColor: '#1f1d1a',
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 700,
  padding: '12px 20px',
  borderRadius: '4px',
  textDecoration: 'none',
}
const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '14px', margin: '0 0 12px' }
const cell: CSSProperties = { padding: '6px 4px', borderBottom: '1px solid #e2ddd5', textAlign: 'left' }
const amountCell: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' }

export function MailTitle(props: { children: ReactNode }) {
  return (
    <Heading as="h1" style={title}>
      {props.children}
    </Heading>
  )
}

export function MailText(props: { children: ReactNode }) {
  return <Text style={text}>{props.children}</Text>
}

/** The one place where the reader acts; the text part shows the label followed by the address. */
export function ActionButton(props: { href: string; label: string }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button href={props.href} style={button}>
        {props.label}
      </Button>
    </Section>
  )
}

export function productLabel(line: { productName: string; optionLabel: string }): string {
  return line.optionLabel === '' ? line.productName : `${line.productName} (${line.optionLabel})`
}

// data-text-format="dataTable" asks react-email's plain-text conversion for aligned columns.
export function OrderLinesTable(props: { lines: readonly MailOrderLine[] }) {
  return (
    <table style={table} data-text-format="dataTable">
      <thead>
        <tr>
          <th style={cell}>Produit</th>
          <th style={amountCell}>Quantité</th>
          <th style={amountCell}>Total HT</th>
        </tr>
      </thead>
      <tbody>
        {props.lines.map((line, index) => (
          // Lines carry no id of their own here; their order is the order's.
          <tr key={index}>
            <td style={cell}>{productLabel(line)}</td>
            <td style={amountCell}>{line.quantity}</td>
            <td style={amountCell}>{formatEuros(line.totalHtCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function OrderTotals(props: { totals: MailTotals }) {
  const { totalHtCents, totalTtcCents, shippingHtCents } = props.totals
  return (
    <Section>
      {shippingHtCents == null ? null : (
        <MailText>
          Frais de port HT : {shippingHtCents === 0 ? 'offerts (franco atteint)' : formatEuros(shippingHtCents)}
        </MailText>
      )}
      <MailText>Total HT : {formatEuros(totalHtCents)}</MailText>
      <MailText>Total TTC : {formatEuros(totalTtcCents)}</MailText>
    </Section>
  )
}

/**
 * A letter about one order: its title, what happened (the children), the order's lines and totals, the shop's
 * comment when the reader prepares or validates it, and the button to the page where the reader acts.
 */
export function OrderLetter(props: {
  context: MailContext
  subject: string
  title: string
  order: MailOrder
  action: { path: string; label: string }
  withShopComment?: boolean
  children: ReactNode
}) {
  const { order } = props
  return (
    <Letterhead company={props.context.company} preview={props.subject}>
      <MailTitle>{props.title}</MailTitle>
      {props.children}
      <OrderLinesTable lines={order.lines} />
      <OrderTotals totals={order.totals} />
      {props.withShopComment && order.comment ? <MailText>Commentaire du magasin : {order.comment}</MailText> : null}
      <ActionButton href={siteLink(props.context.publicUrl, props.action.path)} label={props.action.label} />
    </Letterhead>
  )
}
