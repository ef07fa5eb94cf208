const unsafeInScript: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON safe to place inside a `<script>` data block: escaping `<`, `>` and `&` means no string in
 * the data can close the element or open a comment, and U+2028/2029 are escaped for older parsers.
 * `JSON.parse` reads the escapes back as the original characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => unsafeInScript[char])
}
