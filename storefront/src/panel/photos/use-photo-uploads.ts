import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { useAdminClient } from '../api/admin-client'
import { readErrorBody } from '../api/error-body'
import { uploadMedia } from '../api/upload-media'
import { noAnswerStatus } from '../api/upload-request'
import { useAdminTranslation, type AdminT } from '../i18n/use-admin-translation'
import type { MediaItem } from '../types'
import { preparePhoto } from './compress-photo'
import { checkSelection } from './photo-files'
import { batchPercent, isActive, type UploadPart } from './upload-progress'
import { fileStem, takeNext } from './upload-queue'
import { mediaKeys } from '@/lib/query-keys'

/** Files prepared and sent at once: enough to keep the line busy, few enough for a phone's memory. */
const parallelUploads = 3
/** The specification's pause before finished photos are handed over. */
const handOverDelayMs = 100

export interface UploadItem extends UploadPart {
  key: string
  name: string
  media: MediaItem | null
}

interface PhotoUploadsOptions {
  /** files taken from one selection */
  maxFiles: number
  /** receives the uploaded photos, in the order they were picked */
  onUploaded: (media: MediaItem[]) => void
}

function failureReason(error: unknown, t: AdminT): string {
  if (error instanceof ApiError && error.status === noAnswerStatus) return t('uploader.noConnection')
  return readErrorBody(error).message ?? (error instanceof Error ? error.message : String(error))
}

/**
 * Checks, compresses and uploads picked photos with real progress, a few at a time. When the
 * batch is over and something succeeded, the new photos are handed over and their rows cleared;
 * failed rows stay to show what went wrong.
 */
export function usePhotoUploads({ maxFiles, onUploaded }: PhotoUploadsOptions) {
  const { t } = useAdminTranslation()
  const client = useAdminClient()
  const queryClient = useQueryClient()
  const [items, setItems] = useState<UploadItem[]>([])
  const counter = useRef(0)
  const onUploadedRef = useRef(onUploaded)

  useEffect(() => {
    onUploadedRef.current = onUploaded
  }, [onUploaded])

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }, [])

  const handOver = useCallback(() => {
    const finished = items.filter((item) => item.status === 'done')
    if (finished.length === 0) return
    const handed = new Set(finished.map((item) => item.key))
    setItems((current) => current.filter((item) => !handed.has(item.key)))
    onUploadedRef.current(finished.flatMap((item) => (item.media ? [item.media] : [])))
  }, [items])

  const uploadOne = useCallback(
    async (file: File, key: string) => {
      update(key, { status: 'compressing' })
      const prepared = await preparePhoto(file)
      update(key, { status: 'uploading', sent: 0, total: prepared.blob.size })
      try {
        const media = await uploadMedia(client, prepared.blob, prepared.filename, ({ loaded, total }) =>
          // Once the last byte is out, the wait is the server's conversion: said so, not a stalled bar.
          update(key, { sent: loaded, total, ...(loaded >= total ? { status: 'processing' as const } : {}) }),
        )
        queryClient.setQueryData<MediaItem[]>(mediaKeys.list(), (list) => (list ? [media, ...list] : list))
        update(key, { status: 'done', media, sent: prepared.blob.size })
      } catch (error) {
        console.error(error)
        update(key, { status: 'error' })
        if (!(error instanceof ApiError && error.status === 401)) {
          toast({
            title: t('uploader.failedTitle'),
            description: t('uploader.failed', { file: file.name, reason: failureReason(error, t) }),
            variant: 'destructive',
          })
        }
      }
    },
    [client, queryClient, t, update],
  )

  const add = useCallback(
    (files: File[]) => {
      const { accepted, tooLarge, overLimit, hadImages } = checkSelection(files, maxFiles)
      if (!hadImages) {
        toast({ title: t('uploader.noImages'), variant: 'destructive' })
        return
      }
      if (tooLarge.length > 0) {
        toast({
          title: t('uploader.tooLargeTitle'),
          description: tooLarge.map((file) => t('uploader.tooLarge', { file: file.name })).join(' '),
          variant: 'destructive',
        })
      } else if (overLimit > 0) {
        toast({ title: t('uploader.tooManyTitle'), description: t('uploader.tooMany', { max: maxFiles }) })
      }
      if (accepted.length === 0) return

      const batch = accepted.map((file) => {
        counter.current += 1
        return { file, key: `upload-${counter.current}` }
      })
      setItems((current) => [
        ...current.filter((item) => item.status !== 'error'),
        ...batch.map(({ file, key }) => ({
          key,
          name: file.name,
          status: 'pending' as const,
          sent: 0,
          total: file.size,
          media: null,
        })),
      ])

      const queue = [...batch]
      const inFlight = new Set<string>()
      const worker = async () => {
        for (let next = takeNext(queue, inFlight); next; next = takeNext(queue, inFlight)) {
          const stem = fileStem(next.file.name)
          inFlight.add(stem)
          await uploadOne(next.file, next.key)
          inFlight.delete(stem)
        }
      }
      for (let index = 0; index < Math.min(parallelUploads, batch.length); index += 1) void worker()
    },
    [maxFiles, t, uploadOne],
  )

  const active = items.some(isActive)
  const finishedCount = items.filter((item) => item.status === 'done').length

  useEffect(() => {
    if (active || finishedCount === 0) return
    const timer = setTimeout(handOver, handOverDelayMs)
    return () => clearTimeout(timer)
  }, [active, finishedCount, handOver])

  return {
    items,
    add,
    /** the 'Usa N foto' button: hand over what is finished now */
    handOver,
    active,
    finishedCount,
    percent: batchPercent(items),
    batchSize: items.length,
  }
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>
