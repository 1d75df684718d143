import type { DemoPlaceKey } from './places';

/**
 * The fictional employers of the demo corpus. None of them is a real company: names are invented, websites
 * use the reserved `.example` top-level domain, and postings state only the facts written here.
 */

/** What kind of employer a company is; role settings list the sectors that hire each role. */
export type DemoSector =
  | 'software'
  | 'fintech'
  | 'health-tech'
  | 'edtech'
  | 'cybersecurity'
  | 'it-services'
  | 'telecom'
  | 'ecommerce'
  | 'bank'
  | 'lender'
  | 'investment-bank'
  | 'insurance'
  | 'accounting-firm'
  | 'consulting'
  | 'hospital'
  | 'senior-care'
  | 'clinic'
  | 'pharmacy'
  | 'medical-devices'
  | 'staffing'
  | 'school'
  | 'university'
  | 'restaurant'
  | 'hotel'
  | 'events'
  | 'fitness'
  | 'retail'
  | 'fashion'
  | 'consumer-goods'
  | 'logistics'
  | 'trucking'
  | 'distribution'
  | 'manufacturing'
  | 'automotive'
  | 'electronics'
  | 'energy'
  | 'aerospace-defense'
  | 'government-services'
  | 'construction'
  | 'engineering-firm'
  | 'environmental-consulting'
  | 'design-firm'
  | 'electrical-contractor'
  | 'auto-service'
  | 'airline'
  | 'aviation-services'
  | 'farm'
  | 'agency'
  | 'pr-agency'
  | 'media'
  | 'nonprofit'
  | 'social-services'
  | 'law-firm'
  | 'real-estate';

/** Employee count bands, as LinkedIn shows them. */
export type DemoCompanySize =
  '11-50' | '51-200' | '201-500' | '501-1,000' | '1,001-5,000' | '5,001-10,000' | '10,001+';

/** One fictional employer. */
export interface DemoCompany {
  name: string;
  /** Kebab-case id; the website is https://<slug>.example and jobs live on https://careers.<slug>.example. */
  slug: string;
  sector: DemoSector;
  /** The industry as the posting's companyIndustry field gives it (LinkedIn's industry names). */
  industry: string;
  /** What the company does, as a predicate that follows its name ("builds scheduling software for ..."). */
  description: string;
  size: DemoCompanySize;
  /** Offices where the company hires; the first is the headquarters. */
  offices: readonly [DemoPlaceKey, ...DemoPlaceKey[]];
}

