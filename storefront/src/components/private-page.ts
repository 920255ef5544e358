/**
 * The route exports one person's pages share (cart, checkout, account, admin, sign-in,
 * recovery); a route module re-exports those it uses. Such a page renders only in the
 * browser: a `clientLoader` that loads nothing (the page's own hooks fetch, with the
 * shopper's token) makes the server send the layout and the spinner (HydrateFallback)
 * instead. A crash shows "Something went wrong" with Try again (ErrorBoundary).
 */
export const clientLoader = async () => null
export { PageLoader as HydrateFallback } from "./ui/spinner"
export { PageError as ErrorBoundary } from "./page-error"
