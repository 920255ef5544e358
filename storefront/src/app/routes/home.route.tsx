import { useMemo } from "react"
import { Link } from "react-router"
import { buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { AboutTeaser } from "@/features/home/components/about-teaser"
import { CategoryTiles } from "@/features/home/components/category-tiles"
import { HeroCarousel, HeroCarouselSkeleton, type HeroSlide } from "@/features/home/components/hero-carousel"
import { Testimonials } from "@/features/home/components/testimonials"
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form"
import { CatalogueError } from "@/features/products/components/catalogue-error"
import { ProductGrid } from "@/features/products/components/product-grid"
import { ProductGridSkeleton } from "@/features/products/components/product-grid-skeleton"
import { productsBySpecIdsQueryOptions, useProductsBySpecIds } from "@/features/products/api/catalogue-queries"
import type { Product } from "@/features/products/types"
import { CATEGORIES, isCategoryHandle } from "@/lib/categories"
import { DEFAULT_STORE_NAME, useConfig } from "@/lib/config"
import { formatPrice } from "@/lib/format-price"
import { pageMeta, publicPageHeaders } from "../seo"
import { dehydratePage, loaderQueryClient } from "../server/query-client.server"
import { homeSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import type { Route } from "./+types/home.route"
import styles from "./home.route.module.css"

/** Home's picks: hero slides and best sellers, by catalogue id (requirements LST-01; read together in one request). */
const HERO_IDS = ["P10", "P5", "P2", "P6"]
const BEST_SELLER_IDS = ["P1", "A12", "RF1", "S1"]
const HOME_IDS = [...HERO_IDS, ...BEST_SELLER_IDS]

const HOME_TITLE = "Alcohol-free perfumes, attars and incense"
const homeDescription = (storeName: string) =>
  `${storeName}: alcohol-free perfumes, attars, incense sticks and home sprays, delivered across India. Free delivery on orders of ₹599 or more.`

const pick = (products: readonly Product[], ids: string[]) => ids.flatMap((id) => products.find((p) => p.id === id) ?? [])

function toSlide(product: Product): HeroSlide {
  const category = isCategoryHandle(product.category) ? CATEGORIES[product.category].title : "Fragrance"
  const offer = product.launchOffer ? ` · ${product.launchOffer}` : ""
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    eyebrow: `${category}${offer}`,
    text: `${inspiration(product.inspiredBy)}${product.size ? `${product.size}, ` : ""}now ${formatPrice(product.price)}.`,
    href: `/product/${encodeURIComponent(product.id)}`,
  }
}

/** inspiredBy is sometimes a name ("Oud Wood"), sometimes a sentence ("Inspired by a ..."). */
function inspiration(text: string): string {
  if (!text) return ""
  const sentence = /^inspired by/i.test(text) ? text : `Inspired by ${text}`
  return /[.!]$/.test(sentence) ? `${sentence} ` : `${sentence}. `
}

/**
 * Home on the server: the hero and best-seller products (one search). If the
 * search fails the page still renders, and the browser loads them (with its
 * retry button) as before.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { queryClient, config } = await loaderQueryClient(request)
  const options = productsBySpecIdsQueryOptions(queryClient, HOME_IDS)
  await queryClient.prefetchQuery(options)
  const products = queryClient.getQueryData(options.queryKey) ?? []
  const seo = await withImageSize(
    homeSeo(request, config, { title: HOME_TITLE, description: homeDescription(config.storeName) }, products[0])
  )
  return { dehydratedState: dehydratePage(queryClient), seo }
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(loaderData.seo)
}

export const headers = publicPageHeaders

// The loader's queries are in the cache already (app/layout/page-queries.tsx).
export default function HomeRoute() {
  const { data: config } = useConfig()
  const storeName = config?.storeName ?? DEFAULT_STORE_NAME
  const catalogue = useProductsBySpecIds(HOME_IDS)
  const slides = useMemo(() => pick(catalogue.data ?? [], HERO_IDS).map(toSlide), [catalogue.data])
  const bestSellers = useMemo(() => pick(catalogue.data ?? [], BEST_SELLER_IDS), [catalogue.data])

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.intro}>
          <p className="section-eyebrow">Alcohol-free · Made in India</p>
          <h1 id="home-title" className={styles.title}>
            Fragrance for every moment of your day
          </h1>
          <p className={styles.text}>Perfumes, attars, incense and home sprays, crafted without alcohol and priced for everyday joy.</p>
          <Link to="/categories" className={buttonClass()}>
            Explore Collection
          </Link>
        </div>
        {catalogue.isPending ? <HeroCarouselSkeleton /> : slides.length > 0 && <HeroCarousel slides={slides} />}
      </section>

      <section className={styles.section} aria-labelledby="home-categories">
        <p className="section-eyebrow">Shop by category</p>
        <h2 id="home-categories" className="section-title">
          Find your fragrance
        </h2>
        <CategoryTiles />
      </section>

      <section className={styles.section} aria-labelledby="home-best">
        <p className="section-eyebrow">Loved by our customers</p>
        <h2 id="home-best" className="section-title">
          Best Sellers
        </h2>
        {catalogue.isError ? (
          <CatalogueError onRetry={() => void catalogue.refetch()} retrying={catalogue.isRefetching} />
        ) : catalogue.isPending ? (
          <ProductGridSkeleton count={4} />
        ) : (
          <ProductGrid products={bestSellers} showViewButton label="Best sellers" eagerImages={0} />
        )}
      </section>

      <section className={styles.section} aria-label="About us">
        <AboutTeaser storeName={storeName} />
      </section>

      <section className={styles.section} aria-labelledby="home-testimonials">
        <p className="section-eyebrow">Testimonials</p>
        <h2 id="home-testimonials" className="section-title">
          What our customers say
        </h2>
        <Testimonials />
      </section>

      <section className={cx(styles.section, styles.newsletter)} aria-labelledby="home-newsletter">
        <h2 id="home-newsletter" className={cx("section-title", styles.newsletterTitle)}>
          Join our fragrance circle
        </h2>
        <p className={styles.newsletterText}>New launches, festival offers and scent tips, straight to your inbox.</p>
        <NewsletterForm />
      </section>
    </div>
  )
}
