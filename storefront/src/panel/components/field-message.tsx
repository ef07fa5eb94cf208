/** A field's error under it, announced by the field through `aria-describedby`. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="admin-field__error">
      {message}
    </p>
  )
}
