import type { PayloadRequest } from 'payload'

/**
 * Ends an account's sessions, all of them or all but `keep`. Payload keeps the sessions in the
 * database (`users_sessions`) and checks the session of every request against them, so a token
 * whose session is gone stops working at once, on every replica.
 */
export async function endSessions(req: PayloadRequest, userId: number, keep?: string): Promise<void> {
  const user = await req.payload.db.findOne<{ id: number; sessions?: { id: string }[] | null }>({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })
  if (!user) return
  const sessions = keep ? (user.sessions ?? []).filter((session) => session.id === keep) : []
  await req.payload.db.updateOne({
    collection: 'users',
    id: userId,
    // Only the sessions change: updatedAt stays as it was, like Payload's own logout.
    data: { ...user, sessions, updatedAt: null },
    req,
    returning: false,
  })
}

/** The session this request came with. */
export const currentSessionId = (req: PayloadRequest): string | undefined =>
  (req.user as { _sid?: string } | null)?._sid
