import { cx } from "@/components/ui/cx"
import styles from "./initial-avatar.module.css"

/** The first letter of a name in a circle; decorative (the name is written beside it). */
export function InitialAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cx(styles.avatar, className)} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
