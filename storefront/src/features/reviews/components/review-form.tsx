import { useState, type FormEvent } from "react"
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
      const message = isApiError(e) && e.kind === "http" ? e.message : REVIEW_FORM_TEXT.failed
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
        <div className={styles.field}>
          <label className={styles.label} htmlFor="review-name">
            Your name <span aria-hidden="true">*</span>
          </label>
          <input
            id="review-name"
            className="input"
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
            autoComplete="name"
            required
            minLength={REVIEW_LIMITS.nameMin}
            maxLength={100}
          />
        </div>
        {!signedIn && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="review-email">
              Your email <span aria-hidden="true">*</span>
            </label>
            <input
              id="review-email"
              className="input"
              type="email"
              value={values.email}
              onChange={(e) => set("email", e.target.value)}
              autoComplete="email"
              required
              aria-describedby="review-email-note"
            />
            <p id="review-email-note" className={styles.hint}>
              Your email will not be shown publicly.
            </p>
          </div>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="review-title">
          Review title <span className={styles.hint}>(optional)</span>
        </label>
        <input
          id="review-title"
          className="input"
          value={values.title}
          onChange={(e) => set("title", e.target.value)}
          maxLength={REVIEW_LIMITS.title}
          aria-describedby="review-title-count"
        />
        <p id="review-title-count" className={cx(styles.hint, styles.counter)}>
          {values.title.length}/{REVIEW_LIMITS.title}
        </p>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="review-comment">
          Your review <span className={styles.hint}>(optional)</span>
        </label>
        <textarea
          id="review-comment"
          className={cx("input", styles.textarea)}
          rows={5}
          value={values.comment}
          onChange={(e) => set("comment", e.target.value)}
          maxLength={REVIEW_LIMITS.comment}
          aria-describedby="review-comment-count"
        />
        <p id="review-comment-count" className={cx(styles.hint, styles.counter)}>
          {values.comment.length}/{REVIEW_LIMITS.comment} characters
        </p>
      </div>
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
