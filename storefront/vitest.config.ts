import { defineConfig } from "vitest/config"
import react from "@vitejs/plugin-react"
import { availableParallelism } from "node:os"
import { fileURLToPath, URL } from "node:url"

// Standalone, not merged with vite.config.ts: React Router's framework plugin
// builds the app and does not run under vitest. Unit tests render components
// with a memory router and the plain React plugin.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    css: false,
    // Vitest's default leaves one core free: on CI's two cores that is one worker, 54 s
    // for the layer; with both, 35 s (bench/RESULTS.md, issue 34).
    maxWorkers: availableParallelism(),
    // A browser document costs each file about two seconds of jsdom set-up: only files that render
    // or touch window/localStorage get one. `*.test.tsx` and `*.dom.test.ts` run in jsdom with
    // Testing Library's set-up; every other `*.test.ts` (rules, formatting, server modules) in Node.
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
          include: ["src/**/*.test.tsx", "src/**/*.dom.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.dom.test.ts"],
        },
      },
    ],
  },
})
