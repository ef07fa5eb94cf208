import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ENV_VARIABLES } from '../cms/src/boot/env'

const root = new URL('../', import.meta.url)
const read = (file: string) => readFileSync(new URL(file, root), 'utf8')

type Env = Record<string, string | undefined>

interface Service {
  image?: string
  ports?: (string | number | { published?: string | number; target?: number })[]
  expose?: (string | number)[]
  deploy?: { replicas?: number | string }
  build?: unknown
  restart?: string
  command?: string | string[]
  environment?: Record<string, string | number | boolean | null> | string[]
  volumes?: (string | { type?: string; source?: string; target?: string })[]
  depends_on?: string[] | Record<string, { condition?: string }>
  healthcheck?: { test?: string | string[] }
}

interface Compose {
  services: Record<string, Service>
  volumes?: Record<string, unknown>
}

const compose = parse(read('docker-compose.yml')) as Compose
const services = compose.services ?? {}
const serverVariables = Object.keys(ENV_VARIABLES)
const healthPath = /\/api\/health(?![\w/-])/

/**
 * Compose's interpolation: `$$`, `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?message}` and `${VAR?message}`. Also serves for the plain `$VAR` of a shell script.
 */
function interpolate(text: string, env: Env): string {
  const pattern = /\$(?:(\$)|\{(\w+)(?:(:?)([-?])([^}]*))?\}|(\w+))/g
  return text.replace(
    pattern,
    (_match, dollar?: string, braced?: string, colon?: string, op?: string, arg?: string, bare?: string) => {
      if (dollar) return '$'
      const name = (braced ?? bare) as string
      const value = env[name]
      const missing = value === undefined || (colon === ':' && value === '')
      if (op === '-') return missing ? (arg ?? '') : value
      if (op === '?' && missing) throw new Error(`${name} is required: ${arg}`)
      return value ?? ''
    },
  )
}

/** The variables a service's container gets, as a filled-in .env would give them. */
function environment(service: Service, env: Env): Record<string, string> {
  const raw = service.environment ?? {}
  const pairs = Array.isArray(raw)
    ? raw.map((entry) => {
        const at = entry.indexOf('=')
        return at < 0 ? [entry, env[entry] ?? ''] : [entry.slice(0, at), entry.slice(at + 1)]
      })
    : Object.entries(raw).map(([name, value]) => [name, value === null ? '' : String(value)])
  return Object.fromEntries(pairs.map(([name, value]) => [name, interpolate(value, env)]))
}

interface Mount {
  source: string
  target: string
  named: boolean
}

function mounts(service: Service): Mount[] {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume !== 'string') {
      const { type, source = '', target = '' } = volume
      return { source, target, named: type === 'volume' && source !== '' }
    }
    const [source, target] = volume.split(':')
    // A bind mount starts with a path; a lone container path is an anonymous volume.
    if (target === undefined) return { source: '', target: source, named: false }
    return { source, target, named: /^\w[\w.-]*$/.test(source) }
  })
}

const namedVolumes = (service: Service) =>
  mounts(service)
    .filter((mount) => mount.named)
    .map((mount) => mount.source)

function dependency(service: Service, name: string): string | undefined {
  const dependsOn = service.depends_on ?? {}
  if (Array.isArray(dependsOn)) return dependsOn.includes(name) ? 'service_started' : undefined
  return dependsOn[name] ? (dependsOn[name].condition ?? 'service_started') : undefined
}

/** The `mc` commands of a setup script, each split into words without their quotes. */
function mcCommands(script: string): string[][] {
  return script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('mc '))
    .map((line) => line.split(/\s+/).map((word) => word.replace(/^["']|["']$/g, '')))
}

interface Instruction {
  keyword: string
  args: string
}

function dockerInstructions(text: string): Instruction[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line) as RegExpExecArray
      return { keyword: keyword.toUpperCase(), args }
    })
}

function dockerStages(text: string): Instruction[][] {
  const stages: Instruction[][] = []
  for (const instruction of dockerInstructions(text)) {
    if (instruction.keyword === 'FROM') stages.push([])
    stages.at(-1)?.push(instruction)
  }
  return stages
}

