export * from "./coupon-view"
export * from "./create-coupon"
export * from "./validators"
export { DUPLICATE_COUPON_MESSAGE } from "./steps/ensure-code-free"
