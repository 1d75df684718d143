import { type DocxBlock } from '../../../../packages/core/src/testing/documents';
import { escape as esc, freshFolder, truthRecord, writePeople, writeTruth } from './make-designed';

/**
 * `npm run eval:make-holdout -- <folder>` writes a held-out set of designed resumes with their truth (the
 * shape `npm run eval:layouts -- <folder>` reads). Its people and templates were written without reading
 * the parser and were never used to tune it: each person appears once, in one layout, as designers make
 * them (right-hand sidebar, banner over a grid, timeline, cards, centred classic, skill chips, floated
 * magazine columns; DOCX two-column table, text-box header, role rows). PDFs are printed by Chromium,
 * DOCX files written by the test DOCX writer. Names, employers, emails (example.com / example.org) and
 * phone numbers are invented; the generated files stay out of git.
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
  kind: 'certifications' | 'projects' | 'other';
  items: string[];
}

type Layout =
  | 'right-sidebar'
  | 'banner-grid'
  | 'timeline'
  | 'cards'
  | 'classic-centred'
  | 'chips'
  | 'magazine'
  | 'docx-two-column-table'
  | 'docx-textbox-header'
  | 'docx-role-rows';

interface Person {
  id: string;
  language: string;
  layout: Layout;
  name: string;
  headline: string;
  email: string;
  phone: string;
  city: string;
  headings: { summary: string; experience: string; education: string; skills: string; contact: string };
  summary: string;
  roles: Role[];
  education: Study[];
  skills: string[];
  extras: Extra[];
}

const PEOPLE: Person[] = [
  {
    id: 'en-nurse',
    language: 'en',
    layout: 'right-sidebar',
    name: 'Maren Okonkwo-Hale',
    headline: 'Registered Nurse, Acute Medicine',
    email: 'maren.hale@example.com',
    phone: '07700 900417',
    city: 'Bristol',
    headings: {
      summary: 'Profile',
      experience: 'Clinical Experience',
      education: 'Education',
      skills: 'Clinical Skills',
      contact: 'Contact',
    },
    summary:
      'Registered nurse with nine years on acute medical and respiratory wards, calm under pressure and keen on teaching students on placement.',
    roles: [
      {
        title: 'Senior Staff Nurse',
        employer: 'Avonmere NHS Foundation Trust',
        place: 'Bristol',
        dates: 'Apr 2021 – Present',
        bullets: [
          'Lead a team of 6 nurses and 4 healthcare assistants on a 28-bed acute medical unit',
          'Introduced a sepsis screening huddle that cut time to antibiotics from 74 to 41 minutes',
          'Mentor 10 nursing students a year as a practice assessor',
        ],
      },
      {
        title: 'Staff Nurse',
        employer: 'Severnside General Hospital',
        place: 'Gloucester',
        dates: 'Sep 2016 – Mar 2021',
        bullets: [
          'Cared for up to 8 patients per shift on a respiratory ward, including non-invasive ventilation',
          'Link nurse for infection prevention and control',
        ],
      },
      {
        title: 'Healthcare Assistant',
        employer: 'Cotswold Vale Care Home',
        place: 'Stroud',
        dates: 'Jun 2013 – Aug 2016',
        bullets: ['Supported 30 residents with personal care, meals and mobility'],
      },
    ],
    education: [
      { degree: 'BSc (Hons) Adult Nursing', school: 'University of the West Country', dates: '2013 – 2016' },
    ],
    skills: [
      'Acute assessment (NEWS2)',
      'IV therapy',
      'Tracheostomy care',
      'Medicines management',
      'EPR (Cerner)',
    ],
    extras: [
      {
        heading: 'Registration',
        kind: 'certifications',
        items: ['NMC registered nurse (adult)', 'Immediate Life Support, 2024'],
      },
    ],
  },
  {
    id: 'en-chef',
    language: 'en',
    layout: 'chips',
    name: 'Dario Villanueva',
    headline: 'Executive Sous Chef',
    email: 'dario.villanueva@example.com',
    phone: '(312) 555-0147',
    city: 'Chicago, IL',
    headings: {
      summary: 'Summary',
      experience: 'Kitchen Experience',
      education: 'Training',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary:
      'Sous chef with twelve years in high-volume restaurants and hotel banqueting; strong on food cost, menu development and building a steady brigade.',
    roles: [
      {
        title: 'Executive Sous Chef',
        employer: 'The Larkspur Hotel',
        place: 'Chicago, IL',
        dates: 'Mar 2020 – Present',
        bullets: [
          'Run a brigade of 22 across a 180-cover restaurant and banquets for up to 400 guests',
          'Brought food cost down from 34% to 29% through supplier changes and whole-animal butchery',
          'Wrote the seasonal menus four times a year with the executive chef',
        ],
      },
      {
        title: 'Chef de Partie',
        employer: 'Harbor & Rye',
        place: 'Milwaukee, WI',
        dates: 'May 2016 – Feb 2020',
        bullets: ['Ran the grill and sauce stations, 250 covers a night', 'Trained 9 commis cooks'],
      },
      {
        title: 'Line Cook',
        employer: 'Blue Finch Diner',
        place: 'Madison, WI',
        dates: 'Jun 2012 – Apr 2016',
        bullets: ['Prepared breakfast and lunch service for 300 guests a day'],
      },
    ],
    education: [
      { degree: 'A.A.S. Culinary Arts', school: 'Lakeshore Culinary Institute', dates: '2010 – 2012' },
    ],
    skills: [
      'Menu costing',
      'HACCP',
      'Butchery',
      'Banquets',
      'Inventory',
      'Staff scheduling',
      'Pastry basics',
    ],
    extras: [{ heading: 'Certifications', kind: 'certifications', items: ['ServSafe Manager, 2023'] }],
  },
  {
    id: 'en-teacher',
    language: 'en',
    layout: 'classic-centred',
    name: 'Imogen Thistlewood',
    headline: 'Secondary English Teacher',
    email: 'imogen.thistlewood@example.org',
    phone: '0491 570 156',
    city: 'Ballarat VIC',
    headings: {
      summary: 'Professional Profile',
      experience: 'Teaching Experience',
      education: 'Qualifications',
      skills: 'Areas of Strength',
      contact: 'Contact',
    },
    summary:
      'English and literature teacher for Years 7 to 12 with a record of lifting VCE results and running the school debating program.',
    roles: [
      {
        title: 'English Teacher and Year 10 Coordinator',
        employer: 'Eureka Ridge Secondary College',
        place: 'Ballarat VIC',
        dates: 'January 2019 – Current',
        bullets: [
          'Teach five classes of Years 9 to 12 English and Literature',
          'Raised the median VCE English study score from 27 to 31 over three years',
          'Coordinate pastoral care and reports for 160 Year 10 students',
        ],
      },
      {
        title: 'Graduate Teacher',
        employer: 'Wattle Creek College',
        place: 'Bendigo VIC',
        dates: 'February 2016 – December 2018',
        bullets: [
          'Taught English and humanities to Years 7 and 8',
          'Started a lunchtime creative writing club',
        ],
      },
    ],
    education: [
      {
        degree: 'Master of Teaching (Secondary)',
        school: 'Goldfields University',
        dates: '2014 – 2015',
      },
      { degree: 'Bachelor of Arts (English)', school: 'Goldfields University', dates: '2011 – 2013' },
    ],
    skills: ['Curriculum design', 'VCE assessment', 'Differentiated learning', 'Debating', 'Compass LMS'],
    extras: [{ heading: 'Registration', kind: 'certifications', items: ['VIT full registration'] }],
  },
  {
    id: 'en-electrician',
    language: 'en',
    layout: 'docx-role-rows',
    name: 'Callum Birtwistle',
    headline: 'Approved Electrician',
    email: 'callum.birtwistle@example.com',
    phone: '+44 113 496 0582',
    city: 'Leeds',
    headings: {
      summary: 'About Me',
      experience: 'Employment History',
      education: 'Qualifications',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary:
      'Approved electrician with eleven years of domestic, commercial and light industrial work, from first fix to testing and certification.',
    roles: [
      {
        title: 'Approved Electrician',
        employer: 'Kirkgate Electrical Services Ltd',
        place: 'Leeds',
        dates: '05/2019 – present',
        bullets: [
          'Install and test commercial fit-outs of up to 3,000 m² for retail and office clients',
          'Supervise 2 apprentices and sign off their work',
          'Completed 140 EICRs last year with no call-backs',
        ],
      },
      {
        title: 'Electrician',
        employer: 'Brightwire Contracting',
        place: 'Bradford',
        dates: '08/2015 – 04/2019',
        bullets: [
          'Rewired 60+ domestic properties and fitted consumer units',
          'Installed EV chargers and solar PV',
        ],
      },
      {
        title: 'Apprentice Electrician',
        employer: 'Aire Valley Electrics',
        place: 'Keighley',
        dates: '09/2011 – 07/2015',
        bullets: ['Four-year apprenticeship in domestic and commercial installation'],
      },
    ],
    education: [
      { degree: 'NVQ Level 3 Electrotechnical', school: 'Aire Valley College', dates: '2011 – 2015' },
    ],
    skills: ['BS 7671 18th Edition', 'Inspection and testing', 'Fault finding', 'EV charging', 'Solar PV'],
    extras: [
      {
        heading: 'Certificates',
        kind: 'certifications',
        items: ['City & Guilds 2391-52', 'ECS Gold Card', 'IPAF 3a/3b'],
      },
    ],
  },
  {
    id: 'en-accountant',
    language: 'en',
    layout: 'banner-grid',
    name: 'Theodora Mwangi',
    headline: 'Chartered Accountant (ACA)',
    email: 'theodora.mwangi@example.com',
    phone: '(617) 555-0132',
    city: 'Boston, MA',
    headings: {
      summary: 'Professional Summary',
      experience: 'Professional Experience',
      education: 'Education',
      skills: 'Core Competencies',
      contact: 'Contact',
    },
    summary:
      'Accountant with eight years in audit and in-house reporting for manufacturing and software companies; fast month-end close and clean audits.',
    roles: [
      {
        title: 'Financial Reporting Manager',
        employer: 'Granite Peak Software Inc.',
        place: 'Boston, MA',
        dates: 'Feb 2022 – Present',
        bullets: [
          'Own monthly, quarterly and annual reporting for a $140M revenue group with four entities',
          'Cut the month-end close from 9 to 5 working days',
          'Led the move from spreadsheets to NetSuite consolidation',
        ],
      },
      {
        title: 'Senior Accountant',
        employer: 'Harlow Precision Castings',
        place: 'Worcester, MA',
        dates: 'Jul 2019 – Jan 2022',
        bullets: ['Prepared inventory and fixed-asset schedules', 'Managed the external audit timetable'],
      },
      {
        title: 'Audit Associate',
        employer: 'Pemberton & Lowe LLP',
        place: 'Providence, RI',
        dates: 'Sep 2016 – Jun 2019',
        bullets: ['Audited 15 clients a year in manufacturing and nonprofit sectors'],
      },
    ],
    education: [{ degree: 'B.S. Accounting', school: 'Eastbrook University', dates: '2012 – 2016' }],
    skills: ['US GAAP', 'Consolidation', 'NetSuite', 'Excel (advanced)', 'SOX controls', 'Audit liaison'],
    extras: [
      { heading: 'Certifications', kind: 'certifications', items: ['CPA, Massachusetts', 'ACA (ICAEW)'] },
    ],
  },
  {
    id: 'en-warehouse',
    language: 'en',
    layout: 'docx-textbox-header',
    name: 'Rory Castellanos',
    headline: 'Warehouse Operations Supervisor',
    email: 'rory.castellanos@example.com',
    phone: '(614) 555-0173',
    city: 'Columbus, OH',
    headings: {
      summary: 'Summary',
      experience: 'Work History',
      education: 'Education',
      skills: 'Key Skills',
      contact: 'Contact',
    },
    summary:
      'Warehouse supervisor with ten years in distribution centers, focused on safe, accurate and on-time shipping.',
    roles: [
      {
        title: 'Warehouse Supervisor',
        employer: 'Midway Freight Distribution',
        place: 'Columbus, OH',
        dates: 'Oct 2020 – Present',
        bullets: [
          'Supervise 35 associates on the second shift of a 400,000 sq ft distribution center',
          'Raised pick accuracy from 98.1% to 99.6% with slotting changes',
          'Zero lost-time injuries in 2023 and 2024',
        ],
      },
      {
        title: 'Inventory Control Lead',
        employer: 'Buckeye Home Supply',
        place: 'Dayton, OH',
        dates: 'Mar 2017 – Sep 2020',
        bullets: ['Ran cycle counts for 18,000 SKUs', 'Reduced shrink by 22% in two years'],
      },
      {
        title: 'Forklift Operator',
        employer: 'Tri-County Cold Storage',
        place: 'Springfield, OH',
        dates: 'May 2014 – Feb 2017',
        bullets: ['Loaded and unloaded 25 trailers per shift in a frozen warehouse'],
      },
    ],
    education: [
      {
        degree: 'Associate of Applied Science, Supply Chain Management',
        school: 'Scioto Community College',
        dates: '2016 – 2018',
      },
    ],
    skills: ['Manhattan WMS', 'Lean / 5S', 'OSHA 30', 'Forklift trainer', 'Labor planning', 'Kronos'],
    extras: [],
  },
  {
    id: 'en-pharmacist',
    language: 'en',
    layout: 'timeline',
    name: 'Anjali Desrosiers',
    headline: 'Community Pharmacist',
    email: 'anjali.desrosiers@example.org',
    phone: '(416) 555-0119',
    city: 'Toronto, ON',
    headings: {
      summary: 'Summary',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary:
      'Licensed pharmacist with seven years in community and hospital outpatient pharmacy; medication reviews, vaccination and minor ailment prescribing.',
    roles: [
      {
        title: 'Pharmacist Manager',
        employer: 'Queensway Community Pharmacy',
        place: 'Toronto, ON',
        dates: '2021 – Present',
        bullets: [
          'Manage a pharmacy filling 450 prescriptions a day with 2 pharmacists and 5 technicians',
          'Grew MedsCheck reviews to 60 a month',
          'Ran flu and COVID-19 vaccination clinics, 3,200 doses in one season',
        ],
      },
      {
        title: 'Staff Pharmacist',
        employer: 'Lakeview Health Centre',
        place: 'Mississauga, ON',
        dates: '2018 – 2021',
        bullets: [
          'Verified outpatient oncology prescriptions',
          'Counselled patients starting anticoagulants',
        ],
      },
    ],
    education: [
      { degree: 'Doctor of Pharmacy (PharmD)', school: 'University of Lakeshore', dates: '2014 – 2018' },
      { degree: 'B.Sc. Biology', school: 'Northbridge University', dates: '2010 – 2014' },
    ],
    skills: ['Medication reviews', 'Injections', 'Kroll', 'Compounding', 'Minor ailments prescribing'],
    extras: [{ heading: 'Languages', kind: 'other', items: ['English', 'French', 'Gujarati'] }],
  },
  {
    id: 'en-civil',
    language: 'en',
    layout: 'cards',
    name: 'Gwilym Ashdown',
    headline: 'Civil Engineer, CEng MICE',
    email: 'gwilym.ashdown@example.com',
    phone: '+44 29 2018 0736',
    city: 'Cardiff',
    headings: {
      summary: 'Profile',
      experience: 'Career History',
      education: 'Education',
      skills: 'Technical Skills',
      contact: 'Contact',
    },
    summary:
      'Chartered civil engineer with ten years in highways and drainage design, from feasibility to site supervision.',
    roles: [
      {
        title: 'Principal Civil Engineer',
        employer: 'Taff Valley Consulting Engineers',
        place: 'Cardiff',
        dates: 'June 2020 – Present',
        bullets: [
          'Lead designer on a £24m bypass scheme with 3.2 km of new carriageway',
          'Manage a team of 5 engineers and technicians',
          'Delivered sustainable drainage designs approved first time by two local authorities',
        ],
      },
      {
        title: 'Civil Engineer',
        employer: 'Morgan Hale Infrastructure',
        place: 'Swansea',
        dates: 'August 2015 – May 2020',
        bullets: ['Designed junction improvements and culverts', 'Resident engineer on a £6m flood scheme'],
      },
      {
        title: 'Graduate Engineer',
        employer: 'Penarth Road Partnership',
        place: 'Newport',
        dates: 'September 2013 – July 2015',
        bullets: ['Site setting-out and quantities for highway maintenance contracts'],
      },
    ],
    education: [
      { degree: 'MEng Civil Engineering', school: 'University of the Marches', dates: '2009 – 2013' },
    ],
    skills: ['Civil 3D', 'MicroDrainage', 'NEC4', 'DMRB', 'AutoCAD', 'Site supervision'],
    extras: [],
  },
  {
    id: 'en-social-worker',
    language: 'en',
    layout: 'magazine',
    name: 'Niamh Ferriter',
    headline: 'Registered Social Worker',
    email: 'niamh.ferriter@example.org',
    phone: '07700 900862',
    city: 'Manchester',
    headings: {
      summary: 'About',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary:
      'Social worker in children and families services, experienced in child protection, court work and working alongside schools and police.',
    roles: [
      {
        title: 'Senior Social Worker',
        employer: 'Irwell City Council',
        place: 'Manchester',
        dates: 'Nov 2020 – Present',
        bullets: [
          'Hold a caseload of 18 children on child protection and care plans',
          'Write assessments and statements for family court',
          'Supervise 3 newly qualified social workers',
        ],
      },
      {
        title: 'Social Worker',
        employer: 'Pennine Borough Council',
        place: 'Oldham',
        dates: 'Jul 2017 – Oct 2020',
        bullets: ['Child in need and early help assessments', 'Chaired 40 team-around-the-family meetings'],
      },
    ],
    education: [
      { degree: 'MA Social Work', school: 'Northern Metropolitan University', dates: '2015 – 2017' },
      { degree: 'BA Sociology', school: 'University of Lancashire Coast', dates: '2012 – 2015' },
    ],
    skills: ['Child protection', 'Court reports', 'Signs of Safety', 'Liquidlogic', 'Safeguarding'],
    extras: [{ heading: 'Languages', kind: 'other', items: ['English', 'Irish'] }],
  },
  {
    id: 'en-designer',
    language: 'en',
    layout: 'docx-two-column-table',
    name: 'Soren Halvorsen-Price',
    headline: 'Graphic Designer',
    email: 'soren@example.com',
    phone: '(503) 555-0188',
    city: 'Portland, OR',
    headings: {
      summary: 'Hello',
      experience: 'Experience',
      education: 'Education',
      skills: 'Tools',
      contact: 'Contact',
    },
    summary:
      'Graphic designer making brand identities, packaging and campaign art for food and outdoor brands. I like clear type and bold colour.',
    roles: [
      {
        title: 'Senior Graphic Designer',
        employer: 'Fernhill Creative Co.',
        place: 'Portland, OR',
        dates: 'Jan 2021 – Present',
        bullets: [
          'Lead designer on 14 brand identities, from logo to packaging',
          'Packaging redesign for a coffee roaster lifted retail sales by 30%',
        ],
      },
      {
        title: 'Graphic Designer',
        employer: 'Cascade Outfitters',
        place: 'Bend, OR',
        dates: 'Apr 2017 – Dec 2020',
        bullets: ['Designed catalogs, store signage and social campaigns', 'Built the in-house brand guide'],
      },
      {
        title: 'Design Intern',
        employer: 'Willamette Print House',
        place: 'Eugene, OR',
        dates: 'Jun 2016 – Mar 2017',
        bullets: ['Prepared print-ready files for posters and menus'],
      },
    ],
    education: [
      { degree: 'BFA Graphic Design', school: 'Pacific Coast College of Art', dates: '2012 – 2016' },
    ],
    skills: ['Adobe Illustrator', 'InDesign', 'Photoshop', 'Figma', 'Packaging', 'Typography'],
    extras: [],
  },
  {
    id: 'en-hr',
    language: 'en',
    layout: 'banner-grid',
    name: 'Keziah Abernathy',
    headline: 'HR Business Partner',
    email: 'keziah.abernathy@example.com',
    phone: '(02) 5550 4821',
    city: 'Newcastle NSW',
    headings: {
      summary: 'Profile',
      experience: 'Employment',
      education: 'Education',
      skills: 'Expertise',
      contact: 'Contact',
    },
    summary:
      'HR business partner with nine years in mining services and healthcare; employee relations, workforce planning and enterprise agreements.',
    roles: [
      {
        title: 'HR Business Partner',
        employer: 'Hunter Basin Mining Services',
        place: 'Newcastle NSW',
        dates: 'Aug 2021 – Present',
        bullets: [
          'Partner 3 site managers covering 650 employees',
          'Negotiated a new enterprise agreement with no industrial action',
          'Cut voluntary turnover from 21% to 14%',
        ],
      },
      {
        title: 'HR Advisor',
        employer: 'Coastal Districts Health',
        place: 'Gosford NSW',
        dates: 'Feb 2018 – Jul 2021',
        bullets: ['Handled 80 employee relations cases a year', 'Rolled out a new onboarding program'],
      },
      {
        title: 'HR Coordinator',
        employer: 'Redgum Staffing',
        place: 'Maitland NSW',
        dates: 'Jan 2015 – Jan 2018',
        bullets: ['Coordinated recruitment for 200 roles a year'],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Business (Human Resources)',
        school: 'Hunter Coast University',
        dates: '2011 – 2014',
      },
    ],
    skills: ['Employee relations', 'Fair Work Act', 'Workday', 'Workforce planning', 'Coaching'],
    extras: [],
  },
  {
    id: 'en-hygienist',
    language: 'en',
    layout: 'cards',
    name: 'Lucinda Marchetti-Oduya',
    headline: 'Dental Hygienist',
    email: 'lucinda.mo@example.org',
    phone: '(720) 555-0164',
    city: 'Denver, CO',
    headings: {
      summary: 'Objective',
      experience: 'Relevant Experience',
      education: 'Education',
      skills: 'Skills & Abilities',
      contact: 'Contact',
    },
    summary:
      'Gentle, thorough dental hygienist looking to join a family practice that values prevention and patient education.',
    roles: [
      {
        title: 'Registered Dental Hygienist',
        employer: 'Front Range Family Dentistry',
        place: 'Denver, CO',
        dates: '03/2019 – Present',
        bullets: [
          'See 9 to 10 patients a day for prophylaxis, scaling and root planing',
          'Raised sealant uptake among child patients by 35%',
        ],
      },
      {
        title: 'Dental Assistant',
        employer: 'Aspen Smiles Orthodontics',
        place: 'Aurora, CO',
        dates: '06/2015 – 02/2019',
        bullets: ['Chairside assisting and radiographs', 'Sterilization and supply ordering'],
      },
    ],
    education: [
      { degree: 'A.S. Dental Hygiene', school: 'Mile High Community College', dates: '2017 – 2019' },
    ],
    skills: [
      'Periodontal charting',
      'Local anesthesia',
      'Digital radiography',
      'Dentrix',
      'Patient education',
    ],
    extras: [{ heading: 'Licenses', kind: 'certifications', items: ['RDH, Colorado', 'CPR / BLS'] }],
  },
  {
    id: 'en-physio',
    language: 'en',
    layout: 'chips',
    name: 'Tobias Wren-Mahmoud',
    headline: 'Physiotherapist (MSK)',
    email: 'tobias.wren@example.com',
    phone: '+44 131 496 0291',
    city: 'Edinburgh',
    headings: {
      summary: 'Personal Statement',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary:
      'Musculoskeletal physiotherapist with six years in NHS outpatients and private sports clinics, running classes and one-to-one rehab.',
    roles: [
      {
        title: 'Band 6 MSK Physiotherapist',
        employer: 'Lothian Borders Health Board',
        place: 'Edinburgh',
        dates: 'Jan 2022 – Present',
        bullets: [
          'Assess and treat 12 outpatients a day with spinal and joint problems',
          'Set up a knee osteoarthritis class that shortened the waiting list by 6 weeks',
        ],
      },
      {
        title: 'Physiotherapist',
        employer: 'Meadows Sports Injury Clinic',
        place: 'Edinburgh',
        dates: 'Aug 2019 – Dec 2021',
        bullets: ['Rehab for runners and rugby players', 'Pitch-side cover for a semi-professional club'],
      },
      {
        title: 'Band 5 Rotational Physiotherapist',
        employer: 'Fife Coast Hospitals',
        place: 'Kirkcaldy',
        dates: 'Sep 2018 – Jul 2019',
        bullets: ['Rotations in respiratory, orthopaedics and stroke rehab'],
      },
    ],
    education: [
      { degree: 'BSc (Hons) Physiotherapy', school: 'Forth Valley University', dates: '2014 – 2018' },
    ],
    skills: [
      'Manual therapy',
      'Exercise prescription',
      'Acupuncture',
      'Hydrotherapy',
      'Sports taping',
      'SystmOne',
    ],
    extras: [],
  },
  {
    id: 'de-nurse',
    language: 'de',
    layout: 'magazine',
    name: 'Friederike Brandtner',
    headline: 'Pflegefachfrau',
    email: 'f.brandtner@example.com',
    phone: '+49 30 23125 417',
    city: 'Berlin',
    headings: {
      summary: 'Über mich',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      contact: 'Kontakt',
    },
    summary:
      'Examinierte Pflegefachfrau mit acht Jahren Erfahrung auf der Intensivstation und in der Anästhesiepflege, Praxisanleiterin.',
    roles: [
      {
        title: 'Fachkrankenpflegerin Intensivpflege',
        employer: 'Klinikum Spreebogen',
        place: 'Berlin',
        dates: '03/2019 – heute',
        bullets: [
          'Versorgung von beatmeten Patientinnen und Patienten auf einer interdisziplinären Intensivstation mit 14 Betten',
          'Praxisanleitung für 6 Auszubildende pro Jahr',
        ],
      },
      {
        title: 'Gesundheits- und Krankenpflegerin',
        employer: 'Havelland-Kliniken Nord',
        place: 'Potsdam',
        dates: '10/2015 – 02/2019',
        bullets: [
          'Pflege auf der kardiologischen Station',
          'Mitarbeit im Qualitätszirkel Dekubitusprophylaxe',
        ],
      },
    ],
    education: [
      {
        degree: 'Fachweiterbildung Intensiv- und Anästhesiepflege',
        school: 'Akademie Spreebogen',
        dates: '2019 – 2021',
      },
      {
        degree: 'Ausbildung Gesundheits- und Krankenpflege',
        school: 'Pflegeschule Havelland',
        dates: '2012 – 2015',
      },
    ],
    skills: ['Beatmungspflege', 'ECMO', 'Praxisanleitung', 'Hygienemanagement', 'SAP i.s.h.med'],
    extras: [{ heading: 'Sprachen', kind: 'other', items: ['Deutsch (Muttersprache)', 'Englisch (B2)'] }],
  },
  {
    id: 'de-electrician',
    language: 'de',
    layout: 'docx-textbox-header',
    name: 'Jannik Oberländer',
    headline: 'Elektroniker für Energie- und Gebäudetechnik',
    email: 'jannik.oberlaender@example.org',
    phone: '+49 89 99998 203',
    city: 'München',
    headings: {
      summary: 'Kurzprofil',
      experience: 'Beruflicher Werdegang',
      education: 'Aus- und Weiterbildung',
      skills: 'Fachkenntnisse',
      contact: 'Kontakt',
    },
    summary:
      'Elektroniker mit zehn Jahren Erfahrung in der Gebäudetechnik, seit 2022 Elektrotechnikermeister mit Verantwortung für Baustellen.',
    roles: [
      {
        title: 'Obermonteur',
        employer: 'Isartal Elektrotechnik GmbH',
        place: 'München',
        dates: 'seit 04/2021',
        bullets: [
          'Bauleitung für Elektroinstallationen in Büro- und Wohnbauten bis 120 Wohneinheiten',
          'Führung von 5 Monteuren und 2 Auszubildenden',
          'Abnahmeprüfungen nach DIN VDE 0100-600',
        ],
      },
      {
        title: 'Elektroniker',
        employer: 'Ammersee Haustechnik KG',
        place: 'Herrsching',
        dates: '09/2016 – 03/2021',
        bullets: ['Installation von KNX-Anlagen und Photovoltaik', 'Störungsdienst im Schichtbetrieb'],
      },
      {
        title: 'Auszubildender',
        employer: 'Ammersee Haustechnik KG',
        place: 'Herrsching',
        dates: '09/2013 – 08/2016',
        bullets: ['Ausbildung zum Elektroniker für Energie- und Gebäudetechnik'],
      },
    ],
    education: [
      { degree: 'Meisterprüfung Elektrotechnik', school: 'Handwerkskammer Oberbayern-Süd', dates: '2022' },
      { degree: 'Gesellenprüfung', school: 'Berufsschule Starnberg-Land', dates: '2016' },
    ],
    skills: ['KNX', 'Photovoltaik', 'DIN VDE 0100', 'E-Check', 'Wallboxen'],
    extras: [],
  },
  {
    id: 'fr-accountant',
    language: 'fr',
    layout: 'right-sidebar',
    name: 'Apolline Vercoutre',
    headline: 'Comptable confirmée',
    email: 'apolline.vercoutre@example.com',
    phone: '06 39 98 42 17',
    city: 'Lille',
    headings: {
      summary: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      contact: 'Contact',
    },
    summary:
      "Comptable avec neuf ans d'expérience en cabinet puis en entreprise, de la saisie jusqu'à la liasse fiscale.",
    roles: [
      {
        title: 'Comptable unique',
        employer: 'Maison Delattre Textiles',
        place: 'Roubaix',
        dates: 'janv. 2020 – aujourd’hui',
        bullets: [
          'Tenue de la comptabilité générale et clients pour un chiffre d’affaires de 18 M€',
          'Clôtures mensuelles en 6 jours au lieu de 12',
          'Déclarations de TVA et préparation de la liasse fiscale',
        ],
      },
      {
        title: 'Collaboratrice comptable',
        employer: 'Cabinet Lemaire & Associés',
        place: 'Lille',
        dates: 'sept. 2015 – déc. 2019',
        bullets: ['Portefeuille de 45 dossiers de TPE et artisans', 'Bilans et comptes annuels'],
      },
    ],
    education: [
      { degree: 'DSCG', school: 'IAE de Lille Métropole', dates: '2014 – 2015' },
      { degree: 'DCG', school: 'Lycée Faidherbe-Nord', dates: '2011 – 2014' },
    ],
    skills: ['Sage 100', 'Cegid', 'Excel', 'TVA', 'Fiscalité', 'Paie'],
    extras: [{ heading: 'Langues', kind: 'other', items: ['Français', 'Anglais (courant)'] }],
  },
  {
    id: 'fr-social-worker',
    language: 'fr',
    layout: 'docx-role-rows',
    name: 'Yannick Etcheverry',
    headline: 'Assistant de service social',
    email: 'yannick.etcheverry@example.org',
    phone: '+33 5 36 49 20 84',
    city: 'Bayonne',
    headings: {
      summary: 'Présentation',
      experience: 'Parcours professionnel',
      education: 'Diplômes',
      skills: 'Savoir-faire',
      contact: 'Contact',
    },
    summary:
      "Assistant de service social depuis huit ans, en polyvalence de secteur puis en protection de l'enfance.",
    roles: [
      {
        title: 'Assistant de service social',
        employer: 'Conseil départemental des Landes-Côte',
        place: 'Bayonne',
        dates: 'mars 2019 – aujourd’hui',
        bullets: [
          'Accompagnement de 60 familles par an en protection de l’enfance',
          'Rédaction des rapports pour le juge des enfants',
        ],
      },
      {
        title: 'Travailleur social polyvalent',
        employer: 'CCAS de Dax-Adour',
        place: 'Dax',
        dates: 'oct. 2016 – févr. 2019',
        bullets: ['Accueil et accès aux droits (RSA, logement)', 'Animation d’ateliers budget'],
      },
    ],
    education: [
      {
        degree: 'Diplôme d’État d’assistant de service social',
        school: 'IRTS Aquitaine-Sud',
        dates: '2013 – 2016',
      },
    ],
    skills: ['Protection de l’enfance', 'Évaluation sociale', 'Travail en réseau', 'Médiation'],
    extras: [{ heading: 'Langues', kind: 'other', items: ['Français', 'Basque', 'Espagnol'] }],
  },
  {
    id: 'es-chef',
    language: 'es',
    layout: 'classic-centred',
    name: 'Iñigo Zubizarreta Ortega',
    headline: 'Jefe de cocina',
    email: 'inigo.zubizarreta@example.com',
    phone: '+34 699 000 214',
    city: 'San Sebastián',
    headings: {
      summary: 'Perfil profesional',
      experience: 'Experiencia laboral',
      education: 'Formación',
      skills: 'Habilidades',
      contact: 'Contacto',
    },
    summary:
      'Jefe de cocina con catorce años en restaurantes de producto y hoteles, especializado en cocina vasca y control de costes.',
    roles: [
      {
        title: 'Jefe de cocina',
        employer: 'Restaurante Itsasertz',
        place: 'San Sebastián',
        dates: '2018 - actualidad',
        bullets: [
          'Dirección de una brigada de 12 personas y 90 cubiertos por servicio',
          'Reducción del coste de materia prima del 33 % al 28 %',
          'Diseño de la carta de temporada y del menú degustación',
        ],
      },
      {
        title: 'Segundo de cocina',
        employer: 'Hotel Miramar del Cantábrico',
        place: 'Santander',
        dates: 'ene. 2014 - nov. 2017',
        bullets: ['Banquetes de hasta 300 invitados', 'Formación de los ayudantes de cocina'],
      },
      {
        title: 'Cocinero',
        employer: 'Asador Goierri',
        place: 'Tolosa',
        dates: 'mar. 2010 - dic. 2013',
        bullets: ['Partida de parrilla y pescados'],
      },
    ],
    education: [
      {
        degree: 'Técnico Superior en Dirección de Cocina',
        school: 'Escuela de Hostelería de Gipuzkoa-Costa',
        dates: '2008 - 2010',
      },
    ],
    skills: ['Cocina vasca', 'Escandallos', 'APPCC', 'Gestión de proveedores', 'Pastelería'],
    extras: [{ heading: 'Idiomas', kind: 'other', items: ['Español', 'Euskera', 'Inglés (B1)'] }],
  },
  {
    id: 'es-pharmacist',
    language: 'es',
    layout: 'banner-grid',
    name: 'Montserrat Aguirre Lledó',
    headline: 'Farmacéutica comunitaria',
    email: 'montse.aguirre@example.org',
    phone: '+34 611 000 589',
    city: 'Valencia',
    headings: {
      summary: 'Sobre mí',
      experience: 'Experiencia',
      education: 'Formación académica',
      skills: 'Competencias',
      contact: 'Contacto',
    },
    summary:
      'Farmacéutica con siete años en oficina de farmacia, atención farmacéutica a pacientes crónicos y gestión de compras.',
    roles: [
      {
        title: 'Farmacéutica adjunta',
        employer: 'Farmacia Ruzafa Centro',
        place: 'Valencia',
        dates: 'sept. 2019 - actualidad',
        bullets: [
          'Seguimiento farmacoterapéutico de 120 pacientes crónicos',
          'Gestión de compras y stock con un ahorro del 9 % anual',
        ],
      },
      {
        title: 'Farmacéutica sustituta',
        employer: 'Farmacia Albufera',
        place: 'Sueca',
        dates: 'jun. 2017 - ago. 2019',
        bullets: ['Dispensación y consejo farmacéutico', 'Elaboración de fórmulas magistrales'],
      },
    ],
    education: [
      { degree: 'Grado en Farmacia', school: 'Universidad del Turia', dates: '2012 - 2017' },
      { degree: 'Máster en Atención Farmacéutica', school: 'Universidad del Turia', dates: '2018 - 2019' },
    ],
    skills: ['Atención farmacéutica', 'Formulación magistral', 'Farmatic', 'Dermofarmacia'],
    extras: [{ heading: 'Idiomas', kind: 'other', items: ['Español', 'Valenciano', 'Inglés'] }],
  },
  {
    id: 'pt-engineer',
    language: 'pt',
    layout: 'timeline',
    name: 'Gonçalo Teixeira Brandão',
    headline: 'Engenheiro Civil',
    email: 'goncalo.brandao@example.com',
    phone: '+351 912 000 418',
    city: 'Porto',
    headings: {
      summary: 'Perfil',
      experience: 'Experiência profissional',
      education: 'Formação académica',
      skills: 'Competências',
      contact: 'Contacto',
    },
    summary:
      'Engenheiro civil com nove anos em direção de obra e projeto de estruturas de betão armado para habitação e equipamentos públicos.',
    roles: [
      {
        title: 'Diretor de obra',
        employer: 'Construções Douro Atlântico, S.A.',
        place: 'Porto',
        dates: 'set 2017 – presente',
        bullets: [
          'Direção de obras até 8 M€ com equipas de 40 pessoas',
          'Entrega de uma escola básica dois meses antes do prazo',
          'Controlo de custos e autos de medição mensais',
        ],
      },
      {
        title: 'Engenheiro de estruturas',
        employer: 'Gabinete Ribeira Projetos',
        place: 'Vila Nova de Gaia',
        dates: 'jan 2015 – ago 2017',
        bullets: ['Projeto de estruturas de edifícios habitacionais', 'Modelação em CYPECAD e Robot'],
      },
    ],
    education: [
      {
        degree: 'Mestrado Integrado em Engenharia Civil',
        school: 'Universidade do Litoral Norte',
        dates: '2009 – 2014',
      },
    ],
    skills: ['Direção de obra', 'CYPECAD', 'AutoCAD', 'MS Project', 'Segurança em obra'],
    extras: [{ heading: 'Línguas', kind: 'other', items: ['Português', 'Inglês', 'Espanhol'] }],
  },
  {
    id: 'pt-designer',
    language: 'pt',
    layout: 'right-sidebar',
    name: 'Luana Cavalcanti Rezende',
    headline: 'Designer Gráfica',
    email: 'luana.rezende@example.com',
    phone: '+55 11 90000-4821',
    city: 'São Paulo',
    headings: {
      summary: 'Sobre mim',
      experience: 'Experiência',
      education: 'Formação',
      skills: 'Habilidades',
      contact: 'Contato',
    },
    summary:
      'Designer gráfica com seis anos em agências, criando identidades visuais, embalagens e peças para redes sociais.',
    roles: [
      {
        title: 'Designer Gráfica Sênior',
        employer: 'Estúdio Ipê Amarelo',
        place: 'São Paulo',
        dates: 'fev 2021 – atual',
        bullets: [
          'Criação de 20 identidades visuais para marcas de alimentos e cosméticos',
          'Coordenação de 2 designers júnior',
        ],
      },
      {
        title: 'Designer Gráfica',
        employer: 'Agência Maré Alta',
        place: 'Santos',
        dates: 'mar 2018 – jan 2021',
        bullets: [
          'Campanhas para redes sociais e materiais impressos',
          'Fechamento de arquivos para gráfica',
        ],
      },
    ],
    education: [
      {
        degree: 'Bacharelado em Design Gráfico',
        school: 'Faculdade Paulista de Artes Visuais',
        dates: '2014 – 2017',
      },
    ],
    skills: ['Illustrator', 'Photoshop', 'InDesign', 'Figma', 'Branding', 'Tipografia'],
    extras: [{ heading: 'Idiomas', kind: 'other', items: ['Português', 'Inglês', 'Espanhol'] }],
  },
  {
    id: 'it-teacher',
    language: 'it',
    layout: 'docx-two-column-table',
    name: 'Ginevra Santoro Bellandi',
    headline: 'Docente di scuola primaria',
    email: 'ginevra.santoro@example.org',
    phone: '+39 333 000 1287',
    city: 'Bologna',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienza lavorativa',
      education: 'Istruzione e formazione',
      skills: 'Competenze',
      contact: 'Contatti',
    },
    summary:
      'Insegnante di scuola primaria con dieci anni di esperienza, attenta all’inclusione e alla didattica laboratoriale.',
    roles: [
      {
        title: 'Insegnante di scuola primaria',
        employer: 'Istituto Comprensivo Reno Est',
        place: 'Bologna',
        dates: 'set 2017 – oggi',
        bullets: [
          'Docente di italiano e storia in due classi di 22 alunni',
          'Referente per l’inclusione di 9 alunni con bisogni educativi speciali',
        ],
      },
      {
        title: 'Insegnante supplente',
        employer: 'Direzione Didattica Savena',
        place: 'San Lazzaro di Savena',
        dates: 'settembre 2014 – giugno 2017',
        bullets: ['Supplenze annuali su posto comune e di sostegno'],
      },
    ],
    education: [
      {
        degree: 'Laurea magistrale in Scienze della Formazione Primaria',
        school: 'Università di Felsina',
        dates: '2009 – 2014',
      },
    ],
    skills: ['Didattica inclusiva', 'Coding per bambini', 'Registro elettronico', 'LIM'],
    extras: [{ heading: 'Lingue', kind: 'other', items: ['Italiano', 'Inglese (B2)'] }],
  },
  {
    id: 'it-warehouse',
    language: 'it',
    layout: 'cards',
    name: 'Edoardo Pellizzari',
    headline: 'Responsabile di magazzino',
    email: 'edoardo.pellizzari@example.com',
    phone: '+39 347 000 5512',
    city: 'Verona',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienze professionali',
      education: 'Istruzione',
      skills: 'Competenze',
      contact: 'Contatti',
    },
    summary:
      'Responsabile di magazzino con undici anni nella logistica alimentare, gestione di squadre su turni e inventari.',
    roles: [
      {
        title: 'Responsabile di magazzino',
        employer: 'Adige Logistica S.r.l.',
        place: 'Verona',
        dates: 'gen 2020 – oggi',
        bullets: [
          'Gestione di 28 operatori su tre turni in un magazzino di 15.000 m²',
          'Riduzione degli errori di spedizione del 40 %',
        ],
      },
      {
        title: 'Capoturno',
        employer: 'Frigoriferi Benaco S.p.A.',
        place: 'Peschiera del Garda',
        dates: '2015 – 2019',
        bullets: ['Coordinamento di carico e scarico', 'Formazione sui carrelli elevatori'],
      },
      {
        title: 'Magazziniere',
        employer: 'Distribuzione Scaligera',
        place: 'Villafranca',
        dates: '2013 – 2015',
        bullets: ['Preparazione ordini con terminale radiofrequenza'],
      },
    ],
    education: [
      { degree: 'Diploma di perito commerciale', school: 'Istituto Tecnico Lungadige', dates: '2008 – 2013' },
    ],
    skills: ['WMS', 'Gestione inventari', 'Sicurezza sul lavoro', 'SAP EWM', 'Carrelli elevatori'],
    extras: [],
  },
  {
    id: 'nl-accountant',
    language: 'nl',
    layout: 'chips',
    name: 'Femke van Ommeren',
    headline: 'Financieel administrateur',
    email: 'femke.vanommeren@example.com',
    phone: '06 00 00 48 21',
    city: 'Utrecht',
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      contact: 'Contact',
    },
    summary:
      'Financieel administrateur met acht jaar ervaring in de zorg en het mkb, van boekhouding tot maandafsluiting.',
    roles: [
      {
        title: 'Financieel administrateur',
        employer: 'Zorggroep Vechtstreek',
        place: 'Utrecht',
        dates: 'mei 2016 – heden',
        bullets: [
          'Verantwoordelijk voor de maandafsluiting van 4 zorglocaties',
          'Invoering van digitaal factuurverwerken, 30 % minder handwerk',
        ],
      },
      {
        title: 'Medewerker crediteurenadministratie',
        employer: 'Bouwbedrijf Kromme Rijn B.V.',
        place: 'Houten',
        dates: 'sep 2013 – apr 2016',
        bullets: ['Verwerking van 900 inkoopfacturen per maand'],
      },
    ],
    education: [{ degree: 'Bachelor Accountancy', school: 'Hogeschool Domstad', dates: '2009 – 2013' }],
    skills: ['Exact Online', 'AFAS', 'Excel', 'Btw-aangifte', 'Maandafsluiting'],
    extras: [{ heading: 'Talen', kind: 'other', items: ['Nederlands', 'Engels', 'Duits'] }],
  },
  {
    id: 'nl-planner',
    language: 'nl',
    layout: 'magazine',
    name: 'Bram Hoekstra',
    headline: 'Logistiek planner',
    email: 'bram.hoekstra@example.org',
    phone: '+31 6 00 00 73 95',
    city: 'Venlo',
    headings: {
      summary: 'Over mij',
      experience: 'Werkervaring',
      education: 'Opleidingen',
      skills: 'Competenties',
      contact: 'Contact',
    },
    summary:
      'Planner met zeven jaar ervaring in transport en warehousing, gewend aan krappe levertijden en veel wisselende klanten.',
    roles: [
      {
        title: 'Senior transportplanner',
        employer: 'Maasland Transport B.V.',
        place: 'Venlo',
        dates: 'jan. 2019 – nu',
        bullets: [
          'Planning van 45 vrachtwagens per dag naar Duitsland en België',
          'Verlaging van het aantal lege kilometers met 12 %',
        ],
      },
      {
        title: 'Planner warehouse',
        employer: 'Peel Distributiecentrum',
        place: 'Helmond',
        dates: 'feb. 2016 – dec. 2018',
        bullets: ['Personeelsplanning voor 60 orderpickers', 'Rapportages over productiviteit'],
      },
    ],
    education: [{ degree: 'HBO Logistics Management', school: 'Fontys Limburg Zuid', dates: '2012 – 2016' }],
    skills: ['Transportplanning', 'TMS', 'Excel', 'Communicatie', 'Duits'],
    extras: [],
  },
  {
    id: 'de-chef',
    language: 'de',
    layout: 'docx-role-rows',
    name: 'Konstantin Wilderer',
    headline: 'Küchenchef',
    email: 'k.wilderer@example.com',
    phone: '+49 40 66969 152',
    city: 'Hamburg',
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Fähigkeiten',
      contact: 'Kontakt',
    },
    summary:
      'Küchenchef mit fünfzehn Jahren in der gehobenen Gastronomie und Hotellerie, saisonale norddeutsche Küche.',
    roles: [
      {
        title: 'Küchenchef',
        employer: 'Hotel Elbterrassen',
        place: 'Hamburg',
        dates: 'Jan. 2018 – heute',
        bullets: [
          'Leitung einer Küchenbrigade von 16 Personen für Restaurant und Bankett',
          'Wareneinsatz von 35 % auf 29 % gesenkt',
        ],
      },
      {
        title: 'Sous-Chef',
        employer: 'Restaurant Fleetblick',
        place: 'Hamburg',
        dates: '10.2013 – 12.2017',
        bullets: ['Menüentwicklung und Einkauf', 'Ausbildung von 8 Köchen'],
      },
      {
        title: 'Chef de Partie',
        employer: 'Seehotel Plöner Bucht',
        place: 'Plön',
        dates: '2010 – 2013',
        bullets: ['Posten Saucier im À-la-carte-Restaurant'],
      },
    ],
    education: [
      { degree: 'Ausbildung zum Koch', school: 'Hotelfachschule Alsterufer', dates: '2007 – 2010' },
    ],
    skills: ['Kalkulation', 'HACCP', 'Personalführung', 'Bankettplanung', 'Regionale Küche'],
    extras: [{ heading: 'Sprachen', kind: 'other', items: ['Deutsch', 'Englisch', 'Dänisch'] }],
  },
];

// --- HTML pieces ---------------------------------------------------------------------------------------

const li = (items: string[]) => `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;
const contactLines = (p: Person) => [p.email, p.phone, p.city].map(esc);
const studies = (p: Person, join: (study: Study) => string) =>
  p.education.map((study) => `<div class="study">${join(study)}</div>`).join('');
const extrasHtml = (p: Person, heading: (text: string) => string) =>
  p.extras.map((extra) => `${heading(extra.heading)}${li(extra.items)}`).join('');

function page(p: Person, style: string, body: string): string {
  return `<!doctype html><html lang="${p.language}"><meta charset="utf-8"><style>@page{size:A4;margin:0}
body{margin:0;font-family:'Liberation Sans',sans-serif;font-size:9.5pt;color:#222}ul{margin:3px 0 8px 15px;padding:0}
${style}</style><body>${body}</body></html>`;
}

const HTML_LAYOUTS: Record<string, (p: Person) => string> = {
  // Main column at the left, a coloured column at the right with contact, skill bars and extras.
  'right-sidebar': (p) =>
    page(
      p,
      `.wrap{display:flex;min-height:297mm}.main{flex:1;padding:34px 28px}.side{width:34%;background:#16324f;color:#fff;padding:34px 20px}
h1{font-size:24pt;margin:0;color:#16324f}.headline{font-size:12pt;color:#5b7a99;margin-bottom:14px}
h2{font-size:11pt;letter-spacing:.12em;text-transform:uppercase;border-bottom:2px solid #16324f;padding-bottom:3px;margin:16px 0 8px}
.side h2{border-color:#fff}.role-head{display:flex;justify-content:space-between}.role-head b{font-size:10.5pt}
.at{color:#5b7a99}.bar{height:5px;background:#4d7aa6;margin:2px 0 7px;border-radius:3px}.study{margin-bottom:6px}`,
      `<div class="wrap"><div class="main"><h1>${esc(p.name)}</h1><div class="headline">${esc(p.headline)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p><h2>${esc(p.headings.experience)}</h2>
${p.roles
  .map(
    (r) =>
      `<div class="role-head"><b>${esc(r.title)}</b><span>${esc(r.dates)}</span></div><div class="at">${esc(r.employer)}, ${esc(r.place)}</div>${li(r.bullets)}`,
  )
  .join('')}
<h2>${esc(p.headings.education)}</h2>${studies(p, (s) => `<b>${esc(s.degree)}</b><br>${esc(s.school)} · ${esc(s.dates)}`)}</div>
<div class="side"><h2>${esc(p.headings.contact)}</h2>${contactLines(p).join('<br>')}
<h2>${esc(p.headings.skills)}</h2>${p.skills.map((s, i) => `<div>${esc(s)}</div><div class="bar" style="width:${95 - i * 9}%"></div>`).join('')}
${extrasHtml(p, (text) => `<h2>${esc(text)}</h2>`)}</div></div>`,
    ),
  // A full-width coloured banner, then a CSS grid: experience at the left, the rest at the right.
  'banner-grid': (p) =>
    page(
      p,
      `header{background:#7a1f3d;color:#fff;padding:28px 36px}header h1{margin:0;font-size:26pt;font-weight:normal}
header .line{margin-top:6px;font-size:10pt;opacity:.9}.grid{display:grid;grid-template-columns:1.8fr 1fr;gap:26px;padding:22px 36px}
h2{font-size:12pt;color:#7a1f3d;margin:12px 0 6px}.when{font-size:8.5pt;color:#888;text-transform:uppercase}
.role{margin-bottom:8px}.title{font-weight:bold;font-size:10.5pt}.employer{font-style:italic}.study{margin-bottom:8px}`,
      `<header><h1>${esc(p.name)}</h1><div class="line">${esc(p.headline)}</div><div class="line">${contactLines(p).join(' &nbsp;|&nbsp; ')}</div></header>
<div class="grid"><div><h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p><h2>${esc(p.headings.experience)}</h2>
${p.roles
  .map(
    (r) =>
      `<div class="role"><div class="when">${esc(r.dates)}</div><div class="title">${esc(r.title)}</div><div class="employer">${esc(r.employer)} — ${esc(r.place)}</div>${li(r.bullets)}</div>`,
  )
  .join('')}</div>
<div><h2>${esc(p.headings.education)}</h2>${studies(p, (s) => `<b>${esc(s.degree)}</b><br>${esc(s.school)}<br><span class="when">${esc(s.dates)}</span>`)}
<h2>${esc(p.headings.skills)}</h2>${li(p.skills)}${extrasHtml(p, (text) => `<h2>${esc(text)}</h2>`)}</div></div>`,
    ),
  // A timeline: the dates in a narrow left column, a rule and a dot, the entry at the right.
  timeline: (p) =>
    page(
      p,
      `.page{padding:36px 44px}h1{font-size:22pt;margin:0}.sub{color:#2a7f62;font-size:11pt}.contact{margin:6px 0 10px;color:#555}
h2{font-size:11.5pt;color:#2a7f62;margin:18px 0 8px;font-variant:small-caps;letter-spacing:.05em}
.item{display:grid;grid-template-columns:100px 1fr;column-gap:18px}.date{text-align:right;color:#555;font-size:8.5pt;padding-top:2px}
.body{border-left:2px solid #2a7f62;padding:0 0 10px 14px;position:relative}
.body:before{content:'';position:absolute;left:-6px;top:3px;width:10px;height:10px;border-radius:50%;background:#2a7f62}
.title{font-weight:bold}.org{color:#444}`,
      `<div class="page"><h1>${esc(p.name)}</h1><div class="sub">${esc(p.headline)}</div><div class="contact">${contactLines(p).join(' · ')}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p><h2>${esc(p.headings.experience)}</h2>
${p.roles
  .map(
    (r) =>
      `<div class="item"><div class="date">${esc(r.dates)}</div><div class="body"><div class="title">${esc(r.title)}</div><div class="org">${esc(r.employer)} | ${esc(r.place)}</div>${li(r.bullets)}</div></div>`,
  )
  .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education
        .map(
          (s) =>
            `<div class="item"><div class="date">${esc(s.dates)}</div><div class="body"><div class="title">${esc(s.degree)}</div><div class="org">${esc(s.school)}</div></div></div>`,
        )
        .join('')}
<h2>${esc(p.headings.skills)}</h2><p>${esc(p.skills.join(', '))}</p>${p.extras.map((e) => `<h2>${esc(e.heading)}</h2><p>${esc(e.items.join(', '))}</p>`).join('')}</div>`,
    ),
  // Cards on a grey page: experience full width, education and skills side by side below.
  cards: (p) =>
    page(
      p,
      `body{background:#eef1f4}.page{padding:26px}.card{background:#fff;border-radius:10px;border:1px solid #d5dbe1;padding:14px 18px;margin-bottom:14px}
.top{display:flex;justify-content:space-between;align-items:flex-end}h1{margin:0;font-size:22pt;color:#0f5c6e}.contact{text-align:right;font-size:9pt}
h2{margin:0 0 8px;font-size:11pt;color:#0f5c6e;text-transform:uppercase}.row{display:flex;gap:14px}.row .card{flex:1}
.job{border-top:1px solid #e3e7ea;padding-top:8px;margin-top:8px}.job:first-of-type{border:0;margin:0;padding:0}
.jh{display:flex;justify-content:space-between}.pill{background:#0f5c6e;color:#fff;border-radius:9px;padding:1px 8px;font-size:8pt}`,
      `<div class="page"><div class="card top"><div><h1>${esc(p.name)}</h1><div>${esc(p.headline)}</div></div><div class="contact">${contactLines(p).join('<br>')}</div></div>
<div class="card"><h2>${esc(p.headings.summary)}</h2>${esc(p.summary)}</div>
<div class="card"><h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="job"><div class="jh"><b>${esc(r.title)} — ${esc(r.employer)}</b><span class="pill">${esc(r.dates)}</span></div><div>${esc(r.place)}</div>${li(r.bullets)}</div>`,
        )
        .join('')}</div>
<div class="row"><div class="card"><h2>${esc(p.headings.education)}</h2>${studies(p, (s) => `<b>${esc(s.degree)}</b><br>${esc(s.school)}, ${esc(s.dates)}`)}</div>
<div class="card"><h2>${esc(p.headings.skills)}</h2>${li(p.skills)}</div>${p.extras.map((e) => `<div class="card"><h2>${esc(e.heading)}</h2>${li(e.items)}</div>`).join('')}</div></div>`,
    ),
  // Centred classic: serif, small capitals, rules either side of each heading, employer first.
  'classic-centred': (p) =>
    page(
      p,
      `body{font-family:'Liberation Serif',serif;font-size:10.5pt}.page{padding:40px 56px}h1{text-align:center;font-variant:small-caps;font-size:24pt;margin:0;letter-spacing:.06em}
.c{text-align:center}.c.sub{font-style:italic}h2{display:flex;align-items:center;gap:10px;font-variant:small-caps;font-size:13pt;font-weight:normal;margin:16px 0 6px}
h2:before,h2:after{content:'';flex:1;border-top:1px solid #444}.eh{display:flex;justify-content:space-between}.t{font-style:italic}`,
      `<div class="page"><h1>${esc(p.name)}</h1><div class="c sub">${esc(p.headline)}</div><div class="c">${contactLines(p).reverse().join(' • ')}</div>
<h2>${esc(p.headings.summary)}</h2><p class="c">${esc(p.summary)}</p><h2>${esc(p.headings.experience)}</h2>
${p.roles
  .map(
    (r) =>
      `<div class="eh"><b>${esc(r.employer)}, ${esc(r.place)}</b><span>${esc(r.dates)}</span></div><div class="t">${esc(r.title)}</div>${li(r.bullets)}`,
  )
  .join('')}
<h2>${esc(p.headings.education)}</h2>${studies(p, (s) => `<div class="eh"><span><b>${esc(s.school)}</b> — ${esc(s.degree)}</span><span>${esc(s.dates)}</span></div>`)}
<h2>${esc(p.headings.skills)}</h2><p class="c">${esc(p.skills.join(' · '))}</p>${p.extras.map((e) => `<h2>${esc(e.heading)}</h2><p class="c">${esc(e.items.join(' · '))}</p>`).join('')}</div>`,
    ),
  // Compact: name and contact on one band, one line per role header, skills as rounded chips.
  chips: (p) =>
    page(
      p,
      `.page{padding:30px 38px}.top{display:flex;justify-content:space-between;border-bottom:3px solid #e07a2f;padding-bottom:8px}
h1{margin:0;font-size:20pt}.contact{text-align:right;font-size:8.5pt;line-height:1.4}h2{font-size:9.5pt;color:#e07a2f;text-transform:uppercase;letter-spacing:.18em;margin:14px 0 5px}
.rh{display:flex;justify-content:space-between}.rh span{color:#777}.chip{display:inline-block;background:#fbe6d6;border-radius:10px;padding:2px 9px;margin:0 5px 5px 0;font-size:8.5pt}`,
      `<div class="page"><div class="top"><div><h1>${esc(p.name)}</h1>${esc(p.headline)}</div><div class="contact">${contactLines(p).join('<br>')}</div></div>
<h2>${esc(p.headings.summary)}</h2>${esc(p.summary)}<h2>${esc(p.headings.skills)}</h2>${p.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join('')}
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="rh"><div><b>${esc(r.title)}</b> · ${esc(r.employer)} · ${esc(r.place)}</div><span>${esc(r.dates)}</span></div>${li(r.bullets)}`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${studies(p, (s) => `<b>${esc(s.degree)}</b>, ${esc(s.school)} (${esc(s.dates)})`)}
${p.extras.map((e) => `<h2>${esc(e.heading)}</h2>${e.items.map((i) => `<span class="chip">${esc(i)}</span>`).join('')}`).join('')}</div>`,
    ),
  // Magazine: a big letter-spaced name, floated columns (narrow at the left), headings with a glyph.
  magazine: (p) =>
    page(
      p,
      `.page{padding:32px 36px}h1{font-size:28pt;letter-spacing:.2em;text-transform:uppercase;font-weight:300;margin:0}
.sub{letter-spacing:.1em;color:#8a6d3b;margin-bottom:16px}.left{float:left;width:30%;padding-right:4%;border-right:1px solid #ccc}
.right{float:left;width:60%;padding-left:5%}h2{font-size:11pt;margin:14px 0 6px}h2:before{content:'\\25A0  ';color:#8a6d3b}
.r{margin-bottom:8px}.r .d{font-size:8.5pt;color:#8a6d3b}`,
      `<div class="page"><h1>${esc(p.name)}</h1><div class="sub">${esc(p.headline)}</div>
<div class="left"><h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p><h2>${esc(p.headings.contact)}</h2>${contactLines(p).join('<br>')}
<h2>${esc(p.headings.skills)}</h2>${li(p.skills)}${extrasHtml(p, (text) => `<h2>${esc(text)}</h2>`)}</div>
<div class="right"><h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="r"><b>${esc(r.title)}</b><br>${esc(r.employer)}, ${esc(r.place)}<br><span class="d">${esc(r.dates)}</span>${li(r.bullets)}</div>`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${studies(p, (s) => `<b>${esc(s.degree)}</b><br>${esc(s.school)}<br><span class="d">${esc(s.dates)}</span>`)}</div></div>`,
    ),
};

// --- DOCX layouts --------------------------------------------------------------------------------------

const extrasDocx = (p: Person): DocxBlock[] =>
  p.extras.flatMap((extra): DocxBlock[] => [
    { heading: extra.heading },
    ...extra.items.map((bullet) => ({ bullet })),
  ]);

const DOCX_LAYOUTS: Record<string, (p: Person) => DocxBlock[]> = {
  // One table row of two cells: contact, skills and extras at the left; the rest at the right, each role's
  // title and dates in a nested table.
  'docx-two-column-table': (p) => [
    p.name,
    p.headline,
    {
      table: [
        [
          [
            { heading: p.headings.contact },
            p.email,
            p.phone,
            p.city,
            { heading: p.headings.skills },
            ...p.skills.map((bullet) => ({ bullet })),
            ...extrasDocx(p),
          ],
          [
            { heading: p.headings.summary },
            p.summary,
            { heading: p.headings.experience },
            ...p.roles.flatMap((r): DocxBlock[] => [
              { table: [[r.title, r.dates]] },
              `${r.employer}, ${r.place}`,
              ...r.bullets.map((bullet) => ({ bullet })),
            ]),
            { heading: p.headings.education },
            ...p.education.flatMap((s) => [s.degree, `${s.school} | ${s.dates}`]),
          ],
        ],
      ],
    },
  ],
  // The name, headline and contact in a text box at the top; the title, the employer and the dates each on a
  // line of their own.
  'docx-textbox-header': (p) => [
    { textBox: [p.name, p.headline, `${p.city} · ${p.phone} · ${p.email}`] },
    { heading: p.headings.summary },
    p.summary,
    { heading: p.headings.experience },
    ...p.roles.flatMap((r): DocxBlock[] => [
      r.title,
      `${r.employer} – ${r.place}`,
      r.dates,
      ...r.bullets.map((bullet) => ({ bullet })),
    ]),
    { heading: p.headings.education },
    ...p.education.map((s) => `${s.degree}, ${s.school}, ${s.dates}`),
    { heading: p.headings.skills },
    p.skills.join(' | '),
    ...extrasDocx(p),
  ],
  // Roles as table rows: the dates in the first cell, "Title, Employer" and the bullets in the second.
  'docx-role-rows': (p) => [
    p.name,
    `${p.email} | ${p.phone} | ${p.city}`,
    { heading: p.headings.summary },
    p.summary,
    { heading: p.headings.experience },
    {
      table: p.roles.map((r) => [
        r.dates,
        [`${r.title}, ${r.employer}`, r.place, ...r.bullets.map((bullet): DocxBlock => ({ bullet }))],
      ]),
    },
    { heading: p.headings.education },
    { table: p.education.map((s) => [s.dates, `${s.degree}, ${s.school}`]) },
    { heading: p.headings.skills },
    p.skills.join(' • '),
    ...extrasDocx(p),
  ],
};

/** Layouts whose page holds two columns of content (a date column beside its rows counts as one). */
const TWO_COLUMNS = new Set<Layout>([
  'right-sidebar',
  'banner-grid',
  'cards',
  'magazine',
  'docx-two-column-table',
]);
/** Layouts that print a "Contact" heading. */
const CONTACT_HEADING = new Set<Layout>(['right-sidebar', 'magazine', 'docx-two-column-table']);

