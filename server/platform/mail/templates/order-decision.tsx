// To the shop: what its head office decided on its order, line by line (docs/decisions/072-mail-templates.md).
// "modified" is a decision that leaves the order waiting: some lines changed, others still to decide.
import type { CSSProperties } from 'react'
import { LINE_STATUS_LABELS, type LineStatus } from '../../../../src/domain/order-status'
import { Letterhead, type MailContext } from './letterhead'
import {
  ActionButton,
  type ComposedMail,
  type MailOrder,
  MailText,
  MailTitle,
  OrderTotals,
  productLabel,
  siteLink,
} from './mail-blocks'

export type OrderDecision = 'validated' | 'refused' | 'modified'

export type DecidedLineState = { quantity: number; status: LineStatus }

export type ChangedLine = {
  productName: string
  optionLabel: string
  before: DecidedLineState
  /** null: the head office detached the line from the order. */
  after: DecidedLineState | null
  reason: string | null
}

export type OrderDecisionData = MailContext & {
  /** The order after the decision: its totals are the recomputed ones. */
  order: MailOrder
  headOfficeName: string
  decision: OrderDecision
  changedLines: readonly ChangedLine[]
  headOfficeComment: string | null
}

export function orderDecisionSubject(data: OrderDecisionData): string {
  const { number } = data.order
  switch (data.decision) {
    case 'validated':
      return `Commande ${number} validée par ${data.headOfficeName}`
    case 'refused':
      return `Commande ${number} refusée par ${data.headOfficeName}`
    case 'modified':
      return `Commande ${number} modifiée par ${data.headOfficeName}, toujours en attente de validation`
  }
}

function decisionSentence(data: OrderDecisionData): string {
  const { number } = data.order
  switch (data.decision) {
    case 'validated':
      return `${data.headOfficeName} a validé votre commande ${number} : ses lignes acceptées vont être préparées.`
    case 'refused':
      return `${data.headOfficeName} a refusé votre commande ${number} : elle ne sera pas préparée.`
    case 'modified':
      return `${data.headOfficeName} a modifié votre commande ${number}, qui reste en attente de validation.`
  }
}

const stateText = (state: DecidedLineState | null) =>
  state === null ? 'retirée de la commande' : `${state.quantity}, ${LINE_STATUS_LABELS[state.status].toLowerCase()}`

/** "Sac kraft (Grand format) : 500, en attente → 300, accepté" */
export function changedLineText(line: ChangedLine): string {
  return `${productLabel(line)} : ${stateText(line.before)} → ${stateText(line.after)}`
}

const lineStyle: CSSProperties = { fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' }
const reasonStyle: CSSProperties = { fontSize: '14px', lineHeight: '20px', margin: '0 0 12px', color: '#5a554d' }

function OrderDecisionMail(data: OrderDecisionData) {
  const { order } = data
  return (
    <Letterhead company={data.company} preview={orderDecisionSubject(data)}>
      <MailTitle>{orderDecisionSubject(data)}</MailTitle>
      <MailText>{decisionSentence(data)}</MailText>
      {data.changedLines.length > 0 ? <MailText>Lignes modifiées (quantité, statut) :</MailText> : null}
      {data.changedLines.map((line, index) => (
        // The lines are rendered once, in the order's order: their position is their identity here.
        <div key={index}>
          <p style={lineStyle}>{changedLineText(line)}</p>
          {line.reason ? <p style={reasonStyle}>Motif : {line.reason}</p> : null}
        </div>
      ))}
      {data.headOfficeComment ? (
        <MailText>
          Commentaire de {data.headOfficeName} : {data.headOfficeComment}
        </MailText>
      ) : null}
      {data.decision === 'refused' ? null : <OrderTotals totals={order.totals} />}
      <ActionButton href={siteLink(data.publicUrl, `/account/order/${order.id}`)} label="Voir ma commande" />
    </Letterhead>
  )
}

export function orderDecisionMail(data: OrderDecisionData): ComposedMail {
  return { subject: orderDecisionSubject(data), element: <OrderDecisionMail {...data} /> }
}
