import { useState, type FormEvent } from "react"
import { TextField } from "@/components/ui/fields"
import { bindField } from "@/components/ui/bind-field"
import { BusyText } from "@/components/ui/spinner"
import { useAfterSignIn } from "../hooks/use-after-sign-in"
import { useAuth } from "../hooks/use-auth"
import { MIN_PASSWORD_LENGTH, validateSignup, welcomeNew } from "../utils/validators"
import { FormAlert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"

type Props = {
  /** The separate /signup page asks for the password twice. */
  withConfirmation: boolean
}

const EMPTY = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" }

/** Both password inputs: required (no star), at least MIN_PASSWORD_LENGTH characters. */
const NEW_PASSWORD = {
  type: "password",
  autoComplete: "new-password",
  minLength: MIN_PASSWORD_LENGTH,
  required: true,
  star: false,
} as const

/** E-mail sign-up; the server's field errors are listed under its message. */
export function SignupForm({ withConfirmation }: Props) {
  const { register, loading } = useAuth()
  const afterSignIn = useAfterSignIn()
  const [values, setValues] = useState(EMPTY)
  const [error, setError] = useState<{ heading?: string; message: string; details: string[] } | null>(null)
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
    else setError({ heading: result.heading, message: result.error, details: result.errors })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormAlert heading={error?.heading} message={error?.message ?? null} details={error?.details} />
      <div className="form__row form__row--2">
        <TextField label="First name" {...bindField(values, set, "firstName")} autoComplete="given-name" required star={false} />
        <TextField label="Last name" {...bindField(values, set, "lastName")} autoComplete="family-name" required star={false} />
      </div>
      <TextField label="Email" type="email" {...bindField(values, set, "email")} autoComplete="email" required star={false} />
      <TextField
        label="Password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        {...NEW_PASSWORD}
        {...bindField(values, set, "password")}
      />
      {withConfirmation && <TextField label="Confirm password" {...NEW_PASSWORD} {...bindField(values, set, "confirmPassword")} />}
      <Button type="submit" block disabled={loading}>
        <BusyText busy={loading} busyText="Creating Account...">
          Create Account
        </BusyText>
      </Button>
    </form>
  )
}
