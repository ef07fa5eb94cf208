/**
 * The specification's price and power steps for the home search; the years come from
 * `yearChoices`, the makes, models and categories from the cars in stock.
 */
export const searchPrices = [10_000, 20_000, 30_000, 50_000, 75_000, 100_000]
export const searchPowers = [75, 100, 150, 200, 300, 400]
