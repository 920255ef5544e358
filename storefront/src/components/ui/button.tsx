import type { ButtonHTMLAttributes } from "react"
import styles from "./button.module.css"
import { cx } from "./cx"
import { Spinner } from "./spinner"

export type ButtonVariant = "primary" | "ghost" | "danger" | "dangerSolid" | "whatsapp" | "link"
export type ButtonLook = { variant?: ButtonVariant; size?: "normal" | "small" | "compact"; block?: boolean; className?: string }

/**
 * The button classes on their own, for what must be another element but look
 * like a button (a router `<Link>`, an `<a href="upi://…">`).
 */
export function buttonClass({ variant = "primary", size = "normal", block = false, className }: ButtonLook = {}): string {
  return cx(variant !== "link" && styles.button, styles[variant], size !== "normal" && styles[size], block && styles.block, className)
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** Shows a spinner and disables the button while a request runs; the children should say what is happening. */
    busy?: boolean
  }

/** A `<button>` in the shop's look; `type` defaults to "button" so that a button never submits a form by accident. */
export function Button({ variant, size, block, className, busy = false, disabled, type = "button", children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, block, className })}
    >
      {busy && <Spinner dark={variant === "ghost" || variant === "danger" || variant === "link"} />}
      {children}
    </button>
  )
}
