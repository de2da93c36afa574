import { endpoint } from '../endpoint'
import {
  ApprovalRuleBody,
  ApprovalRulesWire,
  ApprovalRuleWire,
  BudgetWire,
  MailPreferencesBody,
  MailPreferencesWire,
} from './conversation'
import { AcceptManyBody, AcceptManyWire, ValidationCommentBody, ValidationOutcomeWire } from './validation'

// The order conversation on the Portal API (decision 074): rules, budget, mail choices, comments and
// several acceptances at once.
const api = 'portal'

export const CONVERSATION_ENDPOINTS = {
  approvalRules: endpoint({ api, method: 'GET', path: '/api/account/approval-rules', answer: ApprovalRulesWire }),
  approvalRuleSave: endpoint({
    api,
    method: 'PUT',
    path: '/api/account/approval-rules/:shopId',
    body: ApprovalRuleBody,
    answer: ApprovalRuleWire,
  }),
  budget: endpoint({ api, method: 'GET', path: '/api/account/budget', answer: BudgetWire }),
  mailPreferences: endpoint({ api, method: 'GET', path: '/api/account/mail-preferences', answer: MailPreferencesWire }),
  mailPreferencesSave: endpoint({
    api,
    method: 'PUT',
    path: '/api/account/mail-preferences',
    body: MailPreferencesBody,
    answer: MailPreferencesWire,
  }),
  validationComment: endpoint({
    api,
    method: 'PUT',
    path: '/api/orders/validations/comment/:orderId',
    body: ValidationCommentBody,
    answer: ValidationOutcomeWire,
  }),
  validationAcceptMany: endpoint({
    api,
    method: 'POST',
    path: '/api/orders/validations/accept',
    body: AcceptManyBody,
    answer: AcceptManyWire,
  }),
}
