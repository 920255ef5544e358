// The request schemas live in the contract the storefront shares (@sugandh/contract); these are the routes' names for them.
export { PagingQuery, RenameBody, RoleBody } from "@sugandh/contract"
