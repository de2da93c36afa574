import { createContext, useContext } from 'react'

/**
 * The quantity text each cart line shows, by line id, whether saved or not: checkout reads it so that
 * a quantity typed without "Mettre à jour" is ordered, never the stale saved one (decision 043).
 * A plain map: typing must not re-render the whole cart.
 */
export type TypedQuantities = Map<number, string>

const TypedQuantitiesContext = createContext<TypedQuantities | null>(null)

export const TypedQuantitiesProvider = TypedQuantitiesContext.Provider

/** The cart page's map; a line rendered outside a cart page gets a throwaway one. */
export function useTypedQuantities(): TypedQuantities {
  return useContext(TypedQuantitiesContext) ?? new Map()
}
