/**
 * The countries and cities the demo corpus posts jobs in, with what a posting needs to know about each
 * country: its display name (jobspy style: "USA", "UK", else the English name), currency, how local pay
 * compares with US pay, and how often local postings state a salary.
 */

/** The countries demo postings are located in, by their jobspy display name. */
export type DemoCountry =
  'USA' | 'Canada' | 'UK' | 'Ireland' | 'Germany' | 'Netherlands' | 'India' | 'Singapore' | 'Australia';

/** What a posting needs to know about a country. */
export interface DemoCountryInfo {
  /** ISO 4217 code of the salaries. */
  currency: string;
  /** How the currency is written before an amount ("$", "CA$", "£"). */
  currencySymbol: string;
  /** Local pay for a role, in local currency, per US dollar of US pay for the same role and level. */
  payFactor: number;
  /** Share (0-1) of local postings that state a salary. */
  salaryShare: number;
  /** Yearly amounts are rounded to this step (hourly ones to HOURLY_ROUNDING_STEP). */
  yearlyRoundingStep: number;
  /** How the country reads in a sentence ("the US", "Canada"). */
  inProse: string;
}

/** Currency, pay level and salary habits of each country. */
export const DEMO_COUNTRIES: Readonly<Record<DemoCountry, DemoCountryInfo>> = {
  USA: {
    currency: 'USD',
    currencySymbol: '$',
    payFactor: 1,
    salaryShare: 0.85,
    yearlyRoundingStep: 1000,
    inProse: 'the US',
  },
  Canada: {
    currency: 'CAD',
    currencySymbol: 'CA$',
    payFactor: 0.85,
    salaryShare: 0.7,
    yearlyRoundingStep: 1000,
    inProse: 'Canada',
  },
  UK: {
    currency: 'GBP',
    currencySymbol: '£',
    payFactor: 0.5,
    salaryShare: 0.75,
    yearlyRoundingStep: 1000,
    inProse: 'the UK',
  },
  Ireland: {
    currency: 'EUR',
    currencySymbol: '€',
    payFactor: 0.55,
    salaryShare: 0.5,
    yearlyRoundingStep: 1000,
    inProse: 'Ireland',
  },
  Germany: {
    currency: 'EUR',
    currencySymbol: '€',
    payFactor: 0.55,
    salaryShare: 0.35,
    yearlyRoundingStep: 1000,
    inProse: 'Germany',
  },
  Netherlands: {
    currency: 'EUR',
    currencySymbol: '€',
    payFactor: 0.52,
    salaryShare: 0.6,
    yearlyRoundingStep: 1000,
    inProse: 'the Netherlands',
  },
  India: {
    currency: 'INR',
    currencySymbol: '₹',
    payFactor: 12,
    salaryShare: 0.35,
    yearlyRoundingStep: 50_000,
    inProse: 'India',
  },
  Singapore: {
    currency: 'SGD',
    currencySymbol: 'S$',
    payFactor: 0.9,
    salaryShare: 0.5,
    yearlyRoundingStep: 1000,
    inProse: 'Singapore',
  },
  Australia: {
    currency: 'AUD',
    currencySymbol: 'A$',
    payFactor: 0.95,
    salaryShare: 0.7,
    yearlyRoundingStep: 1000,
    inProse: 'Australia',
  },
};

/** Hourly rates are rounded to half a currency unit. */
export const HOURLY_ROUNDING_STEP = 0.5;

/** A city a demo company has an office in. */
export interface DemoPlace {
  city: string;
  /** State, province or region as a posting writes it: a code in the US, Canada and Australia, else a name. */
  state: string | null;
  /** The region spelled out for prose ("Colorado"), or null where the city says enough (Singapore). */
  regionName: string | null;
  country: DemoCountry;
}

function us(city: string, state: string, regionName: string): DemoPlace {
  return { city, state, regionName, country: 'USA' };
}

