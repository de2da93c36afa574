// The order conversation's mails (docs/decisions/072-mail-templates.md): each renders to HTML and text, the
// text part alone tells the key facts, subjects are exact, and nothing is fetched from elsewhere.
import { describe, expect, it } from 'vitest'
import { HEAD_OFFICE, MAIL_SAMPLES, sampleContext, sampleOrder } from '../../../../scripts/mail-preview/mail-samples'
import { orderDeskNewOrderMail } from '../../../../server/platform/mail/templates/order-desk-new-order'
import { orderPlacedMail } from '../../../../server/platform/mail/templates/order-placed'
import { orderSentForValidationMail } from '../../../../server/platform/mail/templates/order-sent-for-validation'
import { orderToValidateMail } from '../../../../server/platform/mail/templates/order-to-validate'
import { renderMail } from '../../../../server/platform/mail/templates/render-mail'
import { validationReminderMail } from '../../../../server/platform/mail/templates/validation-reminder'

const SITE = 'https://www.ecrin-emballages.fr'

/** What a mail client would fetch from elsewhere: a remote image, a stylesheet, an import, a remote url(). */
function externalResources(html: string): string[] {
  const patterns = [/<img\b[^>]*\bsrc\s*=\s*["']?\s*(?:https?:)?\/\//gi, /<link\b/gi, /@import/gi]
  patterns.push(/url\(\s*["']?\s*(?:https?:)?\/\//gi, /<script\b/gi)
  return patterns.flatMap((pattern) => html.match(pattern) ?? [])
}

describe('the external resource check', () => {
  it('finds each kind of remote resource', () => {
    const html =
      '<img src="http://a/x.png"><link rel="stylesheet" href="x.css"><style>@import "y"; ' +
      'b { background: url(https://a/b.png) }</style><img src=//cdn/x.png>'
    expect(externalResources(html)).toHaveLength(5)
    expect(externalResources('<p>Voir https://a/b</p><img src="cid:logo">')).toEqual([])
  })
})

describe.each(MAIL_SAMPLES)('the $name mail', ({ mail }) => {
  it('renders HTML and text with the letterhead, French characters intact and no external resource', async () => {
    const { html, text } = await renderMail(mail.element)
    expect(html).toMatch(/^<!DOCTYPE html/)
    expect(html).toContain('lang="fr"')
    expect(externalResources(html)).toEqual([])
    for (const part of [html, text]) {
      expect(part).toContain('Écrin Emballages')
      expect(part).toContain('69007 Lyon')
      expect(part).toContain('04 78 00 00 00')
      expect(part).toContain('contact@ecrin-emballages.fr')
      expect(part).toContain(sampleOrder.number)
    }
    expect(text).not.toContain('<')
    expect(text).toContain(`${SITE}/`)
    expect(text).not.toContain(`${SITE}//`)
  })
})

describe('subjects and key facts', () => {
  const context = { ...sampleContext, order: sampleOrder }

  it('order to validate: to the head office, with lines, totals and the validation page', async () => {
    const mail = orderToValidateMail(context)
    expect(mail.subject).toBe('Commande à valider : CMD-2026-00042 de Boutique Saint-Étienne')
    const { text } = await renderMail(mail.element)
    // Titles and column heads keep their case: html-to-text would shout them.
    expect(text).toContain('Commande à valider : CMD-2026-00042')
    expect(text).toMatch(/Produit\s+Quantité\s+Total HT/)
    expect(text).toMatch(/Sac kraft \(Grand format\)\s+500\s+425,00\s€/)
    expect(text).toMatch(/Boîte à bijoux « Étoile »\s+100\s+999,00\s€/)
    expect(text).toMatch(/Total HT : 1\s424,00\s€/)
    expect(text).toMatch(/Total TTC : 1\s708,80\s€/)
    expect(text).toContain('Boutique Saint-Étienne')
    expect(text).toContain('05/03/2026 10:40')
    expect(text).toContain('Livraison avant les fêtes, merci.')
    expect(text).toContain(`${SITE}/account/ordervalid/42`)
  })

  it('order sent for validation: to the shop, naming its head office, with its order page', async () => {
    const mail = orderSentForValidationMail({ ...context, headOfficeName: HEAD_OFFICE })
    expect(mail.subject).toBe('Commande CMD-2026-00042 envoyée pour validation à Siège Maison Lumière')
    const { text } = await renderMail(mail.element)
    expect(text).toContain('a bien été envoyée à Siège Maison Lumière')
    expect(text).toContain(`${SITE}/account/order/42`)
  })

  it('order placed: a confirmation to the shop with its order page', async () => {
    const mail = orderPlacedMail(context)
    expect(mail.subject).toBe('Confirmation de votre commande CMD-2026-00042')
    const { text } = await renderMail(mail.element)
    expect(text).toContain('est validée')
    expect(text).toContain(`${SITE}/account/order/42`)
  })

  it.each([
    [{ kind: 'direct' } as const, 'Commande passée directement par le magasin, sans validation requise.'],
    [{ kind: 'validated', headOfficeName: HEAD_OFFICE } as const, 'Commande validée par Siège Maison Lumière.'],
    [
      { kind: 'auto-accepted', headOfficeName: HEAD_OFFICE } as const,
      'Commande acceptée automatiquement selon les règles de Siège Maison Lumière.',
    ],
  ])('order desk: %o says how the order was accepted', async (acceptance, sentence) => {
    const mail = orderDeskNewOrderMail({ ...context, acceptance })
    expect(mail.subject).toBe('Nouvelle commande à préparer : CMD-2026-00042 de Boutique Saint-Étienne')
    const { text } = await renderMail(mail.element)
    expect(text).toContain(sentence)
    expect(text).toContain('Magasin : Boutique Saint-Étienne')
    expect(text).toMatch(/Sac kraft \(Grand format\)\s+500/)
    expect(text).toContain(`${SITE}/backoffice/order/details/42`)
  })

  it('validation reminder: the waiting day and the working days, with the validation page', async () => {
    const mail = validationReminderMail({ ...context, waitingSince: new Date('2026-03-31T22:30:00Z'), workingDays: 3 })
    expect(mail.subject).toBe(
      'Rappel : commande CMD-2026-00042 de Boutique Saint-Étienne à valider depuis 3 jours ouvrés',
    )
    const { text } = await renderMail(mail.element)
    // 22:30 UTC on 31 March is already 1 April in Paris.
    expect(text).toContain('attend votre validation depuis le 01/04/2026 (3 jours ouvrés)')
    expect(text).toContain(`${SITE}/account/ordervalid/42`)
    const one = validationReminderMail({ ...context, waitingSince: sampleOrder.placedAt, workingDays: 1 })
    expect(one.subject).toMatch(/depuis 1 jour ouvré$/)
  })
})
