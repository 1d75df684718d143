import { type DocxBlock } from '../../../../packages/core/src/testing/documents';
import { escape as esc, freshFolder, truthRecord, writePeople, writeTruth } from './make-designed';

/**
 * `npm run eval:make-holdout2 -- <folder>` writes a second held-out set of designed resumes with their truth
 * (the shape `npm run eval:layouts -- <folder>` reads). People and templates are new (neither make-designed's
 * nor make-holdout's) and were written without reading the parser: left sidebar with a photo box and
 * character icons, two-page resume, split-name header with right-aligned dates, headings in a coloured left
 * bar, a Europass-like form with labels in a left column, a Markdown-style export, an academic CV with
 * numbered publications, experience as an HTML table; DOCX with sections in a one-column table, DOCX with
 * heading styles and "title — dates" lines, DOCX with each role header in a two-cell table. Names,
 * employers, emails (example.com / example.net) and phone numbers are invented; the generated files stay
 * out of git.
 */

interface Role {
  title: string;
  employer: string;
  place: string;
  dates: string;
  /** Bullets, or a sentence describing the role instead (then `bullets` is empty). */
  bullets: string[];
  sentence?: string;
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
  | 'left-photo-sidebar'
  | 'two-page'
  | 'split-name'
  | 'left-bar-headings'
  | 'europass-form'
  | 'markdown-export'
  | 'academic'
  | 'html-table'
  | 'docx-section-table'
  | 'docx-heading-styles'
  | 'docx-role-cells';

interface Headings {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  contact: string;
}

interface Person {
  id: string;
  language: 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl';
  layout: Layout;
  first: string;
  last: string;
  headline: string;
  email: string;
  phone: string;
  city: string;
  headings: Headings;
  summary: string;
  roles: Role[];
  education: Study[];
  skills: string[];
  extras: Extra[];
}

const PEOPLE: Person[] = [
  // --- English -----------------------------------------------------------------------------------------
  {
    id: 'en-bus-driver',
    language: 'en',
    layout: 'left-photo-sidebar',
    first: 'Declan',
    last: 'Marchetti-Boyle',
    headline: 'PCV Bus Driver',
    email: 'declan.boyle@example.com',
    phone: '07700 900582',
    city: 'Leeds',
    headings: {
      summary: 'About Me',
      experience: 'Work History',
      education: 'Education & Training',
      skills: 'Key Skills',
      contact: 'Get in Touch',
    },
    summary:
      'Safety-first bus driver with eleven years on urban and rural routes, a clean licence and a friendly word for every passenger.',
    roles: [
      {
        title: 'Bus Driver',
        employer: 'Aire Valley Omnibus Ltd',
        place: 'Leeds',
        dates: 'Feb 2019 – Present',
        bullets: [
          'Drive double-deck vehicles on 6 city routes, carrying up to 900 passengers a shift',
          'Zero preventable collisions in five years; commended twice for customer care',
          'Buddy driver for 14 new recruits during their first month',
        ],
      },
      {
        title: 'Coach Driver',
        employer: 'Pennine Tours & Travel',
        place: 'Halifax',
        dates: 'Mar 2015 – Jan 2019',
        bullets: [
          'Drove school contracts and day excursions across Yorkshire and the Lakes',
          'Completed daily walk-round checks and tachograph records',
        ],
      },
      {
        title: 'Delivery Driver',
        employer: 'Kirkgate Wholesale Foods',
        place: 'Bradford',
        dates: 'Jun 2012 – Feb 2015',
        bullets: [],
        sentence:
          'Multi-drop deliveries of chilled goods to about 40 shops and cafés a day in a 7.5-tonne lorry.',
      },
    ],
    education: [
      { degree: 'Driver CPC (Periodic Training)', school: 'Northern Transport Academy', dates: '2023' },
      { degree: 'BTEC Level 2 Vehicle Maintenance', school: 'Calder College', dates: '2010 – 2012' },
    ],
    skills: ['D & D1 licence', 'Route planning', 'Disability awareness', 'Conflict resolution', 'First aid'],
    extras: [
      { heading: 'Languages', kind: 'other', items: ['English (native)', 'Italian (conversational)'] },
    ],
  },
  {
    id: 'en-housekeeping',
    language: 'en',
    layout: 'left-photo-sidebar',
    first: 'Priyanka',
    last: 'Oduya',
    headline: 'Housekeeping Supervisor',
    email: 'priyanka.oduya@example.net',
    phone: '(415) 555-0136',
    city: 'Oakland, CA',
    headings: {
      summary: 'Summary',
      experience: 'Experience',
      education: 'Education',
      skills: 'Strengths',
      contact: 'Contact',
    },
    summary:
      'Housekeeping supervisor who keeps 180 rooms guest-ready every day, trains new attendants and watches every supply dollar.',
    roles: [
      {
        title: 'Housekeeping Supervisor',
        employer: 'Harborline Suites',
        place: 'Oakland, CA',
        dates: '05/2020 – Present',
        bullets: [
          'Schedule and inspect the work of 22 room attendants across 180 rooms',
          'Raised inspection pass rate from 86% to 97% in one year',
          'Cut linen loss by $14,000 a year with a par-level tracking sheet',
        ],
      },
      {
        title: 'Room Attendant',
        employer: 'The Mariposa Inn',
        place: 'Berkeley, CA',
        dates: '08/2016 – 04/2020',
        bullets: ['Cleaned 16 rooms per shift to brand standard', 'Employee of the Quarter, Q3 2018'],
      },
    ],
    education: [{ degree: 'High School Diploma', school: 'Fremont Hills High School', dates: '2016' }],
    skills: ['Team scheduling', 'Quality inspections', 'Inventory control', 'OSHA safety', 'Spanish'],
    extras: [
      {
        heading: 'Certifications',
        kind: 'certifications',
        items: ['Certified Hospitality Housekeeping Executive (2022)', 'ServSafe Food Handler'],
      },
    ],
  },
  {
    id: 'en-payroll',
    language: 'en',
    layout: 'two-page',
    first: 'Gwendolyn',
    last: 'Achterberg',
    headline: 'Payroll Officer (CIPP)',
    email: 'g.achterberg@example.com',
    phone: '07700 900214',
    city: 'Reading, Berkshire',
    headings: {
      summary: 'Personal Statement',
      experience: 'Professional Experience',
      education: 'Qualifications',
      skills: 'Systems & Skills',
      contact: 'Contact',
    },
    summary:
      'Payroll officer with ten years running monthly and weekly payrolls of up to 2,400 employees, accurate to the penny and calm at year end.',
    roles: [
      {
        title: 'Senior Payroll Officer',
        employer: 'Thameside Borough Council',
        place: 'Reading',
        dates: 'October 2021 – Present',
        bullets: [
          'Run the monthly payroll for 2,400 staff on iTrent, including pensions and salary sacrifice',
          'Led the move from paper timesheets to self-service, saving 3 days of processing a month',
          'Answer about 60 pay queries a week from staff and managers',
        ],
      },
      {
        title: 'Payroll Officer',
        employer: 'Kennet Logistics Group',
        place: 'Newbury',
        dates: 'April 2017 – September 2021',
        bullets: [
          'Processed weekly payroll for 650 warehouse staff with shift premiums and overtime',
          'Prepared RTI submissions, P60s and P11Ds',
        ],
      },
      {
        title: 'Payroll Assistant',
        employer: 'Brackley & Finch Accountants',
        place: 'Wokingham',
        dates: 'July 2014 – March 2017',
        bullets: [
          'Ran bureau payrolls for 35 small business clients',
          'Set up new starters and leavers and calculated statutory sick and maternity pay',
        ],
      },
      {
        title: 'Accounts Clerk',
        employer: 'Loddon Building Supplies',
        place: 'Reading',
        dates: 'September 2012 – June 2014',
        bullets: [],
        sentence:
          'Purchase ledger, supplier statements and petty cash for a builders’ merchant with four branches.',
      },
    ],
    education: [
      {
        degree: 'CIPP Foundation Degree in Payroll Management',
        school: 'Open Business School',
        dates: '2016 – 2018',
      },
      {
        degree: 'A Levels: Mathematics, Business, Geography',
        school: 'Kendrick Park Sixth Form',
        dates: '2010 – 2012',
      },
    ],
    skills: ['iTrent', 'Sage Payroll', 'Excel (pivot tables, VLOOKUP)', 'HMRC RTI', 'Pension auto-enrolment'],
    extras: [
      {
        heading: 'Volunteering',
        kind: 'other',
        items: ['Treasurer, Caversham Community Choir (since 2019)'],
      },
    ],
  },
  {
    id: 'en-plumber',
    language: 'en',
    layout: 'split-name',
    first: 'Tamsin',
    last: 'Kowalczyk',
    headline: 'Licensed Plumber & Gasfitter',
    email: 'tamsin.k@example.net',
    phone: '0491 570 156',
    city: 'Geelong VIC',
    headings: {
      summary: 'Profile',
      experience: 'Employment',
      education: 'Training',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary:
      'Licensed plumber and gasfitter with nine years across maintenance, new homes and commercial fit-outs. Tidy, punctual and good with customers.',
    roles: [
      {
        title: 'Plumber & Gasfitter',
        employer: 'Corio Bay Plumbing Services',
        place: 'Geelong VIC',
        dates: 'Jan 2020 – Current',
        bullets: [
          'Attend 6 to 8 service calls a day: blocked drains, hot water units, gas leaks',
          'Quote and complete bathroom renovations up to $35,000',
          'Supervise one third-year apprentice',
        ],
      },
      {
        title: 'Plumber',
        employer: 'Surf Coast Homes',
        place: 'Torquay VIC',
        dates: 'Jul 2016 – Dec 2019',
        bullets: ['Roughed-in and fit off about 40 new homes a year', 'Installed rainwater tanks and pumps'],
      },
      {
        title: 'Apprentice Plumber',
        employer: 'Barwon Heads Plumbing',
        place: 'Barwon Heads VIC',
        dates: 'Feb 2012 – Jun 2016',
        bullets: [],
        sentence: 'Four-year apprenticeship in domestic maintenance and drainage.',
      },
    ],
    education: [
      { degree: 'Certificate III in Plumbing', school: 'Gordon Institute of TAFE', dates: '2012 – 2016' },
    ],
    skills: ['Gasfitting Type A', 'Backflow prevention', 'Hot water systems', 'Drain camera', 'Quoting'],
    extras: [
      {
        heading: 'Licences',
        kind: 'certifications',
        items: [
          'VBA Licensed Plumber (Gasfitting, Water Supply, Sanitary)',
          'Working at Heights',
          'White Card',
        ],
      },
    ],
  },
  {
    id: 'en-security',
    language: 'en',
    layout: 'left-bar-headings',
    first: 'Marcus',
    last: 'Delacroix-Whitfield',
    headline: 'Security Officer',
    email: 'mdwhitfield@example.com',
    phone: '(312) 555-0173',
    city: 'Chicago, IL',
    headings: {
      summary: 'Objective',
      experience: 'Relevant Experience',
      education: 'Education',
      skills: 'Core Competencies',
      contact: 'Contact',
    },
    summary:
      'Licensed unarmed security officer seeking a lead role in a hospital or campus setting, with eight years of patrol and access control.',
    roles: [
      {
        title: 'Lead Security Officer',
        employer: 'Lakeshore Medical Center',
        place: 'Chicago, IL',
        dates: 'June 2020 – Present',
        bullets: [
          'Lead a shift of 9 officers covering the emergency department and parking structures',
          'Handled 300+ incidents a year with no use-of-force complaints',
          'Trained all staff in the new visitor badge system',
        ],
      },
      {
        title: 'Security Officer',
        employer: 'Midway Industrial Park',
        place: 'Bedford Park, IL',
        dates: 'March 2017 – May 2020',
        bullets: [
          'Patrolled 14 warehouses on foot and by vehicle',
          'Wrote daily activity and incident reports',
        ],
      },
      {
        title: 'Loss Prevention Associate',
        employer: 'Greenway Department Stores',
        place: 'Evanston, IL',
        dates: 'August 2015 – February 2017',
        bullets: ['Recovered $48,000 of merchandise in 18 months'],
      },
    ],
    education: [
      {
        degree: 'Associate of Applied Science, Criminal Justice',
        school: 'Harold Kessler College',
        dates: '2013 – 2015',
      },
    ],
    skills: ['CCTV monitoring', 'Access control', 'De-escalation', 'Report writing', 'CPR/AED'],
    extras: [
      {
        heading: 'Licenses & Certifications',
        kind: 'certifications',
        items: [
          'Illinois PERC Card',
          'CPR/AED, American Heart Association',
          'Crisis Prevention Institute (CPI)',
        ],
      },
    ],
  },
  {
    id: 'en-early-years',
    language: 'en',
    layout: 'europass-form',
    first: 'Siobhan',
    last: 'Ferreira-Quinn',
    headline: 'Early Years Teacher',
    email: 'siobhan.quinn@example.com',
    phone: '07700 900741',
    city: '14 Larch Row, Norwich NR3 2QT',
    headings: {
      summary: 'Personal profile',
      experience: 'Work experience',
      education: 'Education and training',
      skills: 'Personal skills',
      contact: 'Personal information',
    },
    summary:
      'Early years teacher who plans play-based learning for two- to five-year-olds and works closely with parents and SEND specialists.',
    roles: [
      {
        title: 'Early Years Teacher',
        employer: 'Little Acorns Nursery School',
        place: 'Norwich',
        dates: '01/09/2019 – present',
        bullets: [
          'Plan and lead learning for a class of 26 pre-school children',
          'Raised the share of children reaching a good level of development from 64% to 78%',
          'Key person for 8 children and their families',
        ],
      },
      {
        title: 'Nursery Practitioner',
        employer: 'Wensum Day Nursery',
        place: 'Norwich',
        dates: '01/08/2015 – 31/07/2019',
        bullets: [],
        sentence: 'Cared for babies and toddlers in a 60-place nursery and kept their learning journals.',
      },
    ],
    education: [
      {
        degree: 'BA (Hons) Early Childhood Studies with EYTS',
        school: 'University of East Anglia Coast',
        dates: '2012 – 2015',
      },
    ],
    skills: ['EYFS planning', 'Phonics', 'Makaton', 'Safeguarding', 'Tapestry learning journals'],
    extras: [{ heading: 'Languages', kind: 'other', items: ['English: mother tongue', 'Portuguese: B2'] }],
  },
  {
    id: 'en-data-entry',
    language: 'en',
    layout: 'markdown-export',
    first: 'Elijah',
    last: 'Nakamura-Reyes',
    headline: 'Data Entry Clerk',
    email: 'elijah.nr@example.net',
    phone: '(602) 555-0119',
    city: 'Phoenix, AZ',
    headings: {
      summary: 'Summary',
      experience: 'Work Experience',
      education: 'Education',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary: 'Fast, careful data entry clerk: 75 wpm and 12,000 keystrokes per hour at 99.8% accuracy.',
    roles: [
      {
        title: 'Data Entry Clerk',
        employer: 'Saguaro Health Plans',
        place: 'Phoenix, AZ',
        dates: 'Sep 2021 – Present',
        bullets: [
          'Enter 450 insurance claims a day into Facets',
          'Found and corrected 1,100 duplicate member records',
        ],
      },
      {
        title: 'Administrative Assistant',
        employer: 'Camelback Property Management',
        place: 'Scottsdale, AZ',
        dates: 'Jan 2019 – Aug 2021',
        bullets: ['Kept lease files and rent rolls for 320 units', 'Answered a busy four-line phone'],
      },
      {
        title: 'Cashier',
        employer: 'Desert Bloom Grocers',
        place: 'Tempe, AZ',
        dates: 'May 2017 – Dec 2018',
        bullets: [],
        sentence: 'Front-end cashier, trusted with opening and closing the registers.',
      },
    ],
    education: [
      {
        degree: 'Certificate in Office Administration',
        school: 'Valley Ridge Community College',
        dates: '2018',
      },
    ],
    skills: ['10-key', 'Microsoft Excel', 'Google Sheets', 'Facets', 'HIPAA'],
    extras: [],
  },
  {
    id: 'en-dietitian',
    language: 'en',
    layout: 'academic',
    first: 'Rosalind',
    last: 'Mbeki-Carter',
    headline: 'Research Dietitian, APD',
    email: 'r.mbekicarter@example.com',
    phone: '0491 570 313',
    city: 'Brisbane QLD',
    headings: {
      summary: 'Research Interests',
      experience: 'Appointments',
      education: 'Education',
      skills: 'Methods',
      contact: 'Contact',
    },
    summary:
      'Clinical nutrition in chronic kidney disease; dietary adherence in older adults; malnutrition screening in hospital wards.',
    roles: [
      {
        title: 'Research Dietitian',
        employer: 'Moreton Bay Clinical Research Institute',
        place: 'Brisbane QLD',
        dates: '2021 – present',
        bullets: [
          'Dietetic lead on a 240-patient trial of a low-protein diet in CKD stage 3',
          'Co-wrote two successful grant applications (A$1.2 million)',
        ],
      },
      {
        title: 'Senior Clinical Dietitian',
        employer: 'Riverside Private Hospital',
        place: 'Brisbane QLD',
        dates: '2016 – 2021',
        bullets: [
          'Managed renal and oncology caseloads of 30 inpatients',
          'Introduced MST screening on 5 wards; referrals rose 40%',
        ],
      },
      {
        title: 'Dietitian',
        employer: 'Darling Downs Community Health',
        place: 'Toowoomba QLD',
        dates: '2013 – 2016',
        bullets: [],
        sentence: 'Outpatient and home-visit dietetics for a rural health service.',
      },
    ],
    education: [
      {
        degree: 'Master of Philosophy (Nutrition)',
        school: 'University of Southern Queensland Coast',
        dates: '2018 – 2020',
      },
      {
        degree: 'Bachelor of Nutrition and Dietetics',
        school: 'Brisbane Institute of Health',
        dates: '2009 – 2012',
      },
    ],
    skills: ['Dietary assessment', 'REDCap', 'SPSS', 'Systematic review', 'Motivational interviewing'],
    extras: [
      {
        heading: 'Publications',
        kind: 'other',
        items: [
          'Mbeki-Carter R, Lowe T. Adherence to low-protein diets in CKD: a cohort study. J Ren Nutr Pract. 2024;11:55–63.',
          'Mbeki-Carter R, Singh A, Doyle P. Malnutrition screening on surgical wards. Nutr Diet Rep. 2022;7:201–9.',
          'Lowe T, Mbeki-Carter R. Protein intake in older adults at home. Aust Geriatr Nutr. 2019;4:12–18.',
        ],
      },
      {
        heading: 'Professional Memberships',
        kind: 'other',
        items: ['Accredited Practising Dietitian (APD), Dietitians Australia'],
      },
    ],
  },
  {
    id: 'en-store-manager',
    language: 'en',
    layout: 'html-table',
    first: 'Nathaniel',
    last: 'Oyelaran',
    headline: 'Store Manager',
    email: 'nate.oyelaran@example.com',
    phone: '(416) 555-0162',
    city: 'Mississauga, ON',
    headings: {
      summary: 'Professional Summary',
      experience: 'Career History',
      education: 'Education',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary:
      'Store manager who grows sales and keeps good people: twelve years in grocery and home-goods retail, the last six running stores.',
    roles: [
      {
        title: 'Store Manager',
        employer: 'FreshWay Market',
        place: 'Mississauga, ON',
        dates: 'Apr 2020 – Present',
        bullets: [
          'Run a $22M store with 85 staff',
          'Grew same-store sales 9% in 2023 and cut shrink from 2.1% to 1.3%',
          'Promoted 6 team members to department lead',
        ],
      },
      {
        title: 'Assistant Store Manager',
        employer: 'Maple Home Outfitters',
        place: 'Brampton, ON',
        dates: 'Jun 2017 – Mar 2020',
        bullets: ['Managed scheduling, payroll and receiving for 40 staff'],
      },
      {
        title: 'Department Supervisor',
        employer: 'FreshWay Market',
        place: 'Oakville, ON',
        dates: 'Aug 2012 – May 2017',
        bullets: ['Supervised the produce department', 'Won regional display contest twice'],
      },
    ],
    education: [
      { degree: 'Diploma, Business Administration', school: 'Humber Lakes College', dates: '2010 – 2012' },
    ],
    skills: ['P&L management', 'Inventory and shrink', 'Merchandising', 'Coaching', 'Workforce scheduling'],
    extras: [],
  },
  {
    id: 'en-receptionist',
    language: 'en',
    layout: 'docx-section-table',
    first: 'Harriet',
    last: 'Valdés-Moreland',
    headline: 'Medical Receptionist',
    email: 'harriet.moreland@example.com',
    phone: '07700 900356',
    city: 'Cardiff',
    headings: {
      summary: 'Profile',
      experience: 'Employment History',
      education: 'Education',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary: 'Warm, organised receptionist with six years in a busy GP surgery and a dental practice.',
    roles: [
      {
        title: 'Medical Receptionist',
        employer: 'Llandaff Fields Medical Practice',
        place: 'Cardiff',
        dates: 'Nov 2019 – Present',
        bullets: [
          'Book and triage about 180 calls a day for a 12,000-patient practice',
          'Process repeat prescriptions and scan letters into EMIS',
          'Trained 5 new receptionists',
        ],
      },
      {
        title: 'Dental Receptionist',
        employer: 'Bayside Smiles Dental Care',
        place: 'Penarth',
        dates: 'Jan 2017 – Oct 2019',
        bullets: ['Managed diaries for 4 dentists and a hygienist', 'Took payments and NHS claims'],
      },
    ],
    education: [
      {
        degree: 'NVQ Level 3 Business Administration',
        school: 'Glamorgan Vale College',
        dates: '2015 – 2016',
      },
    ],
    skills: ['EMIS Web', 'Appointment systems', 'Customer service', 'Welsh (fluent)', 'Typing 60 wpm'],
    extras: [
      {
        heading: 'Volunteer Work',
        kind: 'other',
        items: ['Helpline volunteer, Cardiff Befriending Line (2018 – present)'],
      },
    ],
  },
  {
    id: 'en-vet-nurse',
    language: 'en',
    layout: 'docx-heading-styles',
    first: 'Isobel',
    last: 'Trevithick',
    headline: 'Registered Veterinary Nurse',
    email: 'isobel.trevithick@example.net',
    phone: '07700 900928',
    city: 'Truro, Cornwall',
    headings: {
      summary: 'Personal Profile',
      experience: 'Employment',
      education: 'Education',
      skills: 'Key Skills',
      contact: 'Contact',
    },
    summary:
      'RVN with seven years in mixed and small-animal practice, confident in anaesthesia monitoring and running nurse clinics.',
    roles: [
      {
        title: 'Head Veterinary Nurse',
        employer: 'Fal Estuary Veterinary Group',
        place: 'Truro',
        dates: 'May 2022 – present',
        bullets: [
          'Lead a team of 7 nurses and 3 auxiliaries',
          'Set up weight and dental nurse clinics seeing 45 pets a month',
        ],
      },
      {
        title: 'Registered Veterinary Nurse',
        employer: 'Camborne Animal Hospital',
        place: 'Camborne',
        dates: 'Sep 2017 – Apr 2022',
        bullets: [
          'Monitored anaesthesia for 10 to 15 procedures a day',
          'Cared for hospitalised dogs, cats and exotics',
        ],
      },
      {
        title: 'Kennel Assistant',
        employer: 'Newquay Pet Boarding',
        place: 'Newquay',
        dates: 'Jun 2014 – Aug 2017',
        bullets: [],
        sentence: 'Feeding, cleaning and exercising up to 30 boarded dogs.',
      },
    ],
    education: [
      { degree: 'Level 3 Diploma in Veterinary Nursing', school: 'Duchy Land College', dates: '2015 – 2017' },
    ],
    skills: [
      'Anaesthesia monitoring',
      'Radiography',
      'Lab diagnostics',
      'Client communication',
      'Exotic species',
    ],
    extras: [
      {
        heading: 'Certificates',
        kind: 'certifications',
        items: ['RCVS Certificate in Advanced Veterinary Nursing (2021)'],
      },
    ],
  },
  {
    id: 'en-carpenter',
    language: 'en',
    layout: 'docx-role-cells',
    first: 'Callum',
    last: 'Ngata-Fletcher',
    headline: 'Carpenter',
    email: 'callum.fletcher@example.com',
    phone: '0491 572 549',
    city: 'Newcastle NSW',
    headings: {
      summary: 'Career Summary',
      experience: 'Work Experience',
      education: 'Qualifications',
      skills: 'Skills',
      contact: 'Contact',
    },
    summary: 'Qualified carpenter with ten years in residential framing, fit-out and heritage restoration.',
    roles: [
      {
        title: 'Leading Hand Carpenter',
        employer: 'Hunter Coast Builders',
        place: 'Newcastle NSW',
        dates: 'Mar 2019 – Present',
        bullets: [
          'Run a crew of 4 on custom homes from frame to fit-off',
          'Set out and build stairs, decks and pergolas',
          'Read plans and order timber for each stage',
        ],
      },
      {
        title: 'Carpenter',
        employer: 'Heritage Joinery Co.',
        place: 'Maitland NSW',
        dates: 'Jan 2015 – Feb 2019',
        bullets: ['Restored sash windows and verandahs on 1890s cottages'],
      },
      {
        title: 'Apprentice Carpenter',
        employer: 'Lake Mac Framing',
        place: 'Charlestown NSW',
        dates: 'Feb 2011 – Dec 2014',
        bullets: [],
        sentence: 'Framing, formwork and roofing on project homes.',
      },
    ],
    education: [
      { degree: 'Certificate III in Carpentry', school: 'Hunter Valley TAFE', dates: '2011 – 2014' },
    ],
    skills: ['Framing', 'Stair building', 'Formwork', 'Heritage restoration', 'Plan reading'],
    extras: [
      {
        heading: 'Tickets',
        kind: 'certifications',
        items: ['NSW Contractor Licence', 'White Card', 'EWP Licence'],
      },
    ],
  },
  // --- German ------------------------------------------------------------------------------------------
  {
    id: 'de-kita',
    language: 'de',
    layout: 'two-page',
    first: 'Friederike',
    last: 'Osterkamp',
    headline: 'Staatlich anerkannte Erzieherin',
    email: 'f.osterkamp@example.com',
    phone: '030 23125 518',
    city: 'Berlin-Pankow',
    headings: {
      summary: 'Über mich',
      experience: 'Beruflicher Werdegang',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      contact: 'Kontakt',
    },
    summary:
      'Erzieherin mit zwölf Jahren Erfahrung in Krippe und Kindergarten, Schwerpunkt Sprachförderung und Elternarbeit.',
    roles: [
      {
        title: 'Stellvertretende Kitaleitung',
        employer: 'Kita Sonnenblume gGmbH',
        place: 'Berlin',
        dates: 'seit 08/2021',
        bullets: [
          'Leitung eines Teams von 9 pädagogischen Fachkräften in Vertretung',
          'Einführung der alltagsintegrierten Sprachbildung für 85 Kinder',
          'Dienstplanung und Elterngespräche',
        ],
      },
      {
        title: 'Erzieherin',
        employer: 'Evangelische Kita Am Weinberg',
        place: 'Berlin',
        dates: '09/2016 – 07/2021',
        bullets: [
          'Gruppenleitung einer altersgemischten Gruppe mit 22 Kindern',
          'Praxisanleitung für Auszubildende',
        ],
      },
      {
        title: 'Erzieherin in der Krippe',
        employer: 'Kinderhaus Wirbelwind e. V.',
        place: 'Potsdam',
        dates: '08/2013 – 08/2016',
        bullets: [],
        sentence: 'Eingewöhnung und Betreuung von Kindern zwischen einem und drei Jahren.',
      },
    ],
    education: [
      {
        degree: 'Ausbildung zur staatlich anerkannten Erzieherin',
        school: 'Fachschule für Sozialpädagogik Berlin-Nord',
        dates: '2010 – 2013',
      },
      { degree: 'Fachabitur', school: 'Oberstufenzentrum Pankow', dates: '2008 – 2010' },
    ],
    skills: [
      'Sprachförderung',
      'Beobachtung und Dokumentation',
      'Elternarbeit',
      'Berliner Bildungsprogramm',
      'MS Office',
    ],
    extras: [
      {
        heading: 'Sprachen',
        kind: 'other',
        items: ['Deutsch (Muttersprache)', 'Englisch (B1)', 'Polnisch (A2)'],
      },
    ],
  },
  {
    id: 'de-tischler',
    language: 'de',
    layout: 'html-table',
    first: 'Jannik',
    last: 'Brüggemann',
    headline: 'Tischlermeister',
    email: 'jannik.brueggemann@example.net',
    phone: '+49 30 23125 604',
    city: 'Bremen',
    headings: {
      summary: 'Kurzprofil',
      experience: 'Berufserfahrung',
      education: 'Aus- und Weiterbildung',
      skills: 'Fachkenntnisse',
      contact: 'Kontakt',
    },
    summary:
      'Tischlermeister mit Erfahrung im Möbel- und Innenausbau, von der CAD-Planung bis zur Montage beim Kunden.',
    roles: [
      {
        title: 'Werkstattleiter',
        employer: 'Holzwerkstatt Weserblick GmbH',
        place: 'Bremen',
        dates: '03/2020 – heute',
        bullets: [
          'Führung von 6 Gesellen und 2 Auszubildenden',
          'Planung von Einbauschränken und Küchen mit imos CAD',
          'Senkung des Verschnitts um 12 % durch Zuschnittoptimierung',
        ],
      },
      {
        title: 'Tischlergeselle',
        employer: 'Innenausbau Hollerland',
        place: 'Lilienthal',
        dates: '07/2014 – 02/2020',
        bullets: ['Ladenbau und Objekteinrichtung', 'Montage auf Baustellen in ganz Norddeutschland'],
      },
    ],
    education: [
      {
        degree: 'Meisterprüfung im Tischlerhandwerk',
        school: 'Handwerkskammer Bremen',
        dates: '2018 – 2019',
      },
      { degree: 'Ausbildung zum Tischler', school: 'Möbelbau Lüders, Achim', dates: '2011 – 2014' },
    ],
    skills: ['CNC-Bearbeitung', 'imos CAD', 'Massivholzverarbeitung', 'Oberflächentechnik', 'Kundenberatung'],
    extras: [{ heading: 'Führerschein', kind: 'other', items: ['Klasse B und BE'] }],
  },
  // --- French ------------------------------------------------------------------------------------------
  {
    id: 'fr-sage-femme',
    language: 'fr',
    layout: 'left-photo-sidebar',
    first: 'Clémence',
    last: 'Aubertin-Diallo',
    headline: 'Sage-femme diplômée d’État',
    email: 'clemence.aubertin@example.com',
    phone: '01 99 00 47 31',
    city: 'Nantes',
    headings: {
      summary: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      contact: 'Coordonnées',
    },
    summary:
      'Sage-femme depuis huit ans en salle de naissance et en consultation, attentive à l’accompagnement global des futurs parents.',
    roles: [
      {
        title: 'Sage-femme',
        employer: 'Clinique Jules-Verne Atlantique',
        place: 'Nantes',
        dates: 'depuis janv. 2020',
        bullets: [
          'Suivi de 250 accouchements par an en salle de naissance',
          'Animation des séances de préparation à la naissance',
          'Tutrice de 4 étudiantes sages-femmes par an',
        ],
      },
      {
        title: 'Sage-femme de garde',
        employer: 'Centre hospitalier de Saint-Nazaire-Océan',
        place: 'Saint-Nazaire',
        dates: 'sept. 2016 – déc. 2019',
        bullets: ['Gardes de 12 heures en maternité de niveau 2', 'Consultations prénatales et monitorings'],
      },
    ],
    education: [
      {
        degree: 'Diplôme d’État de sage-femme',
        school: 'École de sages-femmes de Nantes-Loire',
        dates: '2011 – 2016',
      },
    ],
    skills: [
      'Accouchement physiologique',
      'Échographie obstétricale',
      'Rééducation périnéale',
      'Allaitement',
      'Logiciel DxCare',
    ],
    extras: [{ heading: 'Langues', kind: 'other', items: ['Anglais : courant', 'Wolof : notions'] }],
  },
  {
    id: 'fr-paie',
    language: 'fr',
    layout: 'docx-section-table',
    first: 'Thibault',
    last: 'Lemarchand',
    headline: 'Gestionnaire de paie',
    email: 'thibault.lemarchand@example.net',
    phone: '06 39 98 21 74',
    city: 'Lyon 7e',
    headings: {
      summary: 'Résumé',
      experience: 'Parcours professionnel',
      education: 'Diplômes',
      skills: 'Compétences techniques',
      contact: 'Contact',
    },
    summary:
      'Gestionnaire de paie rigoureux, dix ans d’expérience en cabinet et en entreprise, portefeuille jusqu’à 900 bulletins par mois.',
    roles: [
      {
        title: 'Gestionnaire de paie confirmé',
        employer: 'Groupe Rhodanie Services',
        place: 'Lyon',
        dates: 'mars 2019 – aujourd’hui',
        bullets: [
          'Production de 900 bulletins mensuels sous Silae',
          'Déclarations sociales nominatives (DSN) et régularisations',
          'Formation de 2 assistants paie',
        ],
      },
      {
        title: 'Assistant paie',
        employer: 'Cabinet Fourvière Expertise',
        place: 'Villeurbanne',
        dates: 'sept. 2014 – févr. 2019',
        bullets: [],
        sentence: 'Paie de 40 TPE clientes, soldes de tout compte et attestations employeur.',
      },
    ],
    education: [
      {
        degree: 'Licence professionnelle Gestion de la paie',
        school: 'IUT Lyon-Confluence',
        dates: '2013 – 2014',
      },
      { degree: 'BTS Comptabilité et gestion', school: 'Lycée La Martinière-Saône', dates: '2011 – 2013' },
    ],
    skills: ['Silae', 'Sage Paie', 'DSN', 'Conventions collectives', 'Excel'],
    extras: [],
  },
  // --- Spanish -----------------------------------------------------------------------------------------
  {
    id: 'es-cafeteria',
    language: 'es',
    layout: 'split-name',
    first: 'Lucía',
    last: 'Etxeberria Solís',
    headline: 'Encargada de cafetería y barista',
    email: 'lucia.etxeberria@example.com',
    phone: '+34 655 218 734',
    city: 'Valencia',
    headings: {
      summary: 'Perfil',
      experience: 'Experiencia laboral',
      education: 'Formación',
      skills: 'Habilidades',
      contact: 'Contacto',
    },
    summary:
      'Barista y encargada con nueve años en cafeterías de especialidad: equipos, caja, proveedores y, sobre todo, un buen café.',
    roles: [
      {
        title: 'Encargada de tienda',
        employer: 'Tostadores del Turia S.L.',
        place: 'Valencia',
        dates: 'abr. 2020 – actualidad',
        bullets: [
          'Dirijo un equipo de 7 baristas y la apertura de un segundo local',
          'Aumento de la facturación un 18 % en 2023',
          'Control de inventario y pedidos a proveedores',
        ],
      },
      {
        title: 'Barista',
        employer: 'Café Ruzafa Especialidad',
        place: 'Valencia',
        dates: 'jun. 2016 – mar. 2020',
        bullets: ['Preparación de espresso y métodos de filtro', 'Formación de nuevos baristas en latte art'],
      },
      {
        title: 'Camarera',
        employer: 'Hotel Playa de la Malvarrosa',
        place: 'Valencia',
        dates: '2014 – 2016',
        bullets: [],
        sentence: 'Servicio de desayunos y terraza en temporada alta.',
      },
    ],
    education: [
      { degree: 'Técnico en Servicios en Restauración', school: 'IES La Albufera', dates: '2012 – 2014' },
    ],
    skills: ['Espresso y latte art', 'Gestión de equipos', 'Control de stock', 'TPV', 'Atención al cliente'],
    extras: [
      { heading: 'Idiomas', kind: 'other', items: ['Castellano y valenciano: nativos', 'Inglés: B2'] },
      { heading: 'Certificaciones', kind: 'certifications', items: ['SCA Barista Skills Intermediate'] },
    ],
  },
  {
    id: 'es-vigilante',
    language: 'es',
    layout: 'docx-heading-styles',
    first: 'Álvaro',
    last: 'Quintanilla Ruiz',
    headline: 'Vigilante de seguridad',
    email: 'alvaro.quintanilla@example.net',
    phone: '+34 612 907 345',
    city: 'Sevilla',
    headings: {
      summary: 'Sobre mí',
      experience: 'Experiencia profesional',
      education: 'Formación académica',
      skills: 'Competencias',
      contact: 'Contacto',
    },
    summary: 'Vigilante de seguridad habilitado con diez años en centros comerciales, hospitales y eventos.',
    roles: [
      {
        title: 'Jefe de equipo de seguridad',
        employer: 'Guadalsur Seguridad S.A.',
        place: 'Sevilla',
        dates: 'enero 2021 – actualidad',
        bullets: [
          'Coordino 12 vigilantes en un centro comercial con 8 millones de visitas al año',
          'Elaboración de cuadrantes y partes de incidencias',
        ],
      },
      {
        title: 'Vigilante de seguridad',
        employer: 'Prosegur Andalucía Sur',
        place: 'Sevilla',
        dates: 'marzo 2015 – diciembre 2020',
        bullets: ['Control de accesos en el Hospital Virgen del Aljarafe', 'Rondas y vigilancia por CCTV'],
      },
    ],
    education: [
      {
        degree: 'Habilitación de Vigilante de Seguridad (TIP)',
        school: 'Academia Hispalis Formación',
        dates: '2014',
      },
      { degree: 'Bachillerato', school: 'IES Triana Norte', dates: '2009 – 2011' },
    ],
    skills: ['CCTV', 'Primeros auxilios', 'Prevención de incendios', 'Control de accesos', 'Inglés básico'],
    extras: [
      {
        heading: 'Cursos',
        kind: 'certifications',
        items: ['Vigilante de explosivos', 'Desfibrilador (DESA)'],
      },
    ],
  },
  // --- Portuguese --------------------------------------------------------------------------------------
  {
    id: 'pt-nutricionista',
    language: 'pt',
    layout: 'europass-form',
    first: 'Beatriz',
    last: 'Carvalhais Monteiro',
    headline: 'Nutricionista',
    email: 'beatriz.monteiro@example.com',
    phone: '+351 912 384 651',
    city: 'Rua das Flores 27, 4050-262 Porto',
    headings: {
      summary: 'Perfil pessoal',
      experience: 'Experiência profissional',
      education: 'Educação e formação',
      skills: 'Competências pessoais',
      contact: 'Informação pessoal',
    },
    summary:
      'Nutricionista clínica com experiência em meio hospitalar e em consulta privada de nutrição desportiva.',
    roles: [
      {
        title: 'Nutricionista',
        employer: 'Hospital Lusíadas da Foz',
        place: 'Porto',
        dates: 'mar/2019 – atual',
        bullets: [
          'Acompanhamento nutricional de 35 doentes internados por dia',
          'Criação de protocolo de rastreio de desnutrição adotado em 4 serviços',
        ],
      },
      {
        title: 'Nutricionista (estágio profissional)',
        employer: 'Ginásio Douro Ativo',
        place: 'Vila Nova de Gaia',
        dates: 'set/2017 – fev/2019',
        bullets: [],
        sentence: 'Consultas de nutrição desportiva e planos alimentares para cerca de 60 atletas.',
      },
    ],
    education: [
      {
        degree: 'Licenciatura em Ciências da Nutrição',
        school: 'Universidade do Porto Litoral',
        dates: '2013 – 2017',
      },
    ],
    skills: ['Avaliação nutricional', 'Nutrição clínica', 'Nutrição desportiva', 'Bioimpedância', 'Excel'],
    extras: [
      {
        heading: 'Línguas',
        kind: 'other',
        items: ['Português: língua materna', 'Inglês: C1', 'Espanhol: B1'],
      },
    ],
  },
  {
    id: 'pt-motorista',
    language: 'pt',
    layout: 'docx-role-cells',
    first: 'Rui',
    last: 'Valadares Pinto',
    headline: 'Motorista de pesados de passageiros',
    email: 'rui.valadares@example.net',
    phone: '+351 936 402 187',
    city: 'Coimbra',
    headings: {
      summary: 'Resumo',
      experience: 'Experiência',
      education: 'Formação',
      skills: 'Competências',
      contact: 'Contacto',
    },
    summary:
      'Motorista de autocarro com catorze anos de serviço urbano e interurbano, sem acidentes com culpa.',
    roles: [
      {
        title: 'Motorista de autocarro',
        employer: 'Transportes Urbanos do Mondego',
        place: 'Coimbra',
        dates: 'jan. 2016 – presente',
        bullets: [
          'Condução em 9 linhas urbanas, com cerca de 700 passageiros por turno',
          'Formador interno de condução económica',
        ],
      },
      {
        title: 'Motorista interurbano',
        employer: 'Rodoviária Beira Litoral',
        place: 'Figueira da Foz',
        dates: 'mar. 2010 – dez. 2015',
        bullets: ['Serviços expresso Coimbra – Lisboa', 'Transporte escolar'],
      },
    ],
    education: [
      {
        degree: 'CAM – Certificado de Aptidão para Motorista',
        school: 'Escola de Condução Santa Clara',
        dates: '2009',
      },
    ],
    skills: ['Carta D e D+E', 'Condução defensiva', 'Atendimento ao público', 'Primeiros socorros'],
    extras: [],
  },
  // --- Italian -----------------------------------------------------------------------------------------
  {
    id: 'it-receptionist',
    language: 'it',
    layout: 'left-bar-headings',
    first: 'Giada',
    last: 'Montefusco',
    headline: 'Receptionist d’albergo',
    email: 'giada.montefusco@example.com',
    phone: '+39 347 218 5506',
    city: 'Firenze',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienze lavorative',
      education: 'Istruzione',
      skills: 'Competenze',
      contact: 'Contatti',
    },
    summary:
      'Receptionist con sette anni in hotel a quattro e cinque stelle, quattro lingue parlate e tanta pazienza.',
    roles: [
      {
        title: 'Front Office Supervisor',
        employer: 'Hotel Palazzo dei Lanaioli',
        place: 'Firenze',
        dates: '04/2021 – oggi',
        bullets: [
          'Coordino 6 receptionist su tre turni',
          'Gestione di check-in, upgrade e reclami per 120 camere',
          'Tasso di recensioni positive salito dal 88 % al 94 %',
        ],
      },
      {
        title: 'Receptionist',
        employer: 'Grand Hotel Riviera Versilia',
        place: 'Viareggio',
        dates: '05/2017 – 03/2021',
        bullets: ['Accoglienza ospiti internazionali', 'Uso quotidiano di Opera PMS'],
      },
    ],
    education: [
      {
        degree: 'Diploma di Tecnico per il Turismo',
        school: 'Istituto Tecnico Marco Polo Lucca',
        dates: '2012 – 2017',
      },
    ],
    skills: ['Opera PMS', 'Booking.com Extranet', 'Cassa e fatturazione', 'Gestione reclami'],
    extras: [
      {
        heading: 'Lingue',
        kind: 'other',
        items: ['Italiano: madrelingua', 'Inglese: C1', 'Tedesco: B2', 'Francese: B1'],
      },
    ],
  },
  {
    id: 'it-laboratorio',
    language: 'it',
    layout: 'academic',
    first: 'Edoardo',
    last: 'Sant’Ambrogio',
    headline: 'Tecnico di laboratorio biomedico',
    email: 'e.santambrogio@example.net',
    phone: '+39 333 904 1128',
    city: 'Padova',
    headings: {
      summary: 'Ambiti di interesse',
      experience: 'Esperienza professionale',
      education: 'Formazione',
      skills: 'Tecniche',
      contact: 'Contatti',
    },
    summary: 'Diagnostica molecolare, biologia cellulare, controllo qualità in laboratorio clinico.',
    roles: [
      {
        title: 'Tecnico di laboratorio biomedico',
        employer: 'Azienda Ospedaliera Euganea',
        place: 'Padova',
        dates: '2019 – oggi',
        bullets: [
          'Esecuzione di 200 test PCR al giorno',
          'Responsabile della validazione dei kit diagnostici',
        ],
      },
      {
        title: 'Borsista di ricerca',
        employer: 'Istituto di Ricerca Pediatrica Brenta',
        place: 'Padova',
        dates: '2016 – 2019',
        bullets: [],
        sentence: 'Colture cellulari e citofluorimetria per uno studio sulle leucemie infantili.',
      },
    ],
    education: [
      {
        degree: 'Laurea in Tecniche di Laboratorio Biomedico',
        school: 'Università degli Studi di Padova Sud',
        dates: '2013 – 2016',
      },
    ],
    skills: ['PCR real-time', 'Citofluorimetria', 'Colture cellulari', 'ISO 15189'],
    extras: [
      {
        heading: 'Pubblicazioni',
        kind: 'other',
        items: [
          'Rinaldi F, Sant’Ambrogio E, Toffanin G. Marcatori di superficie nelle LLA pediatriche. Riv Ital Ematol Lab. 2019;14:88–95.',
          'Sant’Ambrogio E, Rinaldi F. Validazione di un kit PCR multiplex. Biochim Clin Veneta. 2022;9:31–37.',
        ],
      },
    ],
  },
  // --- Dutch -------------------------------------------------------------------------------------------
  {
    id: 'nl-dierenartsassistent',
    language: 'nl',
    layout: 'europass-form',
    first: 'Fenna',
    last: 'van der Wiel',
    headline: 'Paraveterinair',
    email: 'fenna.vanderwiel@example.com',
    phone: '06 41 27 58 93',
    city: 'Kerkstraat 12, 3811 CV Amersfoort',
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      contact: 'Persoonlijke gegevens',
    },
    summary: 'Paraveterinair met zes jaar ervaring in gezelschapsdierenpraktijk en spoedkliniek.',
    roles: [
      {
        title: 'Paraveterinair',
        employer: 'Dierenkliniek Eemland',
        place: 'Amersfoort',
        dates: 'mrt 2020 – heden',
        bullets: [
          'Anesthesiebewaking bij ongeveer 12 operaties per dag',
          'Spreekuren voor gebitsverzorging en gewichtsbegeleiding',
        ],
      },
      {
        title: 'Dierenartsassistent',
        employer: 'Dierenartsenpraktijk De Heuvelrug',
        place: 'Zeist',
        dates: 'aug 2017 – feb 2020',
        bullets: ['Baliewerk, laboratorium en röntgen', 'Verzorging van opgenomen dieren'],
      },
    ],
    education: [
      {
        degree: 'MBO Paraveterinair (niveau 4)',
        school: 'Groenhorst Vakschool Barneveld',
        dates: '2014 – 2017',
      },
    ],
    skills: ['Anesthesie', 'Röntgen', 'Laboratorium', 'VetManager', 'Klantcontact'],
    extras: [
      {
        heading: 'Talen',
        kind: 'other',
        items: ['Nederlands: moedertaal', 'Engels: goed', 'Duits: redelijk'],
      },
    ],
  },
  {
    id: 'nl-filiaalmanager',
    language: 'nl',
    layout: 'markdown-export',
    first: 'Jeroen',
    last: 'Bakhuizen',
    headline: 'Filiaalmanager supermarkt',
    email: 'jeroen.bakhuizen@example.net',
    phone: '+31 6 2847 1593',
    city: 'Zwolle',
    headings: {
      summary: 'Over mij',
      experience: 'Werkervaring',
      education: 'Opleidingen',
      skills: 'Competenties',
      contact: 'Contact',
    },
    summary: 'Resultaatgerichte filiaalmanager met veertien jaar ervaring in de supermarktbranche.',
    roles: [
      {
        title: 'Filiaalmanager',
        employer: 'Versmarkt IJsselland B.V.',
        place: 'Zwolle',
        dates: 'jan. 2019 – heden',
        bullets: [
          'Verantwoordelijk voor een omzet van € 14 miljoen en 70 medewerkers',
          'Derving teruggebracht van 2,4 % naar 1,6 %',
          'Klanttevredenheid gestegen naar 8,3',
        ],
      },
      {
        title: 'Assistent-filiaalmanager',
        employer: 'Buurtsuper Van Dalen',
        place: 'Kampen',
        dates: 'sep. 2014 – dec. 2018',
        bullets: ['Roosters, bestellingen en inwerken van nieuwe collega’s'],
      },
      {
        title: 'Afdelingsleider AGF',
        employer: 'Versmarkt IJsselland B.V.',
        place: 'Deventer',
        dates: '2010 – 2014',
        bullets: [],
        sentence: 'Leiding aan de afdeling aardappelen, groente en fruit met 12 medewerkers.',
      },
    ],
    education: [
      {
        degree: 'MBO Manager Retail (niveau 4)',
        school: 'Landstede Vakcollege Zwolle',
        dates: '2006 – 2010',
      },
    ],
    skills: ['Leidinggeven', 'Omzet- en margesturing', 'Personeelsplanning', 'Voorraadbeheer', 'HACCP'],
    extras: [
      { heading: 'Vrijwilligerswerk', kind: 'other', items: ['Jeugdtrainer bij v.v. Berkum (sinds 2016)'] },
    ],
  },
];

// --- HTML pieces ---------------------------------------------------------------------------------------

const fullName = (p: Person) => `${p.first} ${p.last}`;
const upper = (text: string) => text.toUpperCase();

function roleText(r: Role): string {
  if (r.sentence) return `<p class="desc">${esc(r.sentence)}</p>`;
  return `<ul>${r.bullets.map((bullet) => `<li>${esc(bullet)}</li>`).join('')}</ul>`;
}

const plainList = (items: string[]) => `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;

function page(p: Person, style: string, body: string): string {
  return `<!doctype html><html lang="${p.language}"><meta charset="utf-8"><style>@page{size:A4;margin:0}
body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#1f1f1f;line-height:1.35}
ul{margin:2px 0 7px 16px;padding:0}p{margin:2px 0 6px}
${style}</style><body>${body}</body></html>`;
}

/** Labels of the Europass-like form, per language. */
const FORM_LABELS: Record<string, Record<string, string>> = {
  en: {
    name: 'Surname(s) / First name(s)',
    address: 'Address',
    phone: 'Telephone',
    email: 'E-mail',
    dates: 'Dates',
    position: 'Occupation or position held',
    employer: 'Name and address of employer',
    activities: 'Main activities and responsibilities',
    qualification: 'Title of qualification awarded',
    school: 'Name of organisation providing education',
  },
  pt: {
    name: 'Apelido(s) / Nome(s) próprio(s)',
    address: 'Morada',
    phone: 'Telefone',
    email: 'Endereço de correio eletrónico',
    dates: 'Datas',
    position: 'Função ou cargo ocupado',
    employer: 'Nome e morada do empregador',
    activities: 'Principais atividades e responsabilidades',
    qualification: 'Designação da qualificação atribuída',
    school: 'Nome da organização de ensino ou formação',
  },
  nl: {
    name: 'Achternaam / Voornaam',
    address: 'Adres',
    phone: 'Telefoon',
    email: 'E-mail',
    dates: 'Periode',
    position: 'Functie',
    employer: 'Naam en adres van de werkgever',
    activities: 'Belangrijkste taken en verantwoordelijkheden',
    qualification: 'Naam van het diploma',
    school: 'Naam van de onderwijsinstelling',
  },
};

/** The header labels of the experience table, per language. */
const TABLE_LABELS: Record<string, [string, string, string]> = {
  en: ['Period', 'Position', 'Employer'],
  de: ['Zeitraum', 'Position', 'Arbeitgeber'],
};

const HTML_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // A dark left sidebar with a photo placeholder box, contact lines behind icon characters, skills and
  // extras; the name, summary, roles and education at the right.
  'left-photo-sidebar': (p) =>
    page(
      p,
      `.wrap{display:flex;min-height:297mm}.side{width:64mm;background:#23395b;color:#eef;padding:14mm 7mm}
.photo{width:34mm;height:40mm;border:2px dashed #9ab;margin:0 auto 8mm;background:#2f4a73}
.side h3{font-size:10.5pt;border-bottom:1px solid #9ab;padding-bottom:2px;margin:10px 0 5px;letter-spacing:.5px}
.side .c{margin:3px 0;font-size:9pt}.main{flex:1;padding:14mm 10mm}.main h1{font-size:24pt;margin:0;color:#23395b}
.main .hl{font-size:12pt;color:#5a6f8f;margin-bottom:8mm}.main h2{font-size:13pt;color:#23395b;margin:12px 0 4px}
.role{margin-bottom:8px}.role .t{font-weight:bold;font-size:10.5pt}.role .e{color:#444}.role .d{color:#777;font-size:8.5pt}`,
      `<div class="wrap"><div class="side"><div class="photo"></div>
<h3>${esc(p.headings.contact)}</h3><div class="c">✉ ${esc(p.email)}</div><div class="c">☎ ${esc(p.phone)}</div><div class="c">⌂ ${esc(p.city)}</div>
<h3>${esc(p.headings.skills)}</h3>${plainList(p.skills)}
${p.extras.map((x) => `<h3>${esc(x.heading)}</h3>${plainList(x.items)}`).join('')}</div>
<div class="main"><h1>${esc(fullName(p))}</h1><div class="hl">${esc(p.headline)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="role"><div class="t">${esc(r.title)}</div><div class="e">${esc(r.employer)} · ${esc(r.place)}</div><div class="d">${esc(r.dates)}</div>${roleText(r)}</div>`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education
        .map((s) => `<p><b>${esc(s.degree)}</b><br>${esc(s.school)}, ${esc(s.dates)}</p>`)
        .join('')}</div></div>`,
    ),
  // One column over two pages: the experience breaks after its second role and continues on page two under a
  // running header (name and page number); large type and spacing as in a printed application.
  'two-page': (p) =>
    page(
      p,
      `.pg{padding:18mm 20mm;font-size:11pt}.head{display:flex;justify-content:space-between;border-bottom:3px double #444;padding-bottom:8px}
.head h1{font-size:22pt;margin:0}.head .hl{font-size:12pt;color:#555}.head .ct{text-align:right;font-size:10pt}
h2{font-size:14pt;margin:18px 0 8px;color:#333}.role{margin-bottom:16px}.role .t{font-weight:bold}.role .d{color:#666;font-size:10pt}
.run{font-size:9pt;color:#777;border-bottom:1px solid #ccc;padding-bottom:4px;margin-bottom:12px}.break{break-before:page}`,
      (() => {
        const role = (r: Role) =>
          `<div class="role"><div class="t">${esc(r.title)} — ${esc(r.employer)}, ${esc(r.place)}</div><div class="d">${esc(r.dates)}</div>${roleText(r)}</div>`;
        return `<div class="pg"><div class="head"><div><h1>${esc(fullName(p))}</h1><div class="hl">${esc(p.headline)}</div></div>
<div class="ct">${esc(p.city)}<br>${esc(p.phone)}<br>${esc(p.email)}</div></div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles.slice(0, 2).map(role).join('')}</div>
<div class="pg break"><div class="run">${esc(fullName(p))} · 2/2</div>${p.roles.slice(2).map(role).join('')}
<h2>${esc(p.headings.education)}</h2>${p.education.map((s) => `<p><b>${esc(s.degree)}</b>, ${esc(s.school)} (${esc(s.dates)})</p>`).join('')}
<h2>${esc(p.headings.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.extras.map((x) => `<h2>${esc(x.heading)}</h2>${plainList(x.items)}`).join('')}</div>`;
      })(),
    ),
  // The first name light and the last name bold on two lines; upper-case letter-spaced headings; the employer
  // and the dates (right-aligned) on one line, the title in italics below.
  'split-name': (p) =>
    page(
      p,
      `.pg{padding:16mm 18mm}.n1{font-size:30pt;font-weight:200;color:#666;line-height:1}.n2{font-size:30pt;font-weight:bold;line-height:1.1}
.hl{color:#b5542b;font-size:11pt;margin:4px 0}.ct{font-size:9pt;color:#555;margin-bottom:10px}
h2{font-size:10pt;letter-spacing:3px;color:#b5542b;margin:16px 0 6px;border-top:1px solid #ddd;padding-top:6px}
.row{display:flex;justify-content:space-between;font-weight:bold;margin-top:8px}.row .d{font-weight:normal;color:#666}.it{font-style:italic}`,
      `<div class="pg"><div class="n1">${esc(p.first)}</div><div class="n2">${esc(p.last)}</div>
<div class="hl">${esc(p.headline)}</div><div class="ct">${esc(p.phone)} &nbsp;/&nbsp; ${esc(p.email)} &nbsp;/&nbsp; ${esc(p.city)}</div>
<h2>${esc(upper(p.headings.summary))}</h2><p>${esc(p.summary)}</p>
<h2>${esc(upper(p.headings.experience))}</h2>${p.roles
        .map(
          (r) =>
            `<div class="row"><span>${esc(r.employer)}, ${esc(r.place)}</span><span class="d">${esc(r.dates)}</span></div><div class="it">${esc(r.title)}</div>${roleText(r)}`,
        )
        .join('')}
<h2>${esc(upper(p.headings.education))}</h2>${p.education
        .map(
          (s) =>
            `<div class="row"><span>${esc(s.school)}</span><span class="d">${esc(s.dates)}</span></div><div class="it">${esc(s.degree)}</div>`,
        )
        .join('')}
<h2>${esc(upper(p.headings.skills))}</h2><p>${p.skills.map(esc).join(' · ')}</p>
${p.extras.map((x) => `<h2>${esc(upper(x.heading))}</h2><p>${x.items.map(esc).join(' · ')}</p>`).join('')}</div>`,
    ),
  // Each heading in a tinted block with a thick coloured bar at its left; the section text indented under it.
  'left-bar-headings': (p) =>
    page(
      p,
      `.pg{padding:14mm 16mm}h1{font-size:22pt;margin:0}.hl{font-size:11pt;color:#00796b}.ct{margin:4px 0 8px;color:#444}
h2{font-size:11pt;background:#e0f2f1;border-left:8px solid #00796b;padding:3px 8px;margin:14px 0 6px}
.in{margin-left:22px}.t{font-weight:bold;margin-top:6px}.m{color:#555;font-size:9pt}`,
      `<div class="pg"><h1>${esc(fullName(p))}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)} | ${esc(p.phone)} | ${esc(p.email)}</div>
<h2>${esc(p.headings.summary)}</h2><div class="in"><p>${esc(p.summary)}</p></div>
<h2>${esc(p.headings.experience)}</h2><div class="in">${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)} | ${esc(r.place)} | ${esc(r.dates)}</div>${roleText(r)}`,
        )
        .join('')}</div>
<h2>${esc(p.headings.education)}</h2><div class="in">${p.education
        .map(
          (s) =>
            `<div class="t">${esc(s.degree)}</div><div class="m">${esc(s.school)} | ${esc(s.dates)}</div>`,
        )
        .join('')}</div>
<h2>${esc(p.headings.skills)}</h2><div class="in">${plainList(p.skills)}</div>
${p.extras.map((x) => `<h2>${esc(x.heading)}</h2><div class="in">${plainList(x.items)}</div>`).join('')}</div>`,
    ),
  // A Europass-like form: a right-aligned label column with the section names and field labels, the values at
  // the right of a thin rule.
  'europass-form': (p) => {
    const l = FORM_LABELS[p.language] ?? FORM_LABELS.en!;
    const row = (label: string, value: string, cls = '') =>
      `<tr class="${cls}"><td class="l">${label}</td><td class="v">${value}</td></tr>`;
    const section = (heading: string) => row(`<span class="h">${esc(heading)}</span>`, '', 'sec');
    return page(
      p,
      `.pg{padding:14mm 14mm}table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:2px 6px}
.l{width:58mm;text-align:right;color:#1a4d8c;font-size:8.5pt;border-right:1px solid #1a4d8c}.v{padding-left:10px}
.sec td{padding-top:14px}.h{font-size:11pt;font-weight:bold;color:#1a4d8c}.big{font-size:15pt;font-weight:bold}.gap td{height:6px}`,
      `<div class="pg"><table>
${section(p.headings.contact)}
${row(esc(l.name!), `<span class="big">${esc(p.last)}, ${esc(p.first)}</span>`)}
${row(esc(l.address!), esc(p.city))}${row(esc(l.phone!), esc(p.phone))}${row(esc(l.email!), esc(p.email))}
${section(p.headings.summary)}${row('', esc(p.summary))}
${section(p.headings.experience)}
${p.roles
  .map(
    (r) =>
      row(esc(l.dates!), esc(r.dates)) +
      row(esc(l.position!), `<b>${esc(r.title)}</b>`) +
      row(esc(l.employer!), `${esc(r.employer)}, ${esc(r.place)}`) +
      row(esc(l.activities!), roleText(r)) +
      '<tr class="gap"><td class="l"></td><td></td></tr>',
  )
  .join('')}
${section(p.headings.education)}
${p.education
  .map(
    (s) =>
      row(esc(l.dates!), esc(s.dates)) +
      row(esc(l.qualification!), `<b>${esc(s.degree)}</b>`) +
      row(esc(l.school!), esc(s.school)),
  )
  .join('')}
${section(p.headings.skills)}${row('', p.skills.map(esc).join(', '))}
${p.extras.map((x) => section(x.heading) + row('', x.items.map(esc).join('<br>'))).join('')}
</table></div>`,
    );
  },
  // What a Markdown editor exports: monospace, the name as the top heading, headings underlined by a rule,
  // "### Title — Employer" role headings, dates and place in italics, dash bullets.
  'markdown-export': (p) =>
    page(
      p,
      `.pg{padding:16mm 18mm;font-family:'DejaVu Sans Mono',monospace;font-size:9.5pt}h1{font-size:18pt;margin:0 0 4px}
h2{font-size:13pt;border-bottom:1px solid #bbb;padding-bottom:3px;margin:16px 0 6px}h3{font-size:10.5pt;margin:10px 0 2px}
ul{list-style:none;margin-left:0}li::before{content:"- "}em{color:#555}`,
      `<div class="pg"><h1>${esc(fullName(p))}</h1><p>${esc(p.headline)}</p>
<p>${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</p>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<h3>${esc(r.title)} — ${esc(r.employer)}</h3><p><em>${esc(r.dates)} · ${esc(r.place)}</em></p>${roleText(r)}`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${plainList(p.education.map((s) => `${s.degree}, ${s.school} (${s.dates})`))}
<h2>${esc(p.headings.skills)}</h2>${plainList(p.skills)}
${p.extras.map((x) => `<h2>${esc(x.heading)}</h2>${plainList(x.items)}`).join('')}</div>`,
    ),
  // An academic CV: serif, centred name, headings with a rule, "Title, Employer, Place" with the dates at the
  // right, numbered publications.
  academic: (p) =>
    page(
      p,
      `.pg{padding:18mm 22mm;font-family:'DejaVu Serif',serif;font-size:10pt}h1{text-align:center;font-size:20pt;margin:0}
.sub{text-align:center;color:#444}.ct{text-align:center;font-size:9pt;margin-bottom:10px}
h2{font-size:11.5pt;border-bottom:1px solid #000;margin:14px 0 6px;padding-bottom:1px}
.row{display:flex;justify-content:space-between;margin-top:6px}.row .d{font-style:italic}ol{margin:2px 0 6px 20px;padding:0}ol li{margin-bottom:3px}`,
      `<div class="pg"><h1>${esc(fullName(p))}</h1><div class="sub">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)} — ${esc(p.email)} — ${esc(p.phone)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="row"><span><b>${esc(r.title)}</b>, ${esc(r.employer)}, ${esc(r.place)}</span><span class="d">${esc(r.dates)}</span></div>${roleText(r)}`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education
        .map(
          (s) =>
            `<div class="row"><span><b>${esc(s.degree)}</b>, ${esc(s.school)}</span><span class="d">${esc(s.dates)}</span></div>`,
        )
        .join('')}
${p.extras
  .map(
    (x) =>
      `<h2>${esc(x.heading)}</h2>${x.kind === 'other' && x.items.length > 1 ? `<ol>${x.items.map((item) => `<li>${esc(item)}</li>`).join('')}</ol>` : plainList(x.items)}`,
  )
  .join('')}
<h2>${esc(p.headings.skills)}</h2><p>${p.skills.map(esc).join('; ')}</p></div>`,
    ),
  // Experience as a bordered table (period, position, employer; the duties in a full-width row under each).
  'html-table': (p) => {
    const [period, position, employer] = TABLE_LABELS[p.language] ?? TABLE_LABELS.en!;
    return page(
      p,
      `.pg{padding:15mm 16mm}h1{font-size:20pt;margin:0;color:#4a2c6d}.hl{color:#4a2c6d}.ct{color:#444;margin:3px 0 8px}
h2{font-size:12pt;color:#4a2c6d;margin:14px 0 5px}table{border-collapse:collapse;width:100%}
th{background:#eee6f5;text-align:left;font-size:8.5pt;padding:3px 5px;border:1px solid #c9b8dc}
td{border:1px solid #c9b8dc;padding:3px 5px;vertical-align:top}td.duty{border-top:none}.w{white-space:nowrap}`,
      `<div class="pg"><h1>${esc(fullName(p))}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2><table><tr><th>${esc(period)}</th><th>${esc(position)}</th><th>${esc(employer)}</th></tr>
${p.roles
  .map(
    (r) =>
      `<tr><td class="w">${esc(r.dates)}</td><td><b>${esc(r.title)}</b></td><td>${esc(r.employer)}, ${esc(r.place)}</td></tr><tr><td></td><td colspan="2" class="duty">${roleText(r)}</td></tr>`,
  )
  .join('')}</table>
<h2>${esc(p.headings.education)}</h2><table>${p.education
        .map(
          (s) =>
            `<tr><td class="w">${esc(s.dates)}</td><td><b>${esc(s.degree)}</b></td><td>${esc(s.school)}</td></tr>`,
        )
        .join('')}</table>
<h2>${esc(p.headings.skills)}</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.extras.map((x) => `<h2>${esc(x.heading)}</h2><p>${x.items.map(esc).join(', ')}</p>`).join('')}</div>`,
    );
  },
};

// --- DOCX layouts --------------------------------------------------------------------------------------

const roleBlocks = (r: Role): DocxBlock[] =>
  r.sentence ? [r.sentence] : r.bullets.map((bullet): DocxBlock => ({ bullet }));

const DOCX_LAYOUTS: Partial<Record<Layout, (p: Person) => DocxBlock[]>> = {
  // The name and contact above one single-column table: a heading row then a content row per section.
  'docx-section-table': (p) => [
    fullName(p),
    p.headline,
    `${p.phone} – ${p.email} – ${p.city}`,
    {
      table: [
        [[{ heading: p.headings.summary }]],
        [[p.summary]],
        [[{ heading: p.headings.experience }]],
        [
          p.roles.flatMap((r): DocxBlock[] => [
            `${r.title} | ${r.employer}`,
            `${r.place}, ${r.dates}`,
            ...roleBlocks(r),
          ]),
        ],
        [[{ heading: p.headings.education }]],
        [p.education.flatMap((s): DocxBlock[] => [s.degree, `${s.school}, ${s.dates}`])],
        [[{ heading: p.headings.skills }]],
        [p.skills.map((bullet): DocxBlock => ({ bullet }))],
        ...p.extras.flatMap((x) => [
          [[{ heading: x.heading }]],
          [x.items.map((bullet): DocxBlock => ({ bullet }))],
        ]),
      ],
    },
  ],
  // Word heading styles for the sections; each role as "Title — dates", then "Employer, Place", then bullets.
  'docx-heading-styles': (p) => [
    fullName(p),
    p.headline,
    p.city,
    p.phone,
    p.email,
    { heading: p.headings.summary },
    p.summary,
    { heading: p.headings.experience },
    ...p.roles.flatMap((r): DocxBlock[] => [
      `${r.title} — ${r.dates}`,
      `${r.employer}, ${r.place}`,
      ...roleBlocks(r),
    ]),
    { heading: p.headings.education },
    ...p.education.flatMap((s): DocxBlock[] => [`${s.degree} — ${s.dates}`, s.school]),
    { heading: p.headings.skills },
    ...p.skills.map((bullet): DocxBlock => ({ bullet })),
    ...p.extras.flatMap((x): DocxBlock[] => [
      { heading: x.heading },
      ...x.items.map((bullet) => ({ bullet })),
    ]),
  ],
  // Contact in a three-cell row under the name; each role header a two-cell table (title and employer at
  // the left, the dates in the right cell), its bullets after the table.
  'docx-role-cells': (p) => [
    fullName(p),
    p.headline,
    { table: [[p.email, p.phone, p.city]] },
    { heading: p.headings.summary },
    p.summary,
    { heading: p.headings.experience },
    ...p.roles.flatMap((r): DocxBlock[] => [
      { table: [[[r.title, `${r.employer}, ${r.place}`], r.dates]] },
      ...roleBlocks(r),
    ]),
    { heading: p.headings.education },
    ...p.education.map((s): DocxBlock => ({ table: [[[s.degree, s.school], s.dates]] })),
    { heading: p.headings.skills },
    p.skills.join(' • '),
    ...p.extras.flatMap((x): DocxBlock[] => [
      { heading: x.heading },
      ...x.items.map((bullet) => ({ bullet })),
    ]),
  ],
};

/** Layouts whose page holds two columns of content (a label or date column beside its rows counts as one). */
const TWO_COLUMNS = new Set<Layout>(['left-photo-sidebar']);
/** Layouts that print the contact heading. */
const CONTACT_HEADING = new Set<Layout>(['left-photo-sidebar', 'europass-form']);
/** Layouts that print the headings in capitals. */
const UPPER_HEADINGS = new Set<Layout>(['split-name']);

function truthOf(p: Person, file: string, format: string) {
  const printed = (text: string) => (UPPER_HEADINGS.has(p.layout) ? upper(text) : text);
  const sections: Array<{ heading: string; kind: string; alt?: string[] }> = [
    { heading: p.headings.summary, kind: 'summary', alt: ['other'] },
    { heading: p.headings.experience, kind: 'experience' },
    { heading: p.headings.education, kind: 'education' },
    { heading: p.headings.skills, kind: 'skills' },
    ...p.extras.map((extra) => ({ heading: extra.heading, kind: extra.kind })),
  ];
  if (CONTACT_HEADING.has(p.layout)) sections.push({ heading: p.headings.contact, kind: 'other' });
  for (const section of sections) section.heading = printed(section.heading);
  return truthRecord({
    file,
    format,
    language: p.language,
    columns: TWO_COLUMNS.has(p.layout) ? 2 : 1,
    layout: p.layout,
    generator: 'apps/server/src/evaluation/make-holdout2.ts',
    // The form prints "Last, First".
    name: p.layout === 'europass-form' ? `${p.last}, ${p.first}` : fullName(p),
    email: p.email,
    phone: p.phone,
    sections,
    roles: p.roles,
    skills: p.skills,
    notes: ['second held-out set: written without reading the parser, never tuned on'],
  });
}

function main() {
  const folder = freshFolder('/tmp/careerlens-holdout2');
  const files = writePeople(folder, PEOPLE, { docx: DOCX_LAYOUTS, html: HTML_LAYOUTS }, truthOf);
  writeTruth(folder, files, 'second held-out resumes');
}

main();
