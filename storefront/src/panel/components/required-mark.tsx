/** The panel's marker after the label of a required field. */
export function RequiredMark({ title }: { title?: string }) {
  return (
    <span className="admin-required" title={title}>
      {' *'}
    </span>
  )
}
