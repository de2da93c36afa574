import { Layer } from 'effect'
import * as v from 'valibot'
import {
  type ApprovalRule,
  ConversationGateway,
  type MailPreference,
} from '../../application/portal/ports/conversation-gateway'
import {
  type ApprovalRuleBody,
  ApprovalRulesWire,
  ApprovalRuleWire,
  BudgetWire,
  type MailPreferencesBody,
  MailPreferencesWire,
} from '../../contract/portal/conversation'
import { PORTAL_ENDPOINTS } from '../../contract/portal/portal.endpoints'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { portalCall } from './portal-http'

// The wire's snake_case names stop here: the screens read the port's names (docs/decisions/074).

const toRule = (wire: ApprovalRuleWire): ApprovalRule => ({
  shopId: wire.shop_id,
  name: wire.name,
  identifiant: wire.identifiant,
  autoAcceptBelowCents: wire.auto_accept_below,
  monthlyBudgetCents: wire.monthly_budget,
  spentThisMonthCents: wire.spent_this_month,
})

const RuleSchema = v.pipe(ApprovalRuleWire, v.transform(toRule))
const RulesSchema = v.pipe(
  ApprovalRulesWire,
  v.transform((answer) => answer.shops.map(toRule)),
)
const BudgetSchema = v.pipe(
  BudgetWire,
  v.transform((answer) => ({
    monthlyBudgetCents: answer.monthly_budget,
    spentThisMonthCents: answer.spent_this_month,
    leftCents: answer.left,
  })),
)
const PreferencesSchema = v.pipe(
  MailPreferencesWire,
  v.transform((answer): readonly MailPreference[] => answer.preferences),
)

export function makeHttpConversationGateway(client: HttpClient['Service']): ConversationGateway['Service'] {
  const E = PORTAL_ENDPOINTS
  return ConversationGateway.of({
    approvalRules: () => portalCall(client, requestOf(E.approvalRules, {}), RulesSchema),
    saveApprovalRule: (change) => {
      const body: ApprovalRuleBody = {
        auto_accept_below: change.autoAcceptBelowCents,
        monthly_budget: change.monthlyBudgetCents,
      }
      const params = { shopId: change.shopId }
      return portalCall(client, requestOf(E.approvalRuleSave, { params, body }), RuleSchema)
    },
    budget: () => portalCall(client, requestOf(E.budget, {}), BudgetSchema),
    mailPreferences: () => portalCall(client, requestOf(E.mailPreferences, {}), PreferencesSchema),
    saveMailPreferences: (disabled) => {
      const body: MailPreferencesBody = { disabled: [...disabled] }
      return portalCall(client, requestOf(E.mailPreferencesSave, { body }), PreferencesSchema)
    },
  })
}

export const ConversationGatewayHttp: Layer.Layer<ConversationGateway, never, HttpClient> = Layer.effect(
  ConversationGateway,
  HttpClient.useSync(makeHttpConversationGateway),
)
