/** A file's name without its extension, as the server names the stored photo (HEIC becomes JPEG). */
export function fileStem(name: string): string {
  return name.replace(/\.[^./\\]+$/, '').toLowerCase()
}

/**
 * Takes the next file whose stem is not being uploaded already: the server gives each stored
 * photo a unique name and refuses one of two same-named photos arriving at the same time.
 */
export function takeNext<T extends { file: File }>(queue: T[], inFlight: Set<string>): T | undefined {
  const index = queue.findIndex((entry) => !inFlight.has(fileStem(entry.file.name)))
  return index < 0 ? undefined : queue.splice(index, 1)[0]
}
