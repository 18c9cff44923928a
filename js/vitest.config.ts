import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "happy-dom",
    globals: true,
    include: ["test/**/*.test.ts"],
    // Some tests draw every fixture state in three languages: seconds on a busy machine.
    testTimeout: 30_000,
  },
});
