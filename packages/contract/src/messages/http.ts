/** What the storefront shows when an /api call fails before or after the server answers. */
export const HTTP_MESSAGES = {
  network: "Network error. Please check your connection and try again.",
  timeout: "Request timeout. Please check your internet connection and try again.",
  /** The answer is not what the contract says the route answers (a server and storefront out of step). */
  unexpectedAnswer: "The server sent an answer we could not read. Please try again.",
} as const
