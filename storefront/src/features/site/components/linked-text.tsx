// A site named in the text ('www.garanteprivacy.it'): a reader expects to follow it.
const webAddress = /\b(www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi

/** Text of the legal pages, with the web addresses it names turned into links. */
export function LinkedText({ text }: { text: string }) {
  // Splitting on a captured pattern puts the addresses at the odd positions.
  const parts = text.split(webAddress)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`https://${part}`}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  )
}
