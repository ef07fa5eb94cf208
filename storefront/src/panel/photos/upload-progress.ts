/** `processing`: every byte is sent and the server is converting the photo and making its sizes. */
export type UploadStatus = 'pending' | 'compressing' | 'uploading' | 'processing' | 'done' | 'error'

export interface UploadPart {
  status: UploadStatus
  /** bytes sent of `total`, while uploading */
  sent: number
  total: number
}

/**
 * The batch's progress in percent: each file counts the same, by the bytes it has sent. A file
 * whose bytes are all sent stays at 99 % while the server works on it, until it has answered.
 */
export function batchPercent(parts: UploadPart[]): number {
  if (parts.length === 0) return 0
  const share = (part: UploadPart) => {
    if (part.status === 'done' || part.status === 'error') return 1
    if (part.status === 'processing') return 0.99
    if (part.status !== 'uploading' || part.total === 0) return 0
    return Math.min(part.sent / part.total, 0.99)
  }
  const percent = (parts.reduce((sum, part) => sum + share(part), 0) / parts.length) * 100
  const finished = parts.every((part) => part.status === 'done' || part.status === 'error')
  return finished ? 100 : Math.min(99, Math.floor(percent))
}

export function isActive(part: UploadPart): boolean {
  return part.status !== 'done' && part.status !== 'error'
}
