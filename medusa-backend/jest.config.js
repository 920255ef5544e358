const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  transform: {
    "^.+\\.[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true }, target: "es2021" } }],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  // Anchored: "dist/" alone would also hide the contract package's build (packages/contract/dist).
  modulePathIgnorePatterns: ["<rootDir>/dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
}

if (process.env.TEST_TYPE === "integration:http") {
  module.exports.testMatch = ["**/integration-tests/http/**/*.spec.[jt]s"]
  // One migrated and one seeded template per run; each file copies one (helpers/runner.ts).
  module.exports.globalSetup = "./integration-tests/template-databases.js"
  module.exports.globalTeardown = "./integration-tests/global-teardown.js"
} else if (process.env.TEST_TYPE === "unit") {
  module.exports.testMatch = ["**/src/**/__tests__/**/*.unit.spec.[jt]s"]
}
