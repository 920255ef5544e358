/** The login dialog's config (requirements UI-01): title, message, action button text, what the button does. */
export type LoginDialogConfig = {
  title: string
  message: string
  actionText: string
  /** Replaces the default "go to /login". */
  onAction?: () => void
}

/**
 * Titles per action (requirements UI-01): Login to Buy Now for a purchase, Save to
 * Wishlist, Manage Wishlist, else Login Required. Messages are
 * "Please login to {action}" unless the requirement gives a fuller sentence.
 */
const TITLES: Record<string, string> = {
  "make a purchase": "Login to Buy Now",
  "add to wishlist": "Save to Wishlist",
  "manage wishlist": "Manage Wishlist",
}

const MESSAGES: Record<string, string> = {
  "add items to cart": "Please login to add items to your cart and start shopping.",
}

export function loginPromptFor(action: string): LoginDialogConfig {
  const key = action.trim()
  return {
    title: TITLES[key] ?? "Login Required",
    message: MESSAGES[key] ?? `Please login to ${key}`,
    actionText: "Login",
  }
}
