/** The panel's page of what people wait for (its own file: the route table and the menu need only this). */
export const searchDemandPath = '/admin/ricerche-salvate'
