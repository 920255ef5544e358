import { Link, type LinkProps } from "react-router"
import { buttonClass, type ButtonLook } from "./button"

/** A router link in a button's look (`<Link className={buttonClass(...)}>` as one element). */
export function ButtonLink({ variant, size, block, className, ...link }: LinkProps & ButtonLook) {
  return <Link {...link} className={buttonClass({ variant, size, block, className })} />
}
