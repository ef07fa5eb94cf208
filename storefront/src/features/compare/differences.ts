/**
 * Which rows of a comparison differ: a row holds one shown value per car (`null` where the car
 * has no such figure). With fewer than two cars nothing differs; a figure one car has and another
 * lacks is a difference.
 */
export function differingRows(rows: readonly (readonly (string | null)[])[]): boolean[] {
  return rows.map((values) => values.length > 1 && new Set(values).size > 1)
}
