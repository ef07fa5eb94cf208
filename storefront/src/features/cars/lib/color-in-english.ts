/** Italian words and their English one, as the locale writes them: 'Black=nero,nera|White=bianco'. */
function dictionary(entries: string): Map<string, string> {
  const words = new Map<string, string>()
  for (const entry of entries.split('|')) {
    const [english, italian = ''] = entry.split('=')
    for (const word of italian.split(',')) if (word) words.set(word.trim().toLowerCase(), english.trim())
  }
  return words
}

export interface ColorWords {
  colours: string
  finishes: string
  parts: string
}

/**
 * A colour as the dealer wrote it in Italian, in English: 'Blu Portimao metallizzato' becomes
 * 'Portimao Blue metallic', 'Capote nera' 'Black soft top'. Capitalised words the dictionary does
 * not know are the maker's names and stay; any other unknown word means the colour cannot be put
 * in English, and `null` says to show the Italian.
 */
export function colorInEnglish(italian: string, words: ColorWords): string | null {
  const colours = dictionary(words.colours)
  const finishes = dictionary(words.finishes)
  const parts = dictionary(words.parts)
  let colour = ''
  let part = ''
  const names: string[] = []
  const finishing: string[] = []
  for (const word of italian.trim().split(/\s+/)) {
    const key = word.toLowerCase()
    if (colours.has(key)) colour = colours.get(key)!
    else if (finishes.has(key)) finishing.push(finishes.get(key)!)
    else if (parts.has(key)) part = parts.get(key)!
    else if (/^\p{Lu}/u.test(word)) names.push(word)
    else return null
  }
  if (!colour) return null
  return [...names, colour, ...finishing, part].filter(Boolean).join(' ')
}
