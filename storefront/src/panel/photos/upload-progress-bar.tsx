/** The batch's progress bar with its message and percent. */
export function UploadProgressBar({ message, percent }: { message: string; percent: number }) {
  return (
    <div className="upload-progress">
      <div className="upload-progress__text">
        <span>{message}</span>
        <span>{percent}%</span>
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
