/** 'Riprova tra 8 secondi.' or, from a minute up, the minutes rounded up: 'Riprova tra 2 minuti.' */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return `Riprova tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}.`
  const minutes = Math.ceil(seconds / 60)
  return `Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`
}