/** `ENV A=1 B="2"` and the older `ENV A 1`. */
function dockerEnv(stage: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {}
  for (const { keyword, args } of stage) {
    if (keyword !== 'ENV') continue
    if (!/^\w+=/.test(args)) {
      const [name, ...rest] = args.split(/\s+/)
      env[name] = rest.join(' ')
      continue
    }
    for (const [, name, value] of args.matchAll(/(\w+)=("[^"]*"|\S*)/g)) env[name] = value.replace(/^"|"$/g, '')
  }
  return env
}

// What a filled-in .env holds: only the values docker-compose.yml insists on.
const secrets: Env = {
  PAYLOAD_SECRET: 'payload-secret-value',
  ADMIN_USERNAME: 'dealer',
  ADMIN_PASSWORD: 'admin-password-value',
  POSTGRES_PASSWORD: 'pgPassword1',
  S3_SECRET_ACCESS_KEY: 's3-secret-value',
  MINIO_ROOT_PASSWORD: 'minio-root-value',
}
// The same with every optional value changed, so a default that is repeated by hand
// in two services, instead of coming from the same variable, shows up.
const customised: Env = {
  ...secrets,
  POSTGRES_USER: 'showroom_user',
  POSTGRES_DB: 'showroom_db',
  S3_BUCKET: 'car-photos',
  S3_ACCESS_KEY_ID: 'photo-writer',
  MINIO_ROOT_USER: 'storage-root',
}
const envFiles = [
  ['the defaults', secrets],
  ['customised values', customised],
] as const

describe('docker-compose.yml', () => {
  it('parses and has the proxy, the app, the database, MinIO and its setup job', () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'db', 'minio', 'minio-setup', 'proxy'])
    expect(services.app.build).toBeDefined()
  })

  it('gives the app only variables the server reads', () => {
    const unknown = Object.keys(environment(services.app, secrets)).filter((name) => !serverVariables.includes(name))
    expect(unknown).toEqual([])
  })

  it('runs the app in production as replicas: no volume, no published port, everything shared in PostgreSQL and S3', () => {
    const app = environment(services.app, secrets)
    expect(app.NODE_ENV).toBe('production')
    expect(app.DATABASE_URL, 'an external database, not one per replica').toMatch(/^postgres:/)
    expect(app.S3_BUCKET, 'photos in the bucket, not on one replica').not.toBe('')
    expect(app.PAYLOAD_SECRET, 'one signing secret for every replica').toBe(secrets.PAYLOAD_SECRET)
    expect(mounts(services.app)).toEqual([])
    expect(services.app.ports ?? []).toEqual([])
    expect(services.app.expose?.map(String)).toEqual([app.PORT])
    const replicas = (env: Env) => Number(interpolate(String(services.app.deploy?.replicas ?? 1), env))
    expect(replicas(secrets)).toBeGreaterThanOrEqual(2)
    expect(replicas({ ...secrets, APP_REPLICAS: '5' })).toBe(5)
  })

  it('publishes only nginx, on PORT, which spreads requests over every replica and writes the client address for TRUST_PROXY', () => {
    const proxy = services.proxy
    const app = environment(services.app, secrets)
    expect(proxy.image).toMatch(/^nginx:/)
    const published = Object.entries(services).filter(([, service]) => (service.ports ?? []).length > 0)
    expect(published.map(([name]) => name).sort()).toEqual(['minio', 'proxy'])
    expect(
      proxy.ports?.map((port) =>
        interpolate(typeof port === 'object' ? JSON.stringify(port) : String(port), { ...secrets, PORT: '8080' }),
      ),
    ).toEqual(['8080:80'])
    expect(dependency(proxy, 'app')).toBe('service_healthy')

    const configMount = mounts(proxy).find((mount) => mount.target.startsWith('/etc/nginx/'))
    expect(configMount, 'the nginx configuration mounted from the repository').toBeDefined()
    const config = read(configMount!.source.replace(/^\.\//, ''))
    const directive = (name: string) =>
      [...config.matchAll(new RegExp(`^\\s*${name}\\s+([^;{}\\n]+);`, 'gm'))].map((match) => match[1].trim())
    expect(directive('listen')).toEqual(['80'])
    // Re-resolved, so replicas added with --scale are used without restarting nginx.
    expect(directive('server')).toEqual([`app:${app.PORT} resolve`])
    expect(directive('resolver')[0]).toMatch(/^127\.0\.0\.11\b/)
    expect(directive('proxy_pass')).toEqual(['http://app'])
    expect(directive('proxy_set_header')).toEqual(
      expect.arrayContaining(['Host $http_host', 'X-Forwarded-For $remote_addr', 'X-Forwarded-Proto $scheme']),
    )
    // The largest body the app accepts (a car form of 150 MB) gets through.
    expect(Number(/^(\d+)m$/.exec(directive('client_max_body_size')[0])?.[1])).toBeGreaterThanOrEqual(150)
    // Docker's networks are private ranges, which uniquelocal covers; nothing else can reach the app.
    expect(app.TRUST_PROXY).toBe('uniquelocal')
  })

  it.each(envFiles)('connects the app to the db service with its credentials (%s)', (_label, env) => {
    const url = new URL(environment(services.app, env).DATABASE_URL)
    const db = environment(services.db, env)
    expect(url.protocol).toBe('postgres:')
    expect(url.hostname).toBe('db')
    expect(decodeURIComponent(url.username)).toBe(db.POSTGRES_USER)
    expect(decodeURIComponent(url.password)).toBe(db.POSTGRES_PASSWORD)
    expect(url.pathname).toBe(`/${db.POSTGRES_DB}`)
  })

  it.each(envFiles)('stores photos in the bucket the setup job creates, with the key it grants (%s)', (_label, env) => {
    const app = environment(services.app, env)
    const setup = services['minio-setup']
    const script = [setup.command ?? []]
      .flat()
      .map((part) => interpolate(interpolate(part, env), environment(setup, env)))
    const mc = mcCommands(script.join('\n'))

    const endpoint = new URL(app.S3_ENDPOINT)
    expect(endpoint.hostname).toBe('minio')
    expect(app.S3_FORCE_PATH_STYLE).toBe('true')

    const alias = mc.find((words) => words[1] === 'alias' && words[2] === 'set')
    expect(alias, 'mc alias set').toBeDefined()
    const [, , , aliasName, aliasUrl] = alias as string[]
    expect(new URL(aliasUrl).href).toBe(endpoint.href)

    const makeBucket = mc.find((words) => words[1] === 'mb')
    expect(makeBucket?.at(-1)).toBe(`${aliasName}/${app.S3_BUCKET}`)

    const addUser = mc.find((words) => words.slice(1, 4).join(' ') === 'admin user add')
    expect(addUser?.slice(4)).toEqual([aliasName, app.S3_ACCESS_KEY_ID, app.S3_SECRET_ACCESS_KEY])
    const attach = mc.find((words) => words.slice(1, 4).join(' ') === 'admin policy attach')
    expect(attach?.slice(attach.indexOf('--user') + 1)).toEqual([app.S3_ACCESS_KEY_ID])
  })

  it.each(Object.keys(secrets))('refuses to start without %s rather than fall back to a default', (name) => {
    const env = { ...secrets, [name]: '' }
    expect(() => Object.values(services).forEach((service) => environment(service, env))).toThrow(name)
  })

  it('declares every named volume it uses, and uses every one it declares', () => {
    const used = new Set(Object.values(services).flatMap(namedVolumes))
    expect([...used].sort()).toEqual(Object.keys(compose.volumes ?? {}).sort())
  })

  it('has health checks on the proxy, the app, the database and MinIO; the app one asks /api/health', () => {
    for (const name of ['proxy', 'app', 'db', 'minio']) {
      const test = [services[name].healthcheck?.test ?? []].flat()
      expect(test.length, `${name} healthcheck`).toBeGreaterThan(0)
      expect(test[0], `${name} healthcheck`).not.toBe('NONE')
    }
    expect([services.app.healthcheck?.test].flat().join(' ')).toMatch(healthPath)
  })

  it('starts the app once the database is healthy and the bucket exists', () => {
    expect(dependency(services.app, 'db')).toBe('service_healthy')
    expect(dependency(services.app, 'minio-setup')).toBe('service_completed_successfully')
    expect(dependency(services['minio-setup'], 'minio')).toBe('service_healthy')
    expect(services['minio-setup'].restart).toBe('no')
  })
})

describe('Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'))
  const runtime = stages.at(-1) ?? []
  const runsNpmCi = ({ keyword, args }: Instruction) => keyword === 'RUN' && /\bnpm ci\b/.test(args)
  const last = (keyword: string) => runtime.filter((instruction) => instruction.keyword === keyword).at(-1)?.args

  it('runs the final stage as a user other than root, in production', () => {
    const user = last('USER')?.split(':')[0]
    expect(user).toBeDefined()
    expect(['root', '0']).not.toContain(user)
    expect(dockerEnv(runtime).NODE_ENV).toBe('production')
  })

  it('checks its health on /api/health', () => {
    expect(last('HEALTHCHECK')).toMatch(healthPath)
  })

  it('starts the server the way `npm run serve` does', () => {
    const rootPackage = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    const command = JSON.parse(last('CMD') ?? '[]') as string[]
    expect(command.length).toBeGreaterThan(0)
    expect(rootPackage.scripts.serve).toContain(command.join(' '))
  })

  it('installs dependencies from the manifests alone, so source edits keep the npm ci layer', () => {
    const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[] }
    const stage = stages.find((instructions) => instructions.some(runsNpmCi)) ?? []
    const copied = stage
      .slice(0, stage.findIndex(runsNpmCi))
      .filter(({ keyword }) => keyword === 'COPY' || keyword === 'ADD')
      .flatMap(({ args }) => args.split(/\s+/).slice(0, -1))
    const workspaces = rootPackage.workspaces.map((workspace) => `${workspace}/package.json`)
    const manifests = ['package.json', 'package-lock.json', ...workspaces]
    for (const manifest of manifests) expect(copied).toContain(manifest)
    expect(copied, 'the whole context copied before npm ci').not.toContain('.')
  })
})

