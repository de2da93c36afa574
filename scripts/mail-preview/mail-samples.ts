// Sample data for every mail of the order conversation: what `npm run mail:preview` writes, and what the
// template tests render (docs/decisions/072-mail-templates.md). Names and amounts are made up.
import type { MailContext } from '../../server/platform/mail/templates/letterhead'
import type { ComposedMail, MailOrder } from '../../server/platform/mail/templates/mail-blocks'
import { orderDecisionMail } from '../../server/platform/mail/templates/order-decision'
import { orderDeskNewOrderMail } from '../../server/platform/mail/templates/order-desk-new-order'
import { orderPlacedMail } from '../../server/platform/mail/templates/order-placed'
import { orderSentForValidationMail } from '../../server/platform/mail/templates/order-sent-for-validation'
import { orderToValidateMail } from '../../server/platform/mail/templates/order-to-validate'
import { validationReminderMail } from '../../server/platform/mail/templates/validation-reminder'

export const sampleContext: MailContext = {
  company: {
    name: 'Écrin Emballages',
    address: '12 rue des Forges\n69007 Lyon',
    email: 'contact@ecrin-emballages.fr',
    phone: '04 78 00 00 00',
  },
  publicUrl: 'https://www.ecrin-emballages.fr/',
}

export const sampleOrder: MailOrder = {
  id: 42,
  number: 'CMD-2026-00042',
  shopName: 'Boutique Saint-Étienne',
  placedAt: new Date('2026-03-05T09:40:00Z'),
  lines: [
    { productName: 'Sac kraft', optionLabel: 'Grand format', quantity: 500, totalHtCents: 42_500 },
    { productName: 'Boîte à bijoux « Étoile »', optionLabel: '', quantity: 100, totalHtCents: 99_900 },
  ],
  totals: { totalHtCents: 142_400, totalTtcCents: 170_880, shippingHtCents: 0 },
  comment: 'Livraison avant les fêtes, merci.',
}

export const HEAD_OFFICE = 'Siège Maison Lumière'

export const MAIL_SAMPLES: ReadonlyArray<{ name: string; mail: ComposedMail }> = [
  { name: 'order-to-validate', mail: orderToValidateMail({ ...sampleContext, order: sampleOrder }) },
  {
    name: 'order-sent-for-validation',
    mail: orderSentForValidationMail({ ...sampleContext, order: sampleOrder, headOfficeName: HEAD_OFFICE }),
  },
  { name: 'order-placed', mail: orderPlacedMail({ ...sampleContext, order: sampleOrder }) },
  {
    name: 'order-desk-new-order',
    mail: orderDeskNewOrderMail({
      ...sampleContext,
      order: sampleOrder,
      acceptance: { kind: 'auto-accepted', headOfficeName: HEAD_OFFICE },
    }),
  },
  {
    name: 'order-decision',
    mail: orderDecisionMail({
      ...sampleContext,
      order: sampleOrder,
      headOfficeName: HEAD_OFFICE,
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
          after: null,
          reason: 'Modèle arrêté en boutique',
        },
      ],
      headOfficeComment: 'Merci de regrouper vos commandes de fin de mois.',
    }),
  },
  {
    name: 'validation-reminder',
    mail: validationReminderMail({
      ...sampleContext,
      order: sampleOrder,
      waitingSince: sampleOrder.placedAt,
      workingDays: 3,
    }),
  },
]
