import { type DocxBlock } from '../../../../packages/core/src/testing/documents';
import { escape as esc, freshFolder, truthRecord, writePeople, writeTruth } from './make-designed';

/**
 * `npm run eval:make-holdout4 -- <folder>` writes a fourth held-out set of designed resumes with their truth
 * (the shape `npm run eval:layouts -- <folder>` reads). People, wording and templates are new (none of
 * make-designed's, make-holdout's, make-holdout2's or make-holdout3's) and were written without reading the
 * parser: an employer as a bold heading with several titles (promotions) under it, a reversed two-column page
 * (experience at the left, education and skills at the right), headings written as labels ending with a colon
 * on the line of the first entry, each role as one sentence line ("2019–2022 · Head Chef · Employer, Town"),
 * unicode symbols before capital headings and contact details, a trades resume opening on a "Licences &
 * Tickets" table, headings rotated along the left edge, letter-spaced capital headings between hairlines,
 * role bullets flowing in two columns; DOCX with the name and contact in a header table, DOCX with Word
 * headings and roles in a three-column table (dates | title and employer | place), DOCX with the contact,
 * skills and education in a text-box sidebar. Twelve people write in English, two each in German, French,
 * Spanish, Italian, Dutch and Portuguese, mostly outside software. Names, employers, emails (example.com /
 * example.org) and phone numbers are invented; the generated files stay out of git.
 */

interface Role {
  title: string;
  employer: string;
  place: string;
  dates: string;
  bullets: string[];
}

interface Study {
  degree: string;
  school: string;
  dates: string;
}

interface Extra {
  heading: string;
  kind: 'certifications' | 'projects' | 'languages' | 'other';
  items: string[];
}

type Layout =
  | 'employer-promotions'
  | 'reverse-columns'
  | 'colon-labels'
  | 'sentence-lines'
  | 'symbol-headings'
  | 'trades-tickets'
  | 'rotated-headings'
  | 'spaced-caps'
  | 'bullets-two-columns'
  | 'docx-header-table'
  | 'docx-three-col-roles'
  | 'docx-textbox-sidebar';

interface Headings {
  summary: string;
  experience: string;
  education: string;
  skills: string;
}

interface Person {
  id: string;
  language: 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl';
  layout: Layout;
  name: string;
  headline: string;
  email: string;
  phone: string;
  city: string;
  headings: Headings;
  summary: string;
  /** Roles, newest first; roles next to each other with the same employer are promotions there. */
  roles: Role[];
  education: Study[];
  skills: string[];
  /** Licences and tickets of the trades layout: the heading, then name, number and expiry of each. */
  tickets?: { heading: string; columns: [string, string, string]; rows: Array<[string, string, string]> };
  extras: Extra[];
}