describe('.dockerignore', () => {
  it('keeps secrets, local data and installed packages out of the build context', () => {
    const patterns = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
    for (const pattern of ['.env', '**/.data', '**/node_modules', '.git']) expect(patterns).toContain(pattern)
  })
})

describe('.env.example', () => {
  const lines = read('.env.example').split('\n')
  const assigned = (name: string) => lines.findIndex((line) => line.startsWith(`${name}=`))

  it.each(Object.entries(ENV_VARIABLES))('lists %s with its meaning', (name, meaning) => {
    const at = assigned(name)
    expect(at, `${name}= line`).toBeGreaterThanOrEqual(0)
    const comments: string[] = []
    for (let i = at - 1; i >= 0 && lines[i].startsWith('#'); i--) comments.push(lines[i])
    expect(comments).toContain(`# ${meaning}`)
  })

  it('lists every variable docker-compose.yml reads', () => {
    const names = [...read('docker-compose.yml').matchAll(/\$(\$|\{(\w+)|(\w+))/g)]
      .filter(([, dollar]) => dollar !== '$')
      .map(([, , braced, bare]) => braced ?? bare)
    expect(names.length).toBeGreaterThan(0)
    expect([...new Set(names)].filter((name) => assigned(name) < 0)).toEqual([])
  })
})

describe('README.md', () => {
  it('documents every environment variable', () => {
    expect(existsSync(new URL('README.md', root)), 'README.md exists').toBe(true)
    const readme = read('README.md')
    expect(serverVariables.filter((name) => !new RegExp(`\\b${name}\\b`).test(readme))).toEqual([])
  })
})
