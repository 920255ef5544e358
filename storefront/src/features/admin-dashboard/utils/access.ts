/** Who may see the dashboard, and which tab is open. The server checks the role again on every call. */

type DashboardAccess = "checking" | "signed-out" | "denied" | "granted"

export function dashboardAccess(user: { role: string } | null, initializing: boolean): DashboardAccess {
  if (initializing) return "checking"
  if (!user) return "signed-out"
  return user.role === "admin" ? "granted" : "denied"
}

export const ACCESS_DENIED_TEXT = "You don't have permission to access this page."

export const TABS = [
  { id: "overview", label: "Overview" },
  { id: "users", label: "Users" },
  { id: "orders", label: "Orders" },
  { id: "products", label: "Products" },
  { id: "coupons", label: "Coupons" },
  { id: "returns", label: "Returns" },
  { id: "deliveries", label: "Failed deliveries" },
] as const

export type TabId = (typeof TABS)[number]["id"]

/** The tab in ?tab=..., so a reload or a shared link opens the same tab; anything else is Overview. */
export function tabFromSearch(search: URLSearchParams): TabId {
  const wanted = search.get("tab")
  return TABS.find((t) => t.id === wanted)?.id ?? "overview"
}

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern), wrapping at the ends. */
export function tabAfterKey(current: TabId, key: string): TabId | null {
  const index = TABS.findIndex((t) => t.id === current)
  const last = TABS.length - 1
  switch (key) {
    case "ArrowRight":
      return TABS[index === last ? 0 : index + 1].id
    case "ArrowLeft":
      return TABS[index === 0 ? last : index - 1].id
    case "Home":
      return TABS[0].id
    case "End":
      return TABS[last].id
    default:
      return null
  }
}
