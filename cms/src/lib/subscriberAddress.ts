import net from 'node:net'

const IPV6_GROUPS = 8

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const first = parse(head)
  const last = parse(tail)
  const zeros = tail === undefined ? [] : Array<number>(IPV6_GROUPS - first.length - last.length).fill(0)
  return [...first, ...zeros, ...last]
}

/**
 * The part of a client's address that stands for one subscriber, for limits by address: an IPv4
 * address as it is; an IPv4 address written as IPv6 (`::ffff:198.51.100.7`, how a dual-stack
 * socket reports it) as that IPv4 address; any other IPv6 address by its /64, since one home, phone
 * or server gets a whole /64 and may send from any of its 2^64 addresses. Anything else (an
 * unknown address) is returned unchanged.
 */
export function subscriberAddress(address: string): string {
  const bare = address.replace(/%.*$/, '')
  if (net.isIPv4(bare)) return bare
  if (!net.isIPv6(bare)) return address
  const groups = ipv6Groups(bare.toLowerCase())
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
