// What other features may use of mail/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import mail/'s other files from outside.
export type { MailMessage, MailSender } from './mail-sender'
export { insertOutboxMail } from './mail-outbox.drizzle'
export type { MailContext } from './templates/letterhead'
export type { ComposedMail, MailOrder } from './templates/mail-blocks'
export { renderMail } from './templates/render-mail'
export { orderDecisionMail, type ChangedLine, type OrderDecision } from './templates/order-decision'
export { orderDeskNewOrderMail, type OrderAcceptance } from './templates/order-desk-new-order'
export { orderPlacedMail } from './templates/order-placed'
export { orderSentForValidationMail } from './templates/order-sent-for-validation'
export { orderToValidateMail } from './templates/order-to-validate'
export { validationReminderMail } from './templates/validation-reminder'
export { proofMail, type MailProof, type ProofMailStep } from './templates/proof-mails'
