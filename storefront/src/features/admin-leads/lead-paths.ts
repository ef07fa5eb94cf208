/** The inbox's addresses in the panel. */
export const leadPaths = {
  inbox: '/admin/richieste',
  detailPattern: '/admin/richieste/:id',
  /** the week's booked test drives; `?settimana=YYYY-MM-DD` for another week */
  calendar: '/admin/richieste/calendario',
} as const

export const leadPath = (id: number) => `${leadPaths.inbox}/${id}`
