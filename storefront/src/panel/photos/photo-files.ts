/** The server's limit per file; the uploader refuses bigger files before sending them. */
export const maxUploadBytes = 50 * 1024 * 1024

// iPhone photos may come with an empty type in browsers that do not know HEIC.
const heicName = /\.(heic|heif)$/i

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/') || heicName.test(file.name)
}

export interface SelectionCheck {
  accepted: File[]
  tooLarge: File[]
  /** images left out because the selection was over the limit */
  overLimit: number
  hadImages: boolean
}

/** Sorts a picked selection: images within the size limit, up to `maxFiles`, in the order picked. */
export function checkSelection(files: File[], maxFiles: number): SelectionCheck {
  const images = files.filter(isImageFile)
  const tooLarge = images.filter((file) => file.size > maxUploadBytes)
  const fitting = images.filter((file) => file.size <= maxUploadBytes)
  return {
    accepted: fitting.slice(0, Math.max(0, maxFiles)),
    tooLarge,
    overLimit: Math.max(0, fitting.length - Math.max(0, maxFiles)),
    hadImages: images.length > 0,
  }
}

/** Size as the photo list shows it: bytes / 1024, rounded. */
export function kilobytes(bytes: number | null | undefined): number {
  return Math.round((bytes ?? 0) / 1024)
}
