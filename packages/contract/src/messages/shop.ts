/** Reviews, the contact form, the newsletter, the cart and the wishlist. */
import { CHECKOUT_MESSAGES } from "./checkout.js"

export const REVIEW_TEXT = {
  productMissing: "Product ID is missing",
  rating: "Please select a rating",
  ratingRange: "Rating must be a whole number from 1 to 5",
  name: "Please enter your name",
  nameTooLong: "Name must be at most 100 characters",
  title: "Title must be at most 100 characters",
  comment: "Comment must be at most 1000 characters",
  email: "Please enter a valid email address",
  submitted: "Review submitted successfully!",
  alreadyReviewed: "You have already reviewed this product",
} as const

export const REVIEW_FORM_TEXT = {
  rating: REVIEW_TEXT.rating,
  name: REVIEW_TEXT.name,
  email: REVIEW_TEXT.email,
  submitted: REVIEW_TEXT.submitted,
  held: "Thank you! Your review will appear once our team has checked it.",
  failed: "Failed to submit review. Please try again.",
} as const

export const CONTACT_TEXT = {
  required: CHECKOUT_MESSAGES.required,
  email: REVIEW_TEXT.email,
  messageShort: "Message must be at least 10 characters long",
  thanks: "Thank you for your message! We will get back to you soon.",
} as const

export const CONTACT_TEXTS = {
  fillRequired: CONTACT_TEXT.required,
  messageShort: CONTACT_TEXT.messageShort,
  thanks: CONTACT_TEXT.thanks,
  failed: "Failed to send message. Please try again.",
  sending: "Sending Message...",
  confirmation: (email: string) => `A confirmation email has been sent to ${email}.`,
} as const

export const NEWSLETTER_TEXT = {
  email: REVIEW_TEXT.email,
  subscribed: "Thank you for subscribing! Watch your inbox for new launches and offers.",
  already: "You're already subscribed. Thank you for staying with us!",
} as const

export const CART_MESSAGES = {
  add: { failed: "Failed to add item to cart", network: "Error adding item to cart" },
  remove: { failed: "Failed to remove item from cart", network: "Error removing item from cart" },
  clear: { failed: "Failed to clear cart", network: "Error clearing cart" },
  update: { failed: "Failed to update cart item", network: "Error updating cart item" },
  unavailable: "Cart service temporarily unavailable. Please try again.",
  removed: "Item removed from cart",
  cleared: "Cart cleared",
  redirecting: "Redirecting to checkout...",
  added: (name: string) => `${name} added to cart!`,
} as const

export const WISHLIST_MESSAGES = {
  added: (name: string) => `${name} added to wishlist!`,
  removed: (name: string) => `${name} removed from wishlist!`,
  cleared: "Wishlist cleared!",
  duplicate: "Product is already in your wishlist!",
} as const
