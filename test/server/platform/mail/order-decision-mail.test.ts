// The head office's decision as the shop reads it (docs/decisions/072-mail-templates.md).
import { describe, expect, it } from 'vitest'
import { HEAD_OFFICE, sampleContext, sampleOrder } from '../../../../scripts/mail-preview/mail-samples'
import { orderDecisionMail, type OrderDecisionData } from '../../../../server/platform/mail/templates/order-decision'
import { renderMail } from '../../../../server/platform/mail/templates/render-mail'

const decision = (overrides: Partial<OrderDecisionData>): OrderDecisionData => ({
  ...sampleContext,
  order: sampleOrder,
  headOfficeName: HEAD_OFFICE,
  decision: 'validated',
  changedLines: [],
  headOfficeComment: null,
  ...overrides,
})

describe('the order decision mail', () => {
  it.each([
    ['validated', 'Commande CMD-2026-00042 validée par Siège Maison Lumière'],
    ['refused', 'Commande CMD-2026-00042 refusée par Siège Maison Lumière'],
    ['modified', 'Commande CMD-2026-00042 modifiée par Siège Maison Lumière, toujours en attente de validation'],
  ] as const)('a %s order has its exact subject', async (kind, subject) => {
    const mail = orderDecisionMail(decision({ decision: kind }))
    expect(mail.subject).toBe(subject)
    const { text } = await renderMail(mail.element)
    expect(text).toContain('https://www.ecrin-emballages.fr/account/order/42')
  })

  it('tells each changed line before and after, with its reason and the comment', async () => {
    const mail = orderDecisionMail(
      decision({
        decision: 'modified',
        changedLines: [
          {
            productName: 'Sac kraft',
            optionLabel: 'Grand format',
            before: { quantity: 500, status: 'pending' },
            after: { quantity: 300, status: 'accepted' },
            reason: 'Stock du magasin déjà élevé',
          },
          {
            productName: 'Boîte à bijoux « Étoile »',
            optionLabel: '',
            before: { quantity: 100, status: 'pending' },
            after: { quantity: 100, status: 'refused' },
            reason: null,
          },
          {
            productName: 'Papier de soie',
            optionLabel: 'Rose',
            before: { quantity: 50, status: 'accepted' },
            after: null,
            reason: 'Modèle arrêté',
          },
        ],
        headOfficeComment: 'Regroupez vos commandes, s\u2019il vous plaît.',
      }),
    )
    const { text } = await renderMail(mail.element)
    expect(text).toContain('Sac kraft (Grand format) : 500, en attente → 300, accepté')
    expect(text).toContain('Motif : Stock du magasin déjà élevé')
    expect(text).toContain('Boîte à bijoux « Étoile » : 100, en attente → 100, refusé')
    expect(text).toContain('Papier de soie (Rose) : 50, accepté → retirée de la commande')
    expect(text).toContain('Motif : Modèle arrêté')
    expect(text.match(/Motif :/g)).toHaveLength(2)
    expect(text).toContain('Commentaire de Siège Maison Lumière : Regroupez vos commandes, s\u2019il vous plaît.')
  })

  it('escapes what the head office typed', async () => {
    const mail = orderDecisionMail(decision({ headOfficeComment: '<img src="https://evil.example/x.png"> & co' }))
    const { html, text } = await renderMail(mail.element)
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img')
    expect(text).toContain('<img src="https://evil.example/x.png"> & co')
  })

  it('leaves out the phone line when the settings have none', async () => {
    const company = { ...sampleContext.company, phone: null }
    const { text } = await renderMail(orderDecisionMail({ ...decision({}), company }).element)
    expect(text).not.toContain('Tél.')
    expect(text).toContain('E-mail : contact@ecrin-emballages.fr')
  })
})
