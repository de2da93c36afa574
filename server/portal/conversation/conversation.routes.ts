import { Hono } from 'hono'
import type { ApprovalRuleWire, MailPreferencesWire } from '../../../src/contract/portal/conversation'
import { ApprovalRuleBody, MailPreferencesBody } from '../../../src/contract/portal/conversation'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import { budgetLeft, parseApprovalRules } from '../../../src/domain/approval-rules'
import { isRequiredMail, mailKindsFor, ORDER_MAIL_LABELS } from '../../../src/domain/order-mails'
import type { AccessTokens } from '../../platform/auth/auth.public'
import { route } from '../../platform/http/contract-routes'
import { HttpError, notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import type { Clock } from '../../platform/shared/clock'
import type { ConversationAccount, ValidatedShop } from './conversation-account'

function presentRule(shop: ValidatedShop): ApprovalRuleWire {
  return {
    shop_id: shop.shopId,
    name: shop.name,
    identifiant: shop.identifiant,
    auto_accept_below: shop.rules.autoAcceptBelowCents,
    monthly_budget: shop.rules.monthlyBudgetCents,
    spent_this_month: shop.spent,
  }
}

async function preferencesOf(account: ConversationAccount, shopId: number): Promise<MailPreferencesWire> {
  const [optOuts, headOffice, validated] = await Promise.all([
    account.optOuts(shopId),
    account.isHeadOffice(shopId),
    account.hasHeadOffice(shopId),
  ])
  return {
    preferences: mailKindsFor(headOffice, validated).map((kind) => ({
      kind,
      label: ORDER_MAIL_LABELS[kind],
      required: isRequiredMail(kind),
      enabled: isRequiredMail(kind) || !optOuts.includes(kind),
    })),
  }
}

// The order conversation's account calls (decision 074). A head office reads and sets the rules of the shops
// it validates only: any other shop is not found for it.
export function conversationRoutes(deps: {
  accessTokens: AccessTokens
  conversation: ConversationAccount
  clock: Clock
}) {
  const routes = new Hono<CallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])
  const { conversation } = deps

  route(routes, PORTAL_ENDPOINTS.approvalRules, shopOnly, async (c) => {
    const shops = await conversation.validatedShops(c.var.caller.subjectId, deps.clock.now())
    return c.json({ shops: shops.map(presentRule) })
  })

  route(routes, PORTAL_ENDPOINTS.approvalRuleSave, shopOnly, async (c) => {
    const shopId = parseIdParam(c.req.param('shopId'))
    const body = await parseJsonBody(c, ApprovalRuleBody)
    const parsed = parseApprovalRules({
      autoAcceptBelowCents: body.auto_accept_below,
      monthlyBudgetCents: body.monthly_budget,
    })
    if (parsed.kind !== 'ok') throw new HttpError(422, Object.values(parsed.errors).join(' '))
    const validatorId = c.var.caller.subjectId
    const now = deps.clock.now()
    if (!(await conversation.saveRules(validatorId, shopId, parsed.rules, now))) throw notFound()
    const saved = (await conversation.validatedShops(validatorId, now)).find((shop) => shop.shopId === shopId)
    if (saved === undefined) throw notFound()
    return c.json(presentRule(saved))
  })

  route(routes, PORTAL_ENDPOINTS.budget, shopOnly, async (c) => {
    const { rules, spent } = await conversation.ownBudget(c.var.caller.subjectId, deps.clock.now())
    return c.json({ monthly_budget: rules.monthlyBudgetCents, spent_this_month: spent, left: budgetLeft(rules, spent) })
  })

  route(routes, PORTAL_ENDPOINTS.mailPreferences, shopOnly, async (c) =>
    c.json(await preferencesOf(conversation, c.var.caller.subjectId)),
  )

  route(routes, PORTAL_ENDPOINTS.mailPreferencesSave, shopOnly, async (c) => {
    const body = await parseJsonBody(c, MailPreferencesBody)
    const shopId = c.var.caller.subjectId
    await conversation.saveOptOuts(
      shopId,
      [...new Set(body.disabled)].filter((kind) => !isRequiredMail(kind)),
    )
    return c.json(await preferencesOf(conversation, shopId))
  })

  return routes
}
