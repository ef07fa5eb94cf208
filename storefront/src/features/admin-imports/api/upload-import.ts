import { useMutation } from '@tanstack/react-query'
import { uploadAnswerSchema } from '@autosalone/domain/imports/import-api'
import { useAdminClient, type AdminClient } from '@/panel/api/admin-client'

export interface ImportFiles {
  file: File
  /** the photos' archive, if any */
  photos: File | null
}

/** `POST /api/admin/imports`: the file and the photos' archive, uploaded with progress; answers the columns and the suggestions. */
export async function uploadImport({ upload }: AdminClient, { file, photos }: ImportFiles) {
  const form = new FormData()
  form.append('file', file)
  if (photos) form.append('photos', photos)
  return uploadAnswerSchema.parse(await upload<unknown>('/api/admin/imports', form))
}

export function useUploadImport() {
  const client = useAdminClient()
  return useMutation({ mutationFn: (files: ImportFiles) => uploadImport(client, files) })
}
