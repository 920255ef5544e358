import { Button } from "./button"

type Props = {
  onCancel: () => void
  /** A request is running: both buttons are disabled and the submit says `busyText`. */
  busy: boolean
  submitText: string
  busyText: string
}

/** A form's Cancel and submit buttons, in that order (the caller keeps the row around them). */
export function CancelSubmit({ onCancel, busy, submitText, busyText }: Props) {
  return (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyText : submitText}
      </Button>
    </>
  )
}
