import type { Product } from "@/features/products/types"
import type { StoreConfig } from "@/lib/config"
import { CATEGORIES, isCategoryHandle } from "@/lib/categories"
import type { PageSeo, PreviewImage } from "../seo"
import { absoluteUrl, publicOrigin } from "./public-url.server"

/**
 * The head and structured data of each public page, from the data its loader
 * already fetched: the same products and prices the page shows.
 */

type Crumb = { name: string; path: string }

const title = (page: string, config: StoreConfig) => (page ? `${page} | ${config.storeName}` : config.storeName)

function breadcrumbList(request: Request, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(request, crumb.path),
    })),
  }
}

const productPath = (product: Product) => `/product/${encodeURIComponent(product.id)}`

/** What a product's picture shows, by category (the seeded art and operators' photos show the product itself). */
const PICTURED: Record<string, string> = {
  perfumes: "a bottle of alcohol-free perfume",
  attars: "a vial of alcohol-free attar",
  "incense-sticks": "a pack of incense sticks",
  "room-fresheners": "a home spray bottle",
}

/**
 * The alt text of a product's picture in link previews: the product's name
 * and what the picture shows ("Saffron Royale by Sugandh: a bottle of
 * alcohol-free perfume, 10ml").
 */
export function productImageAlt(product: Product): string {
  const pictured = PICTURED[product.category] ?? "the product"
  const size = product.size ? `, ${product.size}` : ""
  return `${product.name}${product.brand ? ` by ${product.brand}` : ""}: ${pictured}${size}`
}

/** A product's picture as a link preview shows it (its size is added by withImageSize, which reads the file). */
export function productPreviewImage(request: Request, product: Product): PreviewImage {
  return { url: absoluteUrl(request, product.image), alt: productImageAlt(product) }
}

function productDescription(product: Product): string {
  const text = product.description || `${product.size} ${product.fragrance} fragrance`.trim()
  return `${product.name}${product.brand ? ` by ${product.brand}` : ""}: ${text}`.slice(0, 160)
}

export function productSeo(
  request: Request,
  config: StoreConfig,
  product: Product,
  reviews: { averageRating: number; totalReviews: number } | null
): PageSeo {
  const url = absoluteUrl(request, productPath(product))
  const image = productPreviewImage(request, product)
  const description = productDescription(product)
  const category = isCategoryHandle(product.category) ? CATEGORIES[product.category] : null
  const productLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: [image.url],
    description: product.description || description,
    sku: product.id,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(category ? { category: category.title } : {}),
    ...(product.price != null
      ? {
          offers: {
            "@type": "Offer",
            price: product.price.toFixed(2),
            priceCurrency: "INR",
            availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            url,
          },
        }
      : {}),
    // Only our own shoppers' reviews, and only when there is at least one.
    ...(reviews && reviews.totalReviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(reviews.averageRating.toFixed(1)),
            reviewCount: reviews.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    ...(category ? [{ name: category.title, path: category.path }] : []),
    { name: product.name, path: productPath(product) },
  ]
  return {
    title: title(product.name, config),
    description,
    url,
    image,
    type: "product",
    siteName: config.storeName,
    price: product.price,
    jsonLd: [productLd, breadcrumbList(request, crumbs)],
  }
}

/**
 * A listing (category page, search): its breadcrumb and the products of its
 * first page as an ItemList. The preview shows the first product, else
 * `pictured` (the site's picture: /attars before a realm is chosen, a search
 * without results).
 */
export function listingSeo(
  request: Request,
  config: StoreConfig,
  page: { title: string; description: string; path: string; crumbs: Crumb[]; pictured?: Product },
  products: Product[]
): PageSeo {
  const url = absoluteUrl(request, page.path)
  const first = products[0] ?? page.pictured
  return {
    title: title(page.title, config),
    description: page.description,
    url,
    image: first ? productPreviewImage(request, first) : undefined,
    type: "website",
    siteName: config.storeName,
    jsonLd: [
      breadcrumbList(request, page.crumbs),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: page.title,
        numberOfItems: products.length,
        itemListElement: products.map((product, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: absoluteUrl(request, productPath(product)),
          name: product.name,
        })),
      },
    ],
  }
}

/** Home: who we are (Organization) and how to search the shop (WebSite with a SearchAction). */
export function homeSeo(request: Request, config: StoreConfig, page: { title: string; description: string }, pictured?: Product): PageSeo {
  const origin = publicOrigin(request)
  const sameAs = Object.values(config.social).filter(Boolean)
  return {
    title: title(page.title, config),
    description: page.description,
    url: `${origin}/`,
    image: pictured ? productPreviewImage(request, pictured) : undefined,
    type: "website",
    siteName: config.storeName,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: config.storeName,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        ...(sameAs.length ? { sameAs } : {}),
        ...(config.contact.email || config.contact.phone
          ? {
              contactPoint: {
                "@type": "ContactPoint",
                contactType: "customer service",
                areaServed: "IN",
                ...(config.contact.email ? { email: config.contact.email } : {}),
                ...(config.contact.phone ? { telephone: config.contact.phone } : {}),
              },
            }
          : {}),
      },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: config.storeName,
        url: `${origin}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  }
}

/** Any other public page (information pages, /categories, /search, /contact). */
export function simpleSeo(
  request: Request,
  config: StoreConfig,
  page: { title: string; description: string; path: string; pictured?: Product; crumbs?: Crumb[] }
): PageSeo {
  return {
    title: title(page.title, config),
    description: page.description,
    url: absoluteUrl(request, page.path),
    image: page.pictured ? productPreviewImage(request, page.pictured) : undefined,
    type: "website",
    siteName: config.storeName,
    jsonLd: page.crumbs ? [breadcrumbList(request, page.crumbs)] : [],
  }
}
