// Compiles the server (cms/src/server.ts and everything it imports) to plain
// JavaScript in cms/dist, one file per source file at the same relative place,
// so paths a module builds from its own location (the HEIC worker, the
// storefront build) hold in both. Packages in node_modules stay imports; source
// of another workspace (imported by package name or path) is compiled too,
// under cms/dist/workspaces/<its folder>. See docs/decisions/014.
import { builtinModules } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

const cmsRoot = path.resolve(import.meta.dirname, '..')
const repoRoot = path.resolve(cmsRoot, '..')
const sourceDir = path.join(cmsRoot, 'src')
const outDir = path.join(cmsRoot, 'dist')
// Started by piscina from a file name, never imported.
const entries = ['server.ts', 'lib/images/decodeHeic.worker.ts', 'backup/cli.ts', 'auth/resetPasswordCli.ts'].map(
  (file) => path.join(sourceDir, file),
)
// Files the server reads at run time from beside its own modules, copied as they are.
const dataFolders = ['seed/photos']
const compiled = /\.(m?ts|tsx|m?js|jsx)$/
const builtins = new Set(builtinModules)

const isPackageFile = (file) => file.split(path.sep).includes('node_modules')

/** Where a source file's JavaScript goes, relative to cms/dist and without extension. */
function outputName(file) {
  const inCms = path.relative(sourceDir, file)
  const relative = inCms.startsWith('..') ? path.join('workspaces', path.relative(repoRoot, file)) : inCms
  return relative.replace(compiled, '')
}

function importPath(fromFile, toFile) {
  const relative = path
    .relative(path.dirname(outputName(fromFile)), outputName(toFile))
    .split(path.sep)
    .join('/')
  return `${relative.startsWith('.') ? relative : `./${relative}`}.js`
}

/** Keeps every import an import: to the compiled sibling for source files, as written for packages. */
function oneFilePerModule(reached) {
  return {
    name: 'one-file-per-module',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.resolving) return undefined
        const name = args.path.replace(/^node:/, '')
        if (builtins.has(name) || builtins.has(name.split('/')[0])) return { path: args.path, external: true }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        })
        if (resolved.errors.length > 0) return { errors: resolved.errors }
        if (isPackageFile(resolved.path)) return { path: args.path, external: true }
        // Data files (JSON) are inlined into the module that imports them.
        if (!compiled.test(resolved.path)) return undefined
        reached.add(resolved.path)
        return { path: importPath(args.importer, resolved.path), external: true }
      })
    },
  }
}

/** Compiles until every source file the entries reach, directly or not, is compiled. */
async function compile() {
  const files = new Set(entries)
  for (;;) {
    const reached = new Set()
    const result = await esbuild.build({
      entryPoints: [...files].map((file) => ({ in: file, out: outputName(file) })),
      outdir: outDir,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      keepNames: true,
      logLevel: 'warning',
      plugins: [oneFilePerModule(reached)],
    })
    const before = files.size
    for (const file of reached) files.add(file)
    if (files.size === before) return { outputFiles: result.outputFiles, count: files.size }
  }
}

/**
 * The entry, CommonJS: it sizes libuv's thread pool before any ES module is loaded (loading one
 * already starts the pool), then imports server.js. See src/main.cts.
 */
async function compileEntry() {
  const result = await esbuild.build({
    entryPoints: [path.join(sourceDir, 'main.cts')],
    outfile: path.join(outDir, 'main.cjs'),
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  })
  return result.outputFiles
}

const started = performance.now()
const { outputFiles, count } = await compile()
outputFiles.push(...(await compileEntry()))
// Written beside, then swapped in: a server started meanwhile never finds half a tree,
// and no module of a deleted source file stays behind.
const nextDir = path.join(cmsRoot, `.dist-${process.pid}`)
for (const file of outputFiles) {
  const target = path.join(nextDir, path.relative(outDir, file.path))
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, file.contents)
}
for (const folder of dataFolders) {
  fs.cpSync(path.join(sourceDir, folder), path.join(nextDir, folder), { recursive: true })
}
fs.rmSync(outDir, { recursive: true, force: true })
fs.renameSync(nextDir, outDir)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Server compiled to ${path.relative(repoRoot, outDir)}: ${count} modules in ${seconds} s`)
