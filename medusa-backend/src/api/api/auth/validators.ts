// The request schemas live in the contract the storefront shares (@sugandh/contract); these are the routes' names for them.
export {
  ChangePasswordBody,
  EmailOnlyBody,
  GoogleTokenBody,
  LoginBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from "@sugandh/contract"
