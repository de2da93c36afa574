// What other features may use of mail/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import mail/'s other files from outside.
export type { MailMessage, MailSender } from './mail-sender'
