import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3000";

export default defineConfig({
  plugins: [reactRouter()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { proxy: { "/api": { target: apiTarget, changeOrigin: false } } },
  preview: { proxy: { "/api": { target: apiTarget, changeOrigin: false } } },
  build: {
    assetsInlineLimit: 4096,
    cssCodeSplit: true,
    // Shared chunks named by hash only: React Router's route manifest, part of every page's first
    // load, lists each route's chunks by file name, and it grows with every route (DESIGN.md §7).
    rolldownOptions: { output: { chunkFileNames: "assets/c-[hash].js" } },
  },
});
