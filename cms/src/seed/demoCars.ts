export type DemoFuel = 'benzina' | 'diesel' | 'elettrica' | 'ibrida' | 'gpl' | 'metano'
export type DemoTransmission = 'manuale' | 'automatica' | 'semiautomatica'
export type DemoCategory =
  'berlina' | 'suv' | 'station-wagon' | 'coupe' | 'cabriolet' | 'city-car' | 'monovolume' | 'sportiva'
export type DemoCondition = 'nuova' | 'usata' | 'km0'
export type DemoStatus = 'disponibile' | 'prenotata' | 'venduta'

export interface DemoCar {
  brand: string
  model: string
  name: string
  year: number
  /** € */
  price: number
  /** km */
  mileage: number
  /** CV */
  power: number
  fuel: DemoFuel
  transmission: DemoTransmission
  category: DemoCategory
  condition: DemoCondition
  colors: string[]
  description: string
  features: string[]
  youtubeVideoId: string | null
  status: DemoStatus
  /** How many photos the seed attaches (3..6), from `photos/<slug>-1.webp` on. */
  photoCount: number
}

// Years are relative to the seeding date so new and km0 cars stay believable.
const thisYear = new Date().getFullYear()

export const demoCars: DemoCar[] = [
  {
    brand: 'BMW',
    model: 'Serie 3 Touring',
    name: 'BMW Serie 3 320d Touring M Sport',
    year: thisYear - 5,
    price: 32_900,
    mileage: 68_400,
    power: 190,
    fuel: 'diesel',
    transmission: 'automatica',
    category: 'station-wagon',
    condition: 'usata',
    colors: ['Blu Portimao metallizzato'],
    description:
      'Station wagon sportiva e concreta, tagliandata regolarmente presso la rete ufficiale BMW. Il 2.0 diesel da 190 CV con cambio Steptronic a 8 rapporti unisce brillantezza e consumi contenuti. Interni in pelle Dakota nera in ottimo stato, nessun fumatore a bordo.',
    features: [
      'Pacchetto M Sport',
      'Navigatore Live Cockpit Professional',
      'Sedili anteriori riscaldabili',
      'Portellone elettrico',
      'Cerchi in lega da 18"',
      'Fari LED adattivi',
      'Sensori di parcheggio anteriori e posteriori',
    ],
    youtubeVideoId: null,
    status: 'disponibile',
    photoCount: 6,
  },
  {
    brand: 'BMW',
    model: 'iX1',
    name: 'BMW iX1 xDrive30 M Sport',
    year: thisYear,
    price: 49_900,
    mileage: 24,
    power: 313,
    fuel: 'elettrica',
    transmission: 'automatica',
    category: 'suv',
    condition: 'km0',
    colors: ['Grigio Skyscraper metallizzato'],
    description:
      'SUV compatto 100% elettrico a trazione integrale, immatricolato dal nostro salone e mai utilizzato su strada. Autonomia WLTP fino a 430 km e ricarica rapida in corrente continua fino a 130 kW. Garanzia ufficiale BMW e batteria garantita 8 anni.',
    features: [
      'Trazione integrale xDrive',
      'Pompa di calore',
      'BMW Curved Display',
      'Head-Up Display',
      'Telecamera posteriore',
      'Apple CarPlay e Android Auto wireless',
    ],
    youtubeVideoId: null,
    status: 'disponibile',
    photoCount: 5,
  },
  {
    brand: 'Mercedes-Benz',
    model: 'CLE Coupé',
    name: 'Mercedes-Benz CLE Coupé 220 d Mild Hybrid AMG Line Premium',
    year: thisYear,
    price: 63_900,
    mileage: 10,
    power: 197,
    fuel: 'diesel',
    transmission: 'automatica',
    category: 'coupe',
    condition: 'nuova',
    colors: ['Nero Ossidiana metallizzato'],
    description:
      'Coupé a quattro posti dalle linee pulite, nuova di fabbrica e pronta per la consegna. Il 2.0 diesel con tecnologia mild hybrid a 48 V offre 197 CV e consumi da segmento inferiore. Allestimento AMG Line Premium completo di tetto panoramico e impianto audio Burmester.',
    features: [
      'Allestimento AMG Line Premium',
      'MBUX con display centrale da 11,9"',
      'Tetto panoramico in vetro',
      'Impianto audio Burmester 3D',
      'Fari DIGITAL LIGHT',
      'Sedili sportivi con memoria',
      'Cerchi AMG da 19"',
    ],
    youtubeVideoId: null,
    status: 'disponibile',
    photoCount: 6,
  },
  {
    brand: 'Mercedes-Benz',
    model: 'GLC',
    name: 'Mercedes-Benz GLC 300 de 4MATIC Plug-in Hybrid AMG Line',
    year: thisYear - 2,
    price: 49_500,
    mileage: 31_200,
    power: 333,
    fuel: 'ibrida',
    transmission: 'automatica',
    category: 'suv',
    condition: 'usata',
    colors: ['Bianco Polare'],
    description:
      'SUV ibrido plug-in diesel con oltre 100 km di autonomia in modalità elettrica, ideale per chi fa tragitti quotidiani in città. Unico proprietario, fatture dei tagliandi disponibili. Garanzia Mercedes-Benz ancora attiva sulla batteria ad alta tensione.',
    features: [
      'Trazione integrale 4MATIC',
      'Ricarica rapida DC fino a 60 kW',
      'Telecamera a 360°',
      'Sospensioni AIRMATIC',
      'Sedili anteriori climatizzati',
      'Cruise control adattivo DISTRONIC',
    ],
    youtubeVideoId: null,
    status: 'prenotata',
    photoCount: 4,
  },
  {
    brand: 'Audi',
    model: 'A3 Sportback',
    name: 'Audi A3 Sportback 30 TFSI Business Advanced',
    year: thisYear - 1,
    price: 29_900,
    mileage: 60,
    power: 110,
    fuel: 'benzina',
    transmission: 'manuale',
    category: 'berlina',
    condition: 'km0',
    colors: ['Rosso Progressive'],
    description:
      'Compatta premium a chilometro zero con un risparmio importante sul prezzo di listino. Il 1.0 TFSI da 110 CV con cambio manuale a 6 marce è brillante e parco nei consumi. Dotazione Business Advanced completa di navigatore e virtual cockpit.',
    features: [
      'Audi virtual cockpit plus',
      'MMI navigation plus',
      'Fari LED',
      'Climatizzatore automatico bizona',
      'Sensori di parcheggio posteriori',
      'Cerchi in lega da 17"',
    ],
    youtubeVideoId: null,
    status: 'disponibile',
    photoCount: 4,
  },
  {
    brand: 'Audi',
    model: 'A5 Cabriolet',
    name: 'Audi A5 Cabriolet 40 TFSI S tronic S line',
    year: thisYear - 6,
    price: 34_900,
    mileage: 41_300,
    power: 204,
    fuel: 'benzina',
    transmission: 'semiautomatica',
    category: 'cabriolet',
    condition: 'usata',
    colors: ['Grigio Daytona perla', 'Capote nera'],
    description:
      'Cabriolet a quattro posti con capote in tessuto insonorizzata ad azionamento elettrico, perfetta anche nelle mezze stagioni. Chilometraggio certificato e carrozzeria senza segni. Il cambio S tronic a doppia frizione rende la guida fluida in città e sportiva in collina.',
    features: [
      'Pacchetto esterno S line',
      'Capote elettrica insonorizzata',
      'Riscaldatore per la nuca',
      'Audi virtual cockpit',
      'Bang & Olufsen 3D Sound',
      'Cerchi in lega da 19"',
    ],
    youtubeVideoId: null,
    status: 'venduta',
    photoCount: 5,
  },
  {
    brand: 'Porsche',
    model: '911',
    name: 'Porsche 911 Carrera S Coupé PDK',
    year: thisYear - 5,
    price: 139_900,
    mileage: 21_800,
    power: 450,
    fuel: 'benzina',
    transmission: 'semiautomatica',
    category: 'sportiva',
    condition: 'usata',
    colors: ['Giallo Racing'],
    description:
      'La sportiva di riferimento nella generazione 992, con il 3.0 biturbo boxer da 450 CV e il cambio PDK a 8 rapporti. Tagliandi Porsche documentati e programma Porsche Approved disponibile. Scarico sportivo e Sport Chrono per un sound e una risposta da pista.',
    features: [
      'Pacchetto Sport Chrono',
      'Impianto di scarico sportivo',
      'Porsche Active Suspension Management',
      'Sedili sportivi Plus a 4 vie',
      'Cerchi RS Spyder Design da 20/21"',
      'Sistema di sollevamento asse anteriore',
      'Bose Surround Sound',
    ],
    youtubeVideoId: null,
    status: 'disponibile',
    photoCount: 6,
  },
  {
    brand: 'Porsche',
    model: 'Macan Electric',
    name: 'Porsche Macan 4 Electric',
    year: thisYear,
    price: 96_400,
    mileage: 8,
    power: 408,
    fuel: 'elettrica',
    transmission: 'automatica',
    category: 'suv',
    condition: 'nuova',
    colors: ['Blu Genziana metallizzato'],
    description:
      "Il SUV compatto di Porsche in versione completamente elettrica, nuovo e configurato con gli optional più richiesti. Architettura a 800 V con ricarica dal 10 all'80% in circa 21 minuti. Prestazioni da sportiva e comfort da viaggio, con autonomia WLTP oltre 600 km.",
    features: [
      'Trazione integrale',
      'Sospensioni pneumatiche con PASM',
      'Head-Up Display con realtà aumentata',
      'Display passeggero',
      'Pompa di calore',
      'Cerchi Macan Sport da 21"',
    ],
    youtubeVideoId: null,
    status: 'disponibile',
    photoCount: 5,
  },
  {
    brand: 'Volkswagen',
    model: 'Polo',
    name: 'Volkswagen Polo 1.0 TGI Comfortline',
    year: thisYear - 7,
    price: 14_900,
    mileage: 84_300,
    power: 90,
    fuel: 'metano',
    transmission: 'manuale',
    category: 'city-car',
    condition: 'usata',
    colors: ['Bianco Puro'],
    description:
      'Utilitaria a metano di fabbrica, economicissima nei costi di gestione e adatta anche ai neopatentati. Bombole revisionate e tagliandi regolari. Ideale come prima auto o per gli spostamenti quotidiani casa-lavoro.',
    features: [
      'Alimentazione a metano di serie',
      'Climatizzatore',
      'Cruise control',
      'Sistema di infotainment con Apple CarPlay',
      "Frenata automatica d'emergenza",
    ],
    youtubeVideoId: null,
    status: 'venduta',
    photoCount: 3,
  },
  {
    brand: 'Volkswagen',
    model: 'ID. Buzz',
    name: 'Volkswagen ID. Buzz Pro 77 kWh',
    year: thisYear,
    price: 64_900,
    mileage: 0,
    power: 286,
    fuel: 'elettrica',
    transmission: 'automatica',
    category: 'monovolume',
    condition: 'nuova',
    colors: ['Arancio Energetic', 'Bianco Candy'],
    description:
      'Il monovolume elettrico che reinterpreta il mitico Bulli, in bicolore arancio e bianco. Cinque posti comodi, porte scorrevoli elettriche e un bagagliaio enorme per la famiglia. Nuovo, pronta consegna, con incentivi statali ove applicabili.',
    features: [
      'Porte laterali scorrevoli elettriche',
      'Batteria da 77 kWh netti',
      'Park Assist Plus',
      'Travel Assist',
      'Illuminazione ambiente a 30 colori',
      'Gancio traino',
      'Cerchi in lega da 20"',
    ],
    youtubeVideoId: null,
    status: 'disponibile',
    photoCount: 5,
  },
  {
    brand: 'Ferrari',
    model: '296 GTB',
    name: 'Ferrari 296 GTB Assetto Fiorano',
    year: thisYear - 2,
    price: 249_000,
    mileage: 6_200,
    power: 830,
    fuel: 'ibrida',
    transmission: 'semiautomatica',
    category: 'sportiva',
    condition: 'usata',
    colors: ['Rosso Corsa'],
    description:
      'Berlinetta ibrida plug-in con V6 biturbo e motore elettrico per 830 CV complessivi. Allestimento Assetto Fiorano con ammortizzatori Multimatic e componenti in fibra di carbonio. Manutenzione programmata Ferrari di 7 anni ancora attiva.',
    features: [
      'Pacchetto Assetto Fiorano',
      'Cambio F1 DCT a 8 rapporti',
      'Sedili racing in carbonio',
      'Sollevatore anteriore',
      'Display passeggero',
      'Telecamera posteriore',
    ],
    youtubeVideoId: null,
    status: 'disponibile',
    photoCount: 6,
  },
  {
    brand: 'Volvo',
    model: 'XC60',
    name: 'Volvo XC60 T6 Plug-in Hybrid AWD Ultimate Dark',
    year: thisYear - 3,
    price: 46_900,
    mileage: 35_600,
    power: 350,
    fuel: 'ibrida',
    transmission: 'automatica',
    category: 'suv',
    condition: 'usata',
    colors: ['Verde Forest Lake metallizzato'],
    description:
      'SUV svedese ibrido plug-in con trazione integrale e fino a 80 km in elettrico. Sicurezza di riferimento e interni curatissimi in pelle Nappa ventilata. Tagliandi Volvo regolari e garanzia sulla batteria ancora valida.',
    features: [
      'Google integrato con Maps e Assistant',
      'Pilot Assist',
      'Impianto audio Bowers & Wilkins',
      'Tetto panoramico apribile',
      'Sedili in Nappa ventilati',
      'Telecamera a 360°',
      'Sospensioni pneumatiche',
    ],
    youtubeVideoId: null,
    status: 'disponibile',
    photoCount: 4,
  },
]