/** Every demo employer, grouped loosely by sector. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  // Software and technology
  {
    name: 'Fernhollow Software',
    slug: 'fernhollow',
    sector: 'software',
    industry: 'Software Development',
    description:
      'builds scheduling, dispatch and invoicing software for plumbing, electrical and HVAC contractors',
    size: '201-500',
    offices: ['Denver, CO', 'Austin, TX'],
  },
  {
    name: 'Cobaltline Systems',
    slug: 'cobaltline',
    sector: 'software',
    industry: 'Software Development',
    description:
      'makes an observability platform that helps engineering teams monitor cloud applications and resolve incidents faster',
    size: '501-1,000',
    offices: ['Seattle, WA', 'San Francisco, CA', 'Toronto, ON', 'Dublin, Ireland'],
  },
  {
    name: 'Quillmark Software',
    slug: 'quillmark',
    sector: 'software',
    industry: 'Software Development',
    description: 'develops contract management software for in-house legal teams',
    size: '51-200',
    offices: ['Boston, MA', 'London, UK'],
  },
  {
    name: 'Tidewell Analytics',
    slug: 'tidewell-analytics',
    sector: 'software',
    industry: 'Software Development',
    description: 'provides a customer data and analytics platform for mid-market retailers',
    size: '201-500',
    offices: ['Chicago, IL', 'Amsterdam, Netherlands'],
  },
  {
    name: 'Orrery Robotics',
    slug: 'orrery-robotics',
    sector: 'software',
    industry: 'Robotics Engineering',
    description: 'develops computer vision and motion planning software for warehouse picking robots',
    size: '51-200',
    offices: ['Pittsburgh, PA', 'Munich, Germany'],
  },
  {
    name: 'Lanternfish Games',
    slug: 'lanternfish-games',
    sector: 'software',
    industry: 'Computer Games',
    description: 'develops mobile puzzle and strategy games played by millions of people each month',
    size: '201-500',
    offices: ['Montreal, QC', 'Los Angeles, CA'],
  },
  {
    name: 'Kiteharbor',
    slug: 'kiteharbor',
    sector: 'software',
    industry: 'Software Development',
    description: 'makes rostering, timesheet and payroll software for cafes, pubs and hotels',
    size: '51-200',
    offices: ['Melbourne, Australia', 'Sydney, Australia'],
  },
  {
    name: 'Brückenwerk Software',
    slug: 'bruckenwerk',
    sector: 'software',
    industry: 'Software Development',
    description: 'builds fleet telematics and route planning software for delivery and logistics companies',
    size: '201-500',
    offices: ['Berlin, Germany', 'Munich, Germany'],
  },
  {
    name: 'Lisdara Software',
    slug: 'lisdara',
    sector: 'software',
    industry: 'Software Development',
    description: 'builds regulatory reporting software for insurers and pension funds',
    size: '51-200',
    offices: ['Dublin, Ireland', 'Cork, Ireland'],
  },
  {
    name: 'Pinemarten Analytics',
    slug: 'pinemarten',
    sector: 'software',
    industry: 'Software Development',
    description: 'builds demand forecasting software for grocery and consumer goods companies',
    size: '201-500',
    offices: ['Toronto, ON', 'Vancouver, BC'],
  },
  {
    name: 'Neelgiri Cloud',
    slug: 'neelgiri-cloud',
    sector: 'software',
    industry: 'Software Development',
    description: 'makes accounting and GST invoicing software for small businesses in India',
    size: '201-500',
    offices: ['Pune, India', 'Bengaluru, India'],
  },
  {
    name: 'Ledgerwing',
    slug: 'ledgerwing',
    sector: 'fintech',
    industry: 'Financial Services',
    description:
      'offers corporate cards, bill pay and expense management software for small and mid-sized businesses',
    size: '501-1,000',
    offices: ['New York, NY', 'Toronto, ON', 'London, UK'],
  },
  {
    name: 'Ambergate Payments',
    slug: 'ambergate-payments',
    sector: 'fintech',
    industry: 'Financial Services',
    description: 'processes card and mobile payments for independent restaurants, cafes and bars',
    size: '201-500',
    offices: ['Atlanta, GA', 'Dublin, Ireland'],
  },
  {
    name: 'Merantipay',
    slug: 'merantipay',
    sector: 'fintech',
    industry: 'Financial Services',
    description:
      'provides multi-currency business accounts and cross-border payments for small exporters in Southeast Asia',
    size: '201-500',
    offices: ['Singapore'],
  },
  {
    name: 'Sorrelwood Health',
    slug: 'sorrelwood-health',
    sector: 'health-tech',
    industry: 'Software Development',
    description: 'builds patient intake, scheduling and telehealth software used by outpatient clinics',
    size: '201-500',
    offices: ['Nashville, TN'],
  },
  {
    name: 'Brasswind Learning',
    slug: 'brasswind-learning',
    sector: 'edtech',
    industry: 'E-Learning Providers',
    description: 'makes an online tutoring and homework help platform for middle and high school students',
    size: '51-200',
    offices: ['Minneapolis, MN'],
  },
  {
    name: 'Kestrelpoint Security',
    slug: 'kestrelpoint',
    sector: 'cybersecurity',
    industry: 'Computer and Network Security',
    description:
      'builds identity threat detection software that spots account takeovers for enterprise security teams',
    size: '501-1,000',
    offices: ['Raleigh, NC', 'Austin, TX', 'London, UK'],
  },
  {
    name: 'Hollowpine IT',
    slug: 'hollowpine-it',
    sector: 'it-services',
    industry: 'IT Services and IT Consulting',
    description:
      'provides managed IT, help desk and cybersecurity services to small and mid-sized businesses in Ohio',
    size: '51-200',
    offices: ['Columbus, OH', 'Cleveland, OH'],
  },
  {
    name: 'Saffronleaf Technologies',
    slug: 'saffronleaf',
    sector: 'it-services',
    industry: 'IT Services and IT Consulting',
    description: 'delivers software engineering, cloud migration and data services for banks and insurers',
    size: '5,001-10,000',
    offices: ['Bengaluru, India', 'Pune, India', 'Hyderabad, India', 'London, UK', 'Charlotte, NC'],
  },
  {
    name: 'Veldhaven Digital',
    slug: 'veldhaven-digital',
    sector: 'it-services',
    industry: 'IT Services and IT Consulting',
    description: 'builds e-commerce and data platforms for retailers across Europe',
    size: '201-500',
    offices: ['Utrecht, Netherlands', 'Rotterdam, Netherlands'],
  },
  {
    name: 'Farrowfield Broadband',
    slug: 'farrowfield',
    sector: 'telecom',
    industry: 'Telecommunications',
    description:
      'provides fiber broadband and business internet to rural communities across Iowa and Nebraska',
    size: '1,001-5,000',
    offices: ['Des Moines, IA', 'Omaha, NE'],
  },
  {
    name: 'Wrenfield Telecom',
    slug: 'wrenfield-telecom',
    sector: 'telecom',
    industry: 'Telecommunications',
    description: 'runs a business fibre and mobile network across the north of England',
    size: '1,001-5,000',
    offices: ['Manchester, UK', 'Leeds, UK'],
  },
  {
    name: 'Bellbrook Market',
    slug: 'bellbrook-market',
    sector: 'ecommerce',
    industry: 'Technology, Information and Internet',
    description: 'runs an online marketplace where independent makers sell handmade furniture and home goods',
    size: '201-500',
    offices: ['New York, NY'],
  },

  // Banking, finance and professional services
  {
    name: 'Granite Ferry Bank',
    slug: 'granite-ferry-bank',
    sector: 'bank',
    industry: 'Banking',
    description:
      'is a community bank serving families and small businesses through 28 branches in central Pennsylvania',
    size: '1,001-5,000',
    offices: ['Harrisburg, PA', 'Lancaster, PA', 'York, PA'],
  },
  {
    name: 'Palmetto Oak Credit Union',
    slug: 'palmetto-oak-cu',
    sector: 'bank',
    industry: 'Banking',
    description: 'is a member-owned credit union with 19 branches across South Carolina',
    size: '501-1,000',
    offices: ['Columbia, SC', 'Charleston, SC', 'Greenville, SC'],
  },
  {
    name: 'Harlow & Finch Bank',
    slug: 'harlow-finch-bank',
    sector: 'bank',
    industry: 'Banking',
    description:
      'is a regional bank offering consumer, mortgage and commercial banking in Texas and Oklahoma',
    size: '5,001-10,000',
    offices: ['Dallas, TX', 'Houston, TX', 'San Antonio, TX', 'Tulsa, OK'],
  },
  {
    name: 'Laurentide Trust',
    slug: 'laurentide-trust',
    sector: 'bank',
    industry: 'Banking',
    description:
      'is a Canadian bank and trust company offering personal banking, mortgages and wealth management',
    size: '1,001-5,000',
    offices: ['Toronto, ON', 'Calgary, AB', 'Vancouver, BC'],
  },
  {
    name: 'Hearthline Mortgage',
    slug: 'hearthline-mortgage',
    sector: 'lender',
    industry: 'Financial Services',
    description:
      'is a mortgage lender that helps first-time buyers finance homes in Arizona, Nevada and Colorado',
    size: '201-500',
    offices: ['Phoenix, AZ', 'Las Vegas, NV', 'Denver, CO'],
  },
  {
    name: 'Whitlock Carver & Co.',
    slug: 'whitlock-carver',
    sector: 'investment-bank',
    industry: 'Investment Banking',
    description:
      'is an independent investment bank advising middle-market companies on mergers, acquisitions and capital raising',
    size: '201-500',
    offices: ['New York, NY', 'Chicago, IL', 'London, UK'],
  },
  {
    name: 'Calloway Hart Advisors',
    slug: 'calloway-hart',
    sector: 'investment-bank',
    industry: 'Investment Banking',
    description:
      'is a boutique advisory firm that runs company sales and growth financings for technology and healthcare businesses',
    size: '51-200',
    offices: ['San Francisco, CA', 'Los Angeles, CA'],
  },
  {
    name: 'Bramblecrest Mutual',
    slug: 'bramblecrest-mutual',
    sector: 'insurance',
    industry: 'Insurance',
    description: 'is a mutual insurer offering home, auto and farm insurance across the Midwest',
    size: '1,001-5,000',
    offices: ['Indianapolis, IN', 'Milwaukee, WI'],
  },
  {
    name: 'Wrenfield Casualty',
    slug: 'wrenfield-casualty',
    sector: 'insurance',
    industry: 'Insurance',
    description:
      "writes workers' compensation, general liability and commercial auto insurance for small and midsize businesses in the Southeast",
    size: '501-1,000',
    offices: ['Charlotte, NC', 'Atlanta, GA', 'Tampa, FL'],
  },
  {
    name: 'Kettlewell Claims Services',
    slug: 'kettlewell-claims',
    sector: 'insurance',
    industry: 'Insurance',
    description:
      "is a third-party administrator handling workers' compensation and liability claims for self-insured employers, cities and school districts",
    size: '201-500',
    offices: ['Dallas, TX', 'Phoenix, AZ'],
  },
  {
    name: 'Ostrander Bell LLP',
    slug: 'ostrander-bell',
    sector: 'accounting-firm',
    industry: 'Accounting',
    description:
      'is a CPA firm providing audit, tax and advisory services to privately held companies and nonprofits',
    size: '201-500',
    offices: ['Minneapolis, MN', 'Milwaukee, WI'],
  },
  {
    name: 'Pruitt & Castellano CPAs',
    slug: 'pruitt-castellano',
    sector: 'accounting-firm',
    industry: 'Accounting',
    description:
      'is a small accounting practice handling bookkeeping, payroll and tax returns for local businesses',
    size: '11-50',
    offices: ['Sacramento, CA'],
  },
  {
    name: 'Halverson Strategy Group',
    slug: 'halverson-strategy',
    sector: 'consulting',
    industry: 'Business Consulting and Services',
    description:
      'is a management consultancy advising hospitals, manufacturers and public agencies on strategy and operations',
    size: '501-1,000',
    offices: ['Chicago, IL', 'Boston, MA', 'Toronto, ON', 'London, UK'],
  },
  {
    name: 'Ashdown Kerr',
    slug: 'ashdown-kerr',
    sector: 'consulting',
    industry: 'Business Consulting and Services',
    description:
      'is a consultancy helping UK retailers and consumer brands improve pricing, supply chains and store operations',
    size: '201-500',
    offices: ['London, UK', 'Edinburgh, UK'],
  },
  {
    name: 'Banyan Crest Consulting',
    slug: 'banyan-crest',
    sector: 'consulting',
    industry: 'Business Consulting and Services',
    description:
      'advises banks, telecom operators and public agencies across Asia-Pacific on digital transformation and operations',
    size: '201-500',
    offices: ['Singapore', 'Sydney, Australia'],
  },

  // Healthcare
  {
    name: 'Tallowmere Health System',
    slug: 'tallowmere-health',
    sector: 'hospital',
    industry: 'Hospitals and Health Care',
    description: 'operates four hospitals and 30 outpatient clinics across eastern Kansas',
    size: '5,001-10,000',
    offices: ['Topeka, KS', 'Lawrence, KS', 'Kansas City, KS'],
  },
  {
    name: 'Ellery Valley Medical Center',
    slug: 'ellery-valley-medical',
    sector: 'hospital',
    industry: 'Hospitals and Health Care',
    description: 'is a 320-bed teaching hospital and Level II trauma center serving the Sacramento region',
    size: '1,001-5,000',
    offices: ['Sacramento, CA'],
  },
  {
    name: 'Calder Springs Health',
    slug: 'calder-springs-health',
    sector: 'hospital',
    industry: 'Hospitals and Health Care',
    description: 'runs a 240-bed community hospital and a network of primary care clinics in central Florida',
    size: '1,001-5,000',
    offices: ['Orlando, FL', 'Kissimmee, FL'],
  },
  {
    name: 'Lindenhall Senior Living',
    slug: 'lindenhall-senior-living',
    sector: 'senior-care',
    industry: 'Nursing Homes and Residential Care Facilities',
    description: 'operates 18 assisted living and skilled nursing communities in North Carolina and Virginia',
    size: '1,001-5,000',
    offices: ['Charlotte, NC', 'Richmond, VA'],
  },
  {
    name: 'Bayou Fern Family Medicine',
    slug: 'bayou-fern-medicine',
    sector: 'clinic',
    industry: 'Medical Practices',
    description: 'is a physician-owned group of 12 primary care and pediatric clinics in the Houston area',
    size: '201-500',
    offices: ['Houston, TX', 'Sugar Land, TX'],
  },
  {
    name: 'Cimarron Gate Urgent Care',
    slug: 'cimarron-gate-urgent-care',
    sector: 'clinic',
    industry: 'Medical Practices',
    description: 'runs 22 walk-in urgent care clinics across Oklahoma and Arkansas',
    size: '501-1,000',
    offices: ['Tulsa, OK', 'Oklahoma City, OK', 'Fayetteville, AR'],
  },
  {
    name: 'Apothecary Row Pharmacies',
    slug: 'apothecary-row',
    sector: 'pharmacy',
    industry: 'Retail Health and Personal Care Products',
    description: 'is a regional chain of 140 community pharmacies in Ohio, Michigan and Indiana',
    size: '1,001-5,000',
    offices: ['Dayton, OH', 'Grand Rapids, MI', 'Fort Wayne, IN'],
  },
  {
    name: 'Corvane Medical',
    slug: 'corvane-medical',
    sector: 'medical-devices',
    industry: 'Medical Equipment Manufacturing',
    description: 'designs and manufactures infusion pumps and patient monitoring devices for hospitals',
    size: '1,001-5,000',
    offices: ['Irvine, CA', 'Galway, Ireland'],
  },
  {
    name: 'Keel & Compass Staffing',
    slug: 'keel-compass',
    sector: 'staffing',
    industry: 'Staffing and Recruiting',
    description:
      'places nurses, allied health professionals and office staff with hospitals and employers across the Southwest',
    size: '201-500',
    offices: ['Albuquerque, NM', 'El Paso, TX'],
  },

  // Education
  {
    name: 'Millhaven Unified School District',
    slug: 'millhaven-usd',
    sector: 'school',
    industry: 'Primary and Secondary Education',
    description: "serves 21,000 students across 28 public schools in California's Central Valley",
    size: '1,001-5,000',
    offices: ['Fresno, CA'],
  },
  {
    name: 'Sundial Charter Academies',
    slug: 'sundial-charter',
    sector: 'school',
    industry: 'Primary and Secondary Education',
    description:
      'runs nine tuition-free public charter schools serving students in kindergarten through grade 12',
    size: '501-1,000',
    offices: ['Phoenix, AZ'],
  },
  {
    name: 'Hollis Brook Day School',
    slug: 'hollis-brook',
    sector: 'school',
    industry: 'Primary and Secondary Education',
    description: 'is an independent pre-K through grade 12 day school in the Philadelphia area',
    size: '51-200',
    offices: ['Philadelphia, PA'],
  },
  {
    name: 'Eastmoor University',
    slug: 'eastmoor-university',
    sector: 'university',
    industry: 'Higher Education',
    description: 'is a private research university enrolling 14,000 undergraduate and graduate students',
    size: '5,001-10,000',
    offices: ['Providence, RI'],
  },

  // Hospitality, events and fitness
  {
    name: 'Cypress & Ember Restaurant Group',
    slug: 'cypress-ember',
    sector: 'restaurant',
    industry: 'Restaurants',
    description: 'operates seven full-service restaurants and a catering kitchen in southern Louisiana',
    size: '201-500',
    offices: ['New Orleans, LA', 'Baton Rouge, LA'],
  },
  {
    name: 'Fieldnote Kitchen',
    slug: 'fieldnote-kitchen',
    sector: 'restaurant',
    industry: 'Restaurants',
    description: 'runs 60 fast-casual grain bowl restaurants in Texas and Colorado',
    size: '1,001-5,000',
    offices: ['Austin, TX', 'Dallas, TX', 'Denver, CO'],
  },
  {
    name: 'Marlow Street Hospitality',
    slug: 'marlow-street',
    sector: 'restaurant',
    industry: 'Restaurants',
    description: 'runs three neighborhood restaurants, a cocktail bar and a bakery in Portland, Maine',
    size: '51-200',
    offices: ['Portland, ME'],
  },
  {
    name: 'Alderwick Hotels & Resorts',
    slug: 'alderwick-hotels',
    sector: 'hotel',
    industry: 'Hospitality',
    description:
      'owns and manages 23 upscale and select-service hotels in the western United States and Canada',
    size: '5,001-10,000',
    offices: ['Scottsdale, AZ', 'San Diego, CA', 'Park City, UT', 'Vancouver, BC'],
  },
  {
    name: 'Larchmere Hotels',
    slug: 'larchmere-hotels',
    sector: 'hotel',
    industry: 'Hospitality',
    description: 'operates nine boutique hotels in city centres across Britain and Ireland',
    size: '1,001-5,000',
    offices: ['London, UK', 'Edinburgh, UK', 'Dublin, Ireland'],
  },
  {
    name: 'Straits Lantern Hotels',
    slug: 'straits-lantern',
    sector: 'hotel',
    industry: 'Hospitality',
    description: 'operates four business and resort hotels in Singapore',
    size: '1,001-5,000',
    offices: ['Singapore'],
  },
  {
    name: 'Gatherwell Events',
    slug: 'gatherwell-events',
    sector: 'events',
    industry: 'Events Services',
    description:
      'plans corporate conferences, incentive trips and product launches for technology and healthcare clients',
    size: '51-200',
    offices: ['Las Vegas, NV', 'Chicago, IL', 'Toronto, ON'],
  },
  {
    name: 'Two Oaks Celebrations',
    slug: 'two-oaks-celebrations',
    sector: 'events',
    industry: 'Events Services',
    description: 'plans and produces weddings and private celebrations in the South Carolina Lowcountry',
    size: '11-50',
    offices: ['Charleston, SC'],
  },
  {
    name: 'Irongrove Fitness',
    slug: 'irongrove-fitness',
    sector: 'fitness',
    industry: 'Wellness and Fitness Services',
    description:
      'runs 35 full-service gyms with pools, group fitness studios and personal training in Georgia and the Carolinas',
    size: '1,001-5,000',
    offices: ['Atlanta, GA', 'Charlotte, NC', 'Raleigh, NC'],
  },
  {
    name: 'Tempo Forge Studios',
    slug: 'tempo-forge',
    sector: 'fitness',
    industry: 'Wellness and Fitness Services',
    description: 'operates 12 boutique strength and conditioning studios in Southern California',
    size: '201-500',
    offices: ['San Diego, CA', 'Los Angeles, CA'],
  },

  // Retail and consumer goods
  {
    name: 'Hollyhock Markets',
    slug: 'hollyhock-markets',
    sector: 'retail',
    industry: 'Retail Groceries',
    description: 'is a regional grocery chain with 85 stores in Wisconsin, Minnesota and Iowa',
    size: '10,001+',
    offices: ['Madison, WI', 'Rochester, MN', 'Cedar Rapids, IA'],
  },
  {
    name: 'Hammerstone Home & Hardware',
    slug: 'hammerstone',
    sector: 'retail',
    industry: 'Retail',
    description: 'runs 110 home improvement and hardware stores across the Southeast',
    size: '10,001+',
    offices: ['Birmingham, AL', 'Jacksonville, FL', 'Chattanooga, TN'],
  },
  {
    name: 'Pennyfield Stores',
    slug: 'pennyfield',
    sector: 'retail',
    industry: 'Retail',
    description: 'is a British homeware and stationery retailer with 140 high-street stores',
    size: '5,001-10,000',
    offices: ['Birmingham, UK', 'Leeds, UK', 'Bristol, UK'],
  },
  {
    name: 'Muskeg & Pine Outfitters',
    slug: 'muskeg-pine',
    sector: 'retail',
    industry: 'Retail',
    description: 'sells outdoor clothing and camping gear through 45 stores across Canada and online',
    size: '1,001-5,000',
    offices: ['Calgary, AB', 'Vancouver, BC', 'Toronto, ON'],
  },
  {
    name: 'Saltbush Living',
    slug: 'saltbush-living',
    sector: 'retail',
    industry: 'Retail',
    description: 'is an Australian furniture and homewares retailer with 38 stores and an online shop',
    size: '1,001-5,000',
    offices: ['Sydney, Australia', 'Brisbane, Australia', 'Melbourne, Australia'],
  },
  {
    name: 'Marisol Row',
    slug: 'marisol-row',
    sector: 'fashion',
    industry: 'Retail Apparel and Fashion',
    description: "designs everyday women's and men's apparel sold in its 60 stores and online",
    size: '501-1,000',
    offices: ['Los Angeles, CA', 'New York, NY'],
  },
  {
    name: 'Stridewell Athletic',
    slug: 'stridewell',
    sector: 'fashion',
    industry: 'Retail Apparel and Fashion',
    description:
      'designs running shoes and performance apparel sold through specialty running stores and online',
    size: '501-1,000',
    offices: ['Portland, OR', 'Amsterdam, Netherlands'],
  },
  {
    name: 'Thistledown Knitwear',
    slug: 'thistledown-knitwear',
    sector: 'fashion',
    industry: 'Apparel Manufacturing',
    description: 'designs wool knitwear and accessories and makes them in its own Scottish mill',
    size: '201-500',
    offices: ['Glasgow, UK'],
  },
  {
    name: 'Brightfork Foods',
    slug: 'brightfork-foods',
    sector: 'consumer-goods',
    industry: 'Food and Beverage Manufacturing',
    description: 'makes frozen meals and snack brands sold in grocery stores nationwide',
    size: '1,001-5,000',
    offices: ['Cincinnati, OH'],
  },
  {
    name: 'Petalroot Beauty',
    slug: 'petalroot',
    sector: 'consumer-goods',
    industry: 'Personal Care Product Manufacturing',
    description: 'makes plant-based skin care and hair care products sold online and in drugstores',
    size: '201-500',
    offices: ['New York, NY', 'Toronto, ON'],
  },
  {
    name: 'Halden Household Brands',
    slug: 'halden-household',
    sector: 'consumer-goods',
    industry: 'Manufacturing',
    description: 'makes laundry and cleaning products sold in supermarkets across Europe',
    size: '1,001-5,000',
    offices: ['Hamburg, Germany', 'Amsterdam, Netherlands'],
  },

  // Logistics, manufacturing, energy and defense
  {
    name: 'Tallyline Logistics',
    slug: 'tallyline-logistics',
    sector: 'logistics',
    industry: 'Transportation, Logistics, Supply Chain and Storage',
    description: 'runs 14 third-party warehouses and a freight brokerage for e-commerce and retail brands',
    size: '1,001-5,000',
    offices: ['Memphis, TN', 'Louisville, KY', 'Reno, NV'],
  },
  {
    name: 'Portmaren Freight',
    slug: 'portmaren-freight',
    sector: 'logistics',
    industry: 'Freight and Package Transportation',
    description: 'arranges ocean and air freight and customs clearance for importers and exporters',
    size: '501-1,000',
    offices: ['Rotterdam, Netherlands', 'Singapore', 'Houston, TX'],
  },
  {
    name: 'Marrowgate Freight Lines',
    slug: 'marrowgate-freight',
    sector: 'trucking',
    industry: 'Truck Transportation',
    description:
      'is a truckload carrier running dry van and refrigerated freight on regional and long-haul lanes across the central US',
    size: '1,001-5,000',
    offices: ['Omaha, NE', 'Des Moines, IA', 'Kansas City, MO'],
  },
  {
    name: 'Sallowmere Auto Carriers',
    slug: 'sallowmere-auto-carriers',
    sector: 'trucking',
    industry: 'Truck Transportation',
    description:
      'hauls new and used vehicles on car carriers from assembly plants, rail yards and auctions to dealerships across the Southeast',
    size: '501-1,000',
    offices: ['Chattanooga, TN', 'Atlanta, GA', 'Jacksonville, FL'],
  },
  {
    name: 'Dunlin Building Supply',
    slug: 'dunlin-supply',
    sector: 'distribution',
    industry: 'Wholesale Building Materials',
    description:
      'distributes lumber, roofing and building materials to contractors across Tennessee, Kentucky and Alabama',
    size: '501-1,000',
    offices: ['Nashville, TN', 'Louisville, KY', 'Birmingham, AL'],
  },
  {
    name: 'Pellston Medical Supply',
    slug: 'pellston-medical',
    sector: 'distribution',
    industry: 'Wholesale',
    description:
      'distributes surgical and wound care supplies to hospitals and surgery centers in the Midwest',
    size: '201-500',
    offices: ['St. Louis, MO', 'Kansas City, MO'],
  },
  {
    name: 'Granthorn Industrial',
    slug: 'granthorn-industrial',
    sector: 'manufacturing',
    industry: 'Industrial Machinery Manufacturing',
    description: 'designs and builds packaging machinery for food and beverage producers',
    size: '1,001-5,000',
    offices: ['Milwaukee, WI', 'Stuttgart, Germany'],
  },
  {
    name: 'Voltmere Mobility',
    slug: 'voltmere-mobility',
    sector: 'automotive',
    industry: 'Motor Vehicle Manufacturing',
    description: 'designs electric delivery vans and the battery systems that power them',
    size: '1,001-5,000',
    offices: ['Detroit, MI', 'Munich, Germany'],
  },
  {
    name: 'Sablewire Devices',
    slug: 'sablewire',
    sector: 'electronics',
    industry: 'Appliances, Electrical, and Electronics Manufacturing',
    description: 'makes smart thermostats, sensors and controllers for commercial buildings',
    size: '501-1,000',
    offices: ['San Jose, CA', 'Austin, TX', 'Bengaluru, India'],
  },
  {
    name: 'Whitlow Ridge Power',
    slug: 'whitlow-ridge-power',
    sector: 'energy',
    industry: 'Utilities',
    description: 'is an electric utility serving 420,000 homes and businesses in eastern Tennessee',
    size: '1,001-5,000',
    offices: ['Knoxville, TN'],
  },
  {
    name: 'Solmara Renewables',
    slug: 'solmara',
    sector: 'energy',
    industry: 'Renewable Energy Power Generation',
    description: 'develops and operates utility-scale solar and battery storage projects',
    size: '201-500',
    offices: ['Denver, CO', 'Toronto, ON'],
  },
  {
    name: 'Aldercrest Aerospace',
    slug: 'aldercrest-aerospace',
    sector: 'aerospace-defense',
    industry: 'Defense and Space Manufacturing',
    description: 'builds satellite communication terminals and avionics for defense and space customers',
    size: '1,001-5,000',
    offices: ['Huntsville, AL', 'Colorado Springs, CO'],
  },
  {
    name: 'Bannerlight Federal',
    slug: 'bannerlight-federal',
    sector: 'government-services',
    industry: 'IT Services and IT Consulting',
    description: 'provides IT modernization, cloud and cybersecurity services to U.S. federal agencies',
    size: '1,001-5,000',
    offices: ['Reston, VA', 'Washington, DC'],
  },

  // Construction, engineering and the trades
  {
    name: 'Bricklark Builders',
    slug: 'bricklark-builders',
    sector: 'construction',
    industry: 'Construction',
    description: 'is a general contractor building schools, hospitals and office buildings in Utah and Idaho',
    size: '501-1,000',
    offices: ['Salt Lake City, UT', 'Boise, ID'],
  },
  {
    name: 'Harlan Moss Construction',
    slug: 'harlan-moss',
    sector: 'construction',
    industry: 'Construction',
    description: 'builds multifamily housing and mixed-use projects in central and south Texas',
    size: '201-500',
    offices: ['San Antonio, TX', 'Austin, TX'],
  },
  {
    name: 'Tillman Greer Engineers',
    slug: 'tillman-greer',
    sector: 'engineering-firm',
    industry: 'Civil Engineering',
    description:
      'is a civil and structural engineering firm designing roads, bridges and stormwater systems for cities and counties',
    size: '201-500',
    offices: ['Kansas City, MO', 'St. Louis, MO'],
  },
  {
    name: 'Quillmoor Environmental',
    slug: 'quillmoor-environmental',
    sector: 'environmental-consulting',
    industry: 'Environmental Services',
    description:
      'is an environmental consulting firm doing site assessments, groundwater monitoring and cleanup work for property owners, lenders and industry across the Midwest',
    size: '201-500',
    offices: ['Columbus, OH', 'Indianapolis, IN', 'Louisville, KY'],
  },
  {
    name: 'Sedgewater Ecological Associates',
    slug: 'sedgewater-ecological',
    sector: 'environmental-consulting',
    industry: 'Environmental Services',
    description:
      'provides wetland, wildlife and stream restoration services and the permits behind them for highway, pipeline and land development projects in the Southeast',
    size: '51-200',
    offices: ['Raleigh, NC', 'Charlotte, NC', 'Savannah, GA'],
  },
  {
    name: 'Larkbridge Engineering',
    slug: 'larkbridge-engineering',
    sector: 'engineering-firm',
    industry: 'Engineering Services',
    description:
      'designs mechanical, electrical and plumbing systems for hospitals, schools and laboratories',
    size: '51-200',
    offices: ['Portland, OR', 'Seattle, WA'],
  },
  {
    name: 'Alder & Lime Studio',
    slug: 'alder-lime',
    sector: 'design-firm',
    industry: 'Architecture and Planning',
    description:
      'is an architecture and interior design studio focused on hotels, restaurants and workplaces',
    size: '51-200',
    offices: ['Dallas, TX', 'Austin, TX'],
  },
  {
    name: 'Copperbeam Studio',
    slug: 'copperbeam-studio',
    sector: 'design-firm',
    industry: 'Design Services',
    description: 'is an interior design firm that plans offices, clinics and senior living communities',
    size: '51-200',
    offices: ['Chicago, IL', 'Minneapolis, MN'],
  },
  {
    name: 'Ampwright Electric',
    slug: 'ampwright-electric',
    sector: 'electrical-contractor',
    industry: 'Construction',
    description:
      'is an electrical contractor wiring commercial, industrial and healthcare buildings in northeast Ohio',
    size: '201-500',
    offices: ['Cleveland, OH', 'Akron, OH'],
  },
  {
    name: 'Glowfield Home Services',
    slug: 'glowfield-home-services',
    sector: 'electrical-contractor',
    industry: 'Facilities Services',
    description:
      'provides residential electrical, heating and cooling repair and installation in the Phoenix and Tucson areas',
    size: '201-500',
    offices: ['Phoenix, AZ', 'Tucson, AZ'],
  },
  {
    name: 'Roadhaven Auto Group',
    slug: 'roadhaven-auto',
    sector: 'auto-service',
    industry: 'Retail Motor Vehicles',
    description:
      'operates 11 new and used car dealerships with full-service repair shops in Georgia and Florida',
    size: '1,001-5,000',
    offices: ['Savannah, GA', 'Jacksonville, FL'],
  },
  {
    name: 'Wrenchwell Auto Care',
    slug: 'wrenchwell-auto',
    sector: 'auto-service',
    industry: 'Vehicle Repair and Maintenance',
    description: 'runs 48 tire, brake and general repair shops in Ohio and Pennsylvania',
    size: '501-1,000',
    offices: ['Akron, OH', 'Pittsburgh, PA'],
  },

  // Aviation
  {
    name: 'Aerolark Airways',
    slug: 'aerolark',
    sector: 'airline',
    industry: 'Airlines and Aviation',
    description: 'is a regional airline flying 70 jets on routes across the Midwest and Northeast',
    size: '1,001-5,000',
    offices: ['Minneapolis, MN', 'Detroit, MI'],
  },
  {
    name: 'Wingmoor Aviation',
    slug: 'wingmoor-aviation',
    sector: 'aviation-services',
    industry: 'Airlines and Aviation',
    description:
      'provides private jet charter, aircraft management and maintenance from bases in Texas and Florida',
    size: '201-500',
    offices: ['Fort Worth, TX', 'Fort Lauderdale, FL'],
  },
  {
    name: 'Ironwing Aero Services',
    slug: 'ironwing-aero',
    sector: 'aviation-services',
    industry: 'Airlines and Aviation',
    description:
      'is an FAA Part 145 repair station performing heavy maintenance on regional and narrowbody jets',
    size: '501-1,000',
    offices: ['Wichita, KS', 'Greenville, SC'],
  },
  {
    name: 'Updraft Flight Academy',
    slug: 'updraft-flight',
    sector: 'aviation-services',
    industry: 'Airlines and Aviation',
    description:
      'trains professional pilots from private pilot through flight instructor at two Arizona airports',
    size: '51-200',
    offices: ['Mesa, AZ', 'Prescott, AZ'],
  },

  // Agriculture
  {
    name: 'Prairie Loom Farms',
    slug: 'prairie-loom-farms',
    sector: 'farm',
    industry: 'Farming',
    description:
      'grows corn and soybeans and runs a cow-calf cattle operation on 9,000 acres in central Nebraska',
    size: '51-200',
    offices: ['Kearney, NE'],
  },
  {
    name: 'Halloway Creek Dairy',
    slug: 'halloway-creek-dairy',
    sector: 'farm',
    industry: 'Dairy Product Manufacturing',
    description: 'milks 2,400 cows and makes cheese sold to grocery chains across the Midwest',
    size: '51-200',
    offices: ['Fond du Lac, WI'],
  },
  {
    name: 'Cragmont Orchards',
    slug: 'cragmont-orchards',
    sector: 'farm',
    industry: 'Farming',
    description: 'grows, packs and ships apples and pears from 3,000 acres in central Washington',
    size: '201-500',
    offices: ['Wenatchee, WA'],
  },
  {
    name: 'Verdant Furrow Farms',
    slug: 'verdant-furrow',
    sector: 'farm',
    industry: 'Farming',
    description: "grows leafy greens and strawberries on 6,500 acres in California's Salinas Valley",
    size: '501-1,000',
    offices: ['Salinas, CA'],
  },

  // Marketing, media and design
  {
    name: 'Wildfern Agency',
    slug: 'wildfern',
    sector: 'agency',
    industry: 'Advertising Services',
    description: 'is an independent creative and media agency for consumer, food and hospitality brands',
    size: '201-500',
    offices: ['Kansas City, MO', 'New York, NY', 'Toronto, ON'],
  },
  {
    name: 'Clickwright Digital',
    slug: 'clickwright',
    sector: 'agency',
    industry: 'Advertising Services',
    description: 'runs paid search, paid social and SEO programs for e-commerce and education brands',
    size: '51-200',
    offices: ['Tampa, FL', 'London, UK'],
  },
  {
    name: 'Inkwell & Oak Communications',
    slug: 'inkwell-oak',
    sector: 'pr-agency',
    industry: 'Public Relations and Communications Services',
    description: 'is a public relations agency representing technology, healthcare and nonprofit clients',
    size: '51-200',
    offices: ['Washington, DC', 'New York, NY', 'London, UK'],
  },
  {
    name: 'Saltbox Pictures',
    slug: 'saltbox-pictures',
    sector: 'media',
    industry: 'Media Production',
    description:
      'produces documentary series, branded video and social content for streaming services and brands',
    size: '51-200',
    offices: ['Atlanta, GA', 'Los Angeles, CA', 'Vancouver, BC'],
  },
  {
    name: 'Quarry Lane Media',
    slug: 'quarry-lane-media',
    sector: 'media',
    industry: 'Book and Periodical Publishing',
    description: 'publishes digital magazines and newsletters about food, travel and personal finance',
    size: '201-500',
    offices: ['New York, NY', 'London, UK'],
  },

  // Nonprofits, law and real estate
  {
    name: 'Gleanwell Food Network',
    slug: 'gleanwell',
    sector: 'nonprofit',
    industry: 'Non-profit Organizations',
    description: 'is a nonprofit food bank network supplying 400 partner pantries in Missouri and Illinois',
    size: '201-500',
    offices: ['St. Louis, MO'],
  },
  {
    name: 'Kindling Futures',
    slug: 'kindling-futures',
    sector: 'nonprofit',
    industry: 'Non-profit Organizations',
    description: 'runs after-school and college access programs for 8,000 students in Los Angeles',
    size: '51-200',
    offices: ['Los Angeles, CA'],
  },
  {
    name: 'Wayfarer Housing Trust',
    slug: 'wayfarer-housing',
    sector: 'nonprofit',
    industry: 'Non-profit Organizations',
    description:
      'is a housing charity providing supported accommodation and advice for people facing homelessness in the South West of England',
    size: '201-500',
    offices: ['Bristol, UK'],
  },
  {
    name: 'Alderbank Family Services',
    slug: 'alderbank-family-services',
    sector: 'social-services',
    industry: 'Individual and Family Services',
    description:
      'is a nonprofit child and family services agency running foster care, adoption and family preservation programs across central Ohio',
    size: '201-500',
    offices: ['Columbus, OH', 'Dayton, OH'],
  },
  {
    name: 'Lanternwell Community Health',
    slug: 'lanternwell',
    sector: 'social-services',
    industry: 'Mental Health Care',
    description:
      'is a nonprofit community mental health center offering counseling, case management and supportive housing in the Denver area',
    size: '501-1,000',
    offices: ['Denver, CO', 'Colorado Springs, CO'],
  },
  {
    name: 'Pryor Lindqvist LLP',
    slug: 'pryor-lindqvist',
    sector: 'law-firm',
    industry: 'Law Practice',
    description:
      'is a business law firm advising companies on litigation, employment and corporate transactions',
    size: '201-500',
    offices: ['Philadelphia, PA', 'Pittsburgh, PA'],
  },
  {
    name: 'Castellanos & Webb',
    slug: 'castellanos-webb',
    sector: 'law-firm',
    industry: 'Law Practice',
    description: 'is a personal injury and immigration law firm serving clients in English and Spanish',
    size: '51-200',
    offices: ['San Antonio, TX', 'El Paso, TX'],
  },
  {
    name: 'Cornerlot Realty Group',
    slug: 'cornerlot-realty',
    sector: 'real-estate',
    industry: 'Real Estate',
    description:
      'is an independent residential brokerage with 300 agents in the Raleigh-Durham and Charlotte markets',
    size: '201-500',
    offices: ['Raleigh, NC', 'Charlotte, NC'],
  },
  {
    name: 'Ashby Quinn Commercial',
    slug: 'ashby-quinn',
    sector: 'real-estate',
    industry: 'Commercial Real Estate',
    description: 'leases and sells office, industrial and retail property across Florida',
    size: '51-200',
    offices: ['Miami, FL', 'Tampa, FL', 'Orlando, FL'],
  },
];

/** The company's home page on the reserved `.example` domain. */
export function companyWebsite(company: DemoCompany): string {
  return `https://${company.slug}.example`;
}

/** The company's careers site, where its demo postings live. */
export function companyCareersSite(company: DemoCompany): string {
  return `https://careers.${company.slug}.example`;
}
