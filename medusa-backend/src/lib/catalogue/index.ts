export * from "./names"
export * from "./store-context"
export * from "./product-view"
export * from "./products"
