// Showcase (vitrine) wording that both the server's refusal and the browser's hint show. The spec
// fixes none of it (decisions §6); it is kept once here so the two sides cannot word it differently.
export const SHOWCASE_MESSAGES = {
  cvMissing: 'Veuillez joindre votre CV.',
  cvWrongType: 'Le CV doit être un fichier PDF, DOC ou DOCX.',
  // Says the limit of cv-limits.ts (MAX_CV_BYTES = 5 Mio); test/domain checks they agree.
  cvTooLarge: 'Le CV ne doit pas dépasser 5 Mo.',
} as const
