import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderNotices } from '../../../../server/platform/db/schema-conversation'
import { mailOutbox } from '../../../../server/platform/db/schema-support'
import { mailsTo, runBackgroundWork } from '../../support/conversation'
import { api, expectJson } from '../../support/portal-http'
import { aPortalWorld, anOrder, type PortalWorld } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()
const DESK = 'commandes@ecrin-emballages.fr'

const bagLine = (w: PortalWorld) => ({ productId: w.bag.id, optionId: w.bag.options[0]?.id ?? 0, quantity: 300 })
const boxLine = (w: PortalWorld) => ({ productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 })

async function sentForValidation() {
  const w = await aPortalWorld(t)
  const orderId = await anOrder(t, w.tokens.shopA, [bagLine(w), boxLine(w)])
  const validator = api(t.app, w.tokens.validator)
  const detail = await expectJson(validator.get(`/api/orders/${orderId}`))
  const lineIds: number[] = detail.lines.map((line: { id: number }) => line.id)
  return { w, orderId, number: detail.number as string, lineIds, validator }
}

describe('the order conversation: who is told what (decision 074)', () => {
  it('tells the head office and the shop when an order is sent for validation, and not the order desk', async () => {
    const { w, orderId, number } = await sentForValidation()
    await runBackgroundWork(t)
    const [toHeadOffice] = await mailsTo(t, w.validator.email)
    expect(toHeadOffice?.subject).toBe(`Commande à valider : ${number} de Boutique A`)
    expect(toHeadOffice?.text).toContain(`/account/ordervalid/${orderId}`)
    expect(toHeadOffice?.html).toContain('<html')
    const [toShop] = await mailsTo(t, w.shopA.email)
    expect(toShop?.subject).toContain(number)
    expect(toShop?.text).toContain(`/account/order/${orderId}`)
    expect(await mailsTo(t, DESK)).toEqual([])
    // Each notice once: a second tick writes nothing more.
    await runBackgroundWork(t)
    expect(await t.db.select().from(mailOutbox)).toHaveLength(2)
  })

  it('acknowledges an order placed directly to the shop and hands it to the order desk', async () => {
    const w = await aPortalWorld(t)
    const orderId = await anOrder(t, w.tokens.shopB, [boxLine(w)])
    await runBackgroundWork(t)
    const [toShop] = await mailsTo(t, w.shopB.email)
    expect(toShop?.subject).toMatch(/^Confirmation de votre commande CMD-/)
    // 10 × 4,00 € = 40,00 € HT, franco missed: the brand's 25,00 € of shipping, and 78,00 € TTC.
    expect(toShop?.text).toMatch(/Frais de port HT : 25,00\s€/)
    expect(toShop?.text).toMatch(/Total TTC : 78,00\s€/)
    const [toDesk] = await mailsTo(t, DESK)
    expect(toDesk?.text).toContain(`/backoffice/order/details/${orderId}`)
  })

  it('asks a reason to refuse a line, keeps it in the history and mails it with the line before → after', async () => {
    const { w, orderId, lineIds, validator } = await sentForValidation()
    const modify = `/api/orders/validations/modify/${orderId}`
    const missing = validator.put(modify, { idproduct: lineIds[1], statut: 'refused' })
    expect(await expectJson(missing, 422)).toEqual({ message: 'Indiquez le motif du refus.' })
    const tooLong = validator.put(modify, { idproduct: lineIds[1], statut: 'refused', reason: 'x'.repeat(501) })
    expect(await expectJson(tooLong, 422)).toEqual({ message: 'Le motif ne doit pas dépasser 500 caractères.' })
    const refused = await expectJson(
      validator.put(modify, { idproduct: lineIds[1], statut: 'refused', reason: '  Coffrets en stock  ' }),
    )
    expect(refused.order.events.at(-1)).toMatchObject({ action: 'Produit modifié', reason: 'Coffrets en stock' })
    // The shop reads it in its order.
    const seen = await expectJson(api(t.app, w.tokens.shopA).get(`/api/orders/${orderId}`))
    expect(seen.events.at(-1).reason).toBe('Coffrets en stock')

    await expectJson(validator.put(`/api/orders/validations/decide/${orderId}`, { statut: 'accepted' }))
    await runBackgroundWork(t)
    const toShop = await mailsTo(t, w.shopA.email)
    // Sent for validation, then one decision mail: the line edit waited and the decision told it.
    expect(toShop.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('envoyée pour validation'),
      expect.stringMatching(/validée par Siège$/),
    ])
    expect(toShop[1]?.text).toContain('Coffret aimanté (Noir)')
    expect(toShop[1]?.text).toContain('Coffrets en stock')
    expect(toShop[1]?.text).toContain('Coffret aimanté (Noir) : 10, en attente → 10, refusé')
    // Accepted: now the order desk hears of it.
    expect(await mailsTo(t, DESK)).toHaveLength(1)
    const open = await t.db.select().from(orderNotices).where(eq(orderNotices.orderId, orderId))
    expect(open.every((notice) => notice.doneAt !== null)).toBe(true)
  })

  it('mails the edits of an order still waiting once their delay has passed', async () => {
    const { w, orderId, lineIds, validator } = await sentForValidation()
    await expectJson(validator.put(`/api/orders/validations/modify/${orderId}`, { idproduct: lineIds[0], data: 500 }))
    await runBackgroundWork(t)
    expect(await mailsTo(t, w.shopA.email)).toHaveLength(1)
    t.clock.advance(6 * 60_000)
    await runBackgroundWork(t)
    const [, modified] = await mailsTo(t, w.shopA.email)
    expect(modified?.subject).toMatch(/modifiée par Siège, toujours en attente de validation$/)
    expect(modified?.text).toMatch(/300.*→.*500/s)
  })

  it('asks a reason to refuse the whole order and mails it with the comment of the head office', async () => {
    const { w, orderId, validator } = await sentForValidation()
    const comment = await expectJson(
      validator.put(`/api/orders/validations/comment/${orderId}`, { comment: 'Merci de regrouper vos commandes.' }),
    )
    expect(comment.message).toBe('Commentaire ajouté')
    expect(comment.order.events.at(-1)).toMatchObject({
      action: 'Commentaire du siège',
      detail: 'Merci de regrouper vos commandes.',
    })
    const empty = validator.put(`/api/orders/validations/comment/${orderId}`, { comment: '   ' })
    expect(await expectJson(empty, 422)).toEqual({ message: 'Écrivez un commentaire.' })
    const decide = `/api/orders/validations/decide/${orderId}`
    expect(await expectJson(validator.put(decide, { statut: 'refused' }), 422)).toEqual({
      message: 'Indiquez le motif du refus.',
    })
    await expectJson(validator.put(decide, { statut: 'refused', reason: 'Budget du trimestre atteint' }))
    await runBackgroundWork(t)
    const decision = (await mailsTo(t, w.shopA.email)).at(-1)
    expect(decision?.subject).toMatch(/refusée par Siège$/)
    expect(decision?.text).toContain('Budget du trimestre atteint')
    expect(decision?.text).toContain('Merci de regrouper vos commandes.')
    expect(await mailsTo(t, DESK)).toEqual([])
  })

  it('writes no external resource into the HTML of any mail', async () => {
    await sentForValidation()
    await runBackgroundWork(t)
    const mails = await t.db.select({ html: mailOutbox.html }).from(mailOutbox)
    expect(mails.length).toBeGreaterThan(0)
    for (const { html } of mails) {
      expect(html).not.toMatch(/<img[^>]+src="https?:|<link |@import|url\(\s*['"]?https?:/i)
    }
  })
})
