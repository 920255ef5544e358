import { useState, type SyntheticEvent } from "react"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"

type Props = { src: string; alt: string; className?: string; loading?: "lazy" | "eager" }

/** A product image that falls back to the shop's placeholder when the file cannot be loaded. */
export function ProductImage({ src, alt, className, loading = "lazy" }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = failedSrc === src ? PLACEHOLDER_PRODUCT_IMAGE : src

  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Only swap once: if the placeholder itself fails, leave it (no error loop).
    if (event.currentTarget.getAttribute("src") !== PLACEHOLDER_PRODUCT_IMAGE) {
      setFailedSrc(src)
    }
  }

  return (
    <img
      className={className}
      src={shown}
      alt={alt}
      width={480}
      height={480}
      loading={loading}
      // Above-the-fold images are the page's largest paint: fetched first and painted in the frame they arrive
      // (no async decode). React 18 passes only the lower-case attribute through without a warning.
      {...(loading === "eager" ? { fetchpriority: "high" } : { decoding: "async" as const })}
      onError={onError}
    />
  )
}
