// Outbound mail port (decisions §7), shared by the Portal API (password reset) and the showcase
// (contact, job applications). Every message is kept in the outbox before any delivery attempt,
// so a mail server failure loses nothing.

export type MailMessage = { to: string; subject: string; text: string; html?: string }

export interface MailSender {
  // Resolves with the outbox id once the message is stored; never rejects because delivery failed.
  send(message: MailMessage): Promise<{ id: number }>
}
