import path from 'node:path'

/**
 * `boundaries/zones`: refuses an import whose file lies in a zone's `from` folders when the
 * importing file lies in its `target` folders (and in none of its `except` folders).
 *
 * Specifiers are mapped to folders without a resolver: `@/x` is `<src>/x`, `./x` and `../x` are
 * relative to the importing file, and package names are outside every zone. A folder prefix is all
 * a zone needs, so extensions and index files never have to be found on the disk.
 *
 * Options: `{ root, alias: { '@/': 'storefront/src/' }, zones: [{ target, from, except?, message }] }`,
 * folders relative to `root`; `target`, `from` and `except` take a folder or a list of them.
 */
const list = (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value])

function isInside(file, folder) {
  const relative = path.relative(folder, file)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

function importedPath(specifier, importer, root, alias) {
  for (const [prefix, folder] of Object.entries(alias)) {
    if (specifier.startsWith(prefix)) return path.join(root, folder, specifier.slice(prefix.length))
  }
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(importer), specifier)
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
const zones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing one way between the folders of a workspace.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          alias: { type: 'object', additionalProperties: { type: 'string' } },
          zones: { type: 'array' },
        },
        required: ['root', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, alias = {}, zones: configured } = context.options[0]
    const importer = context.filename
    const absolute = (folder) => path.resolve(root, folder)
    const applying = configured.filter((zone) =>
      list(zone.target).some((folder) => isInside(importer, absolute(folder))),
    )
    if (applying.length === 0) return {}

    function check(source) {
      if (!source || typeof source.value !== 'string') return
      const imported = importedPath(source.value, importer, root, alias)
      if (!imported) return
      const zone = applying.find(
        (candidate) =>
          list(candidate.from).some((folder) => isInside(imported, absolute(folder))) &&
          !list(candidate.except).some((folder) => isInside(imported, absolute(folder))),
      )
      if (zone) context.report({ node: source, message: zone.message })
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { zones } }
