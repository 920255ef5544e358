import { useAuth } from "@/features/auth/hooks/use-auth"
import { AdminDashboard } from "@/features/admin-dashboard/components/admin-dashboard"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/admin.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Admin Dashboard", matches)
}

/** /admin: the auth feature says who is signed in; the dashboard decides what they see (the server decides what they may do). */
function AdminRoutePage() {
  const auth = useAuth()
  return <AdminDashboard user={auth.isAuthenticated ? auth.user : null} initializing={auth.initializing} />
}

export default AdminRoutePage
