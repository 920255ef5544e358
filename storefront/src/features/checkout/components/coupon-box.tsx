import { useState, type FormEvent } from "react"
import { COUPON_TEXTS as CONTRACT_COUPON_TEXTS } from "@sugandh/contract"
import { formatPrice } from "@/lib/format-price"
import { Icon } from "@/components/ui/icon"
import { Alert } from "@/components/ui/alert"
import { Field } from "@/components/ui/field"
import type { AppliedCoupon } from "../types"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import styles from "./coupon-box.module.css"

export const COUPON_TEXTS = {
  ...CONTRACT_COUPON_TEXTS,
  applied: (discount: number) => CONTRACT_COUPON_TEXTS.applied(formatPrice(discount)),
} as const

type Props = {
  applied: AppliedCoupon | null
  checking: boolean
  error: string | null
  onApply: (code: string) => void
  onRemove: () => void
  disabled?: boolean
  /** The festival code from /api/config, offered as a hint. */
  suggestion?: string
}

/** Coupon entry: trimmed and upper-cased; the server decides what it is worth. */
export function CouponBox({ applied, checking, error, onApply, onRemove, disabled, suggestion }: Props) {
  const [code, setCode] = useState("")

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply(code.trim().toUpperCase())
  }

  if (applied) {
    return (
      <div className={cx(styles.box, styles.applied)} data-testid="coupon-applied">
        <div>
          <p className={styles.code}>
            <Icon name="tag" size={16} />
            {applied.code}
          </p>
          <p className={styles.saving}>You saved {formatPrice(applied.calculatedDiscount)}</p>
        </div>
        <Button variant="ghost" size="small" onClick={onRemove} disabled={disabled}>
          Remove
        </Button>
      </div>
    )
  }

  return (
    <form className={styles.box} onSubmit={submit} noValidate>
      <Field label="Have a coupon?">
        {(field) => (
          <span className={styles.row}>
            <input
              {...field}
              className={cx("input", styles.input)}
              name="coupon"
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              placeholder={suggestion ? `e.g. ${suggestion}` : "Coupon code"}
              autoComplete="off"
              spellCheck={false}
              // The error is an alert of its own under the box.
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "coupon-error" : undefined}
              disabled={disabled || checking}
            />
            <Button type="submit" variant="ghost" disabled={disabled || checking}>
              {checking ? "Applying..." : "Apply"}
            </Button>
          </span>
        )}
      </Field>
      {error && (
        <Alert tone="error" id="coupon-error">
          {error}
        </Alert>
      )}
    </form>
  )
}
