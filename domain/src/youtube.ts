const ID = /^[A-Za-z0-9_-]{11}$/

/** What every door (API, panel, console) says when a video link is not one. */
export const YOUTUBE_INVALID_MESSAGE = 'Link YouTube non valido: incolla il link del video o il suo ID di 11 caratteri'

/** True for an 11-character video id as stored. */
export function isYouTubeId(value: string): boolean {
  return ID.test(value)
}

/**
 * Reduces a YouTube watch, short, embed or shorts URL, or a bare id, to the
 * 11-character video id. Returns null for anything else.
 */
export function toYouTubeId(input: string | null | undefined): string | null {
  const value = input?.trim()
  if (!value) return null
  if (ID.test(value)) return value

  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '')
  let candidate: string | null = null
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1] ?? null
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean)
    if (first === 'watch') candidate = url.searchParams.get('v')
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') candidate = second ?? null
  }
  return candidate && ID.test(candidate) ? candidate : null
}
