// Wording of the showcase back office (decision 036), each string once for the server and the browser.
// One block per topic; each engineer adds theirs (re-read this file before editing it).

/** Home blocks, partners and specialised catalogues. */
export const HOME_ADMIN_MESSAGES = {
  titleTooLong: 'Le titre ne doit pas dépasser 200 caractères.',
  subtitleTooLong: 'Le sous-titre ne doit pas dépasser 300 caractères.',
  bodyTooLong: 'Le texte ne doit pas dépasser 20 000 caractères.',
  typeRequired: 'Choisissez le type du bloc.',
  imagePositionInvalid: 'Choisissez la position de l’image : à gauche ou à droite.',
  labelTooLong: 'Le libellé ne doit pas dépasser 80 caractères.',
  linkInvalid: 'Saisissez un chemin du site (commençant par /) ou une adresse https://.',
  linkLabelMissing: 'Saisissez le libellé de ce lien.',
  linkHrefMissing: 'Saisissez l’adresse de ce lien.',
  productsRequired: 'Choisissez au moins un produit à mettre en avant.',
  productsTooMany: 'Choisissez au plus 12 produits.',
  productDuplicated: 'Ce produit est choisi deux fois.',
  productUnknown: 'Ce produit n’existe pas.',
  imageRequired: 'Choisissez une image.',
  imageUnknown: 'Choisissez une image de la médiathèque.',
  documentRequired: 'Choisissez le PDF du catalogue.',
  documentUnknown: 'Choisissez un PDF de la médiathèque (pas une image).',
  orderMismatch:
    'L’ordre n’a pas été enregistré : la liste a changé depuis son ouverture. Rechargez la page puis recommencez.',
  orderSaved: 'Nouvel ordre enregistré',
  orderFailed: 'Impossible d’enregistrer le nouvel ordre',
  nameTooLong: 'Le nom ne doit pas dépasser 120 caractères.',
  httpsRequired: 'Saisissez une adresse web sécurisée (commençant par https://).',
  descriptionTooLong: 'La description ne doit pas dépasser 2 000 caractères.',
  sectorTooLong: 'Le secteur ne doit pas dépasser 120 caractères.',
  slugInvalid: 'Le slug ne contient que des lettres minuscules sans accent, des chiffres et des tirets.',
  slugTooLong: 'Le slug ne doit pas dépasser 200 caractères.',
  slugFromTitle: 'Le titre ne permet pas de former un slug : saisissez-le.',
  positionRange: 'La position est un nombre entier entre 0 et 10 000.',
} as const

/** The media library and the kit's media picker. */
export const MEDIA_ADMIN_MESSAGES = {
  fileRequired: 'Choisissez un fichier à envoyer.',
  typeRefused: 'Ce fichier n’est pas accepté : envoyez une image JPEG, PNG, WebP, AVIF ou GIF, ou un document PDF.',
  imageTooBig: 'Cette image est trop lourde : 10 Mo au plus.',
  documentTooBig: 'Ce document est trop lourd : 25 Mo au plus.',
  imageUnreadable: 'Cette image est illisible ou endommagée.',
  documentUnreadable: 'Ce PDF est illisible ou endommagé.',
  altRequired: 'Saisissez le texte alternatif de l’image (ce qu’elle montre).',
  altTooLong: 'Le texte alternatif ne doit pas dépasser 250 caractères.',
  kindInvalid: 'Choisissez le type : image ou document.',
  notFound: 'Ce média n’existe pas ou plus.',
  inUse: (count: number) =>
    count === 1
      ? 'Ce média est utilisé à 1 endroit : retirez-le de cet endroit avant de le supprimer.'
      : `Ce média est utilisé à ${count} endroits : retirez-le de ces endroits avant de le supprimer.`,
  uploaded: 'Média ajouté à la médiathèque',
  uploadFailed: 'Impossible d’envoyer le fichier',
  saved: 'Texte alternatif enregistré',
  deleted: 'Média supprimé',
}

