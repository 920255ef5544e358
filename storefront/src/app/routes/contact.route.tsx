import { useLoginPrompt } from "@/components/login-dialog"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { ContactPage } from "@/features/contact/components/contact-page"
import { errorPageMeta, pageMeta, publicPageHeaders } from "../seo"
import { loaderQueryClient } from "../server/query-client.server"
import { simpleSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import type { Route } from "./+types/contact.route"
import { PageError } from "@/components/page-error"
import { RouteError } from "@/components/route-error"

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

export function meta({ loaderData, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return error ? errorPageMeta(error, matches) : pageMeta(loaderData?.seo)
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

export default ContactRoutePage

/** A crash of the page shows "Something went wrong" with Try again; a failed loader, the site's error page (as on every server-rendered page). */
export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  return loaderData ? <PageError /> : <RouteError />
}
