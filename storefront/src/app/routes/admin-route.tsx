import { useAuth } from "@/features/auth"
import { AdminDashboard } from "@/features/admin-dashboard/components/admin-dashboard"
import { withPageBoundary } from "./page-boundary"

/** /admin: the auth feature says who is signed in; the dashboard decides what they see (the server decides what they may do). */
function AdminRoutePage() {
  const auth = useAuth()
  return <AdminDashboard user={auth.isAuthenticated ? auth.user : null} initializing={auth.initializing} />
}

export const AdminRoute = withPageBoundary(AdminRoutePage)
