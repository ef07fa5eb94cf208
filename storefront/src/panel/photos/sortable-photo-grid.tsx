import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import type { ReactNode } from 'react'
import { useAdminTranslation } from '../i18n/use-admin-translation'

interface SortablePhotoGridProps {
  ids: number[]
  /** the new order, and the 0-based position the moved photo took */
  onReorder: (ids: number[], movedTo: number) => void
  className?: string
  children: ReactNode
}

/**
 * Orders photos by drag and drop. A mouse drags after 5 px, a finger after a short press (so the
 * page still scrolls), the keyboard with space and the arrows; each move is announced in words.
 */
export function SortablePhotoGrid({ ids, onReorder, className, children }: SortablePhotoGridProps) {
  const { t } = useAdminTranslation()
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const position = (id: number | string | undefined) => ids.indexOf(Number(id)) + 1

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('photos.drag.start', { position: position(active.id) }),
    onDragOver: ({ over }) => (over ? t('photos.drag.over', { position: position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => t('photos.drag.end', { position: position(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('photos.drag.cancel', { position: position(active.id) }),
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(Number(active.id))
    const to = ids.indexOf(Number(over.id))
    if (from < 0 || to < 0) return
    onReorder(arrayMove(ids, from, to), to)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('photos.drag.instructions') } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className={className}>{children}</ul>
      </SortableContext>
    </DndContext>
  )
}
