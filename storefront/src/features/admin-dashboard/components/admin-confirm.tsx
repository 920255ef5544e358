import type { ComponentProps } from "react"
import { ConfirmDialog } from "@/components/ui/confirm-dialog"

type Props = Omit<ComponentProps<typeof ConfirmDialog>, "testId" | "open"> & {
  /** What the question is about; the dialog is open while there is one. */
  subject: unknown
  /** "admin-confirm" unless a tab has several questions. */
  testId?: string
}

/** The tabs' confirmation (test id "admin-confirm" by default), open while its subject is set. */
export function AdminConfirm({ subject, testId = "admin-confirm", ...props }: Props) {
  return <ConfirmDialog testId={testId} open={!!subject} {...props} />
}

/** Deleting a coupon or a product: a danger "Delete" that says "Deleting..." while it runs. */
export function DeleteConfirm(props: Omit<Props, "confirmText" | "busyText" | "danger">) {
  return <AdminConfirm confirmText="Delete" busyText="Deleting..." danger {...props} />
}
