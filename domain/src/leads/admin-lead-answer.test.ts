import { describe, expect, it } from 'vitest'

import { AnswerShapeError, readAnswer } from '../answer-contract.ts'
import { adminLeadSchema, leadPageSchema, newLeadCountSchema } from './admin-lead-answer.ts'

/** A test-drive request in the shape `leadView` answers it: Payload's record, its relations in a few words. */
const lead = {
  id: 7,
  type: 'test-drive',
  status: 'in-lavorazione',
  car: { id: 3, name: 'Fiat Panda 1.2 Easy', slug: 'fiat-panda-1-2-easy' },
  name: 'Mario Rossi',
  email: 'mario@example.it',
  phone: '+39 333 1234567',
  preferredContact: 'telefono',
  message: null,
  details: { date: '2026-12-02', time: '10:30' },
  consents: { privacyVersion: '2026-11-informativa-v1', privacyAt: '2026-11-28T09:00:00.000Z', marketing: false },
  page: '/auto/fiat-panda-1-2-easy',
  language: 'it',
  notes: null,
  assignedTo: { id: 2, name: null, username: 'elena' },
  remindOn: '2026-11-30',
  soldCar: null,
  notifiedAt: '2026-11-28T09:00:01.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-28T09:00:00.000Z',
}

describe('the panel’s lead answers', () => {
  it('reads a request, its detail with photos, the inbox’s page and the header’s count', () => {
    expect(readAnswer(adminLeadSchema, lead, 'PATCH /api/admin/leads/7').assignedTo?.username).toBe('elena')
    const photo = {
      id: 40,
      name: 'IMG_1.HEIC',
      thumbnail: '/api/media/file/a-400x300.webp',
      url: '/api/media/file/a.jpg',
    }
    const detail = readAnswer(adminLeadSchema, { ...lead, photos: [photo] }, 'GET /api/admin/leads/7')
    expect(detail.photos?.[0]?.url).toBe('/api/media/file/a.jpg')
    const page = { docs: [lead], totalDocs: 1, page: 1, totalPages: 1, newCount: 0, dueCount: 1, extra: true }
    expect(readAnswer(leadPageSchema, page, 'GET /api/admin/leads')).toBe(page)
    expect(readAnswer(newLeadCountSchema, { newCount: 4 }, 'GET /api/admin/leads/new-count').newCount).toBe(4)
  })

  it('refuses drifted answers, naming the fields', () => {
    const drifted = { ...lead, status: 'aperta', car: 3, consents: { privacyVersion: 'v1' } }
    const read = () => readAnswer(adminLeadSchema, drifted, 'GET /api/admin/leads/7')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(/^The answer of GET \/api\/admin\/leads\/7 does not match its contract: status: .*; car: /)
    const { dueCount: _dueCount, ...page } = {
      docs: [{ ...lead, assignedTo: undefined }],
      totalDocs: 1,
      page: 1,
      totalPages: 1,
      newCount: 0,
      dueCount: 0,
    }
    expect(() => readAnswer(leadPageSchema, page, 'GET /api/admin/leads')).toThrow(
      /docs\.0\.assignedTo: .*; dueCount: /,
    )
    expect(() => readAnswer(newLeadCountSchema, { newCount: '4' }, 'GET /api/admin/leads/new-count')).toThrow(
      /newCount: /,
    )
  })
})
