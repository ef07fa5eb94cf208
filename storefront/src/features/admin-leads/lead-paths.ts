/** The inbox's addresses in the panel. */
export const leadPaths = { inbox: '/admin/richieste', detailPattern: '/admin/richieste/:id' } as const

export const leadPath = (id: number) => `${leadPaths.inbox}/${id}`
