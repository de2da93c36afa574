/**
 * A count with its noun, as French writes it: the singular for 0 and 1 ("0 produit", "1 produit"),
 * the plural from 2 ("2 produits"). Replaces the "produit(s)" of earlier messages (decision 043).
 */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${Math.abs(count) < 2 ? singular : plural}`
}
