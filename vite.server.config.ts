import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The production server, compiled to plain JavaScript for `node dist/server/main.js` (no tsx or
// TypeScript at run time; docs/decisions/044-production-server-build.md). Vite's SSR build, because
// the server imports the React route tree (TSX, CSS modules) to render the public pages, and Vite is
// what compiles those, with the web build's router and React plugins (the route tree is generated
// the same way; no code splitting on the server, where every route is at hand). Packages of
// node_modules stay external: `npm ci --omit=dev` brings them at run time. Files read at run time
// (drizzle/, content/) are found from the project's root (server/platform/shared/project-root.ts), so nothing
// is copied next to the bundle.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: false,
      routesDirectory: './src/ui/routes',
      generatedRouteTree: './src/ui/routeTree.gen.ts',
    }),
    react(),
  ],
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      // The catalogue PDF worker thread is a file of its own next to main.js, which the server's pool
      // starts by name (server/platform/media/brochure-renderer.ts, decision 061).
      input: { main: 'server/main.ts', 'brochure-pdf.worker': 'server/platform/media/brochure-pdf.worker.ts' },
      output: { entryFileNames: '[name].js' },
      // The browser's lazy use cases are dynamic imports; in one server bundle they need not split.
      onLog(level, log, handler) {
        if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log)
      },
    },
  },
  ssr: { target: 'node' },
})
