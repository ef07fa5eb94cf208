/** The panel's 'Canali' page and the catalogue's downloads. */
export const channelPaths = {
  page: '/admin/canali',
  exportCsv: '/api/admin/export/cars.csv',
  exportXlsx: '/api/admin/export/cars.xlsx',
} as const
