import { useLoginPrompt } from "@/components/login-dialog"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { ContactPage } from "@/features/contact/components/contact-page"
import { pageMeta, publicPageHeaders } from "../seo"
import { loaderQueryClient } from "../server/query-client.server"
import { simpleSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import { withPageBoundary } from "./page-boundary"
import type { Route } from "./+types/contact.route"

/**
 * /contact: the public part (our phone, e-mail, WhatsApp, hours, the form)
 * renders on the server signed out; a signed-in shopper's name and e-mail
 * fill the form only in the browser.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [{ config }, image] = await Promise.all([loaderQueryClient(), siteImage()])
  return {
    seo: await withImageSize(
      simpleSeo(request, config, {
        title: "Contact Us",
        description: `Questions about an order or a fragrance? Call, WhatsApp or write to ${config.storeName}: we answer within 24 hours.`,
        path: "/contact",
        pictured: image,
        crumbs: [
          { name: "Home", path: "/" },
          { name: "Contact Us", path: "/contact" },
        ],
      })
    ),
  }
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(loaderData.seo)
}

export const headers = publicPageHeaders

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

export default withPageBoundary(ContactRoutePage)
