import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { useLocation } from "react-router"
import { beforeEach, describe, expect, it } from "vitest"
import { json, mockFetch, type SentRequest } from "@/testing/fetch-mock"
import { orderAnswer } from "@/testing/answers"
import { renderWithProviders } from "@/testing/render"
import { AdminDashboard } from "./admin-dashboard"

const ORDER = orderAnswer({
  orderNumber: "ORD-1001",
  createdAt: "2025-01-05T10:00:00Z",
  orderStatus: "shipped",
  paymentStatus: "paid",
  subtotal: 279,
  total: 378,
  items: [{ productId: "P1", name: "Rose Oud", image: null, category: "perfumes", quantity: 1, price: 279 }],
  trackingNumber: "TRK1",
  shippedAt: "2025-01-06T10:00:00Z",
})

const USERS = [
  {
    _id: "cus_2",
    id: "cus_2",
    firstName: "Asha",
    lastName: "Verma",
    email: "asha@example.com",
    role: "customer",
    createdAt: "2025-01-01T00:00:00Z",
  },
]

const USER_DETAILS = {
  ...USERS[0],
  phone: "9876543210",
  isEmailVerified: true,
  isGoogleAccount: false,
  ordersCount: 3,
  lastOrder: { _id: "order_1", orderNumber: "ORD-1001", createdAt: "2025-01-05T10:00:00Z", orderStatus: "shipped", total: 378 },
}

let requests: SentRequest[] = []

beforeEach(() => {
  window.localStorage.setItem("token", "t")
  ;({ requests } = mockFetch(({ url, method }) => {
    if (url.endsWith("/api/admin/stats")) return { totalUsers: 1200, totalOrders: 3, totalRevenue: 1500.5, totalProducts: 60 }
    if (url.endsWith("/api/admin/orders")) return { success: true, orders: [ORDER], count: 1, offset: 0 }
    if (url.endsWith("/api/admin/users")) return USERS
    if (url.endsWith("/api/admin/users/cus_2") && method === "GET") return { user: USER_DETAILS }
    if (url.endsWith("/api/admin/users/cus_2") && method === "PUT") return { message: "User updated successfully", user: USER_DETAILS }
    if (url.includes("/status") && method === "PUT") return json({ message: "Order is already shipped and cannot go back to pending" }, 409)
    if (url.includes("/role") && method === "PUT") return { message: "Role updated to admin", user: { ...USERS[0], role: "admin" } }
    return {}
  }))
})

function Where() {
  const location = useLocation()
  return <output data-testid="where">{location.search}</output>
}

function renderDashboard(user: { id: string; role: string; firstName: string; lastName?: string } | null, path = "/admin") {
  return renderWithProviders(
    <>
      <AdminDashboard user={user} initializing={false} />
      <Where />
    </>,
    { path }
  )
}

const admin = { id: "cus_1", role: "admin", firstName: "Store", lastName: "Operator" }

