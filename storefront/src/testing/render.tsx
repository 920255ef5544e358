import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, type RenderOptions } from "@testing-library/react"
import { useState, type ReactElement, type ReactNode } from "react"
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from "react-router"
import { CartPopupProvider } from "@/components/cart-popup"
import { LoginDialogProvider } from "@/components/login-dialog"
import { ToastProvider } from "@/components/toast"

/** A query client for one test: no retries, so a refused request shows at once. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/**
 * The app's shared providers (queries, toasts, the login prompt, the cart
 * popup) around a component, without the session providers: a test gives
 * the signed-in state its component takes, or renders <AppProvider> itself.
 */
export function TestProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  // One client for the component's life: a re-render must not empty the cache.
  const [own] = useState(createTestQueryClient)
  return (
    <QueryClientProvider client={client ?? own}>
      <ToastProvider>
        <LoginDialogProvider>
          <CartPopupProvider>{children}</CartPopupProvider>
        </LoginDialogProvider>
      </ToastProvider>
    </QueryClientProvider>
  )
}

type Options = Omit<RenderOptions, "wrapper"> & {
  /** The address the component is rendered at (a memory router); none when the test brings its own router. */
  path?: string
  client?: QueryClient
}

/** Renders `ui` inside TestProviders and, with `path`, a memory router at that address. */
export function renderWithProviders(ui: ReactElement, { path, client, ...options }: Options = {}) {
  const queryClient = client ?? createTestQueryClient()
  const result = render(
    <TestProviders client={queryClient}>
      {path === undefined ? ui : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>}
    </TestProviders>,
    options
  )
  return { ...result, client: queryClient }
}

/**
 * Renders `routes` in a memory router at `path` ("/" by default), inside
 * `wrapper` when given; returns the router, for where navigation went.
 */
export function renderRoutes(routes: RouteObject[], { path = "/", wrapper }: { path?: string; wrapper?: RenderOptions["wrapper"] } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />, { wrapper })
  return router
}
