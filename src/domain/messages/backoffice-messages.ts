import { countOf } from '../french-plural'

// Wording shared by the two back offices (decision 027), each string once for the server and the browser.
export const BACKOFFICE_MESSAGES = {
  invalidForm: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
  required: 'Ce champ est obligatoire.',
  invalidEmail: 'Adresse e-mail invalide.',
  invalidUrl: 'Adresse web invalide (elle doit commencer par https:// ou http://).',
  conflict:
    'Cette fiche a été modifiée entre-temps (dans un autre onglet ou par un autre administrateur). ' +
    'Vos changements n’ont pas été enregistrés.',
  forbidden: 'Vous n’avez pas les droits nécessaires pour cette action.',
  created: 'Enregistrement créé avec succès',
  saved: 'Modifications enregistrées avec succès',
  deleted: 'Suppression effectuée avec succès',
  loadFailed: 'Impossible de charger les données',
  saveFailed: 'Impossible d’enregistrer les modifications',
  deleteFailed: 'Impossible de supprimer cet enregistrement',
  exportFailed: 'Impossible d’exporter la liste',
  unsavedChanges: 'Des modifications ne sont pas enregistrées. Quitter cette page quand même ?',
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte.',
  lastSuperAdmin: 'Il doit rester au moins un super administrateur actif.',
  inUse: 'Cet enregistrement est utilisé ailleurs et ne peut pas être supprimé.',
} as const

/** The field error of a unique value already taken (login, reference, slug...). */
export const alreadyTaken = (what: string) => `${what} est déjà utilisé.`

/** The catalogue screens of the e-commerce back office: brands, categories, products (decision 031). */
export const CATALOG_MESSAGES = {
  nameTooLong: 'Le nom ne doit pas dépasser 120 caractères.',
  integerExpected: 'Saisissez un nombre entier.',
  notNegative: 'La valeur ne peut pas être négative.',
  amountTooLarge: 'Le montant est trop élevé.',
  quantityTooLarge: 'La quantité est trop élevée.',
  urlTooLong: 'L’adresse web ne doit pas dépasser 500 caractères.',
  brandRequired: 'Choisissez une enseigne.',
  brandUnknown: 'Cette enseigne n’existe pas.',
  categoryUnknown: 'Cette catégorie n’existe pas.',
  categoryOtherBrand: 'Cette catégorie appartient à une autre enseigne.',
  categoryKeepsBrand: 'Cette catégorie contient des produits : elle ne peut pas changer d’enseigne.',
  slugFromName: 'Le nom ne permet pas de former un slug : saisissez-le.',
  slugInvalid: 'Le slug ne contient que des lettres minuscules sans accent, des chiffres et des tirets.',
  slugTooLong: 'Le slug ne doit pas dépasser 200 caractères.',
  referenceTooLong: 'La référence ne doit pas dépasser 60 caractères.',
  descriptionTooLong: 'La description ne doit pas dépasser 5 000 caractères.',
  leadTimeRange: 'Le délai est un nombre de jours entre 0 et 365.',
  booleanExpected: 'Choisissez oui ou non.',
  optionsCount: 'Un produit a entre 1 et 20 déclinaisons.',
  optionLabelTooLong: 'Le libellé ne doit pas dépasser 120 caractères.',
  minimumAtLeastOne: 'La quantité minimale est au moins 1.',
  multipleAtLeastOne: 'Le multiple de conditionnement est au moins 1.',
  optionUnknown: 'Cette déclinaison n’appartient pas à ce produit.',
  optionDuplicated: 'Cette déclinaison apparaît deux fois.',
  referenceTaken: 'Cette référence est déjà utilisée pour cette enseigne.',
  optionQuantityTooLarge: 'La quantité ne peut pas dépasser 1 000 000.',
  imageMissing: 'Choisissez une image à envoyer.',
  imageType: 'Format d’image non accepté : envoyez une image PNG, JPEG ou WebP.',
  imageTooLarge: 'L’image dépasse la taille maximale de 2 Mo.',
  imageUnreadable: 'Cette image est illisible ou endommagée.',
  imageSaved: 'Image enregistrée avec succès',
  activated: (count: number) => `${countOf(count, 'produit activé', 'produits activés')}.`,
  deactivated: (count: number) => `${countOf(count, 'produit désactivé', 'produits désactivés')}.`,
  unknownBulkAction: 'Action groupée inconnue.',
} as const

