/** The 'Importa' page's addresses: the upload and the run of one import (which a reload comes back to). */
export const importPaths = {
  start: '/admin/importa',
  run: (id: number) => `/admin/importa/${id}`,
  runPattern: '/admin/importa/:id',
} as const
