import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react'
import { CloseIcon } from '@/components/ui/icons'

interface SortablePhotoProps {
  id: number
  src: string
  /** what a screen reader says for the tile */
  label: string
  removeLabel: string
  onRemove: () => void
  badge?: ReactNode
  caption?: ReactNode
}

// The remove button lives inside the draggable tile: its own presses must not start a drag.
const keepToButton = (event: PointerEvent | KeyboardEvent) => event.stopPropagation()

/** A photo tile that mouse, touch (long press) and keyboard (space, arrows, space) can move. */
export function SortablePhoto({ id, src, label, removeLabel, onRemove, badge, caption }: SortablePhotoProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id })

  return (
    <li
      ref={setNodeRef}
      className="photo-tile"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="photo-tile__handle" {...attributes} {...listeners} aria-label={label}>
        <img
          className="photo-tile__image"
          src={src}
          alt=""
          width={400}
          height={300}
          decoding="async"
          draggable={false}
        />
        {badge}
      </div>
      {caption}
      <button
        type="button"
        className="photo-tile__remove"
        aria-label={removeLabel}
        onPointerDown={keepToButton}
        onKeyDown={keepToButton}
        onClick={onRemove}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  )
}
