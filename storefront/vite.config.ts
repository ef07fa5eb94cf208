import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // The server bundle needs no copy of the public files: the client build already ships them.
  build: { copyPublicDir: !isSsrBuild },
}))
