/** The body colour of each demo car's photos (CSS hex), by the car's name in the catalogue. */
export const demoPaints: Record<string, string> = {
  'BMW Serie 3 320d Touring M Sport': '#1c4f9c',
  'BMW iX1 xDrive30 M Sport': '#7d8489',
  'Mercedes-Benz CLE Coupé 220 d Mild Hybrid AMG Line Premium': '#1a1c20',
  'Mercedes-Benz GLC 300 de 4MATIC Plug-in Hybrid AMG Line': '#e8eaec',
  'Audi A3 Sportback 30 TFSI Business Advanced': '#b3141f',
  'Audi A5 Cabriolet 40 TFSI S tronic S line': '#5a5f66',
  'Porsche 911 Carrera S Coupé PDK': '#f2c21b',
  'Porsche Macan 4 Electric': '#23408e',
  'Volkswagen Polo 1.0 TGI Comfortline': '#f1f2f0',
  'Volkswagen ID. Buzz Pro 77 kWh': '#e8731f',
  'Ferrari 296 GTB Assetto Fiorano': '#c4121a',
  'Volvo XC60 T6 Plug-in Hybrid AWD Ultimate Dark': '#2f4a3e',
}
