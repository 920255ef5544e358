// @ts-check
// The code's own style: no semicolons, double quotes, trailing commas where ES5
// allows them, long lines. 140 columns reformatted the fewest lines of the
// existing code (measured at 120, 130, 140, 150 and 160).
/** @type {import("prettier").Config} */
export default {
  semi: false,
  printWidth: 140,
  trailingComma: "es5",
}
