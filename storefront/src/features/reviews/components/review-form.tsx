import { useState, type ChangeEvent, type FormEvent, type ReactNode } from "react"
import { useToast } from "@/components/toast"
import { SpreadRow } from "@/components/spread-row"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { isApiError } from "@/lib/api"
import { useSubmitReview } from "../api/reviews-api"
import { REVIEW_FORM_TEXT, REVIEW_LIMITS, validateReview, type ReviewFormValues } from "../utils/review-form-rules"
import { StarPicker } from "./star-picker"
import cardStyles from "./review-card.module.css"
import styles from "./review-form.module.css"

type Props = {
  productId: string
  productName: string
  /** Signed-in shoppers give no e-mail (their token identifies them). */
  signedIn: boolean
  defaultName?: string
}

const EMPTY: ReviewFormValues = { rating: 0, name: "", email: "", title: "", comment: "" }

type TextKey = "name" | "email" | "title" | "comment"

type ReviewFieldProps = { field: TextKey; label: string; optional?: boolean; children: ReactNode }

/** A labelled control: its id is `review-{field}` (the label and the notes point at it); optional ones say so, required ones get a star. */
function ReviewField({ field, label, optional = false, children }: ReviewFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`review-${field}`}>
        {label} {optional ? <span className={styles.hint}>(optional)</span> : <span aria-hidden="true">*</span>}
      </label>
      {children}
    </div>
  )
}

/**
 * Collapsed: an invitation with Write a Review. Expanded: the form. On success
 * it resets, collapses and the lists refresh (the mutation invalidates them).
 */
export function ReviewForm({ productId, productName, signedIn, defaultName = "" }: Props) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<ReviewFormValues>({ ...EMPTY, name: defaultName })
  const [error, setError] = useState<string | null>(null)
  const toast = useToast()
  const submit = useSubmitReview(productId)

  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  /** A text control's id, value and onChange. */
  const bind = (key: TextKey) => ({
    id: `review-${key}`,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
  })

  const collapse = () => {
    setOpen(false)
    setError(null)
    setValues({ ...EMPTY, name: defaultName })
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = validateReview(values, productId, signedIn)
    if (!checked.ok) {
      setError(checked.error)
      toast.error(checked.error)
      return
    }
    setError(null)
    try {
      const answer = await submit.mutateAsync(checked.review)
      toast.success(REVIEW_FORM_TEXT.submitted)
      // A guest's review is held for moderation: say why it is not in the list yet.
      if (answer?.held) toast.success(REVIEW_FORM_TEXT.held)
      collapse()
    } catch (e) {
      const message = isApiError(e) && e.kind === "http" && e.message ? e.message : REVIEW_FORM_TEXT.failed
      setError(message)
      toast.error(message)
    }
  }

  if (!open) {
    return (
      <SpreadRow className={styles.invite}>
        <div>
          <h3 className={styles.inviteTitle}>Share your thoughts</h3>
          <p className={styles.inviteText}>Tried {productName}? Help other shoppers with your review.</p>
        </div>
        <Button onClick={() => setOpen(true)} aria-expanded={false}>
          Write a Review
        </Button>
      </SpreadRow>
    )
  }

  return (
    <form className={cx(cardStyles.card, styles.form)} onSubmit={onSubmit} noValidate aria-labelledby="review-form-title">
      <div className={styles.head}>
        <h3 id="review-form-title" className={styles.title}>
          Write a Review
        </h3>
        <button type="button" className={styles.close} onClick={collapse} aria-label="Close review form">
          ×
        </button>
      </div>
      <StarPicker value={values.rating} onChange={(n) => set("rating", n)} />
      <div className={styles.row}>
        <ReviewField field="name" label="Your name">
          <input {...bind("name")} className="input" autoComplete="name" required minLength={REVIEW_LIMITS.nameMin} maxLength={100} />
        </ReviewField>
        {!signedIn && (
          <ReviewField field="email" label="Your email">
            <input {...bind("email")} className="input" type="email" autoComplete="email" required aria-describedby="review-email-note" />
            <p id="review-email-note" className={styles.hint}>
              Your email will not be shown publicly.
            </p>
          </ReviewField>
        )}
      </div>
      <ReviewField field="title" label="Review title" optional>
        <input {...bind("title")} className="input" maxLength={REVIEW_LIMITS.title} aria-describedby="review-title-count" />
        <p id="review-title-count" className={cx(styles.hint, styles.counter)}>
          {values.title.length}/{REVIEW_LIMITS.title}
        </p>
      </ReviewField>
      <ReviewField field="comment" label="Your review" optional>
        <textarea
          {...bind("comment")}
          className={cx("input", styles.textarea)}
          rows={5}
          maxLength={REVIEW_LIMITS.comment}
          aria-describedby="review-comment-count"
        />
        <p id="review-comment-count" className={cx(styles.hint, styles.counter)}>
          {values.comment.length}/{REVIEW_LIMITS.comment} characters
        </p>
      </ReviewField>
      {error && (
        <p className={styles.error} role="alert" data-testid="review-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={collapse}>
          Cancel
        </Button>
        <Button type="submit" disabled={values.rating === 0 || submit.isPending}>
          {submit.isPending ? "Submitting..." : "Submit Review"}
        </Button>
      </div>
    </form>
  )
}
