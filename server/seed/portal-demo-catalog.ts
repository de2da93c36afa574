// decisions §8: the demo catalogue of "Maison Lemoine" (prices in cents HT). Price breaks on four options and
// a production time on every product (docs/decisions/075), at quantities the demo orders and the browser
// journeys' other steps do not reach, so that their amounts stay what they were.

import type { PriceTier } from '../../src/domain/price-tiers'

export type DemoOption = {
  label: string
  unitPrice: number
  minimumQuantity: number
  packMultiple: number
  priceTiers?: PriceTier[]
  active?: boolean
  /** "BAT requis": one option per category, none that the other demo orders or journeys use (decision 076). */
  proofRequired?: boolean
}
export type DemoProduct = {
  name: string
  reference: string
  description: string
  /** Production working days (docs/decisions/075). */
  leadTimeDays: number
  options: DemoOption[]
}

const tiers = (...pairs: [number, number][]): PriceTier[] =>
  pairs.map(([fromQuantity, unitPriceCents]) => ({ fromQuantity, unitPriceCents }))
export type DemoCategory = { name: string; slug: string; products: DemoProduct[] }

export const DEMO_ECOMMERCE_URL = 'https://boutique.maison-lemoine.example'

export const DEMO_CATALOG: readonly DemoCategory[] = [
  {
    name: 'Sacs',
    slug: 'sacs',
    products: [
      {
        name: 'Sac kraft poignées torsadées',
        reference: 'ML-SAC-KRAFT',
        leadTimeDays: 10,
        description: 'Sac en papier kraft brun 100 g/m², poignées torsadées, logo Maison Lemoine imprimé une couleur.',
        options: [
          { label: 'Petit format 18 × 8 × 22 cm', unitPrice: 45, minimumQuantity: 250, packMultiple: 50 },
          { label: 'Moyen format 26 × 12 × 32 cm', unitPrice: 62, minimumQuantity: 250, packMultiple: 50 },
          { label: 'Grand format 32 × 16 × 40 cm', unitPrice: 78, minimumQuantity: 100, packMultiple: 50 },
        ],
      },
      {
        name: 'Sac papier blanc marquage or',
        reference: 'ML-SAC-OR',
        leadTimeDays: 12,
        description: 'Sac papier blanc pelliculé mat, poignées ruban, logo marqué à chaud or.',
        options: [
          { label: 'Format cadeau 16 × 8 × 20 cm', unitPrice: 110, minimumQuantity: 100, packMultiple: 25 },
          {
            label: 'Format boutique 24 × 10 × 30 cm',
            unitPrice: 135,
            minimumQuantity: 100,
            packMultiple: 25,
            proofRequired: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Boîtes et coffrets',
    slug: 'boites-et-coffrets',
    products: [
      {
        name: 'Coffret aimanté',
        reference: 'ML-COF-AIM',
        leadTimeDays: 15,
        description: 'Coffret rigide à fermeture aimantée, carton 1 200 g habillé, calage sur demande.',
        options: [
          {
            label: 'Noir mat 20 × 15 × 5 cm',
            unitPrice: 390,
            minimumQuantity: 100,
            packMultiple: 25,
            priceTiers: tiers([500, 360], [1000, 340]),
          },
          { label: 'Ivoire 25 × 20 × 8 cm', unitPrice: 520, minimumQuantity: 100, packMultiple: 25 },
        ],
      },
      {
        name: 'Étui carton',
        reference: 'ML-ETUI',
        leadTimeDays: 12,
        description: 'Étui pliant en carton compact blanc 350 g, impression quadri recto.',
        options: [
          { label: 'Étui 10 × 10 × 3 cm', unitPrice: 58, minimumQuantity: 250, packMultiple: 50 },
          {
            label: 'Étui 15 × 10 × 4 cm',
            unitPrice: 72,
            minimumQuantity: 250,
            packMultiple: 50,
            priceTiers: tiers([1000, 66], [2500, 60]),
            proofRequired: true,
          },
          {
            label: 'Étui fenêtre 15 × 10 × 4 cm',
            unitPrice: 89,
            minimumQuantity: 250,
            packMultiple: 50,
            active: false,
          },
        ],
      },
      {
        name: "Boîte d'expédition",
        reference: 'ML-EXP',
        leadTimeDays: 8,
        description: 'Boîte postale en carton ondulé cannelure E, fermeture à rabats, impression intérieure.',
        options: [
          { label: 'Taille S 25 × 18 × 8 cm', unitPrice: 95, minimumQuantity: 100, packMultiple: 25 },
          { label: 'Taille M 35 × 25 × 12 cm', unitPrice: 128, minimumQuantity: 100, packMultiple: 25 },
        ],
      },
    ],
  },
  {
    name: 'Papeterie et finitions',
    slug: 'papeterie-et-finitions',
    products: [
      {
        name: 'Papier de soie',
        reference: 'ML-SOIE',
        leadTimeDays: 8,
        description: 'Feuilles de papier de soie 18 g/m², vendues par ramettes de 250.',
        options: [
          { label: 'Blanc 50 × 75 cm', unitPrice: 9, minimumQuantity: 500, packMultiple: 250 },
          {
            label: 'Imprimé logo 50 × 75 cm',
            unitPrice: 16,
            minimumQuantity: 500,
            packMultiple: 250,
            priceTiers: tiers([2500, 14], [5000, 12]),
          },
        ],
      },
      {
        name: 'Ruban satin',
        reference: 'ML-RUBAN',
        leadTimeDays: 5,
        description: 'Ruban satin double face, bobine de 50 m, marquage du logo en continu.',
        options: [
          { label: 'Noir 10 mm × 50 m', unitPrice: 690, minimumQuantity: 10, packMultiple: 5 },
          { label: 'Or 15 mm × 50 m', unitPrice: 820, minimumQuantity: 10, packMultiple: 5 },
        ],
      },
      {
        name: 'Étiquette adhésive ronde',
        reference: 'ML-ETIQ',
        leadTimeDays: 6,
        description: 'Étiquettes adhésives en rouleau pour fermer pochettes et papiers de soie.',
        options: [
          {
            label: 'Ø 40 mm dorée',
            unitPrice: 6,
            minimumQuantity: 500,
            packMultiple: 500,
            priceTiers: tiers([5000, 5], [10000, 4]),
            proofRequired: true,
          },
          { label: 'Ø 60 mm noire', unitPrice: 8, minimumQuantity: 500, packMultiple: 500 },
        ],
      },
    ],
  },
]
