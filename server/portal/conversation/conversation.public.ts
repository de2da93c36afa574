// What other features may use of conversation/ (docs/decisions/016-server-feature-folders.md).
export type { ConversationAccount } from './conversation-account'
export { drizzleConversationAccount } from './conversation-account.drizzle'
export { conversationRoutes } from './conversation.routes'
export { orderConversationQueue, validationReminderJob } from './order-conversation.job'
export { monthlySpend } from './monthly-spend.drizzle'
export { proofReminderJob } from './proof-reminder.job'
