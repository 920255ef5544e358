import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useToast } from "@/components/toast"
import { useDeleteCoupon, useToggleCoupon } from "../api/mutations"
import { couponsQuery } from "../api/queries"
import type { Coupon } from "../types"
import { describeDiscount } from "../utils/coupon-rules"
import { formatDay } from "../utils/format"
import { FALLBACKS, TEXTS, failureText, successText } from "../utils/messages"
import { DeleteConfirm } from "./admin-confirm"
import { AdminTable } from "./admin-table"
import { TabCard } from "./tab-card"
import { CouponForm } from "./coupon-form"
import { ListState } from "./list-state"
import { Button } from "@/components/ui/button"
import ui from "./admin.module.css"
import styles from "./coupons-tab.module.css"

/** Coupons: the create form, then every coupon with its active switch and Delete. */
export function CouponsTab() {
  const coupons = useQuery(couponsQuery())
  const toggle = useToggleCoupon()
  const remove = useDeleteCoupon()
  const toast = useToast()
  const [deleting, setDeleting] = useState<Coupon | null>(null)

  const flip = (coupon: Coupon) =>
    toggle.mutate(
      { id: coupon._id, isActive: !coupon.isActive },
      {
        onSuccess: (answer) => toast.success(successText(answer, coupon.isActive ? "Coupon deactivated" : "Coupon activated")),
        onError: (error) => toast.error(failureText(error, FALLBACKS.toggleCoupon)),
      }
    )

  const doDelete = () => {
    if (!deleting) return
    remove.mutate(deleting._id, {
      onSuccess: (answer) => toast.success(successText(answer, "Coupon deleted successfully")),
      onError: (error) => toast.error(failureText(error, FALLBACKS.deleteCoupon)),
      onSettled: () => setDeleting(null),
    })
  }

  return (
    <TabCard id="admin-coupons-title" title="Coupons" count={coupons.data?.length}>
      <CouponForm />
      <ListState query={coupons} what="coupons" empty="No coupons yet.">
        {(list) => (
          <AdminTable columns={["Code", "Discount", "Created", "Active"]} actionsColumn stack>
            {list.map((coupon) => {
              const busy =
                (toggle.isPending && toggle.variables?.id === coupon._id) || (remove.isPending && remove.variables === coupon._id)
              return (
                <tr key={coupon._id} data-testid="admin-coupon-row" data-code={coupon.code}>
                  <th scope="row" data-label="Code" className={ui.mono}>
                    {coupon.code}
                  </th>
                  <td data-label="Discount">{describeDiscount(coupon)}</td>
                  <td data-label="Created">{formatDay(coupon.createdAt)}</td>
                  <td data-label="Active">
                    <button
                      type="button"
                      role="switch"
                      aria-checked={coupon.isActive}
                      aria-label={`Coupon ${coupon.code} active`}
                      className={styles.switch}
                      disabled={busy}
                      onClick={() => flip(coupon)}
                    >
                      <span className={styles.track} aria-hidden="true">
                        <span className={styles.thumb} />
                      </span>
                      <span className={styles.text} aria-hidden="true">
                        {coupon.isActive ? "Active" : "Inactive"}
                      </span>
                    </button>
                  </td>
                  <td data-label="Actions">
                    <Button variant="danger" size="small" disabled={busy} onClick={() => setDeleting(coupon)}>
                      Delete<span className="visually-hidden"> coupon {coupon.code}</span>
                    </Button>
                  </td>
                </tr>
              )
            })}
          </AdminTable>
        )}
      </ListState>
      <DeleteConfirm
        subject={deleting}
        title={deleting ? `Delete coupon ${deleting.code}` : "Delete coupon"}
        message={TEXTS.deleteCouponPrompt}
        busy={remove.isPending}
        onConfirm={doDelete}
        onCancel={() => setDeleting(null)}
      />
    </TabCard>
  )
}