/** The showcase's catalogue: categories, attributes, products and variants. */
export const CATALOG_ADMIN_MESSAGES = {
  nameTooLong: 'Le nom ne doit pas dépasser 120 caractères.',
  labelTooLong: 'Le libellé ne doit pas dépasser 120 caractères.',
  slugInvalid: 'Le slug ne contient que des lettres minuscules sans accent, des chiffres et des tirets.',
  slugFromName: 'Le nom ne permet pas de former un slug : saisissez-le.',
  slugTaken: 'Ce slug est déjà utilisé.',
  descriptionTooLong: 'La description ne doit pas dépasser 20 000 caractères.',
  excerptTooLong: 'Le résumé ne doit pas dépasser 500 caractères.',
  seoTitleTooLong: 'Le titre SEO ne doit pas dépasser 200 caractères.',
  seoDescriptionTooLong: 'La description SEO ne doit pas dépasser 500 caractères.',
  positionRange: 'La position est un nombre entier entre 0 et 10 000.',
  imageUnknown: 'Choisissez une image de la médiathèque.',
  parentUnknown: 'Cette catégorie parente n’existe pas.',
  parentCycle: 'Une catégorie ne peut pas être rangée sous elle-même ni sous l’une de ses sous-catégories.',
  categoryRequired: 'Choisissez la catégorie du produit.',
  categoryUnknown: 'Cette catégorie n’existe pas.',
  subCategoryNotChild: 'Choisissez une sous-catégorie de la catégorie choisie.',
  categoryHasChildren: 'Cette catégorie a des sous-catégories : déplacez-les ou supprimez-les d’abord.',
  categoryHasProducts: 'Cette catégorie contient des produits : déplacez-les d’abord.',
  valuesTooMany: 'Un attribut a au plus 100 valeurs.',
  valueSlugDuplicated: 'Ce slug est déjà celui d’une autre valeur de cet attribut.',
  valueUnknown: 'Cette valeur n’appartient pas à cet attribut.',
  valueInUse: (label: string) =>
    `La valeur « ${label} » est utilisée par des variantes : elle ne peut pas être supprimée.`,
  referenceTooLong: 'La référence ne doit pas dépasser 60 caractères.',
  referenceTaken: 'Cette référence est déjà utilisée.',
  sizeRange: 'Une dimension est un nombre entier de millimètres entre 0 et 100 000.',
  attributeRequired: 'Choisissez l’attribut.',
  attributeUnknown: 'Cet attribut n’existe pas.',
  attributeTwice: 'Cet attribut a déjà une valeur pour cette variante.',
  attributeValueRequired: 'Choisissez la valeur.',
  publishedExpected: 'Indiquez si le produit est publié.',
  publishedWithoutVariant: 'Ajoutez au moins une variante avant de publier le produit.',
  lastVariantRemoved: 'Le produit n’a plus de variante : il a été dépublié.',
  previewBanner: 'Aperçu — non publié',
  categoryCreated: 'Catégorie créée',
  categorySaved: 'Catégorie enregistrée',
  attributeCreated: 'Attribut créé',
  attributeSaved: 'Attribut enregistré',
  productCreated: 'Produit créé',
  productSaved: 'Produit enregistré',
  variantCreated: 'Variante créée',
  variantSaved: 'Variante enregistrée',
} as const

