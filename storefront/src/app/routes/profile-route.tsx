import { useAuth } from "@/features/auth"
import { ProfilePage } from "@/features/profile/components/profile-page"
import { withPageBoundary } from "./page-boundary"

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

export const ProfileRoute = withPageBoundary(ProfileRoutePage)
