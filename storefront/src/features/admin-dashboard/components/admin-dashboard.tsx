import { useSearchParams } from "react-router"
import { dashboardAccess, type TabId } from "../utils/access"
import { medusaAdminUrl } from "../utils/admin-url"
import { AccessDenied } from "./access-denied"
import { CouponsTab } from "./coupons-tab"
import { DashboardTabs } from "./dashboard-tabs"
import { OrdersTab } from "./orders-tab"
import { OverviewTab } from "./overview-tab"
import { ProductsTab } from "./products-tab"
import { ReturnsTab } from "./returns-tab"
import { NdrTab } from "./ndr-tab"
import { GstReportPanel } from "./gst-report-panel"
import { ReconcilePanel } from "./reconcile-panel"
import { RemittancePanel } from "./remittance-panel"
import { SettlementPanel } from "./settlement-panel"
import { UsersTab } from "./users-tab"
import { tabFromSearch } from "../utils/access"
import "@/styles/forms.css"
import { PageLoader } from "@/components/ui/spinner"
import { useConfig } from "@/lib/config"
import { buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import ui from "./admin.module.css"
import styles from "./admin-dashboard.module.css"

type Props = {
  /** The signed-in person (the app layer passes it from the auth feature), or null. */
  user: { id: string; role: string; firstName: string; lastName?: string } | null
  initializing: boolean
}

/** /admin: the operator's dashboard. The role shown here is only a courtesy; the server refuses others (401/403). */
export function AdminDashboard({ user, initializing }: Props) {
  const access = dashboardAccess(user, initializing)
  if (access === "checking") {
    return <PageLoader label="Checking your access…" />
  }
  if (access !== "granted" || !user) return <AccessDenied signedIn={access === "denied"} />
  return <Dashboard currentUserId={user.id} name={operatorName(user)} />
}

/**
 * The operator as the greeting names them: the whole name, since an account's
 * first name alone can be a word of a role ("Store" of the seeded "Store Operator").
 */
export function operatorName(user: { firstName: string; lastName?: string }): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ")
}

function Dashboard({ currentUserId, name }: { currentUserId: string; name: string }) {
  const [search, setSearch] = useSearchParams()
  const tab = tabFromSearch(search)
  const select = (next: TabId) => setSearch(next === "overview" ? {} : { tab: next }, { replace: true })
  // Razorpay's settlement report only matters when the shop takes payments through it.
  const gateway = !!useConfig().data?.onlinePayment

  return (
    <div className={cx("page", styles.root)}>
      <header className={styles.head}>
        <div>
          <h1 className="page__title">Admin Dashboard</h1>
          <p className={ui.muted}>Welcome back{name ? `, ${name}` : ""}. Run the shop's users, orders, products and coupons.</p>
        </div>
        <a
          className={buttonClass({ variant: "ghost", className: styles.medusa })}
          href={medusaAdminUrl()}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open Medusa admin
          <span className="visually-hidden"> (catalogue, inventory and promotions; opens in a new tab)</span>
          <span aria-hidden="true">↗</span>
        </a>
      </header>
      <DashboardTabs active={tab} onSelect={select} />
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`} className={styles.panel} tabIndex={0}>
        {tab === "overview" && <OverviewTab onShowOrders={() => select("orders")} />}
        {tab === "users" && <UsersTab currentUserId={currentUserId} />}
        {tab === "orders" && (
          <div className={ui.stack}>
            <OrdersTab />
            <ReconcilePanel />
            <RemittancePanel />
            {gateway && <SettlementPanel />}
            <GstReportPanel />
          </div>
        )}
        {tab === "products" && <ProductsTab />}
        {tab === "coupons" && <CouponsTab />}
        {tab === "returns" && <ReturnsTab />}
        {tab === "deliveries" && <NdrTab />}
      </div>
    </div>
  )
}
