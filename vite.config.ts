import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { backOfficePreloads, chunkFileNames, chunkGroups } from './scripts/vite-chunks'
import { precompressAssets } from './scripts/vite-precompress'

// The router plugin must run before react() so that route files are split before JSX is compiled.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/ui/routes',
      generatedRouteTree: './src/ui/routeTree.gen.ts',
    }),
    react(),
    precompressAssets(),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet, linked by index.html: a page the server renders must be styled from its first paint.
    // Split per route, a page's CSS would come with its JavaScript, after the HTML had painted unstyled
    // (a layout shift on the first paint). CSS modules keep the rules scoped (decision 048).
    cssCodeSplit: false,
    // Chunks and preloads sized for the home page's budget (scripts/vite-chunks.ts, decision 037).
    modulePreload: { resolveDependencies: backOfficePreloads },
    rolldownOptions: { output: { codeSplitting: chunkGroups, chunkFileNames } },
  },
  server: {
    port: 5173,
    // In development the API surfaces are served by the Node server (npm run serve).
    proxy: {
      '/portal-api': 'http://localhost:3000',
      '/storefront-api': 'http://localhost:3000',
    },
  },
})