describe("AdminDashboard", () => {
  it("denies customers and visitors without calling the admin API", () => {
    const { unmount } = renderDashboard({ id: "cus_2", role: "customer", firstName: "Asha" })
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument()
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument()
    unmount()
    renderDashboard(null)
    // The way back to /admin is in the address too, not only in the link's history state.
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?from=%2Fadmin")
    expect(screen.queryByRole("tab")).not.toBeInTheDocument()
    expect(requests.filter((c) => c.url.includes("/api/admin"))).toHaveLength(0)
  })

  it("shows the stats and moves between tabs with the keyboard, keeping the tab in the URL", async () => {
    renderDashboard(admin)
    expect(await screen.findByText("1,200")).toBeInTheDocument()
    // The seeded operator is "Store Operator": greeted by the whole name, not "Welcome back, Store."
    expect(screen.getByText(/^Welcome back, Store Operator\./)).toBeInTheDocument()
    expect(screen.getByText("₹1,500.50")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Open Medusa admin/ })).toHaveAttribute("href", `${window.location.origin}/app`)
    const overview = screen.getByRole("tab", { name: "Overview" })
    expect(overview).toHaveAttribute("aria-selected", "true")
    fireEvent.keyDown(overview, { key: "ArrowRight" })
    expect(screen.getByRole("tab", { name: "Users" })).toHaveAttribute("aria-selected", "true")
    expect(screen.getByRole("tab", { name: "Users" })).toHaveFocus()
    expect(screen.getByTestId("where")).toHaveTextContent("?tab=users")
  })

  it("asks before changing an order's status; Cancel sends nothing", async () => {
    renderDashboard(admin, "/admin?tab=orders")
    const select = await screen.findByLabelText("Status of order ORD-1001")
    fireEvent.change(select, { target: { value: "cancelled" } })
    const dialog = screen.getByTestId("admin-confirm-status")
    expect(dialog).toHaveTextContent("Change order ORD-1001 to Cancelled?")
    expect(dialog).toHaveTextContent("It is Shipped now. A cancelled order cannot be reopened")
    expect(requests.some((c) => c.method === "PUT")).toBe(false)
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    expect(requests.some((c) => c.method === "PUT")).toBe(false)
    expect(select).toHaveValue("shipped")
    fireEvent.change(select, { target: { value: "delivered" } })
    expect(screen.getByTestId("admin-confirm-status")).toHaveTextContent("Change order ORD-1001 to Delivered?")
  })

  it("Cash collected asks about the cash, not an order confirmation e-mail, and records it on Mark Paid", async () => {
    const COD_ORDER = { ...ORDER, _id: "order_2", id: "order_2", orderNumber: "ORD-1002", orderStatus: "delivered", status: "delivered" }
    const cod = { ...COD_ORDER, paymentMethod: "cod", paymentStatus: "pending", codFee: 49, total: 427 }
    const sent = mockFetch(({ url, method }) => {
      if (url.endsWith("/api/admin/orders")) return { success: true, orders: [cod], count: 1, offset: 0 }
      if (url.endsWith("/api/admin/orders/order_2/confirm") && method === "PUT") return { message: "Payment recorded", order: cod }
      return {}
    }).requests
    renderDashboard(admin, "/admin?tab=orders")
    fireEvent.click(await screen.findByTestId("admin-cod-collected"))
    const dialog = screen.getByTestId("admin-confirm-cash")
    expect(dialog).toHaveTextContent("Cash collected for order ORD-1002")
    expect(dialog).toHaveTextContent("Record that the courier collected ₹427 in cash for this delivered order?")
    expect(dialog).not.toHaveTextContent(/Confirm this order|confirmation email/)
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark Paid" }))
    await waitFor(() => expect(sent.find((r) => r.method === "PUT")?.url).toBe("/api/admin/orders/order_2/confirm"))
  })

  it("keeps an order's status when the server refuses the change, and says why", async () => {
    renderDashboard(admin, "/admin?tab=orders")
    const select = await screen.findByLabelText("Status of order ORD-1001")
    fireEvent.change(select, { target: { value: "pending" } })
    fireEvent.click(within(screen.getByTestId("admin-confirm-status")).getByRole("button", { name: "Mark Pending" }))
    expect(await screen.findByText("Order is already shipped and cannot go back to pending")).toBeInTheDocument()
    expect(requests.find((c) => c.method === "PUT")).toMatchObject({ url: "/api/admin/orders/order_1/status", body: { status: "pending" } })
    expect(select).toHaveValue("shipped")
    expect(screen.getByTestId("admin-order-status")).toHaveTextContent("Shipped")
  })

  it("shows the account's COD history beside Confirm COD (issue 43)", async () => {
    const cod = {
      ...ORDER,
      orderStatus: "pending",
      status: "pending",
      paymentMethod: "cod",
      paymentStatus: "awaiting-confirmation",
      codHistory: { total: 5, open: 1, shipped: 0, delivered: 2, returnedUndelivered: 2, cancelled: 0 },
    }
    mockFetch(({ url }) => (url.endsWith("/api/admin/orders") ? { success: true, orders: [cod], count: 1, offset: 0 } : {}))
    renderDashboard(admin, "/admin?tab=orders")
    expect(await screen.findByTestId("admin-cod-history")).toHaveTextContent(
      "COD history: 2 delivered · 2 returned undelivered (RTO) · 0 cancelled · 0 on the way · 1 open (5 in all)"
    )
    expect(screen.getByTestId("admin-confirm-cod")).toBeInTheDocument()
  })

  it("shows a user's profile from View Profile, and Edit changes the name through the server", async () => {
    renderDashboard(admin, "/admin?tab=users")
    fireEvent.click(await screen.findByRole("button", { name: "View Profile of Asha Verma" }))
    const dialog = screen.getByTestId("admin-user-profile")
    const facts = await within(dialog).findByText("ORD-1001")
    expect(facts).toBeInTheDocument()
    const text = dialog.textContent
    for (const shown of ["Asha Verma", "asha@example.com", "Customer", "1 Jan 2025", "Email verifiedYes", "Orders3", "₹378", "Shipped"]) {
      expect([shown, text?.includes(shown)]).toEqual([shown, true])
    }
    expect(requests.some((r) => r.method === "GET" && r.url === "/api/admin/users/cus_2")).toBe(true)
    fireEvent.click(within(dialog).getByRole("button", { name: "Edit name" }))

    const first = within(dialog).getByLabelText(/First name/)
    expect(first).toHaveValue("Asha")
    fireEvent.change(first, { target: { value: "  " } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    expect(await within(dialog).findByText("First name is required")).toBeInTheDocument()
    expect(requests.some((r) => r.method === "PUT")).toBe(false)

    fireEvent.change(first, { target: { value: " Asha " } })
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: "Verma-Rao" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === "PUT")).toMatchObject({
        url: "/api/admin/users/cus_2",
        body: { firstName: "Asha", lastName: "Verma-Rao" },
      })
    )
    expect(await screen.findByText("User updated successfully")).toBeInTheDocument()
  })

  it("opens Edit straight from the row", async () => {
    renderDashboard(admin, "/admin?tab=users")
    fireEvent.click(await screen.findByRole("button", { name: "Edit Asha Verma" }))
    expect(within(screen.getByTestId("admin-user-profile")).getByLabelText(/Last name/)).toHaveValue("Verma")
  })

  it("asks before changing a role and sends nothing on Cancel", async () => {
    renderDashboard(admin, "/admin?tab=users")
    const select = await screen.findByLabelText("Role of Asha Verma")
    fireEvent.change(select, { target: { value: "admin" } })
    const dialog = screen.getByTestId("admin-confirm")
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    expect(requests.some((c) => c.method === "PUT")).toBe(false)
    fireEvent.change(select, { target: { value: "admin" } })
    fireEvent.click(within(screen.getByTestId("admin-confirm")).getByRole("button", { name: "Make Admin" }))
    await waitFor(() =>
      expect(requests.find((c) => c.method === "PUT")).toMatchObject({ url: "/api/admin/users/cus_2/role", body: { role: "admin" } })
    )
    expect(await screen.findByText("Role updated to admin")).toBeInTheDocument()
  })
})