const PEOPLE: Person[] = [
  // --- English -----------------------------------------------------------------------------------------
  {
    id: 'en-ward-nurse',
    language: 'en',
    layout: 'employer-promotions',
    name: 'Grainne Oyelaran-Platt',
    headline: 'Ward Sister, Acute Medicine',
    email: 'grainne.platt@example.com',
    phone: '07700 900352',
    city: 'Leicester',
    headings: {
      summary: 'Professional Summary',
      experience: 'Nursing Experience',
      education: 'Education & Registration',
      skills: 'Clinical Skills',
    },
    summary:
      'NMC-registered adult nurse who rose from staff nurse to ward sister on a 28-bed acute medical unit, leading a team of 34.',
    roles: [
      {
        title: 'Ward Sister',
        employer: 'Soar Valley Hospitals NHS Trust',
        place: 'Leicester',
        dates: 'Jan 2022 – Present',
        bullets: [
          'Lead 34 nurses and healthcare assistants on a 28-bed acute medical unit',
          'Cut falls with harm by 40% in a year with a bay-nursing pilot',
        ],
      },
      {
        title: 'Senior Staff Nurse',
        employer: 'Soar Valley Hospitals NHS Trust',
        place: 'Leicester',
        dates: 'Apr 2019 – Dec 2021',
        bullets: ['Nurse in charge on 3 shifts a week', 'Mentored 12 student nurses'],
      },
      {
        title: 'Staff Nurse',
        employer: 'Soar Valley Hospitals NHS Trust',
        place: 'Leicester',
        dates: 'Sep 2016 – Mar 2019',
        bullets: ['Cared for up to 8 patients a shift on respiratory and elderly care bays'],
      },
      {
        title: 'Healthcare Assistant',
        employer: 'Charnwood Care Homes',
        place: 'Loughborough',
        dates: 'Jun 2013 – Aug 2016',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'BSc (Hons) Adult Nursing',
        school: 'De Montfort Riverside University',
        dates: '2013 – 2016',
      },
      { degree: 'NMC Registration, PIN 16H0421E', school: 'Nursing and Midwifery Council', dates: '2016' },
    ],
    skills: ['Sepsis screening', 'IV therapy', 'Rota planning', 'Tissue viability', 'SystmOne'],
    extras: [
      {
        heading: 'Courses',
        kind: 'certifications',
        items: ['Immediate Life Support (2024)', 'Leading Ward Teams, NHS Leadership Academy (2022)'],
      },
    ],
  },
  {
    id: 'en-accountant',
    language: 'en',
    layout: 'reverse-columns',
    name: 'Dilnoza Whitcombe',
    headline: 'Management Accountant (ACCA)',
    email: 'dilnoza.whitcombe@example.org',
    phone: '+44 161 496 0732',
    city: 'Stockport',
    headings: {
      summary: 'About Me',
      experience: 'Work History',
      education: 'Education',
      skills: 'Key Skills',
    },
    summary:
      'Chartered certified accountant who closes the month in four working days and explains the numbers to people who hate numbers.',
    roles: [
      {
        title: 'Management Accountant',
        employer: 'Mersey Paper Converters Ltd',
        place: 'Stockport',
        dates: 'March 2020 – Present',
        bullets: [
          'Own the month-end close for three manufacturing sites, now done in 4 working days',
          'Built the standard-costing model that found £210k of margin leakage',
          'Prepare board packs and the annual budget',
        ],
      },
      {
        title: 'Assistant Accountant',
        employer: 'Tameside Fresh Foods',
        place: 'Hyde',
        dates: 'July 2016 – February 2020',
        bullets: ['Ran balance-sheet reconciliations and VAT returns', 'Supported two external audits'],
      },
      {
        title: 'Accounts Payable Clerk',
        employer: 'Heaton Moor Builders Merchants',
        place: 'Stockport',
        dates: 'September 2014 – June 2016',
        bullets: ['Processed 600 supplier invoices a month'],
      },
    ],
    education: [
      { degree: 'ACCA Membership', school: 'Association of Chartered Certified Accountants', dates: '2019' },
      {
        degree: 'BA (Hons) Accounting and Finance',
        school: 'Pennine Metropolitan University',
        dates: '2014',
      },
    ],
    skills: ['Month-end close', 'Standard costing', 'Budgeting', 'Sage 200', 'Power BI', 'Advanced Excel'],
    extras: [{ heading: 'Languages', kind: 'languages', items: ['English (native)', 'Uzbek (fluent)'] }],
  },
  {
    id: 'en-support-worker',
    language: 'en',
    layout: 'colon-labels',
    name: 'Kwabena Loughlin',
    headline: 'Senior Support Worker',
    email: 'kwabena.loughlin@example.com',
    phone: '0141 496 0588',
    city: 'Paisley',
    headings: {
      summary: 'Profile',
      experience: 'Experience',
      education: 'Training',
      skills: 'Strengths',
    },
    summary:
      'SSSC-registered support worker helping adults with learning disabilities live in their own tenancies for eight years.',
    roles: [
      {
        title: 'Senior Support Worker',
        employer: 'Cart Valley Supported Living',
        place: 'Paisley',
        dates: '2021 – present',
        bullets: ['Lead a team of 9 across three tenancies', 'Write and review personal support plans'],
      },
      {
        title: 'Support Worker',
        employer: 'Renfrew Community Care Partnership',
        place: 'Renfrew',
        dates: '2016 – 2021',
        bullets: ['Supported 4 tenants with medication, budgeting and travel'],
      },
      {
        title: 'Care Assistant',
        employer: 'Gleniffer Court Care Home',
        place: 'Paisley',
        dates: '2014 – 2016',
        bullets: [],
      },
    ],
    education: [
      { degree: 'SVQ Social Services and Healthcare Level 3', school: 'West Clyde College', dates: '2018' },
      {
        degree: 'Highers: English, Modern Studies, Biology',
        school: 'Castlehead High School',
        dates: '2013',
      },
    ],
    skills: ['Person-centred planning', 'Positive behaviour support', 'Medication administration', 'Makaton'],
    extras: [{ heading: 'Licence', kind: 'certifications', items: ['Full UK driving licence'] }],
  },
  {
    id: 'en-store-manager',
    language: 'en',
    layout: 'sentence-lines',
    name: 'Beatrix Nwachukwu-Lamb',
    headline: 'Retail Store Manager',
    email: 'beatrix.lamb@example.com',
    phone: '(614) 555-0163',
    city: 'Columbus, OH',
    headings: {
      summary: 'Summary',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
    },
    summary:
      'Store manager who grew a $6.4M home-goods store by 11% in two years while keeping staff turnover under 30%.',
    roles: [
      {
        title: 'Store Manager',
        employer: 'Hearth & Harbor Home Goods',
        place: 'Columbus, OH',
        dates: '2021–Present',
        bullets: ['Grew sales 11% and shrink down to 0.9% with a team of 42'],
      },
      {
        title: 'Assistant Store Manager',
        employer: 'Olentangy Outfitters',
        place: 'Dublin, OH',
        dates: '2017–2021',
        bullets: ['Ran scheduling, receiving and visual merchandising for a $3M store'],
      },
      {
        title: 'Sales Associate',
        employer: 'Scioto Mile Books',
        place: 'Columbus, OH',
        dates: '2014–2017',
        bullets: [],
      },
    ],
    education: [
      { degree: 'B.S. Business Administration', school: 'Central Buckeye University', dates: '2016' },
    ],
    skills: ['P&L ownership', 'Inventory control', 'Hiring & coaching', 'Visual merchandising', 'Workday'],
    extras: [],
  },
  {
    id: 'en-warehouse-supervisor',
    language: 'en',
    layout: 'symbol-headings',
    name: 'Tadhg Mulrooney-Asante',
    headline: 'Warehouse Shift Supervisor',
    email: 'tadhg.ma@example.org',
    phone: '087 555 0194',
    city: 'Naas, Co. Kildare',
    headings: {
      summary: 'Profile',
      experience: 'Employment',
      education: 'Education',
      skills: 'Skills',
    },
    summary:
      'Night-shift supervisor running pick, pack and dispatch for a 40,000-pallet grocery warehouse with a perfect safety record.',
    roles: [
      {
        title: 'Shift Supervisor (Nights)',
        employer: 'Liffey Grocery Distribution',
        place: 'Naas',
        dates: 'Oct 2020 – Present',
        bullets: [
          'Supervise 55 operatives and 6 team leaders on the night shift',
          'Raised pick rate from 142 to 171 cases per hour',
        ],
      },
      {
        title: 'Team Leader, Dispatch',
        employer: 'Curragh Freight Services',
        place: 'Newbridge',
        dates: 'Feb 2017 – Sep 2020',
        bullets: ['Loaded 30 trailers a night to the store schedule'],
      },
      {
        title: 'Reach Truck Driver',
        employer: 'Curragh Freight Services',
        place: 'Newbridge',
        dates: 'May 2014 – Jan 2017',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'QQI Level 6 Supervisory Management',
        school: 'Kildare Further Education Centre',
        dates: '2019',
      },
      { degree: 'Leaving Certificate', school: 'Scoil Mhuire Naas', dates: '2013' },
    ],
    skills: [
      'WMS (Manhattan)',
      'Labour planning',
      'Health & safety',
      'Stock accuracy',
      'Reach & counterbalance',
    ],
    extras: [
      {
        heading: 'Tickets',
        kind: 'certifications',
        items: ['Manual Handling Instructor', 'Occupational First Aid'],
      },
    ],
  },
  {
    id: 'en-electrician',
    language: 'en',
    layout: 'trades-tickets',
    name: 'Brodie Kealamakia',
    headline: 'A-Grade Electrician',
    email: 'brodie.sparky@example.com',
    phone: '0412 555 870',
    city: 'Geelong VIC',
    headings: {
      summary: 'About',
      experience: 'Work History',
      education: 'Trade Training',
      skills: 'Skills',
    },
    summary:
      'Licensed A-grade electrician with nine years on commercial fit-outs, switchboards and solar, happy on the tools or running a crew.',
    roles: [
      {
        title: 'Leading Hand Electrician',
        employer: 'Corio Bay Electrical Contractors',
        place: 'Geelong VIC',
        dates: '2020 – current',
        bullets: [
          'Run crews of 4–6 on commercial fit-outs up to $1.2M',
          'Test and tag, RCD testing and compliance certificates',
        ],
      },
      {
        title: 'Electrician',
        employer: 'Barwon Solar & Power',
        place: 'Torquay VIC',
        dates: '2017 – 2020',
        bullets: ['Installed 300+ rooftop solar and battery systems'],
      },
      {
        title: 'Apprentice Electrician',
        employer: 'Surf Coast Sparks',
        place: 'Torquay VIC',
        dates: '2013 – 2017',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Certificate III in Electrotechnology Electrician',
        school: 'Gordon Bay TAFE',
        dates: '2017',
      },
    ],
    skills: ['Switchboard upgrades', 'Three-phase', 'Solar PV & batteries', 'Fault finding', 'Data cabling'],
    tickets: {
      heading: 'Licences & Tickets',
      columns: ['Licence / ticket', 'Number', 'Expiry'],
      rows: [
        ['A-Grade Electrical Licence (VIC)', 'A 55120', '06/2027'],
        ['Construction Induction White Card', 'CIC 88231-4', 'no expiry'],
        ['EWP Licence (boom over 11 m)', 'HRW 30917', '03/2026'],
        ['CEC Solar Accreditation', 'S9087415', '12/2025'],
      ],
    },
    extras: [],
  },
  {
    id: 'en-primary-teacher',
    language: 'en',
    layout: 'rotated-headings',
    name: 'Philippa Adebayo-Strand',
    headline: 'Primary School Teacher (KS2)',
    email: 'pippa.strand@example.org',
    phone: '07700 900448',
    city: 'Bristol',
    headings: {
      summary: 'Profile',
      experience: 'Teaching Experience',
      education: 'Education',
      skills: 'Skills',
    },
    summary:
      'Key Stage 2 teacher and maths lead who likes a noisy, purposeful classroom and data that changes what happens on Monday.',
    roles: [
      {
        title: 'Year 5 Teacher and Maths Lead',
        employer: 'Horfield Common Primary School',
        place: 'Bristol',
        dates: 'Sept 2020 – present',
        bullets: ['Raised KS2 maths greater-depth from 19% to 31%', 'Lead maths CPD for 14 teachers'],
      },
      {
        title: 'Class Teacher (Year 3)',
        employer: 'St Werburgh’s Church of England Primary',
        place: 'Bristol',
        dates: 'Sept 2017 – July 2020',
        bullets: ['Set up a lunchtime reading club for pupil-premium children'],
      },
      {
        title: 'Teaching Assistant',
        employer: 'Kingswood Vale Junior School',
        place: 'Kingswood',
        dates: 'Sept 2014 – July 2016',
        bullets: [],
      },
    ],
    education: [
      { degree: 'PGCE Primary with QTS', school: 'University of the West Avon', dates: '2016 – 2017' },
      { degree: 'BA (Hons) Childhood Studies', school: 'Severnside University', dates: '2011 – 2014' },
    ],
    skills: ['Maths mastery', 'Phonics (RWI)', 'Behaviour management', 'SEND support', 'Google Classroom'],
    extras: [
      {
        heading: 'Safeguarding',
        kind: 'certifications',
        items: ['Level 2 Safeguarding (2024)', 'Enhanced DBS'],
      },
    ],
  },
  {
    id: 'en-lab-technician',
    language: 'en',
    layout: 'spaced-caps',
    name: 'Soren Achterberg-Mills',
    headline: 'Senior Laboratory Technician',
    email: 'soren.mills@example.com',
    phone: '(919) 555-0126',
    city: 'Durham, NC',
    headings: {
      summary: 'Summary',
      experience: 'Laboratory Experience',
      education: 'Education',
      skills: 'Techniques',
    },
    summary:
      'Laboratory technician with eight years in GLP environmental and food testing, from sample receipt to signed-off report.',
    roles: [
      {
        title: 'Senior Laboratory Technician',
        employer: 'Piedmont Analytical Services',
        place: 'Durham, NC',
        dates: 'May 2019 – Present',
        bullets: [
          'Run ICP-MS metals analysis for 120 water samples a week',
          'Wrote 11 SOPs for the lab’s ISO 17025 re-accreditation',
        ],
      },
      {
        title: 'Laboratory Technician',
        employer: 'Tar River Food Labs',
        place: 'Raleigh, NC',
        dates: 'June 2016 – April 2019',
        bullets: ['Microbiology testing (Listeria, Salmonella) for 40 food producers'],
      },
      {
        title: 'Lab Assistant',
        employer: 'Haw River Community College',
        place: 'Graham, NC',
        dates: 'Aug 2014 – May 2016',
        bullets: [],
      },
    ],
    education: [{ degree: 'B.S. Chemistry', school: 'Eno State University', dates: '2016' }],
    skills: ['ICP-MS', 'HPLC', 'Microbiology', 'LIMS (LabWare)', 'GLP', 'ISO 17025'],
    extras: [],
  },
  {
    id: 'en-pharmacy-tech',
    language: 'en',
    layout: 'bullets-two-columns',
    name: 'Yasmin Threlfall-Osei',
    headline: 'Pharmacy Technician',
    email: 'yasmin.osei@example.org',
    phone: '07700 900815',
    city: 'Preston',
    headings: {
      summary: 'Personal Statement',
      experience: 'Career History',
      education: 'Qualifications',
      skills: 'Skills',
    },
    summary:
      'GPhC-registered pharmacy technician with hospital dispensary and community experience, accurate under pressure.',
    roles: [
      {
        title: 'Senior Pharmacy Technician',
        employer: 'Ribble Valley Teaching Hospitals',
        place: 'Preston',
        dates: '04/2021 – present',
        bullets: [
          'Accuracy-check 400+ items a day',
          'Lead medicines reconciliation on 2 wards',
          'Train pre-registration technicians',
          'Manage controlled-drug audits',
        ],
      },
      {
        title: 'Pharmacy Technician',
        employer: 'Fylde Coast Pharmacy',
        place: 'Blackpool',
        dates: '09/2017 – 03/2021',
        bullets: ['Dispensed for a busy community pharmacy', 'Ran the repeat-prescription service'],
      },
    ],
    education: [
      {
        degree: 'BTEC Level 3 Diploma in Pharmaceutical Science',
        school: 'Lancashire Coast College',
        dates: '2017',
      },
    ],
    skills: [
      'Accuracy checking',
      'Medicines reconciliation',
      'Aseptic technique',
      'EPMA',
      'Stock control',
      'Controlled drugs',
    ],
    extras: [],
  },
  {
    id: 'en-dental-nurse',
    language: 'en',
    layout: 'docx-header-table',
    name: 'Morwenna Castellanos-Price',
    headline: 'Dental Nurse',
    email: 'morwenna.price@example.com',
    phone: '01872 555 031',
    city: 'Truro',
    headings: {
      summary: 'Profile',
      experience: 'Employment History',
      education: 'Education and Training',
      skills: 'Skills',
    },
    summary: 'GDC-registered dental nurse with radiography and oral-health-education certificates.',
    roles: [
      {
        title: 'Lead Dental Nurse',
        employer: 'Kenwyn Dental Practice',
        place: 'Truro',
        dates: 'Aug 2019 – Present',
        bullets: ['Run decontamination and CQC compliance', 'Nurse for implant clinics'],
      },
      {
        title: 'Trainee Dental Nurse',
        employer: 'Fal Estuary Smile Centre',
        place: 'Falmouth',
        dates: 'Jan 2017 – Jul 2019',
        bullets: ['Chairside support for 2 dentists and a hygienist'],
      },
    ],
    education: [
      {
        degree: 'NEBDN National Diploma in Dental Nursing',
        school: 'Cornwall Dental Academy',
        dates: '2018',
      },
      { degree: 'Certificate in Dental Radiography', school: 'NEBDN', dates: '2020' },
    ],
    skills: ['Chairside assisting', 'Decontamination', 'Dental radiography', 'SOE', 'Patient care'],
    extras: [],
  },
  {
    id: 'en-payroll',
    language: 'en',
    layout: 'docx-three-col-roles',
    name: 'Ravindra Blackwood',
    headline: 'Payroll Officer',
    email: 'ravi.blackwood@example.org',
    phone: '+64 21 555 0417',
    city: 'Hamilton',
    headings: {
      summary: 'Summary',
      experience: 'Professional Experience',
      education: 'Education',
      skills: 'Skills',
    },
    summary: 'Payroll officer running fortnightly pay for 1,100 staff with zero overdue PAYE filings.',
    roles: [
      {
        title: 'Payroll Officer',
        employer: 'Waikato Regional Health',
        place: 'Hamilton',
        dates: 'Feb 2020 – Present',
        bullets: [
          'Process pay for 1,100 staff across 3 collective agreements',
          'Reconcile KiwiSaver and PAYE',
        ],
      },
      {
        title: 'Payroll Administrator',
        employer: 'Te Rapa Timber Mills',
        place: 'Hamilton',
        dates: 'Mar 2016 – Jan 2020',
        bullets: ['Set up the move from paper timesheets to Ezi-Time'],
      },
      {
        title: 'Accounts Assistant',
        employer: 'Cambridge Road Motors',
        place: 'Cambridge',
        dates: 'Jan 2014 – Feb 2016',
        bullets: [],
      },
    ],
    education: [
      { degree: 'NZ Diploma in Business (Accounting)', school: 'Waikato Polytechnic', dates: '2013' },
    ],
    skills: ['PayGlobal', 'Holidays Act calculations', 'KiwiSaver', 'Excel', 'Employee queries'],
    extras: [],
  },
  {
    id: 'en-school-cook',
    language: 'en',
    layout: 'docx-textbox-sidebar',
    name: 'Delphine Oakes-Mbatha',
    headline: 'Head Cook, School Catering',
    email: 'delphine.oakes@example.com',
    phone: '07700 900267',
    city: 'Swindon',
    headings: {
      summary: 'Profile',
      experience: 'Kitchen Experience',
      education: 'Qualifications',
      skills: 'Skills',
    },
    summary:
      'Head cook feeding 650 pupils a day on a tight budget, with allergen management I would stake my name on.',
    roles: [
      {
        title: 'Head Cook',
        employer: 'Ridgeway Academy Trust',
        place: 'Swindon',
        dates: 'Sep 2019 – Present',
        bullets: ['Cook 650 lunches a day with a team of 5', 'Keep food cost at £0.94 a meal'],
      },
      {
        title: 'Assistant Cook',
        employer: 'Wyvern Care Group',
        place: 'Marlborough',
        dates: 'Jun 2015 – Aug 2019',
        bullets: ['Prepared texture-modified meals for 60 residents'],
      },
    ],
    education: [
      { degree: 'Level 3 Food Safety in Catering', school: 'Highworth Skills Centre', dates: '2019' },
      { degree: 'NVQ Level 2 Professional Cookery', school: 'New Swindon College', dates: '2015' },
    ],
    skills: ['Allergen control', 'Menu costing', 'Batch cooking', 'HACCP', 'Team leadership'],
    extras: [],
  },
  // --- German ------------------------------------------------------------------------------------------
  {
    id: 'de-spedition',
    language: 'de',
    layout: 'employer-promotions',
    name: 'Jannik Oberhäuser',
    headline: 'Teamleiter Disposition',
    email: 'jannik.oberhaeuser@example.com',
    phone: '+49 421 555 7720',
    city: 'Bremen',
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
    },
    summary:
      'Speditionskaufmann mit zwölf Jahren im Landverkehr, vom Azubi zum Teamleiter mit acht Disponenten.',
    roles: [
      {
        title: 'Teamleiter Disposition',
        employer: 'Weserland Spedition GmbH',
        place: 'Bremen',
        dates: 'seit 03/2021',
        bullets: [
          'Führung von 8 Disponenten für 140 Fahrzeuge im Teil- und Komplettladungsverkehr',
          'Leerkilometer um 9 % gesenkt',
        ],
      },
      {
        title: 'Disponent Nahverkehr',
        employer: 'Weserland Spedition GmbH',
        place: 'Bremen',
        dates: '08/2016 – 02/2021',
        bullets: ['Tourenplanung für 35 Fahrzeuge im Raum Bremen/Oldenburg'],
      },
      {
        title: 'Kaufmann für Spedition und Logistikdienstleistung (Ausbildung)',
        employer: 'Weserland Spedition GmbH',
        place: 'Bremen',
        dates: '08/2013 – 07/2016',
        bullets: [],
      },
    ],
    education: [
      { degree: 'Fachwirt für Güterverkehr und Logistik (IHK)', school: 'IHK Bremen', dates: '2019' },
      { degree: 'Fachhochschulreife', school: 'Schulzentrum Walle', dates: '2013' },
    ],
    skills: [
      'Transportmanagementsysteme (Soloplan CarLo)',
      'Tourenplanung',
      'Frachtkalkulation',
      'Englisch (B2)',
    ],
    extras: [],
  },
  {
    id: 'de-pflege',
    language: 'de',
    layout: 'bullets-two-columns',
    name: 'Franziska Mühlenkamp',
    headline: 'Pflegefachfrau Intensivpflege',
    email: 'f.muehlenkamp@example.org',
    phone: '0341 555 2098',
    city: 'Leipzig',
    headings: {
      summary: 'Kurzprofil',
      experience: 'Beruflicher Werdegang',
      education: 'Aus- und Weiterbildung',
      skills: 'Fachkenntnisse',
    },
    summary: 'Examinierte Pflegefachfrau mit Fachweiterbildung Intensiv- und Anästhesiepflege.',
    roles: [
      {
        title: 'Fachkrankenschwester Intensivpflege',
        employer: 'Klinikum Pleißetal',
        place: 'Leipzig',
        dates: '01.10.2019 – heute',
        bullets: [
          'Versorgung beatmeter Patienten',
          'Praxisanleitung für Auszubildende',
          'Mitarbeit im Reanimationsteam',
          'Hygienebeauftragte der Station',
        ],
      },
      {
        title: 'Gesundheits- und Krankenpflegerin',
        employer: 'Elsterland Kliniken',
        place: 'Markkleeberg',
        dates: '01.09.2015 – 30.09.2019',
        bullets: ['Innere Medizin, 32 Betten', 'Schichtleitung im Spätdienst'],
      },
    ],
    education: [
      {
        degree: 'Fachweiterbildung Intensiv- und Anästhesiepflege',
        school: 'Bildungszentrum Pleißetal',
        dates: '2020 – 2022',
      },
      {
        degree: 'Ausbildung Gesundheits- und Krankenpflege',
        school: 'Berufsfachschule Elsterland',
        dates: '2012 – 2015',
      },
    ],
    skills: ['Beatmungstherapie', 'ECMO-Grundlagen', 'Wundmanagement', 'SAP IS-H', 'Praxisanleitung'],
    extras: [],
  },
  // --- French ------------------------------------------------------------------------------------------
  {
    id: 'fr-electricien',
    language: 'fr',
    layout: 'colon-labels',
    name: 'Mathis Lefranc-Oudin',
    headline: 'Électricien du bâtiment',
    email: 'mathis.lefranc@example.com',
    phone: '06 55 41 27 93',
    city: 'Angers',
    headings: {
      summary: 'Profil',
      experience: 'Expérience',
      education: 'Formation',
      skills: 'Compétences',
    },
    summary: 'Électricien habilité B2V-BR, huit ans en tertiaire et logement neuf, autonome sur chantier.',
    roles: [
      {
        title: 'Chef d’équipe électricien',
        employer: 'Loire Anjou Électricité',
        place: 'Angers',
        dates: 'depuis 2020',
        bullets: [
          'Encadrement de 3 électriciens sur des chantiers de bureaux',
          'Mise en service des tableaux',
        ],
      },
      {
        title: 'Électricien',
        employer: 'SARL Maine Confort Énergie',
        place: 'Cholet',
        dates: '2016 – 2020',
        bullets: ['Installation en logement collectif neuf (NF C 15-100)'],
      },
      {
        title: 'Apprenti électricien',
        employer: 'Ets Brissac Frères',
        place: 'Saumur',
        dates: '2014 – 2016',
        bullets: [],
      },
    ],
    education: [
      { degree: 'BP Électricien', school: 'CFA du Bâtiment d’Angers', dates: '2016' },
      { degree: 'CAP Électricien', school: 'Lycée professionnel Chevreul', dates: '2014' },
    ],
    skills: ['Habilitation B2V-BR', 'Lecture de plans', 'Courants faibles', 'Domotique KNX'],
    extras: [{ heading: 'Permis', kind: 'certifications', items: ['Permis B', 'CACES nacelle R486'] }],
  },
  {
    id: 'fr-comptable',
    language: 'fr',
    layout: 'docx-header-table',
    name: 'Séverine Kabongo-Martel',
    headline: 'Comptable unique',
    email: 'severine.martel@example.org',
    phone: '04 55 72 18 36',
    city: 'Lyon',
    headings: {
      summary: 'Profil',
      experience: 'Parcours professionnel',
      education: 'Formation',
      skills: 'Compétences',
    },
    summary:
      'Comptable unique en PME, de la saisie à la liasse fiscale, en lien direct avec l’expert-comptable.',
    roles: [
      {
        title: 'Comptable unique',
        employer: 'Rhône Emballages SAS',
        place: 'Vénissieux',
        dates: 'depuis mars 2020',
        bullets: [
          'Tenue complète de la comptabilité (CA 9 M€)',
          'Préparation du bilan et des déclarations de TVA',
        ],
      },
      {
        title: 'Aide-comptable',
        employer: 'Cabinet Fourvière Expertise',
        place: 'Lyon',
        dates: 'sept. 2015 – févr. 2020',
        bullets: ['Saisie et révision pour un portefeuille de 45 dossiers'],
      },
    ],
    education: [
      {
        degree: 'DCG – Diplôme de comptabilité et de gestion',
        school: 'Lycée La Martinière Duchère',
        dates: '2015',
      },
      { degree: 'BTS Comptabilité et gestion', school: 'Lycée La Martinière Duchère', dates: '2013' },
    ],
    skills: ['Sage 100', 'Clôture annuelle', 'TVA', 'Rapprochements bancaires', 'Excel (TCD)'],
    extras: [],
  },
  // --- Spanish -----------------------------------------------------------------------------------------
  {
    id: 'es-enfermera',
    language: 'es',
    layout: 'symbol-headings',
    name: 'Lucía Etxeberria Salcedo',
    headline: 'Enfermera de Urgencias',
    email: 'lucia.etxeberria@example.com',
    phone: '+34 655 41 08 27',
    city: 'Pamplona',
    headings: {
      summary: 'Perfil',
      experience: 'Experiencia profesional',
      education: 'Formación',
      skills: 'Competencias',
    },
    summary: 'Enfermera con nueve años en urgencias hospitalarias y triaje Manchester.',
    roles: [
      {
        title: 'Enfermera de Urgencias',
        employer: 'Hospital Comarcal del Arga',
        place: 'Pamplona',
        dates: 'mayo 2018 – actualidad',
        bullets: [
          'Triaje de 90 pacientes por turno con el sistema Manchester',
          'Referente de la unidad de ictus',
        ],
      },
      {
        title: 'Enfermera',
        employer: 'Residencia San Fermín de Aldapa',
        place: 'Burlada',
        dates: 'junio 2015 – abril 2018',
        bullets: ['Cuidados a 70 residentes y control de la medicación'],
      },
    ],
    education: [
      { degree: 'Grado en Enfermería', school: 'Universidad Pública del Ebro', dates: '2011 – 2015' },
      { degree: 'Máster en Urgencias y Emergencias', school: 'Escuela de Salud de Navarra', dates: '2017' },
    ],
    skills: ['Triaje Manchester', 'Soporte vital avanzado', 'Vías periféricas ecoguiadas', 'Euskera (B2)'],
    extras: [],
  },
  {
    id: 'es-contable',
    language: 'es',
    layout: 'spaced-caps',
    name: 'Rodrigo Valdemoro Quintana',
    headline: 'Técnico Contable',
    email: 'rodrigo.valdemoro@example.org',
    phone: '612 55 73 40',
    city: 'Valladolid',
    headings: {
      summary: 'Sobre mí',
      experience: 'Trayectoria',
      education: 'Estudios',
      skills: 'Herramientas',
    },
    summary:
      'Técnico contable con experiencia en cierres mensuales, impuestos y tesorería en empresas industriales.',
    roles: [
      {
        title: 'Técnico Contable',
        employer: 'Harinera del Pisuerga S.A.',
        place: 'Valladolid',
        dates: '2019 – actualidad',
        bullets: ['Cierres mensuales y consolidación de dos sociedades', 'Modelos 303, 111 y 200'],
      },
      {
        title: 'Auxiliar Administrativo Contable',
        employer: 'Transportes Duero Norte S.L.',
        place: 'Medina del Campo',
        dates: '2015 – 2019',
        bullets: ['Conciliaciones bancarias y facturación a 300 clientes'],
      },
    ],
    education: [
      {
        degree: 'Grado en Administración y Dirección de Empresas',
        school: 'Universidad del Pisuerga',
        dates: '2015',
      },
    ],
    skills: ['SAP FI', 'A3 ECO', 'Excel avanzado', 'Impuestos (IVA, IRPF)', 'Tesorería'],
    extras: [],
  },
  // --- Italian -----------------------------------------------------------------------------------------
  {
    id: 'it-chef',
    language: 'it',
    layout: 'sentence-lines',
    name: 'Ettore Scarpellini',
    headline: 'Capo Cuoco',
    email: 'ettore.scarpellini@example.com',
    phone: '+39 051 555 3826',
    city: 'Bologna',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienze lavorative',
      education: 'Istruzione e formazione',
      skills: 'Competenze',
    },
    summary: 'Capo cuoco di cucina emiliana, pasta fresca e gestione della brigata, attento al food cost.',
    roles: [
      {
        title: 'Capo Cuoco',
        employer: 'Osteria Nuova del Reno',
        place: 'Bologna',
        dates: '2019–oggi',
        bullets: ['Brigata di 7 persone, 120 coperti a servizio, food cost al 27%'],
      },
      {
        title: 'Sous Chef',
        employer: 'Trattoria Due Torri',
        place: 'Bologna',
        dates: '2015–2019',
        bullets: [],
      },
      {
        title: 'Cuoco capo partita',
        employer: 'Hotel Riviera Palmense',
        place: 'Rimini',
        dates: '2012–2015',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Diploma di Tecnico dei servizi di enogastronomia',
        school: 'IPSSAR Bartolomeo Scappi',
        dates: '2012',
      },
    ],
    skills: ['Pasta fresca', 'Gestione brigata', 'Food cost', 'HACCP', 'Menu stagionali'],
    extras: [{ heading: 'Lingue', kind: 'languages', items: ['Italiano (madrelingua)', 'Inglese (B1)'] }],
  },
  {
    id: 'it-insegnante',
    language: 'it',
    layout: 'rotated-headings',
    name: 'Benedetta Marchionni',
    headline: 'Docente di scuola primaria',
    email: 'benedetta.marchionni@example.org',
    phone: '347 555 9102',
    city: 'Perugia',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienza professionale',
      education: 'Formazione',
      skills: 'Competenze',
    },
    summary: 'Insegnante di scuola primaria di ruolo, referente per l’inclusione e la didattica digitale.',
    roles: [
      {
        title: 'Docente di scuola primaria (tempo indeterminato)',
        employer: 'Istituto Comprensivo Perugia Tre Valli',
        place: 'Perugia',
        dates: 'settembre 2019 – oggi',
        bullets: ['Referente inclusione per 11 classi', 'Progetto di coding con 6 classi quinte'],
      },
      {
        title: 'Docente supplente',
        employer: 'Direzione Didattica di Foligno',
        place: 'Foligno',
        dates: 'settembre 2016 – giugno 2019',
        bullets: ['Supplenze annuali su posto comune e di sostegno'],
      },
    ],
    education: [
      {
        degree: 'Laurea magistrale in Scienze della Formazione Primaria',
        school: 'Università degli Studi dell’Umbria Centrale',
        dates: '2016',
      },
    ],
    skills: ['Didattica inclusiva', 'PEI e PDP', 'Coding', 'Google Workspace for Education'],
    extras: [],
  },
  // --- Dutch -------------------------------------------------------------------------------------------
  {
    id: 'nl-analist',
    language: 'nl',
    layout: 'reverse-columns',
    name: 'Femke Dijkhuizen',
    headline: 'Laboratoriumanalist',
    email: 'femke.dijkhuizen@example.com',
    phone: '06 5512 4783',
    city: 'Wageningen',
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
    },
    summary: 'Laboratoriumanalist in voedselveiligheid met ervaring in microbiologie en chemische analyses.',
    roles: [
      {
        title: 'Laboratoriumanalist Microbiologie',
        employer: 'Gelderse Vallei Voedsellab B.V.',
        place: 'Ede',
        dates: 'maart 2020 – heden',
        bullets: ['Pathogenenanalyses volgens ISO 6579 en ISO 11290', 'Beheer van de referentiestammen'],
      },
      {
        title: 'Analist',
        employer: 'Rijnoever Zuivel',
        place: 'Arnhem',
        dates: 'augustus 2016 – februari 2020',
        bullets: ['Vet-, eiwit- en vochtbepalingen in melkproducten'],
      },
    ],
    education: [
      { degree: 'MLO Laboratoriumtechniek (niveau 4)', school: 'ROC Rijn en Vallei', dates: '2012 – 2016' },
    ],
    skills: ['PCR', 'HPLC', 'ISO 17025', 'LIMS', 'Engels (vloeiend)'],
    extras: [],
  },
  {
    id: 'nl-verpleegkundige',
    language: 'nl',
    layout: 'docx-three-col-roles',
    name: 'Sander Wolters',
    headline: 'Wijkverpleegkundige',
    email: 'sander.wolters@example.org',
    phone: '06 5548 2019',
    city: 'Zwolle',
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleidingen',
      skills: 'Competenties',
    },
    summary: 'HBO-verpleegkundige in de wijk, gericht op zelfredzaamheid en samenwerking met huisartsen.',
    roles: [
      {
        title: 'Wijkverpleegkundige',
        employer: 'Thuiszorg IJsseldelta',
        place: 'Zwolle',
        dates: '2018 – heden',
        bullets: ['Indiceren van zorg voor 60 cliënten', 'Coördinatie met 8 huisartsenpraktijken'],
      },
      {
        title: 'Verpleegkundige Interne Geneeskunde',
        employer: 'Isala Vechtdal Ziekenhuis',
        place: 'Zwolle',
        dates: '2014 – 2018',
        bullets: ['Zorg voor 6 tot 8 patiënten per dienst'],
      },
    ],
    education: [
      { degree: 'Bachelor Verpleegkunde', school: 'Hogeschool Windesheim-Vecht', dates: '2010 – 2014' },
    ],
    skills: ['Indiceren', 'Wondzorg', 'Palliatieve zorg', 'Nedap Ons'],
    extras: [{ heading: 'Registratie', kind: 'certifications', items: ['BIG-registratie verpleegkundige'] }],
  },
  // --- Portuguese --------------------------------------------------------------------------------------
  {
    id: 'pt-manutencao',
    language: 'pt',
    layout: 'trades-tickets',
    name: 'Thiago Bastos Magalhães',
    headline: 'Técnico de Manutenção Industrial',
    email: 'thiago.magalhaes@example.com',
    phone: '(31) 95555-4172',
    city: 'Contagem, MG',
    headings: {
      summary: 'Resumo',
      experience: 'Experiência Profissional',
      education: 'Formação',
      skills: 'Competências',
    },
    summary: 'Técnico eletromecânico com dez anos em manutenção preventiva e corretiva de linhas de envase.',
    roles: [
      {
        title: 'Técnico de Manutenção Eletromecânica',
        employer: 'Laticínios Serra Verde S.A.',
        place: 'Contagem, MG',
        dates: '03/2019 – atual',
        bullets: ['Manutenção de 4 linhas de envase', 'Redução de 18% nas paradas não programadas'],
      },
      {
        title: 'Eletricista de Manutenção',
        employer: 'Metalúrgica Paraopeba Ltda.',
        place: 'Betim, MG',
        dates: '02/2014 – 02/2019',
        bullets: ['Painéis elétricos, inversores e motores de até 200 cv'],
      },
    ],
    education: [{ degree: 'Técnico em Eletromecânica', school: 'SENAI Contagem', dates: '2013' }],
    skills: ['CLP Siemens S7', 'Inversores de frequência', 'Pneumática', 'Manutenção preditiva'],
    tickets: {
      heading: 'Licenças e Certificações',
      columns: ['Certificação', 'Registro', 'Validade'],
      rows: [
        ['NR-10 Segurança em Eletricidade', 'NR10-48821', '08/2026'],
        ['NR-35 Trabalho em Altura', 'NR35-11730', '02/2026'],
        ['CNH categoria B', '055 7219 4402', '2029'],
      ],
    },
    extras: [],
  },
  {
    id: 'pt-rececionista',
    language: 'pt',
    layout: 'docx-textbox-sidebar',
    name: 'Inês Carvalhal Teixeira',
    headline: 'Rececionista de Hotel',
    email: 'ines.teixeira@example.org',
    phone: '+351 912 555 804',
    city: 'Porto',
    headings: {
      summary: 'Perfil',
      experience: 'Experiência',
      education: 'Formação Académica',
      skills: 'Competências',
    },
    summary: 'Rececionista com seis anos em hotelaria de quatro estrelas, fluente em quatro línguas.',
    roles: [
      {
        title: 'Rececionista Chefe de Turno',
        employer: 'Hotel Ribeira Douro',
        place: 'Porto',
        dates: 'abril 2021 – atual',
        bullets: ['Gestão do turno da noite e das reservas de grupo', 'Formação de 4 novos rececionistas'],
      },
      {
        title: 'Rececionista',
        employer: 'Aparthotel Foz Atlântica',
        place: 'Matosinhos',
        dates: 'junho 2018 – março 2021',
        bullets: ['Check-in e check-out de 80 quartos'],
      },
    ],
    education: [
      {
        degree: 'Licenciatura em Gestão Hoteleira',
        school: 'Escola Superior de Hotelaria do Norte',
        dates: '2018',
      },
    ],
    skills: ['Opera PMS', 'Channel manager', 'Atendimento ao cliente', 'Inglês, Francês, Espanhol'],
    extras: [],
  },
];

