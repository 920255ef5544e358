import { forwardRef, type ButtonHTMLAttributes } from "react"
import { cx } from "@/components/ui/cx"
import styles from "./close-button.module.css"

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & { "aria-label": string }

/** The × button of a slide-in panel or an opened search; its label says what it closes. */
export const CloseButton = forwardRef<HTMLButtonElement, Props>(function CloseButton({ className, type = "button", ...rest }, ref) {
  return (
    <button ref={ref} type={type} {...rest} className={cx(styles.close, className)}>
      ×
    </button>
  )
})
