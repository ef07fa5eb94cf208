import { createContext, useContext, type ReactNode } from 'react'

/** What a card offers besides opening the car (the heart, 'Confronta'), drawn over its photo. */
export type CardActions = (car: { slug: string; name: string }) => ReactNode

/**
 * The app fills this in: the actions belong to other features, which the cards may not import.
 * Without a provider (tests, the panel) a card has no actions.
 */
export const CardActionsContext = createContext<CardActions | null>(null)

export function useCardActions(): CardActions | null {
  return useContext(CardActionsContext)
}
