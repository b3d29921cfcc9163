import type { DeclaredIndexInput } from '../../src/shared/golf/handicap.schema';
import type { Platform } from '../../src/shared/golf/platforms';

/**
 * The demo club's members: a remote club, so people in many countries and time zones, each with the
 * simulator or course they play on. Names are invented; photos are drawn (demo-pictures.ts).
 * Days of membership left: most have most of a year; Casey's runs out soon and Taylor's has just run
 * out, so the reminders, the banner and the admins' filters have someone to show.
 */
export interface DemoMember {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  timeZone: string;
  platforms: Platform[];
  launchMonitor: string | null;
  homeCourse: string | null;
  /** A starting index declared on joining; null for those whose club index comes from rounds played here. */
  declared: DeclaredIndexInput | null;
  daysLeft: number;
  /** The avatar's colours: two for the background, one for the silhouette. */
  palette: [string, string, string];
}

export const DEMO_PASSWORD = 'golf-demo-2026';

export const demoMembers: DemoMember[] = [
  {
    username: 'jordan', fullName: 'Jordan Ellis', email: 'jordan@example.com', phone: '+1 512 555 0101', address: 'Austin, Texas, United States',
    country: 'US', timeZone: 'America/Chicago', platforms: ['gspro', 'real-course'], launchMonitor: 'Bushnell Launch Pro', homeCourse: 'Lions Municipal, Austin',
    declared: null, daysLeft: 300, palette: ['#f6d365', '#fda085', '#7a3e1d'],
  },
  {
    username: 'casey', fullName: 'Casey Whitfield', email: 'casey@example.com', phone: '+1 416 555 0102', address: 'Toronto, Ontario, Canada',
    country: 'CA', timeZone: 'America/Toronto', platforms: ['trackman'], launchMonitor: 'Trackman 4', homeCourse: 'Garage simulator, Toronto',
    declared: null, daysLeft: 12, palette: ['#a1c4fd', '#c2e9fb', '#24476b'],
  },
  {
    username: 'morgan', fullName: 'Morgan Reid', email: 'morgan@example.com', phone: '+44 20 7946 0103', address: 'Greenwich, London, United Kingdom',
    country: 'GB', timeZone: 'Europe/London', platforms: ['gspro'], launchMonitor: 'Uneekor EYE XO', homeCourse: 'Royal Blackheath',
    declared: { index: 12.4, system: 'national', reference: 'England Golf 1004 3321' }, daysLeft: 200, palette: ['#d4fc79', '#96e6a1', '#2d5a27'],
  },
  {
    username: 'riley', fullName: 'Riley Okafor', email: 'riley@example.com', phone: '+234 1 555 0104', address: 'Ikoyi, Lagos, Nigeria',
    country: 'NG', timeZone: 'Africa/Lagos', platforms: ['e6', 'real-course'], launchMonitor: 'SkyTrak+', homeCourse: 'Ikoyi Club 1938',
    declared: null, daysLeft: 250, palette: ['#fbc2eb', '#a6c1ee', '#4a2d6b'],
  },
  {
    username: 'taylor', fullName: 'Taylor Brooks', email: 'taylor@example.com', phone: '+61 2 5550 0105', address: 'Surry Hills, Sydney, Australia',
    country: 'AU', timeZone: 'Australia/Sydney', platforms: ['foresight'], launchMonitor: 'Foresight GC3', homeCourse: 'Moore Park',
    declared: { index: 18, system: 'national', reference: 'Golf Australia GA 2210 8891' }, daysLeft: -3, palette: ['#ffecd2', '#fcb69f', '#8a3b12'],
  },
  {
    username: 'aiko', fullName: 'Aiko Tanaka', email: 'aiko@example.com', phone: '+81 45 555 0106', address: 'Yokohama, Kanagawa, Japan',
    country: 'JP', timeZone: 'Asia/Tokyo', platforms: ['gspro'], launchMonitor: 'Rapsodo MLM2PRO', homeCourse: 'Home net and GSPro, Yokohama',
    declared: { index: 8.7, system: 'national', reference: 'JGA 55-2041' }, daysLeft: 280, palette: ['#ff9a9e', '#fecfef', '#7b2942'],
  },
  {
    username: 'lukas', fullName: 'Lukas Becker', email: 'lukas@example.com', phone: '+49 40 5550 0107', address: 'Hamburg, Germany',
    country: 'DE', timeZone: 'Europe/Berlin', platforms: ['trackman', 'real-course'], launchMonitor: 'Trackman iO', homeCourse: 'Golfclub Hamburg-Walddörfer',
    declared: { index: 5.2, system: 'club', reference: 'Golfclub Hamburg-Walddörfer' }, daysLeft: 310, palette: ['#84fab0', '#8fd3f4', '#1d4e5f'],
  },
  {
    username: 'sofia', fullName: 'Sofía Álvarez', email: 'sofia@example.com', phone: '+54 11 5550 0108', address: 'Palermo, Buenos Aires, Argentina',
    country: 'AR', timeZone: 'America/Argentina/Buenos_Aires', platforms: ['gspro'], launchMonitor: 'Garmin Approach R10', homeCourse: 'Golf Club Palermo',
    declared: { index: 21.5, system: 'national', reference: 'AAG 77341' }, daysLeft: 220, palette: ['#e0c3fc', '#8ec5fc', '#3d2c6e'],
  },
  {
    username: 'priya', fullName: 'Priya Raman', email: 'priya@example.com', phone: '+91 80 5550 0109', address: 'Bengaluru, Karnataka, India',
    country: 'IN', timeZone: 'Asia/Kolkata', platforms: ['awesome-golf'], launchMonitor: 'Rapsodo MLM2PRO', homeCourse: 'Apartment simulator, Bengaluru',
    declared: { index: 26, system: 'national', reference: 'IGU 30912' }, daysLeft: 260, palette: ['#fddb92', '#d1fdff', '#6b4f12'],
  },
  {
    username: 'mateus', fullName: 'Mateus Costa', email: 'mateus@example.com', phone: '+55 11 5550 0110', address: 'Pinheiros, São Paulo, Brazil',
    country: 'BR', timeZone: 'America/Sao_Paulo', platforms: ['gspro', 'e6'], launchMonitor: 'FlightScope Mevo+', homeCourse: 'São Paulo Golf Club',
    declared: { index: 14.1, system: 'club', reference: 'São Paulo Golf Club' }, daysLeft: 190, palette: ['#96fbc4', '#f9f586', '#2f5d1e'],
  },
  {
    username: 'ingrid', fullName: 'Ingrid Larsen', email: 'ingrid@example.com', phone: '+47 22 55 01 11', address: 'Oslo, Norway',
    country: 'NO', timeZone: 'Europe/Oslo', platforms: ['trackman'], launchMonitor: 'Trackman 4', homeCourse: 'Oslo GK (indoor bays in winter)',
    declared: { index: 9.9, system: 'national', reference: 'NGF 118 442' }, daysLeft: 330, palette: ['#c1dfc4', '#deecdd', '#2c4a3b'],
  },
  {
    username: 'noah', fullName: 'Noah Williams', email: 'noah@example.com', phone: '+64 9 555 0112', address: 'Ponsonby, Auckland, New Zealand',
    country: 'NZ', timeZone: 'Pacific/Auckland', platforms: ['gspro', 'real-course'], launchMonitor: 'Bushnell Launch Pro', homeCourse: 'Chamberlain Park',
    declared: { index: 11.3, system: 'national', reference: 'NZ Golf 2293-114' }, daysLeft: 240, palette: ['#89f7fe', '#66a6ff', '#173a63'],
  },
  {
    username: 'chloe', fullName: 'Chloé Dubois', email: 'chloe@example.com', phone: '+33 1 55 50 01 13', address: 'Lyon, France',
    country: 'FR', timeZone: 'Europe/Paris', platforms: ['uneekor'], launchMonitor: 'Uneekor QED', homeCourse: 'Golf du Gouverneur',
    declared: { index: 16.8, system: 'national', reference: 'ffgolf 2034 5521' }, daysLeft: 270, palette: ['#fdcbf1', '#e6dee9', '#6b3a5c'],
  },
  {
    username: 'mei', fullName: 'Mei Lin Chen', email: 'mei@example.com', phone: '+65 6555 0114', address: 'Tiong Bahru, Singapore',
    country: 'SG', timeZone: 'Asia/Singapore', platforms: ['trackman'], launchMonitor: 'Trackman 4', homeCourse: 'Sentosa (Trackman bays in town)',
    declared: { index: 3.4, system: 'ghin', reference: '10442871' }, daysLeft: 350, palette: ['#a8edea', '#fed6e3', '#2e4d5c'],
  },
  {
    username: 'daniel', fullName: 'Daniel Kim', email: 'daniel@example.com', phone: '+82 2 555 0115', address: 'Mapo-gu, Seoul, South Korea',
    country: 'KR', timeZone: 'Asia/Seoul', platforms: ['gspro'], launchMonitor: 'Uneekor EYE MINI', homeCourse: 'Screen golf room, Mapo',
    declared: { index: 7.6, system: 'national', reference: 'KGA 880-1203' }, daysLeft: 205, palette: ['#cfd9df', '#e2ebf0', '#34495e'],
  },
  {
    username: 'thandi', fullName: 'Thandi Mokoena', email: 'thandi@example.com', phone: '+27 11 555 0116', address: 'Parkhurst, Johannesburg, South Africa',
    country: 'ZA', timeZone: 'Africa/Johannesburg', platforms: ['gspro', 'real-course'], launchMonitor: 'Garmin Approach R10', homeCourse: 'Royal Johannesburg',
    declared: { index: 19.2, system: 'national', reference: 'GolfRSA 4410 2231' }, daysLeft: 285, palette: ['#f5efef', '#feada6', '#7a2f26'],
  },
];

export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .filter((letter) => letter !== '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