/** The account screens of the e-commerce back office: stores, administrators, settings (decision 033). */
export const ACCOUNT_ADMIN_MESSAGES = {
  identifiantInvalid: 'L’identifiant ne contient que des lettres sans accent, des chiffres et . _ @ -',
  identifiantTooLong: 'L’identifiant ne doit pas dépasser 100 caractères.',
  loginInvalid: 'Le login ne contient que des lettres sans accent, des chiffres et . _ @ -',
  loginTooLong: 'Le login ne doit pas dépasser 100 caractères.',
  nameTooLong: 'Le nom ne doit pas dépasser 200 caractères.',
  emailTooLong: 'L’adresse e-mail ne doit pas dépasser 254 caractères.',
  addressTooLong: 'L’adresse ne doit pas dépasser 300 caractères.',
  postalCodeTooLong: 'Le code postal ne doit pas dépasser 20 caractères.',
  cityTooLong: 'La ville ne doit pas dépasser 120 caractères.',
  countryTooLong: 'Le pays ne doit pas dépasser 80 caractères.',
  brandRequired: 'Choisissez une enseigne.',
  brandUnknown: 'Cette enseigne n’existe pas.',
  validatorInvalid: 'Choisissez un magasin validateur dans la liste.',
  validatorUnknown: 'Ce magasin validateur n’existe pas.',
  validatorSelf: 'Un magasin ne peut pas être son propre validateur.',
  validatorOtherBrand: 'Le magasin validateur doit appartenir à la même enseigne.',
  brandChangeWithValidated:
    'Ce magasin valide les commandes d’autres magasins de son enseigne : retirez-le d’abord comme validateur.',
  shopHasOrders: 'Ce magasin a des commandes : il ne peut pas être supprimé. Désactivez-le plutôt.',
  shopInactive: 'Ce magasin est désactivé : réactivez-le avant de lui envoyer un lien.',
  passwordLinkSent: (email: string) => `Le lien de création du mot de passe a été envoyé à ${email}.`,
  passwordLinkSubject: (company: string) => `${company} : choisissez le mot de passe de votre espace client`,
  roleInvalid: 'Choisissez le rôle : super administrateur ou administrateur.',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 200 caractères.',
  cannotDeactivateSelf: 'Vous ne pouvez pas désactiver votre propre compte.',
  booleanExpected: 'Choisissez oui ou non.',
  vatRateRange: 'Le taux de TVA est un pourcentage entre 0 et 100, avec au plus deux décimales (par exemple 5,5).',
  integerExpected: 'Saisissez un nombre entier.',
  notNegative: 'La valeur ne peut pas être négative.',
  amountTooLarge: 'Le montant est trop élevé.',
  companyNameTooLong: 'Le nom de la société ne doit pas dépasser 200 caractères.',
  companyAddressTooLong: 'L’adresse de la société ne doit pas dépasser 1 000 caractères.',
  orderNotificationSubject: (number: string, shop: string) => `Nouvelle commande ${number} de ${shop}`,
  shopsActivated: (count: number) => `${countOf(count, 'magasin activé', 'magasins activés')}.`,
  shopsDeactivated: (count: number) => `${countOf(count, 'magasin désactivé', 'magasins désactivés')}.`,
  unknownBulkAction: 'Action groupée inconnue.',
} as const

/** The back office's orders (screen /backoffice/order). */
export const ORDER_ADMIN_MESSAGES = {
  stale: (currentLabel: string) =>
    'Le statut de cette commande a changé depuis l’ouverture de la page ' +
    `(il est maintenant « ${currentLabel} ») : rechargez-la avant de recommencer.`,
  bulkDone: (moved: number, targetLabel: string, refused: number) =>
    `${moved} commande${moved > 1 ? 's' : ''} passée${moved > 1 ? 's' : ''} au statut « ${targetLabel} »` +
    (refused === 0 ? '.' : ` ; ${refused} refusée${refused > 1 ? 's' : ''}.`),
  listFailed: 'Impossible de lister les commandes',
  moveFailed: 'Impossible de changer le statut de la commande',
} as const

/** The orders screens of the back office (list and details). */
export const ORDER_SCREEN_MESSAGES = {
  moved: (targetLabel: string) => `La commande est passée au statut « ${targetLabel} ».`,
  /** Appended to the bulk summary: which orders stayed where they were, and why. */
  refusedList: (refused: readonly { number: string | null; id: number; message: string }[]) =>
    refused.length === 0
      ? ''
      : ` Refusées : ${refused.map((order) => `${order.number ?? `n° ${order.id}`} (${order.message})`).join(' ; ')}`,
  detailFailed: 'Impossible de charger la commande',
} as const
