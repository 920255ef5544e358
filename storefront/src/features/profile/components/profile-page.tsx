import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { Link } from "react-router"
import { isApiError } from "@/lib/api"
import { formatPrice } from "@/lib/format-price"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"
import { useDocumentTitle } from "@/lib/use-document-title"
import { useToast } from "@/components/toast"
import { StatusBadge } from "@/components/ui/status-badge"
import { profileOrdersQuery, profileWishlistQuery, removeWishlistItemRequest } from "../api/profile-api"
import type { ProfileUser, WishlistEntry } from "../types"
import { PROFILE_TEXTS, shortOrderId } from "../utils/profile-rules"
import { PasswordChange } from "./password-form"
import { ProfileInfo } from "./profile-info"
import "@/styles/forms.css"
import "@/styles/profile.css"
import { PageLoader } from "@/components/ui/spinner"
import { SignInCard } from "@/components/sign-in-card"
import { Button, buttonClass } from "@/components/ui/button"

type Tab = "profile" | "wishlist" | "orders"

type Props = {
  user: ProfileUser | null
  loading: boolean
  onUserUpdated: (user: ProfileUser) => void
}

const longDate = new Intl.DateTimeFormat("en-IN", { year: "numeric", month: "long", day: "numeric" })

/** /profile: Profile Information, Wishlist (n), Orders (n) and, for admins, the Admin Dashboard. */
export function ProfilePage({ user, loading, onUserUpdated }: Props) {
  useDocumentTitle("My Profile")
  if (loading) {
    return (
      <PageLoader label="Loading your profile…" />
    )
  }
  if (!user) {
    return (
      <div className="page">
        <SignInCard
          title="Login to see your profile"
          text="Please login to manage your account, wishlist and orders."
          from="/profile"
          signUp={false}
        />
      </div>
    )
  }
  return <SignedInProfile user={user} onUserUpdated={onUserUpdated} />
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
    <div className="page profile-page">
      <header className="profile-hero">
        <span className="profile-hero__avatar" aria-hidden="true">
          {initials}
        </span>
        <div>
          <h1 className="profile-hero__name">{user.name || user.email}</h1>
          <p className="profile-hero__email">{user.email}</p>
          <p className="profile-hero__since">Member since {longDate.format(new Date(user.createdAt))}</p>
        </div>
      </header>

      <div className="profile-tabs" role="tablist" aria-label="Profile sections">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            className="profile-tabs__tab"
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
        {user.role === "admin" && (
          <Link className="profile-tabs__tab profile-tabs__tab--admin" to="/admin">
            Admin Dashboard
          </Link>
        )}
      </div>

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="profile-panel">
        {tab === "profile" && (
          <>
            <ProfileInfo key={user.id + user.email} user={user} onUserUpdated={onUserUpdated} />
            <PasswordChange isGoogleAccount={user.isGoogleAccount} />
          </>
        )}
        {tab === "wishlist" && <WishlistTab items={wishlistItems} loading={wishlist.isPending} />}
        {tab === "orders" && (
          <section className="panel" aria-label="Your orders">
            {orders.isPending ? (
              <p className="profile-muted">Loading orders…</p>
            ) : orderList.length === 0 ? (
              <div className="profile-empty">
                <p>You have not placed any orders yet.</p>
                <Link className={buttonClass()} to="/categories">
                  Start Shopping
                </Link>
              </div>
            ) : (
              <>
                <ul role="list" className="profile-orders">
                  {orderList.map((order) => (
                    <li key={order._id} className="profile-orders__item" data-testid="profile-order">
                      <div>
                        <p className="profile-orders__id">Order #{shortOrderId(order._id)}</p>
                        <p className="profile-muted">{longDate.format(new Date(order.createdAt))}</p>
                      </div>
                      <StatusBadge status={order.orderStatus} />
                      <p className="profile-orders__total">{formatPrice(order.total)}</p>
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
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey.some((k) => typeof k === "string" && k.includes("wishlist")) }),
  })

  if (loading) return <p className="profile-muted">Loading wishlist…</p>
  if (items.length === 0) {
    return (
      <section className="panel profile-empty">
        <p>Your wishlist is empty.</p>
        <Link className={buttonClass()} to="/categories">
          Explore Products
        </Link>
      </section>
    )
  }
  return (
    <ul role="list" className="profile-wishlist">
      {items.map((item) => (
        <li key={item.id || item._id} className="profile-wishlist__item" data-testid="profile-wishlist-item">
          <Link to={`/product/${encodeURIComponent(item.id)}`} className="profile-wishlist__media">
            <img src={item.image || PLACEHOLDER_PRODUCT_IMAGE} alt={item.name} loading="lazy" />
          </Link>
          <div className="profile-wishlist__body">
            <Link to={`/product/${encodeURIComponent(item.id)}`} className="profile-wishlist__name" data-testid="profile-wishlist-name">
              {item.name}
            </Link>
            <p className="profile-wishlist__price">
              {formatPrice(item.price)}
              {item.originalPrice > item.price && <s>{formatPrice(item.originalPrice)}</s>}
            </p>
            <Button
              variant="danger" size="small"
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
