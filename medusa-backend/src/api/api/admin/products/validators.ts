// The request schemas live in the contract the storefront shares (@sugandh/contract); these are the routes' names for them.
export { AdminProductListQuery, productFormSchema } from "@sugandh/contract"
