import type { ImgHTMLAttributes, SyntheticEvent } from "react"
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/placeholder"

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height" | "loading" | "onError"> & {
  src: string | null | undefined
  /** Width and height in px: thumbnails are square. */
  size: number
}

/** Swaps a failed picture for the placeholder once; a failing placeholder is left alone (no error loop). */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget
  if (!image.src.endsWith(PLACEHOLDER_PRODUCT_IMAGE)) image.src = PLACEHOLDER_PRODUCT_IMAGE
}

/** A small, lazily loaded product picture (cart line, order card, search suggestion, admin table), or the placeholder. */
export function ProductThumbnail({ src, size, ...rest }: Props) {
  return <img {...rest} src={src || PLACEHOLDER_PRODUCT_IMAGE} width={size} height={size} loading="lazy" onError={showPlaceholder} />
}
