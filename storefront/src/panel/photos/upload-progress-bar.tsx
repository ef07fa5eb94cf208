/** The batch's progress bar with its message and percent; a batch that ended with failures shows no percent. */
export function UploadProgressBar({
  message,
  percent,
  failed = false,
}: {
  message: string
  percent: number
  failed?: boolean
}) {
  return (
    <div className="upload-progress" data-failed={failed}>
      <div className="upload-progress__text">
        <span role={failed ? 'alert' : undefined}>{message}</span>
        {!failed && <span>{percent}%</span>}
      </div>
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-label={message}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
