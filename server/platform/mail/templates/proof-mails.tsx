// The proof (BAT) steps told by mail (docs/decisions/076-proof-approval.md, templates of decision 072): a proof to
// approve and its reminder to the approver, an answer to the order desk and, when its head office answered, to the
// shop. One letter shape; what changes is who reads it and what they may do.
import { Letterhead, type MailContext } from './letterhead'
import { ActionButton, type ComposedMail, MailText, MailTitle, parisDate, siteLink } from './mail-blocks'
import { workingDaysText } from './validation-reminder'

/** One round of one order line, as the mails tell it. */
export type MailProof = {
  orderId: number
  orderNumber: string
  shopName: string
  productName: string
  optionLabel: string
  quantity: number
  version: number
  sentAt: Date
  note: string | null
  answeredBy: string | null
  comment: string | null
}

export type ProofMailStep =
  | { kind: 'to-approve' }
  | { kind: 'reminder'; workingDays: number }
  | { kind: 'approved'; reader: 'desk' | 'shop' }
  | { kind: 'changes'; reader: 'desk' | 'shop' }

export type ProofMailData = MailContext & { proof: MailProof; step: ProofMailStep }

const productOf = (proof: MailProof) =>
  proof.optionLabel === '' ? proof.productName : `${proof.productName} (${proof.optionLabel})`

export function proofMailSubject({ proof, step }: ProofMailData): string {
  const what = `BAT V${proof.version} de ${proof.orderNumber} (${productOf(proof)})`
  switch (step.kind) {
    case 'to-approve':
      return `${what} à valider`
    case 'reminder':
      return `Rappel : ${what} à valider depuis ${workingDaysText(step.workingDays)}`
    case 'approved':
      return `${what} validé`
    case 'changes':
      return `${what} : modification demandée`
  }
}

function stepText({ proof, step }: ProofMailData): string {
  const line = `${proof.quantity} × ${productOf(proof)} de la commande ${proof.orderNumber} (${proof.shopName})`
  switch (step.kind) {
    case 'to-approve':
      return `Le BAT V${proof.version} de la ligne ${line} attend votre validation. Rien n'est imprimé sans elle.`
    case 'reminder':
      return (
        `Le BAT V${proof.version} de la ligne ${line}, envoyé le ${parisDate(proof.sentAt)}, attend votre ` +
        `validation depuis ${workingDaysText(step.workingDays)}. La fabrication attend votre réponse.`
      )
    case 'approved':
      return `${proof.answeredBy ?? 'Le client'} a validé le BAT V${proof.version} de la ligne ${line}.`
    case 'changes':
      return `${proof.answeredBy ?? 'Le client'} demande une modification du BAT V${proof.version} de la ligne ${line}.`
  }
}

// The approver and the shop answer or read at /account/bat; the order desk works from the order's page.
function actionOf({ proof, step }: ProofMailData): { path: string; label: string } {
  if (step.kind === 'to-approve' || step.kind === 'reminder') return { path: '/account/bat', label: 'Voir le BAT' }
  if (step.reader === 'shop') return { path: '/account/bat', label: 'Voir le BAT' }
  return { path: `/backoffice/order/details/${proof.orderId}`, label: 'Ouvrir la commande' }
}

function ProofMail(data: ProofMailData) {
  const subject = proofMailSubject(data)
  const action = actionOf(data)
  const { proof, step } = data
  return (
    <Letterhead company={data.company} preview={subject}>
      <MailTitle>{subject}</MailTitle>
      <MailText>{stepText(data)}</MailText>
      {step.kind === 'to-approve' && proof.note !== null ? <MailText>Note de l'atelier : {proof.note}</MailText> : null}
      {step.kind === 'changes' && proof.comment !== null ? (
        <MailText>Modification demandée : {proof.comment}</MailText>
      ) : null}
      <ActionButton href={siteLink(data.publicUrl, action.path)} label={action.label} />
    </Letterhead>
  )
}

export function proofMail(data: ProofMailData): ComposedMail {
  return { subject: proofMailSubject(data), element: <ProofMail {...data} /> }
}
