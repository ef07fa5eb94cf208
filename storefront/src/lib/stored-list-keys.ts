/** The local-storage keys of the car lists a visitor keeps in this browser. */
export const storedListKeys = {
  favourites: 'favourites',
  compare: 'compare',
} as const
