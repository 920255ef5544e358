import type { RouteConfigEntry } from "@react-router/dev/routes"
import { screen, within } from "@testing-library/react"
import type { ComponentType } from "react"
import type { RouteObject } from "react-router"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { configAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { renderRoutes } from "@/testing/render"
import { RootLayout } from "./layout/root-layout"
import { AppProvider } from "./provider"
import routeConfig from "./routes"

/*
 * The framework route table (routes.ts) in a memory router: each entry's own
 * module and component, inside the real layout, without the server loaders
 * (the pages fetch through their hooks, as in the browser).
 */
const modules = import.meta.glob<{ default?: ComponentType; ErrorBoundary?: ComponentType }>("./routes/*.route.ts*", { eager: true })

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const module = modules[`./${entry.file}`]
  if (!module) throw new Error(`routes.ts names ${entry.file}, which does not exist`)
  const children = entry.children?.map(toRouteObject)
  const common = { id: entry.id ?? entry.file, Component: module.default, ErrorBoundary: module.ErrorBoundary }
  return entry.index ? { ...common, index: true } : { ...common, path: entry.path, children }
}

const routes: RouteObject[] = [{ path: "/", Component: RootLayout, children: routeConfig.map(toRouteObject) }]

const CONFIG = configAnswer({
  publishableKey: "pk_1",
  contact: { phone: "+91 98765 43210", email: "care@sugandh.example", whatsapp: "919876543210", hours: "24/7" },
  social: { instagram: "https://instagram.com/sugandh", facebook: "", youtube: "" },
  festivalCode: "FESTIVE20",
})

beforeEach(() => {
  mockFetch(() => CONFIG)
  vi.spyOn(window, "scrollTo").mockImplementation(() => {})
})

// The app's own providers: the layout needs auth, cart, toasts and the login dialog.
const renderAt = (path: string) => renderRoutes(routes, { path, wrapper: AppProvider })

describe("route table", () => {
  it.each([
    ["/categories", "Our Collections"],
    ["/wishlist", "My Wishlist"],
    ["/search", "Search"],
    ["/about", "About Sugandh"],
    ["/faq", "Frequently Asked Questions"],
    ["/shipping-returns", "Shipping & Returns"],
    ["/privacy", "Privacy Policy"],
  ])("%s renders its page", async (path, heading) => {
    renderAt(path)
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument()
  })

  it("/admin shows Access Denied with a way to sign in to a visitor", async () => {
    renderAt("/admin")
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument()
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument()
    const card = screen.getByTestId("admin-access-denied")
    expect(within(card).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?from=%2Fadmin")
  })

  it("shows a 404 page for unknown paths", async () => {
    renderAt("/no-such-page")
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument()
  })

  it("wraps pages in the header and a footer with the configured contact details", async () => {
    renderAt("/cart")
    expect(await screen.findByRole("link", { name: "Sugandh" })).toHaveAttribute("href", "/")
    const nav = screen.getByRole("navigation", { name: "Shop" })
    expect(nav).toHaveTextContent("PerfumesAttarsHome SprayIncense Sticks")
    expect(await screen.findByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210")
    expect(screen.getByRole("link", { name: "care@sugandh.example" })).toHaveAttribute("href", "mailto:care@sugandh.example")
    expect(screen.getByText("Hours: 24/7")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Instagram" })).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Facebook" })).not.toBeInTheDocument()
  })

  it("titles the Home Spray listing for /room-fresheners", async () => {
    renderAt("/room-fresheners")
    expect(await screen.findByRole("heading", { level: 1, name: "Home Spray" })).toBeInTheDocument()
  })
})
