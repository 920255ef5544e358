/**
 * One person's pages (cart, checkout, account, admin, sign-in, recovery) render
 * only in the browser: a `clientLoader` that loads nothing (the page's own hooks
 * fetch, with the shopper's token) makes the server send the layout and the
 * route's HydrateFallback instead.
 */
export const clientOnlyLoader = async () => null