/** Job offers and their applications. */
export const JOBS_ADMIN_MESSAGES = {
  titleTooLong: 'Le titre ne doit pas dépasser 200 caractères.',
  contractTooLong: 'Le type de contrat ne doit pas dépasser 80 caractères.',
  locationTooLong: 'Le lieu ne doit pas dépasser 120 caractères.',
  excerptTooLong: 'Le résumé ne doit pas dépasser 500 caractères.',
  descriptionTooLong: 'La description ne doit pas dépasser 50 000 caractères.',
  salaryTooLong: 'La rémunération ne doit pas dépasser 120 caractères.',
  slugInvalid: 'Le slug ne contient que des lettres minuscules sans accent, des chiffres et des tirets.',
  slugTooLong: 'Le slug ne doit pas dépasser 200 caractères.',
  slugFromTitle: 'Le titre ne permet pas de former un slug : saisissez-le.',
  slugTaken: 'Ce slug est déjà utilisé par une autre offre.',
  dateInvalid: 'Saisissez une date valide.',
  seoTitleTooLong: 'Le titre SEO ne doit pas dépasser 70 caractères.',
  seoDescriptionTooLong: 'La description SEO ne doit pas dépasser 160 caractères.',
  seoImageUnknown: 'Choisissez une image de la médiathèque.',
  hasApplications: 'Cette offre a reçu des candidatures : elle ne peut pas être supprimée. Dépubliez-la plutôt.',
  statusInvalid: 'Choisissez un statut de la liste.',
  notesTooLong: 'Les notes ne doivent pas dépasser 5 000 caractères.',
  cvMissing: 'Le fichier de ce CV est introuvable sur le serveur.',
  cvDownloadFailed: 'Impossible de télécharger le CV.',
  previewBanner: 'Aperçu — non publié',
} as const

/** The two account screens: showcase administrators and e-commerce users. */
export const ACCOUNTS_ADMIN_MESSAGES = {
  cannotDeactivateSelf: 'Vous ne pouvez pas désactiver votre propre compte.',
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte.',
  lastShowcaseAdmin: 'Il doit rester au moins un administrateur du site vitrine actif.',
} as const

/** The blog: articles and their categories. */
export const BLOG_ADMIN_MESSAGES = {
  titleTooLong: 'Le titre ne doit pas dépasser 200 caractères.',
  slugInvalid: 'Le slug ne contient que des lettres minuscules sans accent, des chiffres et des tirets.',
  slugTooLong: 'Le slug ne doit pas dépasser 200 caractères.',
  slugFromTitle: 'Le titre ne permet pas de former un slug : saisissez-le.',
  slugTaken: 'Ce slug est déjà utilisé par un autre article.',
  categorySlugTaken: 'Ce slug est déjà utilisé par une autre catégorie.',
  excerptTooLong: 'Le chapô ne doit pas dépasser 1 000 caractères.',
  bodyTooLong: 'Le texte de l’article est trop long (200 000 caractères au plus).',
  categoryRequired: 'Choisissez la catégorie de l’article.',
  categoryUnknown: 'Cette catégorie n’existe pas ou plus.',
  coverUnknown: 'Choisissez une image de la médiathèque.',
  statusInvalid: 'Choisissez l’état : brouillon ou publié.',
  dateInvalid: 'Saisissez une date et une heure valides.',
  seoTitleTooLong: 'Le titre SEO ne doit pas dépasser 120 caractères.',
  seoDescriptionTooLong: 'La description SEO ne doit pas dépasser 300 caractères.',
  nameTooLong: 'Le nom ne doit pas dépasser 120 caractères.',
  descriptionTooLong: 'La description ne doit pas dépasser 2 000 caractères.',
  positionRange: 'La position est un nombre entier entre 0 et 10 000.',
  categoryInUse: (count: number) =>
    count === 1
      ? 'Cette catégorie contient 1 article : déplacez-le ou supprimez-le avant de supprimer la catégorie.'
      : `Cette catégorie contient ${count} articles : déplacez-les ou supprimez-les avant de supprimer la catégorie.`,
  bulkPublished: (count: number) => (count === 1 ? '1 article publié' : `${count} articles publiés`),
  bulkUnpublished: (count: number) =>
    count === 1 ? '1 article repassé en brouillon' : `${count} articles repassés en brouillon`,
  bulkActionUnknown: 'Action groupée inconnue.',
  previewBanner: 'Aperçu — non publié',
  preview: 'Prévisualiser',
}
