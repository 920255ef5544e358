export { LoginDialogProvider, LOGIN_DIALOG_RESET_MS } from "./login-dialog-provider"
export { LoginDialog } from "./login-dialog"
export { useLoginPrompt } from "./use-login-prompt"
export { loginPromptFor, type LoginDialogConfig } from "./login-prompt-copy"
