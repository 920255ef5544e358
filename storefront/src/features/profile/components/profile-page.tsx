import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { Link } from "react-router"
import { isApiError } from "@/lib/api"
import { formatPrice } from "@/lib/format-price"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import { useToast } from "@/components/toast"
import { StatusBadge } from "@/components/ui/status-badge"
import { profileOrdersQuery, profileWishlistQuery, removeWishlistItemRequest } from "../api/profile-api"
import type { ProfileUser, WishlistEntry } from "../types"
import { PROFILE_TEXTS, shortOrderId } from "../utils/profile-rules"
import { PasswordChange } from "./password-form"
import { ProfileInfo } from "./profile-info"
import "@/styles/forms.css"
import { SignInGate } from "@/components/sign-in-gate"
import { Button, buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import section from "./profile-section.module.css"
import styles from "./profile-page.module.css"

type Tab = "profile" | "wishlist" | "orders"

type Props = {
  user: ProfileUser | null
  loading: boolean
  onUserUpdated: (user: ProfileUser) => void
}

const longDate = new Intl.DateTimeFormat("en-IN", { year: "numeric", month: "long", day: "numeric" })

/** /profile: Profile Information, Wishlist (n), Orders (n) and, for admins, the Admin Dashboard. */
export function ProfilePage({ user, loading, onUserUpdated }: Props) {
  return (
    <SignInGate
      loading={loading}
      loadingLabel="Loading your profile…"
      signedIn={user !== null}
      title="Login to see your profile"
      text="Please login to manage your account, wishlist and orders."
      from="/profile"
      signUp={false}
    >
      {user && <SignedInProfile user={user} onUserUpdated={onUserUpdated} />}
    </SignInGate>
  )
}

function SignedInProfile({ user, onUserUpdated }: { user: ProfileUser; onUserUpdated: (user: ProfileUser) => void }) {
  const [tab, setTab] = useState<Tab>("profile")
  const wishlist = useQuery(profileWishlistQuery())
  const orders = useQuery(profileOrdersQuery())
  const wishlistItems = wishlist.data ?? []
  const orderList = orders.data ?? []
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || "?"

  const tabs: Array<{ id: Tab; label: string }> = [
    { id: "profile", label: "Profile Information" },
    { id: "wishlist", label: `Wishlist (${wishlistItems.length})` },
    { id: "orders", label: `Orders (${orderList.length})` },
  ]

  return (
    <div className={cx("page", styles.root)}>
      <header className={styles.hero}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <div>
          <h1 className={styles.name}>{user.name || user.email}</h1>
          <p className={styles.email}>{user.email}</p>
          <p className={styles.since}>Member since {longDate.format(new Date(user.createdAt))}</p>
        </div>
      </header>

      <div className={styles.tabs} role="tablist" aria-label="Profile sections">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            className={styles.tab}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
        {user.role === "admin" && (
          <Link className={cx(styles.tab, styles.tabAdmin)} to="/admin">
            Admin Dashboard
          </Link>
        )}
      </div>

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.panel}>
        {tab === "profile" && (
          <>
            <ProfileInfo
              key={user.id + user.email}
              user={user}
              lastOrderAddress={orderList[0]?.shippingAddress}
              onUserUpdated={onUserUpdated}
            />
            <PasswordChange isGoogleAccount={user.isGoogleAccount} />
          </>
        )}
        {tab === "wishlist" && <WishlistTab items={wishlistItems} loading={wishlist.isPending} />}
        {tab === "orders" && (
          <section className="panel" aria-label="Your orders">
            {orders.isPending ? (
              <p className={section.muted}>Loading orders…</p>
            ) : orderList.length === 0 ? (
              <div className={styles.empty}>
                <p>You have not placed any orders yet.</p>
                <Link className={buttonClass()} to="/categories">
                  Start Shopping
                </Link>
              </div>
            ) : (
              <>
                <ul role="list" className={styles.orders}>
                  {orderList.map((order) => (
                    <li key={order._id} className={styles.orderItem} data-testid="profile-order">
                      <div>
                        <p className={styles.orderId}>Order #{shortOrderId(order._id)}</p>
                        <p className={section.muted}>{longDate.format(new Date(order.createdAt))}</p>
                      </div>
                      <StatusBadge status={order.orderStatus} />
                      <p className={styles.orderTotal}>{formatPrice(order.total)}</p>
                    </li>
                  ))}
                </ul>
                <Link className={buttonClass({ variant: "ghost" })} to="/orders">
                  View all orders
                </Link>
              </>
            )}
          </section>
        )}
      </div>
    </div>
  )
}

function WishlistTab({ items, loading }: { items: WishlistEntry[]; loading: boolean }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: (item: WishlistEntry) => removeWishlistItemRequest(item.id || item._id),
    onSuccess: () => toast.success(PROFILE_TEXTS.wishlistRemoved),
    onError: (e) => toast.error(isApiError(e) && e.kind === "http" ? PROFILE_TEXTS.wishlistFailed : PROFILE_TEXTS.wishlistError),
    // Every wishlist view (header, /wishlist, this tab) reads the server again.
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey.some((k) => typeof k === "string" && k.includes("wishlist")) }),
  })

  if (loading) return <p className={section.muted}>Loading wishlist…</p>
  if (items.length === 0) {
    return (
      <section className={cx("panel", styles.empty)}>
        <p>Your wishlist is empty.</p>
        <Link className={buttonClass()} to="/categories">
          Explore Products
        </Link>
      </section>
    )
  }
  return (
    <ul role="list" className={styles.wishlist}>
      {items.map((item) => (
        <li key={item.id || item._id} className={styles.wishItem} data-testid="profile-wishlist-item">
          <Link to={`/product/${encodeURIComponent(item.id)}`} className={styles.wishMedia}>
            <img src={item.image || PLACEHOLDER_PRODUCT_IMAGE} alt={item.name} loading="lazy" />
          </Link>
          <div className={styles.wishBody}>
            <Link to={`/product/${encodeURIComponent(item.id)}`} className={styles.wishName} data-testid="profile-wishlist-name">
              {item.name}
            </Link>
            <p className={styles.wishPrice}>
              {formatPrice(item.price)}
              {item.originalPrice > item.price && <s>{formatPrice(item.originalPrice)}</s>}
            </p>
            <Button
              variant="danger"
              size="small"
              onClick={() => remove.mutate(item)}
              disabled={remove.isPending && remove.variables === item}
            >
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
