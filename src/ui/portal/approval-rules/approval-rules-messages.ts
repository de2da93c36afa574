// Not in the spec: the approval rules page's fallbacks and the labels shared by its table and its tests.
export const APPROVAL_RULES_TEXT = {
  title: 'Règles de validation',
  load: 'Impossible de charger les règles de validation',
  save: 'Impossible d’enregistrer les règles',
  threshold: 'Acceptation automatique sous (HT)',
  budget: 'Budget mensuel (HT)',
  spent: 'Dépensé ce mois-ci',
  caption: 'Règles de validation de vos magasins',
} as const