const upper = (text: string) => text.toUpperCase();
const bulletList = (items: string[]) =>
  items.length ? `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : '';
const studyLine = (s: Study) => `<p><b>${esc(s.degree)}</b><br>${esc(s.school)}, ${esc(s.dates)}</p>`;
const extrasHtml = (p: Person, tag: string) =>
  p.extras.map((x) => `<${tag}>${esc(x.heading)}</${tag}>${bulletList(x.items)}`).join('');

function page(p: Person, style: string, body: string): string {
  return `<!doctype html><html lang="${p.language}"><meta charset="utf-8"><style>@page{size:A4;margin:0}
body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#222;line-height:1.35}
ul{margin:2px 0 7px 16px;padding:0}p{margin:2px 0 6px}
${style}</style><body>${body}</body></html>`;
}

/** Consecutive roles with the same employer, as one group (promotions inside one employer). */
function byEmployer(roles: Role[]): Role[][] {
  const groups: Role[][] = [];
  for (const role of roles) {
    const last = groups[groups.length - 1];
    if (last?.[0]?.employer === role.employer) last.push(role);
    else groups.push([role]);
  }
  return groups;
}

/** The first and last year of a group of roles ("2013 – present"), as printed at the right of the employer. */
function span(group: Role[]): string {
  const newest = group[0]?.dates ?? '';
  const oldest = group[group.length - 1]?.dates ?? '';
  const end = newest.split(/\s*[–-]\s*/).pop() ?? '';
  const start = oldest.split(/\s*[–-]\s*/)[0] ?? '';
  return newest.startsWith('seit') ? `${start} – heute` : `${start} – ${end}`;
}

/** The word for "Contact" in the DOCX sidebar, per language. */
const CONTACT: Record<Person['language'], string> = {
  en: 'Contact',
  de: 'Kontakt',
  fr: 'Contact',
  es: 'Contacto',
  it: 'Contatti',
  nl: 'Contact',
  pt: 'Contacto',
};

const HTML_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // One bold heading per employer (town and the whole span at its right); the titles held there listed
  // under it, newest first, each with its own dates and bullets.
  'employer-promotions': (p) =>
    page(
      p,
      `.pg{padding:15mm 18mm}h1{margin:0;font-size:22pt;color:#1d4e4a}.hl{font-size:12pt;color:#1d4e4a}
.ct{margin:3px 0 8px;color:#444}h2{font-size:12pt;color:#1d4e4a;margin:12px 0 4px;border-bottom:2px solid #1d4e4a}
.emp{display:flex;justify-content:space-between;margin-top:9px;font-size:11pt}.emp span{font-size:9pt;color:#555}
.ti{display:flex;justify-content:space-between;margin:4px 0 0 12px;font-style:italic}.ti span{font-style:normal;color:#555}
.gr ul{margin-left:30px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${byEmployer(p.roles)
        .map(
          (group) =>
            `<div class="gr"><div class="emp"><b>${esc(group[0]!.employer)}</b><span>${esc(group[0]!.place)} | ${esc(span(group))}</span></div>${group
              .map(
                (r) =>
                  `<div class="ti"><b>${esc(r.title)}</b><span>${esc(r.dates)}</span></div>${bulletList(r.bullets)}`,
              )
              .join('')}</div>`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education.map(studyLine).join('')}
<h2>${esc(p.headings.skills)}</h2><p>${esc(p.skills.join(' • '))}</p>${extrasHtml(p, 'h2')}</div>`,
    ),
  // The usual sidebar reversed: a wide left column with the summary and the experience, a tinted right
  // column with education, skills and the extras.
  'reverse-columns': (p) =>
    page(
      p,
      `.hd{padding:12mm 14mm 6mm;border-bottom:3px solid #8a5a14}h1{margin:0;font-size:23pt}.hl{color:#8a5a14;font-size:12pt}
.ct{font-size:9pt;color:#444}.cols{display:flex;min-height:250mm}.main{width:62%;padding:4mm 8mm 0 14mm}
.side{width:38%;background:#f6efe4;padding:4mm 10mm 0 7mm}h2{font-size:11.5pt;color:#8a5a14;margin:10px 0 5px;text-transform:uppercase}
.t{font-weight:bold;margin-top:8px}.m{color:#555;font-size:9pt}.side li{margin-bottom:2px}`,
      `<div class="hd"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} / ${esc(p.email)} / ${esc(p.city)}</div></div>
<div class="cols"><div class="main"><h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)} · ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}</div>
<div class="side"><h2>${esc(p.headings.education)}</h2>${p.education.map(studyLine).join('')}
<h2>${esc(p.headings.skills)}</h2>${bulletList(p.skills)}${extrasHtml(p, 'h2')}</div></div>`,
    ),
  // Headings written as bold labels ending with a colon, the first entry on the same line; the later
  // entries of the section start under the first one (a hanging indent).
  'colon-labels': (p) => {
    const section = (heading: string, entries: string[]) =>
      `<div class="sec"><b class="lb">${esc(heading)}:</b>${entries.map((entry) => `<div class="en">${entry}</div>`).join('')}</div>`;
    return page(
      p,
      `.pg{padding:16mm 18mm;font-size:10pt}h1{margin:0;font-size:20pt}.hl{font-size:11pt;margin-bottom:2px}.ct{margin-bottom:10px}
.sec{position:relative;padding-left:30mm;margin:9px 0;border-top:1px solid #bbb;padding-top:5px}
.lb{position:absolute;left:0;top:5px;width:29mm}.en{margin-bottom:5px}.en ul{margin:1px 0 0 14px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)}, ${esc(p.phone)}, ${esc(p.email)}</div>
${section(p.headings.summary, [esc(p.summary)])}
${section(
  p.headings.experience,
  p.roles.map(
    (r) =>
      `<b>${esc(r.title)}</b>, ${esc(r.employer)}, ${esc(r.place)} (${esc(r.dates)})${bulletList(r.bullets)}`,
  ),
)}
${section(
  p.headings.education,
  p.education.map((s) => `${esc(s.degree)}, ${esc(s.school)} (${esc(s.dates)})`),
)}
${section(p.headings.skills, [esc(p.skills.join(', '))])}
${p.extras.map((x) => section(x.heading, [esc(x.items.join(', '))])).join('')}</div>`,
    );
  },
  // Every role on one line: "dates · Title · Employer, Town", a short line in italics under it when there is
  // something to say; education the same way.
  'sentence-lines': (p) =>
    page(
      p,
      `.pg{padding:18mm 22mm;font-size:10pt}h1{margin:0;font-size:20pt;font-weight:normal;letter-spacing:.02em}
.hl{font-size:11pt;color:#7a3b2e}.ct{color:#555;margin:2px 0 12px}h2{font-size:11pt;color:#7a3b2e;margin:14px 0 5px}
.ln{margin:5px 0 0}.ds{font-style:italic;color:#555;margin:0 0 4px 14px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="ln">${esc(r.dates)} · <b>${esc(r.title)}</b> · ${esc(r.employer)}, ${esc(r.place)}</div>${r.bullets
              .map((b) => `<div class="ds">${esc(b)}</div>`)
              .join('')}`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education
        .map((s) => `<div class="ln">${esc(s.dates)} · ${esc(s.degree)} · ${esc(s.school)}</div>`)
        .join('')}
<h2>${esc(p.headings.skills)}</h2><p>${esc(p.skills.join(' · '))}</p>
${p.extras.map((x) => `<h2>${esc(x.heading)}</h2><p>${esc(x.items.join(' · '))}</p>`).join('')}</div>`,
    ),
  // Unicode symbols everywhere: "▸ EXPERIENCE" headings, ✉ ☎ ⌂ before the contact details, ◆ before each
  // title and ✓ as the bullets.
  'symbol-headings': (p) => {
    const h = (text: string) => `<h2><span class="sy">▸</span> ${esc(text)}</h2>`;
    const ticks = (items: string[]) => items.map((item) => `<div class="tk">✓ ${esc(item)}</div>`).join('');
    return page(
      p,
      `.pg{padding:14mm 16mm}h1{margin:0;font-size:22pt;color:#3a3a8c}.hl{font-size:11pt;color:#555}
.ct{margin:4px 0 8px}.ct span{margin-right:14px}h2{font-size:11.5pt;text-transform:uppercase;color:#3a3a8c;margin:12px 0 4px}
.sy{color:#d0573a}.t{margin-top:7px}.t b{color:#222}.m{color:#666;margin-left:14px}.tk{margin-left:14px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct"><span>✉ ${esc(p.email)}</span><span>☎ ${esc(p.phone)}</span><span>⌂ ${esc(p.city)}</span></div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">◆ <b>${esc(r.title)}</b> — ${esc(r.employer)}</div><div class="m">${esc(r.place)} | ${esc(r.dates)}</div>${ticks(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education.map((s) => `<div class="t">◆ ${esc(s.degree)} — ${esc(s.school)}, ${esc(s.dates)}</div>`).join('')}
${h(p.headings.skills)}${ticks(p.skills)}
${p.extras.map((x) => `${h(x.heading)}${ticks(x.items)}`).join('')}</div>`,
    );
  },
  // A trades resume: a short intro, then the licences and tickets as a bordered table (name, number, expiry)
  // before the work history; roles as a bold title, then "Employer, Town | dates".
  'trades-tickets': (p) => {
    const tickets = p.tickets;
    if (!tickets) throw new Error(`${p.id}: trades-tickets needs tickets`);
    return page(
      p,
      `.pg{padding:13mm 16mm}.hd{background:#f2c230;padding:6mm 8mm;margin-bottom:6mm}h1{margin:0;font-size:22pt}
.hl{font-size:12pt;font-weight:bold}.ct{font-size:9.5pt}h2{font-size:12pt;margin:12px 0 5px;padding-bottom:2px;border-bottom:3px solid #f2c230}
table{border-collapse:collapse;width:100%;font-size:9pt}th,td{border:1px solid #999;padding:2px 5px;text-align:left}th{background:#eee}
.t{font-weight:bold;margin-top:7px}.m{color:#444}`,
      `<div class="pg"><div class="hd"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} · ${esc(p.email)} · ${esc(p.city)}</div></div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(tickets.heading)}</h2><table><tr>${tickets.columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>${tickets.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${esc(cell)}</td>`).join('')}</tr>`)
        .join('')}</table>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)} | ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
<h2>${esc(p.headings.skills)}</h2>${bulletList(p.skills)}
<h2>${esc(p.headings.education)}</h2>${p.education.map(studyLine).join('')}${extrasHtml(p, 'h2')}</div>`,
    );
  },
  // Each section's heading turned on its side, read bottom to top, in a coloured strip along the left edge
  // of the section; the content at its right.
  'rotated-headings': (p) => {
    const section = (heading: string, content: string) =>
      `<div class="sec"><div class="rot"><span>${esc(heading)}</span></div><div class="cnt">${content}</div></div>`;
    return page(
      p,
      `.pg{padding:14mm 16mm}h1{margin:0 0 0 14mm;font-size:24pt}.hl{margin-left:14mm;font-size:12pt;color:#2f6b3a}
.ct{margin:2px 0 8mm 14mm;color:#555}.sec{display:flex;margin-bottom:5mm;min-height:34mm}
.rot{width:10mm;margin-right:4mm;background:#2f6b3a;color:#fff;display:flex;align-items:center;justify-content:center}
.rot span{writing-mode:vertical-rl;transform:rotate(180deg);font-weight:bold;font-size:10pt;white-space:nowrap}
.cnt{flex:1;padding-top:1mm}.t{font-weight:bold;margin-top:4px}.m{color:#555}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} | ${esc(p.phone)} | ${esc(p.city)}</div>
${section(p.headings.summary, `<p>${esc(p.summary)}</p>`)}
${section(
  p.headings.experience,
  p.roles
    .map(
      (r) =>
        `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)} – ${esc(r.place)} – ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
    )
    .join(''),
)}
${section(p.headings.education, p.education.map(studyLine).join(''))}
${section(p.headings.skills, bulletList(p.skills))}
${p.extras.map((x) => section(x.heading, bulletList(x.items))).join('')}</div>`,
    );
  },
  // Light, letter-spaced capital headings centred between two hairlines; each role as the employer in
  // spaced small capitals, then "Title (dates)" and the town.
  'spaced-caps': (p) =>
    page(
      p,
      `.pg{padding:16mm 20mm}h1{margin:0;text-align:center;font-size:20pt;font-weight:normal;letter-spacing:.3em;text-transform:uppercase}
.hl{text-align:center;letter-spacing:.15em;color:#666}.ct{text-align:center;margin:4px 0 6px;font-size:9pt}
h2{font-size:10pt;font-weight:normal;text-transform:uppercase;letter-spacing:.45em;text-align:center;border-top:.5px solid #999;
border-bottom:.5px solid #999;padding:3px 0;margin:14px 0 6px}.e{font-variant:small-caps;letter-spacing:.12em;margin-top:8px;font-weight:bold}
.t{font-style:italic}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} &nbsp; ${esc(p.email)} &nbsp; ${esc(p.city)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="e">${esc(r.employer)}</div><div><span class="t">${esc(r.title)}</span> (${esc(r.dates)}), ${esc(r.place)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education.map(studyLine).join('')}
<h2>${esc(p.headings.skills)}</h2><p style="text-align:center">${esc(p.skills.join('  |  '))}</p>${extrasHtml(p, 'h2')}</div>`,
    ),
  // Each role's header on one line ("Title, Employer, Town" with the dates in bold after), its bullets flowing
  // in two columns under it; the skills in three columns.
  'bullets-two-columns': (p) =>
    page(
      p,
      `.pg{padding:14mm 16mm}h1{margin:0;font-size:21pt}.hl{font-size:11pt;color:#9b2c5e}.ct{margin:3px 0 8px}
h2{font-size:11.5pt;color:#9b2c5e;margin:12px 0 5px;border-bottom:1px solid #9b2c5e}.rh{margin-top:7px}
ul.two{columns:2;column-gap:10mm}ul.three{columns:3;column-gap:8mm}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)} · ${esc(p.phone)} · ${esc(p.email)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="rh"><b>${esc(r.title)}</b>, ${esc(r.employer)}, ${esc(r.place)} <b>${esc(r.dates)}</b></div>${
              r.bullets.length
                ? `<ul class="two">${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`
                : ''
            }`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education.map(studyLine).join('')}
<h2>${esc(p.headings.skills)}</h2><ul class="three">${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>${extrasHtml(p, 'h2')}</div>`,
    ),
};

const DOCX_LAYOUTS: Partial<Record<Layout, (p: Person) => DocxBlock[]>> = {
  // A header table of two cells: the name and headline at the left, the contact details (one a paragraph)
  // at the right; then Word headings, roles as "Title, Employer" and a "dates | town" line.
  'docx-header-table': (p) => [
    {
      table: [
        [
          [p.name, p.headline],
          [p.email, p.phone, p.city],
        ],
      ],
    },
    { heading: p.headings.summary },
    p.summary,
    { heading: p.headings.experience },
    ...p.roles.flatMap((r): DocxBlock[] => [
      `${r.title}, ${r.employer}`,
      `${r.dates} | ${r.place}`,
      ...r.bullets.map((bullet): DocxBlock => ({ bullet })),
    ]),
    { heading: p.headings.education },
    ...p.education.flatMap((s) => [`${s.degree}, ${s.school}`, s.dates]),
    { heading: p.headings.skills },
    ...p.skills.map((bullet): DocxBlock => ({ bullet })),
    ...p.extras.flatMap((x): DocxBlock[] => [
      { heading: x.heading },
      ...x.items.map((bullet) => ({ bullet })),
    ]),
  ],
  // Word headings for the sections; the roles in one three-column table, a row each: dates | title, employer
  // and bullets | town.
  'docx-three-col-roles': (p) => [
    p.name,
    p.headline,
    `${p.phone} – ${p.email} – ${p.city}`,
    { heading: p.headings.summary },
    p.summary,
    { heading: p.headings.experience },
    {
      table: p.roles.map((r) => [
        r.dates,
        [r.title, r.employer, ...r.bullets.map((bullet): DocxBlock => ({ bullet }))],
        r.place,
      ]),
    },
    { heading: p.headings.education },
    { table: p.education.map((s) => [s.dates, [s.degree, s.school], '']) },
    { heading: p.headings.skills },
    p.skills.join(', '),
    ...p.extras.flatMap((x): DocxBlock[] => [
      { heading: x.heading },
      ...x.items.map((bullet) => ({ bullet })),
    ]),
  ],
  // A text box holding the contact, the skills and the education (their headings typed as plain lines);
  // the summary and experience in the body under Word headings.
  'docx-textbox-sidebar': (p) => [
    p.name,
    p.headline,
    {
      textBox: [
        CONTACT[p.language],
        p.email,
        p.phone,
        p.city,
        '',
        p.headings.skills,
        ...p.skills,
        '',
        p.headings.education,
        ...p.education.flatMap((s) => [s.degree, `${s.school}, ${s.dates}`]),
      ],
    },
    { heading: p.headings.summary },
    p.summary,
    { heading: p.headings.experience },
    ...p.roles.flatMap((r): DocxBlock[] => [
      r.title,
      `${r.employer}, ${r.place} (${r.dates})`,
      ...r.bullets.map((bullet): DocxBlock => ({ bullet })),
    ]),
    ...p.extras.flatMap((x): DocxBlock[] => [
      { heading: x.heading },
      ...x.items.map((bullet) => ({ bullet })),
    ]),
  ],
};

/** Layouts set in two columns (a main column beside another, or a text-box sidebar). */
const TWO_COLUMNS = new Set<Layout>(['reverse-columns', 'docx-textbox-sidebar']);
/** Layouts whose headings print in capitals (CSS capitals). */
const UPPER_HEADINGS = new Set<Layout>(['reverse-columns', 'symbol-headings', 'spaced-caps']);

function truthOf(p: Person, file: string, format: string) {
  const printed = (text: string) => (UPPER_HEADINGS.has(p.layout) ? upper(text) : text);
  const sections: Array<{ heading: string; kind: string; alt?: string[] }> = [
    { heading: printed(p.headings.summary), kind: 'summary', alt: ['other'] },
    ...(p.tickets ? [{ heading: printed(p.tickets.heading), kind: 'certifications' }] : []),
    { heading: printed(p.headings.experience), kind: 'experience' },
    { heading: printed(p.headings.education), kind: 'education' },
    { heading: printed(p.headings.skills), kind: 'skills' },
    // A languages section is one of the "other" kinds for the evaluation.
    ...p.extras.map((extra) => ({
      heading: printed(extra.heading),
      kind: extra.kind === 'languages' ? 'other' : extra.kind,
    })),
  ];
  return truthRecord({
    file,
    format,
    language: p.language,
    columns: TWO_COLUMNS.has(p.layout) ? 2 : 1,
    layout: p.layout,
    generator: 'apps/server/src/evaluation/make-holdout4.ts',
    name: p.name,
    email: p.email,
    phone: p.phone,
    sections,
    roles: p.roles,
    skills: p.skills,
    notes: ['fourth held-out set: written without reading the parser, never measured or tuned on'],
  });
}

function main() {
  const started = Date.now();
  const folder = freshFolder('/tmp/careerlens-holdout4');
  const files = writePeople(folder, PEOPLE, { docx: DOCX_LAYOUTS, html: HTML_LAYOUTS }, truthOf);
  writeTruth(folder, files, 'fourth held-out resumes');
  console.log(`in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main();
