/** The auth feature's public surface, for the app layer. */
export { AuthProvider } from "./auth-provider"
export { USER_QUERY_ROOT } from "./auth-context"
export { useAuth, useAuthState, LOGGED_OUT_MESSAGE } from "./hooks/use-auth"
export type { AuthContextValue, AuthState } from "./auth-context"
export type { AuthResult, Role, Session, User, AddressDetails } from "./types"