/** Every office location a demo company has, keyed by how it is written in the companies table. */
export const DEMO_PLACES = {
  'Akron, OH': us('Akron', 'OH', 'Ohio'),
  'Albuquerque, NM': us('Albuquerque', 'NM', 'New Mexico'),
  'Atlanta, GA': us('Atlanta', 'GA', 'Georgia'),
  'Austin, TX': us('Austin', 'TX', 'Texas'),
  'Baton Rouge, LA': us('Baton Rouge', 'LA', 'Louisiana'),
  'Birmingham, AL': us('Birmingham', 'AL', 'Alabama'),
  'Boise, ID': us('Boise', 'ID', 'Idaho'),
  'Boston, MA': us('Boston', 'MA', 'Massachusetts'),
  'Cedar Rapids, IA': us('Cedar Rapids', 'IA', 'Iowa'),
  'Charleston, SC': us('Charleston', 'SC', 'South Carolina'),
  'Charlotte, NC': us('Charlotte', 'NC', 'North Carolina'),
  'Chattanooga, TN': us('Chattanooga', 'TN', 'Tennessee'),
  'Chicago, IL': us('Chicago', 'IL', 'Illinois'),
  'Cincinnati, OH': us('Cincinnati', 'OH', 'Ohio'),
  'Cleveland, OH': us('Cleveland', 'OH', 'Ohio'),
  'Colorado Springs, CO': us('Colorado Springs', 'CO', 'Colorado'),
  'Columbia, SC': us('Columbia', 'SC', 'South Carolina'),
  'Columbus, OH': us('Columbus', 'OH', 'Ohio'),
  'Dallas, TX': us('Dallas', 'TX', 'Texas'),
  'Dayton, OH': us('Dayton', 'OH', 'Ohio'),
  'Denver, CO': us('Denver', 'CO', 'Colorado'),
  'Des Moines, IA': us('Des Moines', 'IA', 'Iowa'),
  'Detroit, MI': us('Detroit', 'MI', 'Michigan'),
  'El Paso, TX': us('El Paso', 'TX', 'Texas'),
  'Fayetteville, AR': us('Fayetteville', 'AR', 'Arkansas'),
  'Fond du Lac, WI': us('Fond du Lac', 'WI', 'Wisconsin'),
  'Fort Lauderdale, FL': us('Fort Lauderdale', 'FL', 'Florida'),
  'Fort Wayne, IN': us('Fort Wayne', 'IN', 'Indiana'),
  'Fort Worth, TX': us('Fort Worth', 'TX', 'Texas'),
  'Fresno, CA': us('Fresno', 'CA', 'California'),
  'Grand Rapids, MI': us('Grand Rapids', 'MI', 'Michigan'),
  'Greenville, SC': us('Greenville', 'SC', 'South Carolina'),
  'Harrisburg, PA': us('Harrisburg', 'PA', 'Pennsylvania'),
  'Houston, TX': us('Houston', 'TX', 'Texas'),
  'Huntsville, AL': us('Huntsville', 'AL', 'Alabama'),
  'Indianapolis, IN': us('Indianapolis', 'IN', 'Indiana'),
  'Irvine, CA': us('Irvine', 'CA', 'California'),
  'Jacksonville, FL': us('Jacksonville', 'FL', 'Florida'),
  'Kansas City, KS': us('Kansas City', 'KS', 'Kansas'),
  'Kansas City, MO': us('Kansas City', 'MO', 'Missouri'),
  'Kearney, NE': us('Kearney', 'NE', 'Nebraska'),
  'Kissimmee, FL': us('Kissimmee', 'FL', 'Florida'),
  'Knoxville, TN': us('Knoxville', 'TN', 'Tennessee'),
  'Lancaster, PA': us('Lancaster', 'PA', 'Pennsylvania'),
  'Las Vegas, NV': us('Las Vegas', 'NV', 'Nevada'),
  'Lawrence, KS': us('Lawrence', 'KS', 'Kansas'),
  'Los Angeles, CA': us('Los Angeles', 'CA', 'California'),
  'Louisville, KY': us('Louisville', 'KY', 'Kentucky'),
  'Madison, WI': us('Madison', 'WI', 'Wisconsin'),
  'Memphis, TN': us('Memphis', 'TN', 'Tennessee'),
  'Mesa, AZ': us('Mesa', 'AZ', 'Arizona'),
  'Miami, FL': us('Miami', 'FL', 'Florida'),
  'Milwaukee, WI': us('Milwaukee', 'WI', 'Wisconsin'),
  'Minneapolis, MN': us('Minneapolis', 'MN', 'Minnesota'),
  'Nashville, TN': us('Nashville', 'TN', 'Tennessee'),
  'New Orleans, LA': us('New Orleans', 'LA', 'Louisiana'),
  'New York, NY': us('New York', 'NY', 'New York'),
  'Oklahoma City, OK': us('Oklahoma City', 'OK', 'Oklahoma'),
  'Omaha, NE': us('Omaha', 'NE', 'Nebraska'),
  'Orlando, FL': us('Orlando', 'FL', 'Florida'),
  'Park City, UT': us('Park City', 'UT', 'Utah'),
  'Philadelphia, PA': us('Philadelphia', 'PA', 'Pennsylvania'),
  'Phoenix, AZ': us('Phoenix', 'AZ', 'Arizona'),
  'Pittsburgh, PA': us('Pittsburgh', 'PA', 'Pennsylvania'),
  'Portland, ME': us('Portland', 'ME', 'Maine'),
  'Portland, OR': us('Portland', 'OR', 'Oregon'),
  'Prescott, AZ': us('Prescott', 'AZ', 'Arizona'),
  'Providence, RI': us('Providence', 'RI', 'Rhode Island'),
  'Raleigh, NC': us('Raleigh', 'NC', 'North Carolina'),
  'Reno, NV': us('Reno', 'NV', 'Nevada'),
  'Reston, VA': us('Reston', 'VA', 'Virginia'),
  'Richmond, VA': us('Richmond', 'VA', 'Virginia'),
  'Rochester, MN': us('Rochester', 'MN', 'Minnesota'),
  'Sacramento, CA': us('Sacramento', 'CA', 'California'),
  'Salinas, CA': us('Salinas', 'CA', 'California'),
  'Salt Lake City, UT': us('Salt Lake City', 'UT', 'Utah'),
  'San Antonio, TX': us('San Antonio', 'TX', 'Texas'),
  'San Diego, CA': us('San Diego', 'CA', 'California'),
  'San Francisco, CA': us('San Francisco', 'CA', 'California'),
  'San Jose, CA': us('San Jose', 'CA', 'California'),
  'Savannah, GA': us('Savannah', 'GA', 'Georgia'),
  'Scottsdale, AZ': us('Scottsdale', 'AZ', 'Arizona'),
  'Seattle, WA': us('Seattle', 'WA', 'Washington'),
  'St. Louis, MO': us('St. Louis', 'MO', 'Missouri'),
  'Sugar Land, TX': us('Sugar Land', 'TX', 'Texas'),
  'Tampa, FL': us('Tampa', 'FL', 'Florida'),
  'Topeka, KS': us('Topeka', 'KS', 'Kansas'),
  'Tucson, AZ': us('Tucson', 'AZ', 'Arizona'),
  'Tulsa, OK': us('Tulsa', 'OK', 'Oklahoma'),
  'Washington, DC': us('Washington', 'DC', 'D.C.'),
  'Wenatchee, WA': us('Wenatchee', 'WA', 'Washington'),
  'Wichita, KS': us('Wichita', 'KS', 'Kansas'),
  'York, PA': us('York', 'PA', 'Pennsylvania'),
  'Calgary, AB': { city: 'Calgary', state: 'AB', regionName: 'Alberta', country: 'Canada' },
  'Montreal, QC': { city: 'Montreal', state: 'QC', regionName: 'Quebec', country: 'Canada' },
  'Toronto, ON': { city: 'Toronto', state: 'ON', regionName: 'Ontario', country: 'Canada' },
  'Vancouver, BC': { city: 'Vancouver', state: 'BC', regionName: 'British Columbia', country: 'Canada' },
  'Birmingham, UK': { city: 'Birmingham', state: 'England', regionName: 'England', country: 'UK' },
  'Bristol, UK': { city: 'Bristol', state: 'England', regionName: 'England', country: 'UK' },
  'Edinburgh, UK': { city: 'Edinburgh', state: 'Scotland', regionName: 'Scotland', country: 'UK' },
  'Glasgow, UK': { city: 'Glasgow', state: 'Scotland', regionName: 'Scotland', country: 'UK' },
  'Leeds, UK': { city: 'Leeds', state: 'England', regionName: 'England', country: 'UK' },
  'London, UK': { city: 'London', state: 'England', regionName: 'England', country: 'UK' },
  'Manchester, UK': { city: 'Manchester', state: 'England', regionName: 'England', country: 'UK' },
  'Cork, Ireland': { city: 'Cork', state: 'Cork', regionName: null, country: 'Ireland' },
  'Dublin, Ireland': { city: 'Dublin', state: 'Dublin', regionName: null, country: 'Ireland' },
  'Galway, Ireland': { city: 'Galway', state: 'Galway', regionName: null, country: 'Ireland' },
  'Berlin, Germany': { city: 'Berlin', state: 'Berlin', regionName: null, country: 'Germany' },
  'Hamburg, Germany': { city: 'Hamburg', state: 'Hamburg', regionName: null, country: 'Germany' },
  'Munich, Germany': { city: 'Munich', state: 'Bavaria', regionName: 'Bavaria', country: 'Germany' },
  'Stuttgart, Germany': {
    city: 'Stuttgart',
    state: 'Baden-Württemberg',
    regionName: 'Baden-Württemberg',
    country: 'Germany',
  },
  'Amsterdam, Netherlands': {
    city: 'Amsterdam',
    state: 'North Holland',
    regionName: null,
    country: 'Netherlands',
  },
  'Rotterdam, Netherlands': {
    city: 'Rotterdam',
    state: 'South Holland',
    regionName: null,
    country: 'Netherlands',
  },
  'Utrecht, Netherlands': { city: 'Utrecht', state: 'Utrecht', regionName: null, country: 'Netherlands' },
  'Bengaluru, India': { city: 'Bengaluru', state: 'Karnataka', regionName: 'Karnataka', country: 'India' },
  'Hyderabad, India': { city: 'Hyderabad', state: 'Telangana', regionName: 'Telangana', country: 'India' },
  'Pune, India': { city: 'Pune', state: 'Maharashtra', regionName: 'Maharashtra', country: 'India' },
  Singapore: { city: 'Singapore', state: null, regionName: null, country: 'Singapore' },
  'Brisbane, Australia': { city: 'Brisbane', state: 'QLD', regionName: 'Queensland', country: 'Australia' },
  'Melbourne, Australia': { city: 'Melbourne', state: 'VIC', regionName: 'Victoria', country: 'Australia' },
  'Sydney, Australia': { city: 'Sydney', state: 'NSW', regionName: 'New South Wales', country: 'Australia' },
} as const satisfies Record<string, DemoPlace>;

/** How the companies table names an office ("Denver, CO"). */
export type DemoPlaceKey = keyof typeof DEMO_PLACES;

/** "Denver, Colorado", "London, England", "Singapore", "Dublin, Ireland": a place as a sentence names it. */
export function describePlace(place: DemoPlace): string {
  if (place.country === 'USA' || place.country === 'Canada' || place.country === 'Australia') {
    return `${place.city}, ${place.regionName ?? place.country}`;
  }
  if (place.country === 'Singapore') return 'Singapore';
  if (place.country === 'UK') return `${place.city}, ${place.regionName ?? 'UK'}`;
  return `${place.city}, ${place.country === 'Netherlands' ? 'the Netherlands' : place.country}`;
}

/** "Denver, CO", "London", "Singapore": a place as a location line writes it. */
export function shortPlace(place: DemoPlace): string {
  if (place.country === 'USA' || place.country === 'Canada' || place.country === 'Australia') {
    return `${place.city}, ${place.state ?? place.country}`;
  }
  return place.city === place.country ? place.city : `${place.city}, ${place.country}`;
}
