import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, startAdminServer, validCar } from './helpers/apiClient'
import { importApi, settled } from './helpers/importApi'
import { photo, utf8Csv, windows1252Csv, xlsx, zip } from './helpers/importFiles'
import { tempDataDir, type RunningServer } from './helpers/server'

const HEADER = [
  'Marca',
  'Modello',
  'Versione',
  'Prezzo',
  'Km',
  'Immatricolazione',
  'Alimentazione',
  'Cambio',
  'kW',
  'Telaio',
  'Targa',
  'Classe Euro',
  'Colore',
  'Optional',
  'Codice',
]
const VIN_C3 = 'VF7SXHMZ6KS000001'
const VIN_208 = 'VF3CCHMZ6HT000002'

describe('importing the stock from a spreadsheet and a ZIP of photos', () => {
  const dataDir = tempDataDir('stock-import')
  const session = { url: '', cookie: '' }
  const api = importApi(session)
  let server: RunningServer
  let photoServer: http.Server
  let photoPort = 0
  let firstImport = 0
  const carIds: Record<string, number> = {}

  beforeAll(async () => {
    const jpeg = await photo(7)
    photoServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg))
    await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve))
    photoPort = (photoServer.address() as AddressInfo).port
    server = await startAdminServer(dataDir, { IMPORT_PHOTO_HOSTS: '127.0.0.1' })
    session.url = server.url
    session.cookie = await signIn(server.url)
  })

  afterAll(async () => {
    await server?.stop('SIGTERM')
    photoServer?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('reads a Windows-1252 CSV with semicolons and Italian numbers, suggests the mapping, and imports it with its photos', async () => {
    const file = windows1252Csv([
      HEADER,
      [
        'Citroën',
        'C3',
        '1.2 PureTech Shine',
        '12.500,00',
        '45.000',
        '15/03/2019',
        'Gasolio',
        'Automatico',
        '81',
        VIN_C3,
        'AB123CD',
        'Euro 6d-TEMP',
        'Grigio perla',
        'Clima; Navigatore',
        'S-001',
      ],
      [
        'Peugeot',
        '208',
        'Allure',
        '9.900',
        '78.500',
        '03/2017',
        'Benzina',
        'Manuale',
        '60',
        VIN_208,
        'EF456GH',
        'Euro 6',
        'Blu',
        '',
        'S-002',
      ],
      [
        'Fiat',
        'Panda',
        'City Life',
        '12,5k',
        '1.000',
        '01/2022',
        'Ibrido',
        'Manuale',
        '51',
        'ZFA31200000000003',
        '',
        'Euro 6d',
        'Bianco',
        '',
        'S-003',
      ],
    ])
    const photos = zip([
      { name: `foto/${VIN_C3}_2.jpg`, data: await photo(2) },
      { name: `foto/${VIN_C3}_1.jpg`, data: await photo(1), method: 8 },
      { name: 'EF456GH_1.jpg', data: await photo(3) },
      { name: 'leggimi.txt', data: Buffer.from('foto del parco auto') },
      { name: '__MACOSX/foto/._EF456GH_1.jpg', data: Buffer.from('metadati') },
    ])
    const uploaded = await api.upload({ name: 'parco.csv', data: file }, photos)
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const answer = (await uploaded.json()) as {
      id: number
      columns: string[]
      suggestedMapping: Record<string, number>
      valueMap: Record<string, Record<string, string | null>>
      rows: string[][]
      photos: { files: number; cars: number }
    }
    firstImport = answer.id
    expect(answer.columns).toEqual(HEADER)
    expect(answer.rows[0].slice(0, 2)).toEqual(['Citroën', 'C3'])
    expect(answer.suggestedMapping).toEqual({
      brand: 0,
      model: 1,
      version: 2,
      price: 3,
      mileage: 4,
      firstRegistration: 5,
      fuel: 6,
      transmission: 7,
      powerKw: 8,
      vin: 9,
      plate: 10,
      euroClass: 11,
      colors: 12,
      features: 13,
      stockNumber: 14,
    })
    expect(answer.valueMap).toEqual({
      fuel: { Gasolio: 'diesel', Benzina: 'benzina', Ibrido: 'ibrida' },
      transmission: { Automatico: 'automatica', Manuale: 'manuale' },
      euroClass: { 'Euro 6d-TEMP': 'euro6d-temp', 'Euro 6': 'euro6', 'Euro 6d': 'euro6d' },
    })
    expect(answer.photos).toEqual({ files: 3, cars: 2 })

    const dryRun = await api.dryRun(answer.id, { mapping: answer.suggestedMapping, valueMap: answer.valueMap })
    expect(dryRun.rows).toEqual([
      { row: 2, action: 'create', carId: null, changes: [], photos: 2, messages: [] },
      { row: 3, action: 'create', carId: null, changes: [], photos: 1, messages: [] },
      { row: 4, action: 'error', carId: null, changes: [], photos: 0, messages: ['riga 4: prezzo non valido "12,5k"'] },
    ])
    expect((await api.state(answer.id)).counts.create, 'a dry run writes nothing').toBe(0)

    expect((await api.apply(answer.id)).status).toBe(202)
    const done = await settled(api, answer.id, 'done')
    expect(done.counts).toMatchObject({ create: 2, error: 1 })
    expect(done.progress).toEqual({ done: 3, total: 3 })
    expect(done.log.map(({ row, action, messages }) => ({ row, action, messages }))).toEqual([
      { row: 2, action: 'create', messages: [] },
      { row: 3, action: 'create', messages: [] },
      { row: 4, action: 'error', messages: ['riga 4: prezzo non valido "12,5k"'] },
    ])
    carIds.c3 = done.log[0].carId!
    carIds.p208 = done.log[1].carId!

    const publicCar = await (await call(server.url, `/api/cars/${carIds.c3}`)).json()
    expect(publicCar).toMatchObject({
      brand: 'Citroën',
      name: 'Citroën C3 1.2 PureTech Shine',
      price: 12500,
      mileage: 45000,
      year: 2019,
      firstRegistration: '2019-03',
      fuel: 'diesel',
      transmission: 'automatica',
      power: 110,
      euroClass: 'euro6d-temp',
      colors: ['Grigio perla'],
      features: ['Clima', 'Navigatore'],
      isAvailable: true,
    })
    expect(publicCar.photos).toHaveLength(2)
    expect(publicCar).not.toHaveProperty('vin')
    expect(publicCar).not.toHaveProperty('stockNumber')
    const admin = await (await call(server.url, `/api/admin/cars/${carIds.c3}`, { cookie: session.cookie })).json()
    expect(admin).toMatchObject({ vin: VIN_C3, plate: 'AB123CD', stockNumber: 'S-001' })
    const page = await call(server.url, `/auto/${publicCar.slug}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Citroën C3 1.2 PureTech Shine')
  })

  it('updates a car matched by VIN, leaves an unchanged one alone, and undoes the update', async () => {
    const file = utf8Csv([
      ['Telaio', 'Prezzo', 'Km'],
      [VIN_C3, '11.900', '46.200'],
      [VIN_208, '9900', '78500'],
    ])
    const uploaded = await (await api.upload({ name: 'prezzi.csv', data: file })).json()
    const dryRun = await api.dryRun(uploaded.id, { mapping: uploaded.suggestedMapping, valueMap: {} })
    expect(dryRun.rows).toEqual([
      { row: 2, action: 'update', carId: carIds.c3, changes: ['price', 'mileage'], photos: 0, messages: [] },
      { row: 3, action: 'unchanged', carId: carIds.p208, changes: [], photos: 0, messages: [] },
    ])
    expect((await api.apply(uploaded.id)).status).toBe(202)
    expect((await settled(api, uploaded.id, 'done')).counts).toMatchObject({ update: 1, unchanged: 1 })
    expect(await (await call(server.url, `/api/cars/${carIds.c3}`)).json()).toMatchObject({
      price: 11900,
      mileage: 46200,
      photos: expect.any(Array),
    })

    expect((await api.undo(uploaded.id)).status).toBe(202)
    await settled(api, uploaded.id, 'undone')
    expect(await (await call(server.url, `/api/cars/${carIds.c3}`)).json()).toMatchObject({
      price: 12500,
      mileage: 45000,
    })
  })

  it('undoes an import by putting the cars it created in the Cestino', async () => {
    expect((await api.undo(firstImport)).status).toBe(202)
    await settled(api, firstImport, 'undone')
    expect((await call(server.url, `/api/cars/${carIds.c3}`)).status).toBe(404)
    const trash = (await (await call(server.url, '/api/admin/trash', { cookie: session.cookie })).json()) as {
      docs: { id: number }[]
    }
    expect(trash.docs.map((car) => car.id)).toEqual(expect.arrayContaining([carIds.c3, carIds.p208]))
    expect((await api.undo(firstImport)).status, 'an import is undone once').toBe(409)
  })

  it('marks as sold the cars missing from the file only with an explicit confirmation past 20 % of the stock', async () => {
    const plates = ['GG001AA', 'GG002AA', 'GG003AA', 'GG004AA', 'GG005AA']
    const ids: number[] = []
    for (const plate of plates) {
      const response = await call(server.url, '/api/admin/cars', {
        method: 'POST',
        cookie: session.cookie,
        json: { ...validCar, plate },
      })
      ids.push((await response.json()).id)
    }
    const file = utf8Csv([
      ['Targa', 'Prezzo'],
      ['GG001AA', '12900'],
    ])
    const uploaded = await (await api.upload({ name: 'solo-una.csv', data: file })).json()
    const dryRun = await api.dryRun(uploaded.id, { mapping: uploaded.suggestedMapping })
    expect(dryRun.summary).toMatchObject({ unchanged: 1, missing: 4, stock: 5 })

    const refused = await api.apply(uploaded.id, { markMissingSold: true })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      error: 'Segnare come vendute 4 auto su 5 (più del 20 %) richiede una conferma esplicita.',
    })
    expect((await (await call(server.url, `/api/cars/${ids[1]}`)).json()).status, 'nothing changed').toBe('disponibile')

    expect((await api.apply(uploaded.id, { markMissingSold: true, confirmMassSold: true })).status).toBe(202)
    expect((await settled(api, uploaded.id, 'done')).counts).toMatchObject({ unchanged: 1, sold: 4 })
    const statuses = async () =>
      Promise.all(ids.map(async (id) => (await (await call(server.url, `/api/cars/${id}`)).json()).status))
    expect(await statuses()).toEqual(['disponibile', 'venduta', 'venduta', 'venduta', 'venduta'])

    expect((await api.undo(uploaded.id)).status).toBe(202)
    await settled(api, uploaded.id, 'undone')
    expect(await statuses()).toEqual(Array(5).fill('disponibile'))
  })

  it('reads an XLSX with English headers, typed numbers and dates', async () => {
    const file = await xlsx([
      ['Make', 'Model', 'Price', 'Mileage', 'First registration', 'Fuel', 'Gearbox', 'VIN'],
      ['Volkswagen', 'Golf', 15500, 62000, new Date(Date.UTC(2020, 5, 15)), 'Petrol', 'Manual', 'WVWZZZ1KZ6W000001'],
      ['', 'Polo', 9000, 80000, new Date(Date.UTC(2018, 0, 1)), 'Diesel', 'Manual', 'WVWZZZ6RZ8Y000002'],
    ])
    const response = await api.upload({ name: 'stock.xlsx', data: file })
    expect(response.status, await response.clone().text()).toBe(201)
    const uploaded = await response.json()
    expect(uploaded.suggestedMapping).toEqual({
      brand: 0,
      model: 1,
      price: 2,
      mileage: 3,
      firstRegistration: 4,
      fuel: 5,
      transmission: 6,
      vin: 7,
    })
    expect(uploaded.valueMap.fuel).toEqual({ Petrol: 'benzina', Diesel: 'diesel' })
    const dryRun = await api.dryRun(uploaded.id, { mapping: uploaded.suggestedMapping, valueMap: uploaded.valueMap })
    expect(dryRun.rows.map(({ row, action, messages }) => ({ row, action, messages }))).toEqual([
      { row: 2, action: 'create', messages: [] },
      { row: 3, action: 'error', messages: ['riga 3: marca mancante'] },
    ])
  })

  it('remembers the mapping the dealer chose for the next file', async () => {
    const columns = ['Casa', 'Modello', 'Prezzo']
    const first = await (
      await api.upload({ name: 'a.csv', data: utf8Csv([columns, ['Fiat', 'Tipo', '10000']]) })
    ).json()
    expect(first.suggestedMapping).toEqual({ model: 1, price: 2 })
    await api.dryRun(first.id, { mapping: { brand: 0, model: 1, price: 2 } })
    const next = await (await api.upload({ name: 'b.csv', data: utf8Csv([columns, ['Fiat', 'Tipo', '11000']]) })).json()
    expect(next.suggestedMapping).toEqual({ brand: 0, model: 1, price: 2 })
  })

  it('refuses a ZIP bomb and an entry with a path outside the archive, keeping nothing', async () => {
    const file = {
      name: 'p.csv',
      data: utf8Csv([
        ['Telaio', 'Prezzo'],
        [VIN_C3, '1000'],
      ]),
    }
    const stored = () =>
      fs.existsSync(path.join(dataDir, 'imports')) ? fs.readdirSync(path.join(dataDir, 'imports')) : []
    const before = stored()
    const bomb = zip([{ name: `${VIN_C3}_1.jpg`, data: Buffer.alloc(40 * 1024 * 1024), method: 8 }])
    const bombAnswer = await api.upload(file, bomb)
    expect(bombAnswer.status).toBe(400)
    expect(await bombAnswer.json()).toEqual({
      error: `Archivio delle foto rifiutato: "${VIN_C3}_1.jpg" è compresso in modo sospetto (archivio bomba)`,
    })
    const escape = zip([{ name: `../../${VIN_C3}_1.jpg`, data: await photo(4) }])
    const escapeAnswer = await api.upload(file, escape)
    expect(escapeAnswer.status).toBe(400)
    expect(await escapeAnswer.json()).toEqual({
      error: 'Archivio delle foto rifiutato: contiene un file con un percorso non ammesso (assoluto o con "..")',
    })
    expect(stored()).toEqual(before)
  })

  it('fetches photo URLs, never from a loopback or private address', async () => {
    const allowed = `http://127.0.0.1:${photoPort}/foto.jpg`
    const byName = `http://localhost:${photoPort}/foto.jpg`
    const file = utf8Csv([
      ['Marca', 'Modello', 'Prezzo', 'Anno', 'Codice', 'Foto'],
      ['Fiat', 'Tipo', '10000', '2020', 'U-1', 'http://10.0.0.1/foto.jpg'],
      ['Fiat', 'Tipo', '10000', '2020', 'U-2', byName],
      ['Fiat', 'Tipo', '10000', '2020', 'U-3', allowed],
      ['Fiat', 'Tipo', '10000', '2020', 'U-4', 'file:///etc/passwd'],
    ])
    const uploaded = await (await api.upload({ name: 'url.csv', data: file })).json()
    expect(uploaded.suggestedMapping).toMatchObject({ stockNumber: 4, photoUrls: 5 })
    const dryRun = await api.dryRun(uploaded.id, { mapping: uploaded.suggestedMapping })
    expect(dryRun.rows.map(({ action, messages }) => ({ action, messages }))).toEqual([
      {
        action: 'error',
        messages: ['riga 2: foto "http://10.0.0.1/foto.jpg" rifiutata: indirizzo privato o locale non ammesso'],
      },
      { action: 'create', messages: [] },
      { action: 'create', messages: [] },
      { action: 'error', messages: ['riga 5: foto "file:///etc/passwd" rifiutata: solo indirizzi http o https'] },
    ])
    expect((await api.apply(uploaded.id)).status).toBe(202)
    const done = await settled(api, uploaded.id, 'done')
    expect(done.log.map(({ action, messages }) => ({ action, messages }))).toEqual([
      {
        action: 'error',
        messages: ['riga 2: foto "http://10.0.0.1/foto.jpg" rifiutata: indirizzo privato o locale non ammesso'],
      },
      { action: 'error', messages: [`riga 3: foto "${byName}" rifiutata: indirizzo privato o locale non ammesso`] },
      { action: 'create', messages: [] },
      { action: 'error', messages: ['riga 5: foto "file:///etc/passwd" rifiutata: solo indirizzi http o https'] },
    ])
    const created = await (await call(server.url, `/api/cars/${done.log[2].carId}`)).json()
    expect(created.photos).toHaveLength(1)
  })

  it('answers only a signed-in dealer, and refuses a change from another site', async () => {
    expect((await call(server.url, `/api/admin/imports/${firstImport}`)).status).toBe(401)
    expect((await call(server.url, '/api/admin/imports', { method: 'POST', form: new FormData() })).status).toBe(401)
    const crossSite = await call(server.url, `/api/admin/imports/${firstImport}/undo`, {
      method: 'POST',
      cookie: session.cookie,
      headers: { origin: 'https://evil.example' },
      json: {},
    })
    expect(crossSite.status).toBe(403)
  })
})
