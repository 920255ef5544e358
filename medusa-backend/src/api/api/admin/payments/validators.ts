// The request schemas live in the contract the storefront shares (@sugandh/contract); these are the routes' names for them.
export { ConfirmMatchesBody, type ConfirmMatchesBodyType } from "@sugandh/contract"
export { ConfirmGatewaySettlementsBody, type ConfirmGatewaySettlementsBodyType } from "@sugandh/contract"
