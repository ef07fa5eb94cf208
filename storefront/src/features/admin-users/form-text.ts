/** A text field of a submitted form ('' when absent; these forms have no file fields). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}
