import { useAuth } from "@/features/auth/hooks/use-auth"
import { ProfilePage } from "@/features/profile/components/profile-page"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/profile.route"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("My Profile", matches)
}

function ProfileRoutePage() {
  const auth = useAuth()
  return (
    <ProfilePage
      user={auth.isAuthenticated ? auth.user : null}
      loading={auth.initializing}
      onUserUpdated={(user) => auth.setUser({ ...auth.user!, ...user })}
    />
  )
}

export default ProfileRoutePage
