// Call-offs from a brand's stock when an order is accepted (docs/decisions/077-brand-stock.md, "Decremented when
// the order is accepted"): placed directly, or accepted by the head office.

/**
 * Thrown inside the acceptance's transaction when the balance does not cover a line: it rolls back everything
 * written so far (the order, its lines, the other lines' call-offs). Its message is the domain's refusal.
 */
export class StockShortage extends Error {
  override readonly name = 'StockShortage'
}

/** What the refused acceptance answers: nothing was written. */
export type StockRefused = { kind: 'stock-refused'; message: string }

/** Runs an acceptance's transaction; a shortage inside it becomes the refusal, after the rollback. */
export async function refusedOnShortage<T>(transaction: () => Promise<T>): Promise<T | StockRefused> {
  try {
    return await transaction()
  } catch (error) {
    if (error instanceof StockShortage) return { kind: 'stock-refused', message: error.message }
    throw error
  }
}
