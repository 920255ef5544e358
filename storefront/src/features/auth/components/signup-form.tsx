import { useState, type FormEvent } from "react"
import { useAfterSignIn } from "../hooks/use-after-sign-in"
import { useAuth } from "../hooks/use-auth"
import { MIN_PASSWORD_LENGTH, validateSignup, welcomeNew } from "../utils/validators"
import { FormAlert } from "./auth-shell"

type Props = {
  /** The separate /signup page asks for the password twice. */
  withConfirmation: boolean
}

const EMPTY = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" }

/** E-mail sign-up; the server's field errors are listed under its message. */
export function SignupForm({ withConfirmation }: Props) {
  const { register, loading } = useAuth()
  const afterSignIn = useAfterSignIn()
  const [values, setValues] = useState(EMPTY)
  const [error, setError] = useState<{ message: string; details: string[] } | null>(null)
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = validateSignup({
      ...values,
      confirmPassword: withConfirmation ? values.confirmPassword : undefined,
    })
    if (invalid) return setError({ message: invalid, details: [] })
    setError(null)
    const result = await register({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    })
    if (result.success) afterSignIn(result.user, welcomeNew)
    else setError({ message: result.error, details: result.errors })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormAlert message={error?.message ?? null} details={error?.details} />
      <div className="form__row form__row--2">
        <label className="field">
          <span className="field__label">First name</span>
          <input className="input" name="firstName" autoComplete="given-name" value={values.firstName} onChange={set("firstName")} required />
        </label>
        <label className="field">
          <span className="field__label">Last name</span>
          <input className="input" name="lastName" autoComplete="family-name" value={values.lastName} onChange={set("lastName")} required />
        </label>
      </div>
      <label className="field">
        <span className="field__label">Email</span>
        <input className="input" type="email" name="email" autoComplete="email" value={values.email} onChange={set("email")} required />
      </label>
      <div className="field">
        <label className="field" htmlFor="signup-password">
          <span className="field__label">Password</span>
        </label>
        <input
          id="signup-password"
          className="input"
          type="password"
          name="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          value={values.password}
          onChange={set("password")}
          aria-describedby="signup-password-hint"
          required
        />
        <span id="signup-password-hint" className="field__hint">
          At least {MIN_PASSWORD_LENGTH} characters
        </span>
      </div>
      {withConfirmation && (
        <label className="field">
          <span className="field__label">Confirm password</span>
          <input
            className="input"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            value={values.confirmPassword}
            onChange={set("confirmPassword")}
            required
          />
        </label>
      )}
      <button type="submit" className="button button--primary button--block" disabled={loading}>
        {loading ? (
          <>
            <span className="spinner" aria-hidden="true" /> Creating Account...
          </>
        ) : (
          "Create Account"
        )}
      </button>
    </form>
  )
}
