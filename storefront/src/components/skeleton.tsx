import type { CSSProperties } from "react"
import { cx } from "@/components/ui/cx"
import styles from "./skeleton.module.css"

type Props = {
  /** A line of text, full width unless `width` says otherwise. */
  line?: boolean
  width?: "short" | "medium"
  /** The placeholder's own size or shape. */
  className?: string
  style?: CSSProperties
  as?: "div" | "span"
}

/** A pulsing placeholder while content loads; decorative (the loading state is announced elsewhere). */
export function Skeleton({ line = false, width, className, style, as: Tag = "div" }: Props) {
  return (
    <Tag
      className={cx(styles.skeleton, line && styles.line, width && styles[width], className)}
      style={style}
      aria-hidden="true"
      data-testid="skeleton"
    />
  )
}
