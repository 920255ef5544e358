import { useLoginPrompt } from "@/components/login-dialog"
import { useAuth } from "@/features/auth"
import { ContactPage } from "@/features/contact/components/contact-page"
import { withPageBoundary } from "./page-boundary"

function ContactRoutePage() {
  const auth = useAuth()
  const promptLogin = useLoginPrompt()
  return (
    <ContactPage
      signedIn={auth.isAuthenticated}
      loading={auth.initializing}
      prefill={{ name: auth.user?.name ?? "", email: auth.user?.email ?? "" }}
      onLoginPrompt={() => promptLogin("contact us")}
    />
  )
}

export const ContactRoute = withPageBoundary(ContactRoutePage)
