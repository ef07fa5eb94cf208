/**
 * The root of every query key about cars (lists, details, images). The panel invalidates it after
 * changing a car or a photo, so the public pages refetch, without reaching into the cars feature.
 */
export const carsQueryRoot = ['cars'] as const
