import { Breadcrumb } from "@/components/breadcrumb"
import { PageHero } from "@/components/page-hero"
import { categorySummariesQueryOptions } from "@/features/products/api/catalogue-queries"
import { CategoriesOverview } from "@/features/products/components/categories-overview"
import { pageMeta, publicPageHeaders } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { simpleSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import type { Route } from "./+types/categories.route"
import styles from "./categories.route.module.css"

/** Simple line icons (24×24 paths), drawn in the text colour; no emoji font needed. */
const ICONS = {
  leaf: "M5 19c0-8 5-14 15-15-1 10-7 15-15 15Zm0 0 8-8",
  clock: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z",
  truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm12 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z",
  chat: "M4 5h16v11H9l-5 4V5Z",
}

const WHY = [
  { icon: ICONS.leaf, title: "Alcohol-free", text: "Gentle on skin and suitable for prayer, every single product." },
  { icon: ICONS.clock, title: "Long-lasting", text: "Concentrated oils that stay with you from morning to evening." },
  { icon: ICONS.truck, title: "Free delivery", text: "On every order of ₹599 or more, anywhere in India." },
  { icon: ICONS.chat, title: "Real support", text: "Questions answered within 24 hours by people who know our scents." },
]

const CATEGORIES_TITLE = "All Categories"
const CATEGORIES_DESCRIPTION = "Browse perfumes, attars, incense sticks and home sprays: product counts and starting prices."

/** /categories on the server: each category's count and starting price (one request of index stats). */
export async function loader({ request }: Route.LoaderArgs) {
  const { queryClient, config } = await loaderQueryClient(request)
  const [image] = await Promise.all([siteImage(), queryClient.prefetchQuery(categorySummariesQueryOptions(queryClient))])
  const seo = await withImageSize(
    simpleSeo(request, config, {
      title: CATEGORIES_TITLE,
      description: CATEGORIES_DESCRIPTION,
      path: "/categories",
      pictured: image,
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Categories", path: "/categories" },
      ],
    })
  )
  return { dehydratedState: dehydratePage(queryClient), seo }
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(loaderData.seo)
}

export const headers = publicPageHeaders

// The loader's queries are in the cache already (app/layout/page-queries.tsx).
export default function CategoriesRoute() {
  return (
    <div className="page">
      <PageHero
        breadcrumb={<Breadcrumb trail={[{ to: "/", label: "Home" }]} current="Categories" />}
        title="Our Collections"
        text="Four ways to wear fragrance, all alcohol-free."
      />
      <CategoriesOverview />
      <section className={styles.whyChoose} aria-labelledby="why-title">
        <h2 id="why-title" className="section-title">
          Why Choose Us
        </h2>
        <ul className={styles.grid} role="list">
          {WHY.map((item) => (
            <li key={item.title} className={styles.card}>
              <svg className={styles.icon} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                <path d={item.icon} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h3 className={styles.title}>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
