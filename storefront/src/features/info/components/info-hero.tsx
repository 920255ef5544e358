import type { ReactNode } from "react"
import { Breadcrumb } from "@/components/breadcrumb"
import styles from "./info-hero.module.css"

type Props = { title: string; eyebrow?: string; children?: ReactNode }

/** The shared hero of the information pages, with a breadcrumb home. */
export function InfoHero({ title, eyebrow, children }: Props) {
  return (
    <header className={styles.hero}>
      <Breadcrumb trail={[{ to: "/", label: "Home" }]} current={title} />
      {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.text}>{children}</div>}
    </header>
  )
}
