// The server's entry in production: `node --conditions=production cms/dist/main.cjs`.
//
// libuv sizes its thread pool once, when it is first used, from UV_THREADPOOL_SIZE, and loading
// an ES module already uses it: so this entry is CommonJS, sets the size before anything is
// imported, then loads the server. Photos take one thread each (sharp runs on the pool): the
// dealer's share (IMAGE_CONCURRENCY), the visitors' (half as many, at least one;
// `visitorShare` in lib/images/imageWork.ts) and four threads for everything else (files, DNS,
// compression, password hashing). The server checks the figure at start. A value set by the
// operator is kept.
const DEFAULT_IMAGE_CONCURRENCY = 2
const THREADS_BESIDES_IMAGES = 4

const requested = Number(process.env.IMAGE_CONCURRENCY ?? DEFAULT_IMAGE_CONCURRENCY)
// A bad value is the server's to report (boot/env.ts); the pool is sized for the default meanwhile.
const dealer = Number.isInteger(requested) && requested >= 1 && requested <= 32 ? requested : DEFAULT_IMAGE_CONCURRENCY
const visitors = Math.max(1, Math.floor(dealer / 2))
process.env.UV_THREADPOOL_SIZE ??= String(dealer + visitors + THREADS_BESIDES_IMAGES)

void import('./server.js')