const upper = (text: string) => text.toUpperCase();
/** What the CSS does to the text it prints (text-transform, small capitals, a glyph before headings). */
const PRINTED: Partial<
  Record<Layout, Partial<Record<'heading' | 'name' | 'dates', (text: string) => string>>>
> = {
  'right-sidebar': { heading: upper },
  'banner-grid': { dates: upper },
  timeline: { heading: upper },
  cards: { heading: upper },
  'classic-centred': { heading: upper, name: upper },
  chips: { heading: upper },
  magazine: { heading: (text) => `■ ${text}`, name: upper },
};

function truthOf(p: Person, file: string, format: string) {
  const printed = PRINTED[p.layout] ?? {};
  const as = (field: 'heading' | 'name' | 'dates', text: string) => printed[field]?.(text) ?? text;
  const sections: Array<{ heading: string; kind: string; alt?: string[] }> = [
    { heading: p.headings.summary, kind: 'summary', alt: ['other'] },
    { heading: p.headings.experience, kind: 'experience' },
    { heading: p.headings.education, kind: 'education' },
    { heading: p.headings.skills, kind: 'skills' },
    ...p.extras.map((extra) => ({ heading: extra.heading, kind: extra.kind })),
  ];
  if (CONTACT_HEADING.has(p.layout)) sections.push({ heading: p.headings.contact, kind: 'other' });
  for (const section of sections) section.heading = as('heading', section.heading);
  return truthRecord({
    file,
    format,
    language: p.language,
    columns: TWO_COLUMNS.has(p.layout) ? 2 : 1,
    layout: p.layout,
    generator: 'apps/server/src/evaluation/make-holdout.ts',
    name: as('name', p.name),
    email: p.email,
    phone: p.phone,
    sections,
    roles: p.roles.map((r) => ({ ...r, dates: as('dates', r.dates) })),
    skills: p.skills,
    notes: ['held out: written without reading the parser, never tuned on'],
  });
}

function main() {
  const folder = freshFolder('/tmp/careerlens-holdout');
  const files = writePeople(folder, PEOPLE, { docx: DOCX_LAYOUTS, html: HTML_LAYOUTS }, truthOf);
  writeTruth(folder, files, 'held-out resumes');
}

main();
