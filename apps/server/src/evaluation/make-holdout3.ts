import { type DocxBlock } from '../../../../packages/core/src/testing/documents';
import { escape as esc, freshFolder, truthRecord, writePeople, writeTruth } from './make-designed';

/**
 * `npm run eval:make-holdout3 -- <folder>` writes a third held-out set of designed resumes with their truth
 * (the shape `npm run eval:layouts -- <folder>` reads). People, wording and templates are new (none of
 * make-designed's, make-holdout's or make-holdout2's) and were written without reading the parser: a top band
 * with the contact in three columns and "Employer — City" / "Title | dates" entries, small-capital headings
 * with a rule and the dates right of the title, the dates at the left of the line and the title at its
 * right, a compact skills grid with text ratings, a functional resume with a short work history at the end,
 * sections in fieldset boxes with the heading on the border, big section numbers in the margin with
 * "Title at Employer" entries, a role broken across two pages under a repeated footer, a plain monospaced
 * text resume, a strip of figures over a main column and a right-hand column; DOCX with each role as a
 * label/value table, DOCX with capital-letter headings typed as plain paragraphs. Names, employers, emails
 * (example.com / example.org) and phone numbers are invented; the generated files stay out of git.
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
  | 'contact-band'
  | 'smallcaps-rule'
  | 'dates-left-title-right'
  | 'skills-grid'
  | 'functional'
  | 'fieldset-boxes'
  | 'numbered-margin'
  | 'split-role-pages'
  | 'monospace-plain'
  | 'stats-strip'
  | 'docx-key-value'
  | 'docx-caps-paragraphs';

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
  roles: Role[];
  education: Study[];
  skills: string[];
  /** Ratings out of five for the skills grid, in the order of `skills`. */
  ratings?: number[];
  /** Skill areas of the functional resume: a bold label with achievements under it. */
  areas?: Array<{ label: string; points: string[] }>;
  extras: Extra[];
}

const PEOPLE: Person[] = [
  // --- English -----------------------------------------------------------------------------------------
  {
    id: 'en-logistics',
    language: 'en',
    layout: 'contact-band',
    name: 'Oluwaseun Hartigan',
    headline: 'Logistics Coordinator',
    email: 'seun.hartigan@example.com',
    phone: '07700 900631',
    city: 'Milton Keynes',
    headings: {
      summary: 'Profile',
      experience: 'Career History',
      education: 'Qualifications',
      skills: 'Core Strengths',
    },
    summary:
      'Logistics coordinator who books, tracks and chases 300 inbound containers a month so that the shelves never run dry.',
    roles: [
      {
        title: 'Logistics Coordinator',
        employer: 'Brackley Cold Chain Ltd',
        place: 'Milton Keynes',
        dates: 'Sep 2021 – Present',
        bullets: [
          'Coordinate inbound freight for 4 temperature-controlled warehouses',
          'Cut demurrage charges by £38k in 2023 by re-sequencing port collections',
          'Run the daily carrier call with 9 hauliers',
        ],
      },
      {
        title: 'Transport Planner',
        employer: 'Ouzel Valley Distribution',
        place: 'Bedford',
        dates: 'Jan 2018 – Aug 2021',
        bullets: [
          'Planned 60 multi-drop routes a day in Paragon',
          'Kept on-time delivery above 97% through two peak seasons',
        ],
      },
      {
        title: 'Goods-In Administrator',
        employer: 'Harrowden Trade Supplies',
        place: 'Wellingborough',
        dates: 'Mar 2016 – Dec 2017',
        bullets: ['Booked in deliveries and resolved quantity discrepancies with suppliers'],
      },
    ],
    education: [
      {
        degree: 'CILT Level 3 Certificate in Logistics and Transport',
        school: 'Chiltern Business School',
        dates: '2019',
      },
      { degree: 'A Levels: Geography, Business, Maths', school: 'Stantonbury Sixth Form', dates: '2015' },
    ],
    skills: ['Freight booking', 'Route planning', 'SAP EWM', 'Customs paperwork', 'Supplier negotiation'],
    extras: [
      {
        heading: 'Interests',
        kind: 'other',
        items: ['Five-a-side football', 'Volunteer driver for a food bank'],
      },
    ],
  },
  {
    id: 'en-ux-researcher',
    language: 'en',
    layout: 'smallcaps-rule',
    name: 'Marisol Quennell',
    headline: 'UX Researcher',
    email: 'marisol.quennell@example.org',
    phone: '(206) 555-0148',
    city: 'Tacoma, WA',
    headings: {
      summary: 'Overview',
      experience: 'Relevant Experience',
      education: 'Academic Background',
      skills: 'Research Methods',
    },
    summary:
      'Mixed-methods researcher who turns interviews, diary studies and usage data into decisions product teams actually make.',
    roles: [
      {
        title: 'Senior UX Researcher',
        employer: 'Puget Transit Apps',
        place: 'Seattle, WA',
        dates: 'June 2021 – present',
        bullets: [
          'Led 48 rider interviews that reshaped the fare-capping feature',
          'Set up a research repository used by 5 product squads',
          'Raised task success on trip planning from 61% to 84%',
        ],
      },
      {
        title: 'UX Researcher',
        employer: 'Cedarline Health Portal',
        place: 'Tacoma, WA',
        dates: 'August 2018 – May 2021',
        bullets: [
          'Ran usability tests with patients over 65 every sprint',
          'Co-wrote the accessibility playbook',
        ],
      },
    ],
    education: [
      {
        degree: 'M.S. Human Centered Design & Engineering',
        school: 'Evergreen Sound University',
        dates: '2018',
      },
      { degree: 'B.A. Anthropology', school: 'Rainier College', dates: '2015' },
    ],
    skills: ['Contextual inquiry', 'Diary studies', 'Survey design', 'Card sorting', 'Dovetail', 'SQL'],
    extras: [
      {
        heading: 'Talks',
        kind: 'other',
        items: ['“Riding Along: Field Research on Buses”, Cascadia UX Meetup, 2023'],
      },
    ],
  },
  {
    id: 'en-bookkeeper',
    language: 'en',
    layout: 'functional',
    name: 'Annelise Brookfield',
    headline: 'Bookkeeper',
    email: 'a.brookfield@example.com',
    phone: '0491 570 884',
    city: 'Toowoomba QLD',
    headings: {
      summary: 'Summary of Qualifications',
      experience: 'Employment History',
      education: 'Training',
      skills: 'Areas of Expertise',
    },
    summary:
      'Bookkeeper returning to work after raising a family, with nine years of small-business accounts, BAS and payroll behind her.',
    roles: [
      {
        title: 'Bookkeeper (part-time)',
        employer: 'Darling Downs Tyre & Battery',
        place: 'Toowoomba QLD',
        dates: '2019 – 2024',
        bullets: [],
      },
      {
        title: 'Accounts Officer',
        employer: 'Glennie Heights Medical Centre',
        place: 'Toowoomba QLD',
        dates: '2013 – 2016',
        bullets: [],
      },
      {
        title: 'Office Junior',
        employer: 'Ruthven Street Real Estate',
        place: 'Toowoomba QLD',
        dates: '2011 – 2013',
        bullets: [],
      },
    ],
    areas: [
      {
        label: 'Accounts & Reconciliation',
        points: [
          'Reconciled 6 bank and credit-card accounts weekly without a single unexplained item at year end',
          'Cleared a 14-month backlog of supplier invoices in six weeks',
        ],
      },
      {
        label: 'Payroll & Compliance',
        points: [
          'Processed fortnightly pay for up to 35 staff, including award interpretation',
          'Lodged quarterly BAS and STP reports on time for five years',
        ],
      },
    ],
    education: [
      {
        degree: 'Certificate IV in Accounting and Bookkeeping',
        school: 'Southern Downs TAFE',
        dates: '2012',
      },
    ],
    skills: ['Xero', 'MYOB', 'Excel', 'BAS', 'Single Touch Payroll'],
    extras: [],
  },
  {
    id: 'en-baker',
    language: 'en',
    layout: 'dates-left-title-right',
    name: 'Tobiah Ferncastle',
    headline: 'Artisan Baker',
    email: 'tobiah@ferncastle.example.com',
    phone: '(503) 555-0117',
    city: 'Eugene, OR',
    headings: {
      summary: 'About',
      experience: 'Kitchen Experience',
      education: 'Schooling',
      skills: 'What I Bring',
    },
    summary:
      'Early-rising baker running a sourdough programme of 400 loaves a night, with a soft spot for rye and teaching apprentices.',
    roles: [
      {
        title: 'Head Baker',
        employer: 'Willamette Hearth Bakery',
        place: 'Eugene, OR',
        dates: '2020 – now',
        bullets: [
          'Run the overnight shift of 3 bakers producing 400 loaves and 900 pastries',
          'Brought flour waste down 22% by switching to pre-ferment scheduling',
        ],
      },
      {
        title: 'Bakery Assistant',
        employer: 'Coburg Road Market',
        place: 'Springfield, OR',
        dates: '2016 – 2020',
        bullets: ['Shaped, proofed and baked breads for the market stall and two cafés'],
      },
    ],
    education: [
      {
        degree: 'Certificate in Baking & Pastry Arts',
        school: 'Lane Valley Community College',
        dates: '2016',
      },
    ],
    skills: ['Sourdough', 'Lamination', 'Deck ovens', 'Food safety', 'Production scheduling'],
    extras: [
      {
        heading: 'Certifications',
        kind: 'certifications',
        items: ['Oregon Food Handler Card', 'ServSafe Manager'],
      },
    ],
  },
  {
    id: 'en-hvac',
    language: 'en',
    layout: 'skills-grid',
    name: 'Dwayne Okonkwo-Reyes',
    headline: 'HVAC Service Technician',
    email: 'dwayne.or@example.com',
    phone: '(480) 555-0192',
    city: 'Mesa, AZ',
    headings: {
      summary: 'Profile',
      experience: 'Jobs',
      education: 'Education',
      skills: 'Skills Matrix',
    },
    summary:
      'EPA 608 Universal certified technician keeping commercial rooftop units cool through Arizona summers.',
    roles: [
      {
        title: 'HVAC Service Technician',
        employer: 'Superstition Air & Heat',
        place: 'Mesa, AZ',
        dates: '2019–2024',
        bullets: ['Serviced 5–7 rooftop units a day', 'Top callback-free tech in 2022'],
      },
      {
        title: 'HVAC Installer',
        employer: 'Saguaro Comfort Systems',
        place: 'Tempe, AZ',
        dates: '2015–2019',
        bullets: ['Installed split systems and ductwork in new homes'],
      },
      {
        title: 'Apprentice',
        employer: 'Valley Sheet Metal Co.',
        place: 'Chandler, AZ',
        dates: '2013–2015',
        bullets: [],
      },
    ],
    education: [
      { degree: 'HVAC-R Technician Diploma', school: 'East Valley Technical Institute', dates: '2015' },
    ],
    skills: [
      'Refrigerant recovery',
      'Rooftop units',
      'Controls wiring',
      'Ductwork',
      'Heat pumps',
      'Customer service',
    ],
    ratings: [5, 5, 4, 4, 3, 4],
    extras: [
      {
        heading: 'Licences',
        kind: 'certifications',
        items: ['EPA 608 Universal', 'NATE Core', 'AZ Driver Licence'],
      },
    ],
  },
  {
    id: 'en-librarian',
    language: 'en',
    layout: 'fieldset-boxes',
    name: 'Constance Adeyemi-Holt',
    headline: 'Children’s Librarian',
    email: 'constance.holt@example.org',
    phone: '07700 900174',
    city: 'Norwich',
    headings: {
      summary: 'In Brief',
      experience: 'Library Posts',
      education: 'Degrees',
      skills: 'Know-how',
    },
    summary:
      'Librarian who has grown weekly rhyme-time from eight families to sixty and keeps teenagers reading past fourteen.',
    roles: [
      {
        title: 'Children’s and Young People’s Librarian',
        employer: 'Broadland Libraries Service',
        place: 'Norwich',
        dates: 'April 2019 – to date',
        bullets: [
          'Plan the events programme for 7 branch libraries',
          'Won £12,000 of Arts Council funding for a graphic-novel club',
        ],
      },
      {
        title: 'Library Assistant',
        employer: 'Wensum Valley High School',
        place: 'Dereham',
        dates: 'September 2015 – March 2019',
        bullets: [
          'Ran the school library on my own for 900 pupils',
          'Started a reading-buddy scheme with Year 7',
        ],
      },
    ],
    education: [
      {
        degree: 'MA Library and Information Studies',
        school: 'University of East Fenland',
        dates: '2017 – 2019',
      },
      { degree: 'BA English Literature', school: 'University of East Fenland', dates: '2012 – 2015' },
    ],
    skills: ['Storytelling', 'Cataloguing (RDA)', 'Event planning', 'Safeguarding', 'Canva'],
    extras: [
      { heading: 'Memberships', kind: 'other', items: ['CILIP Chartered Member', 'Youth Libraries Group'] },
    ],
  },
  {
    id: 'en-ot',
    language: 'en',
    layout: 'numbered-margin',
    name: 'Rhiannon Castellví',
    headline: 'Occupational Therapist',
    email: 'rhiannon.castellvi@example.com',
    phone: '+44 29 2018 0452',
    city: 'Cardiff',
    headings: {
      summary: 'Personal Profile',
      experience: 'Clinical Experience',
      education: 'Education and Registration',
      skills: 'Clinical Skills',
    },
    summary:
      'HCPC-registered occupational therapist with six years in stroke rehabilitation and community reablement.',
    roles: [
      {
        title: 'Specialist Occupational Therapist',
        employer: 'Taff Ely Community Stroke Team',
        place: 'Pontypridd',
        dates: 'Nov 2021 – Present',
        bullets: [
          'Carry a caseload of 22 clients after early supported discharge',
          'Introduced a goal-setting tool now used across the team',
        ],
      },
      {
        title: 'Occupational Therapist',
        employer: 'Ely Bridge Rehabilitation Unit',
        place: 'Cardiff',
        dates: 'Sep 2018 – Oct 2021',
        bullets: ['Assessed and treated inpatients on a 24-bed neuro-rehab ward', 'Supervised 5 OT students'],
      },
    ],
    education: [
      { degree: 'BSc (Hons) Occupational Therapy', school: 'Severnside University', dates: '2015 – 2018' },
    ],
    skills: ['Cognitive assessment', 'Splinting', 'Home visits', 'Moving and handling', 'Welsh speaker'],
    extras: [],
  },
  {
    id: 'en-surveyor',
    language: 'en',
    layout: 'split-role-pages',
    name: 'Fergus Lindqvist-Mbeki',
    headline: 'Quantity Surveyor MRICS',
    email: 'fergus.lm@example.com',
    phone: '07700 900348',
    city: 'Glasgow',
    headings: {
      summary: 'Professional Summary',
      experience: 'Project Experience',
      education: 'Education',
      skills: 'Software',
    },
    summary:
      'Chartered quantity surveyor who has priced, valued and closed out £140m of schools, housing and healthcare work across the central belt.',
    roles: [
      {
        title: 'Senior Quantity Surveyor',
        employer: 'Clydeholm Construction Ltd',
        place: 'Glasgow',
        dates: 'Feb 2020 – Present',
        bullets: [
          'Commercial lead on a £42m secondary school under NEC4 Option C',
          'Agreed the final account 3 months after completion, £0.6m under budget',
          'Manage 2 assistant surveyors and a trainee',
        ],
      },
      {
        title: 'Quantity Surveyor',
        employer: 'Kelvinside Partnership LLP',
        place: 'Glasgow',
        dates: 'Jul 2016 – Jan 2020',
        bullets: [
          'Prepared cost plans and tender documents for 11 housing projects',
          'Valued monthly interim payments for contracts up to £15m',
          'Negotiated 140 variations with subcontractors',
          'Wrote the practice’s first guide to NRM2 measurement for graduates',
        ],
      },
      {
        title: 'Trainee Quantity Surveyor',
        employer: 'Monklands Estates Group',
        place: 'Airdrie',
        dates: 'Aug 2014 – Jun 2016',
        bullets: ['Measured quantities from drawings and kept the cost reports'],
      },
    ],
    education: [
      { degree: 'BSc (Hons) Quantity Surveying', school: 'Caledon University', dates: '2010 – 2014' },
    ],
    skills: ['CostX', 'Excel', 'Primavera P6', 'NEC4', 'JCT'],
    extras: [{ heading: 'Professional Membership', kind: 'certifications', items: ['MRICS (2018)'] }],
  },
  {
    id: 'en-paramedic',
    language: 'en',
    layout: 'docx-key-value',
    name: 'Jolene Westerhuis',
    headline: 'Paramedic',
    email: 'jolene.westerhuis@example.org',
    phone: '0491 571 206',
    city: 'Geelong VIC',
    headings: {
      summary: 'Career Objective',
      experience: 'Employment',
      education: 'Qualifications',
      skills: 'Clinical Competencies',
    },
    summary:
      'Advanced Life Support paramedic seeking an intensive care paramedic traineeship after seven years on road.',
    roles: [
      {
        title: 'Advanced Life Support Paramedic',
        employer: 'Barwon Coast Ambulance Service',
        place: 'Geelong VIC',
        dates: '03/2019 – current',
        bullets: [
          'Attend 8–12 emergency cases per 12-hour shift',
          'Clinical instructor for graduate paramedics since 2022',
        ],
      },
      {
        title: 'Graduate Paramedic',
        employer: 'Surf Coast Patient Transport',
        place: 'Torquay VIC',
        dates: '02/2017 – 02/2019',
        bullets: ['Completed the graduate program with distinction'],
      },
    ],
    education: [{ degree: 'Bachelor of Paramedicine', school: 'Bellarine University', dates: '2016' }],
    skills: [
      'Advanced airway management',
      'ECG interpretation',
      'Cannulation',
      'Triage',
      'Major incident response',
    ],
    extras: [],
  },
  {
    id: 'en-gardener',
    language: 'en',
    layout: 'docx-caps-paragraphs',
    name: 'Bartholomew Nakashima',
    headline: 'Landscape Gardener',
    email: 'bart.nakashima@example.com',
    phone: '(604) 555-0129',
    city: 'Burnaby, BC',
    headings: {
      summary: 'Objective',
      experience: 'Work Experience',
      education: 'Education',
      skills: 'Skills',
    },
    summary: 'Hard-working landscape gardener looking for a lead hand position with a design-build company.',
    roles: [
      {
        title: 'Landscape Gardener',
        employer: 'Fraser Greenworks',
        place: 'Burnaby, BC',
        dates: 'April 2020 – Present',
        bullets: [
          'Build patios, retaining walls and planting beds for residential clients',
          'Maintain 30 strata properties on a weekly rotation',
        ],
      },
      {
        title: 'Grounds Keeper',
        employer: 'Deer Lake Golf Club',
        place: 'Burnaby, BC',
        dates: 'May 2017 – March 2020',
        bullets: ['Mowed, aerated and top-dressed greens and fairways'],
      },
    ],
    education: [
      { degree: 'Horticulture Technician Certificate', school: 'Coast Mountain College', dates: '2017' },
    ],
    skills: ['Hardscaping', 'Irrigation repair', 'Pruning', 'Mini excavator', 'Plant identification'],
    extras: [],
  },
  {
    id: 'en-pharmacy-tech',
    language: 'en',
    layout: 'monospace-plain',
    name: 'Imogen Strachan-Patel',
    headline: 'Pharmacy Technician',
    email: 'imogen.sp@example.com',
    phone: '07700 900915',
    city: 'Sheffield',
    headings: {
      summary: 'Summary',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
    },
    summary:
      'GPhC-registered pharmacy technician, accuracy checker, eight years in hospital and community pharmacy.',
    roles: [
      {
        title: 'Senior Pharmacy Technician',
        employer: 'Don Valley Hospitals NHS Trust',
        place: 'Sheffield',
        dates: 'Oct 2020 - Present',
        bullets: [
          'Accuracy-check 300 items a day in the dispensary',
          'Lead medicines reconciliation on 2 medical wards',
          'Trained 6 pre-registration trainee technicians',
        ],
      },
      {
        title: 'Dispenser',
        employer: 'Hillsborough Corner Pharmacy',
        place: 'Sheffield',
        dates: 'Jun 2016 - Sep 2020',
        bullets: ['Dispensed prescriptions and ran the repeat-prescription service'],
      },
    ],
    education: [
      { degree: 'Level 3 Diploma in Pharmaceutical Science', school: 'Sheaf College', dates: '2018' },
    ],
    skills: ['Accuracy checking', 'Medicines reconciliation', 'Aseptic technique', 'EMIS', 'JAC'],
    extras: [],
  },
  {
    id: 'en-claims',
    language: 'en',
    layout: 'stats-strip',
    name: 'Kwabena Sørensen',
    headline: 'Insurance Claims Handler',
    email: 'kwabena.sorensen@example.com',
    phone: '+44 113 496 0734',
    city: 'Leeds',
    headings: {
      summary: 'Profile',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
    },
    summary:
      'Motor and property claims handler who settles fairly and fast, with the best customer-satisfaction score on the team two years running.',
    roles: [
      {
        title: 'Senior Claims Handler',
        employer: 'Kirkstall Mutual Insurance',
        place: 'Leeds',
        dates: 'Jan 2021 – Present',
        bullets: [
          'Handle a portfolio of 120 open property claims up to £250k',
          'Reduced average settlement time from 41 to 29 days',
        ],
      },
      {
        title: 'Claims Handler',
        employer: 'Aireborough Direct',
        place: 'Bradford',
        dates: 'Feb 2017 – Dec 2020',
        bullets: [
          'First notification of loss for motor claims, 60 calls a day',
          'Spotted and referred 35 fraud cases',
        ],
      },
    ],
    education: [
      { degree: 'Cert CII (Insurance)', school: 'Chartered Insurance Institute', dates: '2019' },
      { degree: 'BA Business Studies', school: 'Leeds Beckett Polytechnic', dates: '2016' },
    ],
    skills: ['Claims negotiation', 'Fraud indicators', 'Guidewire', 'Customer care', 'Complaint handling'],
    extras: [{ heading: 'Languages', kind: 'other', items: ['English', 'Twi', 'Danish (basic)'] }],
  },
  // --- German --------------------------------------------------------------------------------------------
  {
    id: 'de-apothekerin',
    language: 'de',
    layout: 'contact-band',
    name: 'Friederike Osterkamp',
    headline: 'Approbierte Apothekerin',
    email: 'f.osterkamp@example.com',
    phone: '030 23125 733',
    city: 'Potsdam',
    headings: {
      summary: 'Kurzprofil',
      experience: 'Beruflicher Werdegang',
      education: 'Bildungsweg',
      skills: 'Fachkompetenzen',
    },
    summary:
      'Apothekerin mit acht Jahren Erfahrung in der öffentlichen Apotheke, Schwerpunkt Medikationsanalyse und Rezeptur.',
    roles: [
      {
        title: 'Filialleiterin',
        employer: 'Havelland-Apotheke am Markt',
        place: 'Potsdam',
        dates: '07/2020 – heute',
        bullets: [
          'Leitung eines Teams aus 4 PTA und 2 PKA',
          'Einführung der pharmazeutischen Dienstleistungen mit 300 Medikationsanalysen pro Jahr',
        ],
      },
      {
        title: 'Approbierte Apothekerin',
        employer: 'Sanssouci-Apotheke',
        place: 'Potsdam',
        dates: '01/2016 – 06/2020',
        bullets: [
          'Beratung in der Offizin und Herstellung von Rezepturen',
          'Betreuung von drei Pflegeheimen',
        ],
      },
    ],
    education: [
      {
        degree: 'Approbation als Apothekerin',
        school: 'Landesamt für Gesundheit Brandenburg',
        dates: '2015',
      },
      { degree: 'Staatsexamen Pharmazie', school: 'Freie Universität Berlin', dates: '2010 – 2014' },
    ],
    skills: ['Medikationsanalyse', 'Rezepturherstellung', 'Impfen in der Apotheke', 'Warenwirtschaft ADG'],
    extras: [
      { heading: 'Sprachkenntnisse', kind: 'other', items: ['Deutsch (Muttersprache)', 'Englisch (C1)'] },
    ],
  },
  {
    id: 'de-bauingenieur',
    language: 'de',
    layout: 'docx-key-value',
    name: 'Jannik Wesselmann',
    headline: 'Bauingenieur (M.Eng.)',
    email: 'jannik.wesselmann@example.org',
    phone: '+49 30 23125 981',
    city: 'Berlin',
    headings: {
      summary: 'Über mich',
      experience: 'Berufspraxis',
      education: 'Studium',
      skills: 'Kenntnisse und Fähigkeiten',
    },
    summary:
      'Bauingenieur mit Erfahrung in der Bauleitung von Brücken- und Ingenieurbauwerken bis 25 Mio. €.',
    roles: [
      {
        title: 'Bauleiter Ingenieurbau',
        employer: 'Spreebau Infrastruktur GmbH',
        place: 'Berlin',
        dates: 'seit 04/2021',
        bullets: [
          'Bauleitung für den Ersatzneubau einer Eisenbahnüberführung',
          'Abrechnung und Nachtragsmanagement nach VOB/B',
        ],
      },
      {
        title: 'Tragwerksplaner',
        employer: 'Ingenieurbüro Kessler & Partner',
        place: 'Cottbus',
        dates: '09/2017 – 03/2021',
        bullets: ['Statische Berechnungen für Stahlbetonbauteile', 'Erstellung von Bewehrungsplänen'],
      },
    ],
    education: [
      {
        degree: 'Master of Engineering Bauingenieurwesen',
        school: 'Hochschule Lausitz',
        dates: '2015 – 2017',
      },
      {
        degree: 'Bachelor of Engineering Bauingenieurwesen',
        school: 'Hochschule Lausitz',
        dates: '2011 – 2015',
      },
    ],
    skills: ['SOFiSTiK', 'AutoCAD', 'RIB iTWO', 'VOB', 'MS Project'],
    extras: [
      {
        heading: 'Zertifikate',
        kind: 'certifications',
        items: ['SiGeKo nach RAB 30', 'Führerschein Klasse B'],
      },
    ],
  },
  // --- French --------------------------------------------------------------------------------------------
  {
    id: 'fr-receptionniste',
    language: 'fr',
    layout: 'smallcaps-rule',
    name: 'Maëlys Dufresne-Ogier',
    headline: 'Réceptionniste d’hôtel',
    email: 'maelys.dufresne@example.com',
    phone: '01 99 00 62 15',
    city: 'Annecy',
    headings: {
      summary: 'Présentation',
      experience: 'Parcours professionnel',
      education: 'Diplômes',
      skills: 'Savoir-faire',
    },
    summary:
      'Réceptionniste trilingue, à l’aise avec les arrivées tardives, les groupes et les clients exigeants d’un hôtel quatre étoiles.',
    roles: [
      {
        title: 'Réceptionniste de nuit',
        employer: 'Hôtel Les Marquisats',
        place: 'Annecy',
        dates: 'avril 2021 – aujourd’hui',
        bullets: [
          'Accueil et départ de 60 chambres, audit de nuit et clôture de caisse',
          'Note de 9,4 sur les plateformes de réservation pour l’accueil',
        ],
      },
      {
        title: 'Agent de réception',
        employer: 'Résidence Le Semnoz',
        place: 'Seynod',
        dates: 'juin 2018 – mars 2021',
        bullets: ['Gestion des réservations et des réclamations', 'Formation de 4 saisonniers chaque été'],
      },
    ],
    education: [
      { degree: 'BTS Management en hôtellerie-restauration', school: 'Lycée hôtelier du Lac', dates: '2018' },
    ],
    skills: ['Opera PMS', 'Yield management', 'Encaissements', 'Anglais', 'Italien'],
    extras: [
      {
        heading: 'Langues parlées',
        kind: 'other',
        items: ['Français', 'Anglais (courant)', 'Italien (courant)'],
      },
    ],
  },
  {
    id: 'fr-eje',
    language: 'fr',
    layout: 'functional',
    name: 'Soizic Ravenel',
    headline: 'Éducatrice de jeunes enfants',
    email: 'soizic.ravenel@example.org',
    phone: '06 39 98 55 40',
    city: 'Rennes',
    headings: {
      summary: 'En bref',
      experience: 'Expériences',
      education: 'Formation initiale',
      skills: 'Compétences clés',
    },
    summary:
      'Éducatrice de jeunes enfants diplômée d’État, dix ans en crèche collective et en multi-accueil, attentive au lien avec les familles.',
    roles: [
      {
        title: 'Éducatrice de jeunes enfants',
        employer: 'Multi-accueil Les Lucioles',
        place: 'Rennes',
        dates: '2017 – 2024',
        bullets: [],
      },
      {
        title: 'Auxiliaire de puériculture',
        employer: 'Crèche parentale Pirouette',
        place: 'Cesson-Sévigné',
        dates: '2013 – 2017',
        bullets: [],
      },
    ],
    areas: [
      {
        label: 'Accompagnement des enfants',
        points: [
          'Conception d’un projet d’éveil musical pour 24 enfants de 18 mois à 3 ans',
          'Aménagement des espaces de jeu libre selon l’approche Pikler',
        ],
      },
      {
        label: 'Travail avec les familles et l’équipe',
        points: ['Animation de cafés des parents une fois par mois', 'Tutrice de 6 stagiaires éducatrices'],
      },
    ],
    education: [
      {
        degree: 'Diplôme d’État d’éducateur de jeunes enfants',
        school: 'Institut régional du travail social de Bretagne',
        dates: '2017',
      },
      { degree: 'Diplôme d’État d’auxiliaire de puériculture', school: 'IFAP de Rennes', dates: '2013' },
    ],
    skills: ['Observation', 'Éveil musical', 'Approche Pikler', 'Accueil des familles'],
    extras: [{ heading: 'Centres d’intérêt', kind: 'other', items: ['Chant choral', 'Randonnée'] }],
  },
  // --- Spanish -------------------------------------------------------------------------------------------
  {
    id: 'es-atv',
    language: 'es',
    layout: 'dates-left-title-right',
    name: 'Itziar Goikoetxea Ruano',
    headline: 'Auxiliar Técnico Veterinario',
    email: 'itziar.goikoetxea@example.com',
    phone: '+34 600 555 017',
    city: 'Vitoria-Gasteiz',
    headings: {
      summary: 'Sobre mí',
      experience: 'Trayectoria profesional',
      education: 'Estudios',
      skills: 'Habilidades',
    },
    summary:
      'Auxiliar técnica veterinaria con seis años en clínica de pequeños animales y urgencias, tranquila con los pacientes más nerviosos.',
    roles: [
      {
        title: 'Auxiliar técnico veterinario',
        employer: 'Hospital Veterinario Zadorra',
        place: 'Vitoria-Gasteiz',
        dates: 'mayo 2020 – hoy',
        bullets: [
          'Preparación de quirófano y monitorización anestésica en 15 cirugías semanales',
          'Hospitalización y cuidados de pacientes críticos en turno de noche',
        ],
      },
      {
        title: 'Recepcionista y auxiliar',
        employer: 'Clínica Veterinaria Armentia',
        place: 'Vitoria-Gasteiz',
        dates: 'sept. 2017 – abr. 2020',
        bullets: ['Gestión de citas y cobros', 'Toma de muestras y análisis básicos de laboratorio'],
      },
    ],
    education: [
      { degree: 'Técnico en Cuidados Auxiliares de Enfermería', school: 'CIFP Mendizabala', dates: '2017' },
    ],
    skills: ['Monitorización anestésica', 'Radiología', 'Manejo de animales', 'Qvet', 'Euskera'],
    extras: [
      {
        heading: 'Cursos',
        kind: 'certifications',
        items: ['Curso de Bienestar Animal (2021)', 'Manipulador de alimentos'],
      },
    ],
  },
  {
    id: 'es-educadora',
    language: 'es',
    layout: 'fieldset-boxes',
    name: 'Rocío Valdelomar Pizarro',
    headline: 'Educadora infantil',
    email: 'rocio.valdelomar@example.org',
    phone: '+34 699 555 042',
    city: 'Málaga',
    headings: {
      summary: 'Resumen profesional',
      experience: 'Experiencia laboral',
      education: 'Formación',
      skills: 'Aptitudes',
    },
    summary:
      'Técnica superior en Educación Infantil con siete años en escuelas infantiles de primer ciclo y experiencia en atención temprana.',
    roles: [
      {
        title: 'Educadora infantil',
        employer: 'Escuela Infantil Los Delfines',
        place: 'Málaga',
        dates: '09/2019 – actualidad',
        bullets: [
          'Tutora de un aula de 2-3 años con 18 niños',
          'Coordinación del período de adaptación con las familias',
        ],
      },
      {
        title: 'Monitora de comedor',
        employer: 'Colegio Santa Amalia',
        place: 'Torremolinos',
        dates: '10/2016 – 06/2019',
        bullets: ['Atención a 45 alumnos en el comedor y el patio'],
      },
    ],
    education: [
      { degree: 'Técnico Superior en Educación Infantil', school: 'IES Costa del Sol', dates: '2014 – 2016' },
    ],
    skills: ['Programación de aula', 'Atención temprana', 'Lengua de signos', 'Primeros auxilios'],
    extras: [{ heading: 'Idiomas', kind: 'other', items: ['Castellano (nativo)', 'Inglés (B1)'] }],
  },
  // --- Italian -------------------------------------------------------------------------------------------
  {
    id: 'it-secondo-chef',
    language: 'it',
    layout: 'numbered-margin',
    name: 'Gianmarco Dell’Oglio',
    headline: 'Secondo chef',
    email: 'gianmarco.delloglio@example.com',
    phone: '+39 320 555 0164',
    city: 'Bologna',
    headings: {
      summary: 'Chi sono',
      experience: 'Percorso professionale',
      education: 'Formazione',
      skills: 'Capacità',
    },
    summary:
      'Secondo chef con dieci anni di cucina emiliana e di pasta fresca, abituato a brigate di otto persone e a 150 coperti a servizio.',
    roles: [
      {
        title: 'Secondo chef',
        employer: 'Osteria del Portico',
        place: 'Bologna',
        dates: 'marzo 2020 – in corso',
        bullets: [
          'Gestione della brigata in assenza dello chef e degli ordini ai fornitori',
          'Riduzione del food cost dal 34 % al 29 %',
        ],
      },
      {
        title: 'Capo partita primi',
        employer: 'Trattoria Ca’ Rossa',
        place: 'Modena',
        dates: 'aprile 2015 – febbraio 2020',
        bullets: ['Produzione giornaliera di 12 kg di pasta fresca ripiena'],
      },
    ],
    education: [
      { degree: 'Diploma di tecnico dei servizi di enogastronomia', school: 'IPSSAR Scappi', dates: '2014' },
    ],
    skills: ['Pasta fresca', 'Gestione della brigata', 'HACCP', 'Food cost', 'Cottura a bassa temperatura'],
    extras: [{ heading: 'Certificazioni', kind: 'certifications', items: ['Attestato HACCP (2023)'] }],
  },
  {
    id: 'it-logistica',
    language: 'it',
    layout: 'monospace-plain',
    name: 'Ludovica Mastrangelo',
    headline: 'Coordinatrice logistica',
    email: 'ludovica.mastrangelo@example.org',
    phone: '+39 345 555 0197',
    city: 'Piacenza',
    headings: {
      summary: 'Sintesi',
      experience: 'Esperienze professionali',
      education: 'Titoli di studio',
      skills: 'Competenze tecniche',
    },
    summary:
      'Coordinatrice logistica in un polo distributivo di 60.000 m², responsabile di spedizioni e resi.',
    roles: [
      {
        title: 'Coordinatrice logistica',
        employer: 'Padana Distribuzione S.r.l.',
        place: 'Piacenza',
        dates: '01/2021 - oggi',
        bullets: [
          'Pianificazione di 80 spedizioni giornaliere verso il Nord Italia',
          'Gestione di 3 fornitori di trasporto e dei loro indicatori',
        ],
      },
      {
        title: 'Impiegata ufficio spedizioni',
        employer: 'Trasporti Bertolazzi S.n.c.',
        place: 'Fiorenzuola d’Arda',
        dates: '06/2017 - 12/2020',
        bullets: ['Emissione dei documenti di trasporto e tracciamento delle consegne'],
      },
    ],
    education: [{ degree: 'Laurea in Economia e Management', school: 'Università di Parma', dates: '2017' }],
    skills: ['WMS Reflex', 'SAP', 'Excel avanzato', 'Incoterms'],
    extras: [{ heading: 'Lingue straniere', kind: 'other', items: ['Inglese B2', 'Tedesco A2'] }],
  },
  // --- Dutch ---------------------------------------------------------------------------------------------
  {
    id: 'nl-kinderopvang',
    language: 'nl',
    layout: 'stats-strip',
    name: 'Femke Hoogeveen-Tan',
    headline: 'Pedagogisch medewerker kinderopvang',
    email: 'femke.hoogeveen@example.com',
    phone: '+31 6 55 50 12 47',
    city: 'Zwolle',
    headings: {
      summary: 'Over mij',
      experience: 'Loopbaan',
      education: 'Scholing',
      skills: 'Competenties',
    },
    summary:
      'Pedagogisch medewerker met negen jaar ervaring op verticale groepen en de buitenschoolse opvang, rustig en creatief.',
    roles: [
      {
        title: 'Pedagogisch medewerker',
        employer: 'Kinderdagverblijf De Vlindertuin',
        place: 'Zwolle',
        dates: 'aug. 2019 – heden',
        bullets: [
          'Verzorging en begeleiding van een verticale groep van 16 kinderen',
          'Mentor voor 4 BBL-studenten',
        ],
      },
      {
        title: 'Groepshulp BSO',
        employer: 'Stichting Speelkwartier',
        place: 'Kampen',
        dates: 'sep. 2015 – jul. 2019',
        bullets: ['Activiteiten voor kinderen van 4 tot 12 jaar na schooltijd'],
      },
    ],
    education: [
      { degree: 'MBO 4 Pedagogisch medewerker kinderopvang', school: 'Landstede Vakschool', dates: '2015' },
    ],
    skills: ['VVE-methode Uk & Puk', 'Observeren', 'Oudercontact', 'EHBO voor kinderen'],
    extras: [{ heading: 'Talenkennis', kind: 'other', items: ['Nederlands', 'Engels', 'Bahasa Indonesia'] }],
  },
  {
    id: 'nl-boekhouder',
    language: 'nl',
    layout: 'split-role-pages',
    name: 'Sjoerd van Bemmelen',
    headline: 'Boekhouder',
    email: 'sjoerd.vanbemmelen@example.org',
    phone: '+31 20 555 0183',
    city: 'Haarlem',
    headings: {
      summary: 'Persoonlijk profiel',
      experience: 'Werkervaring',
      education: 'Opleidingen',
      skills: 'Vaardigheden',
    },
    summary:
      'Nauwkeurige boekhouder voor het mkb die btw-aangiftes, jaarwerk en debiteurenbeheer op orde houdt voor 40 klanten.',
    roles: [
      {
        title: 'Boekhouder',
        employer: 'Spaarne Administratiekantoor',
        place: 'Haarlem',
        dates: 'mrt. 2019 – heden',
        bullets: [
          'Verzorgt de boekhouding en btw-aangiftes van 40 mkb-klanten',
          'Voorbereiden van het jaarwerk voor de accountant',
          'Invoering van bankkoppelingen, 6 uur per week tijdwinst',
        ],
      },
      {
        title: 'Medewerker debiteurenbeheer',
        employer: 'Kennemer Groothandel B.V.',
        place: 'Velsen',
        dates: 'jan. 2015 – feb. 2019',
        bullets: [
          'Beheer van 1.800 openstaande facturen',
          'Debiteurendagen teruggebracht van 52 naar 38',
          'Telefonisch contact met klanten over betalingsregelingen',
          'Maandelijkse rapportage aan de controller',
        ],
      },
      {
        title: 'Administratief medewerker',
        employer: 'Bloemenveiling Lisse',
        place: 'Lisse',
        dates: 'jun. 2013 – dec. 2014',
        bullets: ['Inboeken van inkoopfacturen'],
      },
    ],
    education: [
      { degree: 'MBO 4 Financieel administratief medewerker', school: 'Nova College', dates: '2013' },
    ],
    skills: ['Exact Online', 'Twinfield', 'Excel', 'Btw-aangifte', 'Debiteurenbeheer'],
    extras: [{ heading: 'Cursussen', kind: 'certifications', items: ['Praktijkdiploma Boekhouden (PDB)'] }],
  },
  // --- Portuguese ----------------------------------------------------------------------------------------
  {
    id: 'pt-farmaceutica',
    language: 'pt',
    layout: 'docx-caps-paragraphs',
    name: 'Inês Vasconcelos Barreto',
    headline: 'Farmacêutica comunitária',
    email: 'ines.barreto@example.com',
    phone: '+351 910 555 027',
    city: 'Braga',
    headings: {
      summary: 'Resumo',
      experience: 'Percurso profissional',
      education: 'Habilitações literárias',
      skills: 'Competências técnicas',
    },
    summary:
      'Farmacêutica com cinco anos de farmácia comunitária, focada no acompanhamento de doentes crónicos e na vacinação.',
    roles: [
      {
        title: 'Farmacêutica substituta',
        employer: 'Farmácia Avenida Central',
        place: 'Braga',
        dates: 'janeiro de 2021 – atualidade',
        bullets: [
          'Administração de 1.500 vacinas da gripe por campanha',
          'Acompanhamento farmacoterapêutico de 80 doentes diabéticos',
        ],
      },
      {
        title: 'Farmacêutica adjunta',
        employer: 'Farmácia São Vicente',
        place: 'Guimarães',
        dates: 'outubro de 2019 – dezembro de 2020',
        bullets: ['Dispensa de medicamentos e gestão de encomendas'],
      },
    ],
    education: [
      {
        degree: 'Mestrado Integrado em Ciências Farmacêuticas',
        school: 'Universidade do Minho',
        dates: '2019',
      },
    ],
    skills: ['Sifarma', 'Vacinação', 'Preparação individualizada da medicação', 'Gestão de stocks'],
    extras: [
      {
        heading: 'Formação complementar',
        kind: 'certifications',
        items: ['Curso de Administração de Vacinas (2020)'],
      },
    ],
  },
  {
    id: 'pt-eletricista',
    language: 'pt',
    layout: 'skills-grid',
    name: 'Wellington Araújo Tavares',
    headline: 'Eletricista Predial',
    email: 'wellington.tavares@example.com',
    phone: '(21) 95555-0138',
    city: 'Niterói, RJ',
    headings: {
      summary: 'Resumo profissional',
      experience: 'Histórico profissional',
      education: 'Escolaridade',
      skills: 'Habilidades',
    },
    summary:
      'Eletricista predial com NR-10 e doze anos em instalações residenciais e manutenção de condomínios.',
    roles: [
      {
        title: 'Eletricista de manutenção',
        employer: 'Condomínio Parque Icaraí',
        place: 'Niterói, RJ',
        dates: '2018–2024',
        bullets: ['Manutenção elétrica de 6 blocos e 2 elevadores', 'Troca de quadros de distribuição'],
      },
      {
        title: 'Auxiliar de eletricista',
        employer: 'Tavares & Lima Instalações',
        place: 'São Gonçalo, RJ',
        dates: '2012–2018',
        bullets: ['Passagem de cabos e montagem de tomadas em obras novas'],
      },
    ],
    education: [
      { degree: 'Curso Técnico em Eletrotécnica', school: 'Escola Técnica Fluminense', dates: '2012' },
    ],
    skills: [
      'Quadros de distribuição',
      'Instalações residenciais',
      'Leitura de projetos',
      'SPDA',
      'Motores',
      'NR-10',
    ],
    ratings: [5, 5, 4, 3, 3, 5],
    extras: [
      {
        heading: 'Cursos e certificações',
        kind: 'certifications',
        items: ['NR-10 Básico', 'NR-35 Trabalho em Altura'],
      },
    ],
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

/** The word between a title and its employer ("Title at Employer"), per language. */
const AT: Record<Person['language'], string> = {
  en: 'at',
  de: 'bei',
  fr: 'chez',
  es: 'en',
  it: 'presso',
  nl: 'bij',
  pt: 'na',
};

/** Labels of the DOCX role tables, per language. */
const ROLE_LABELS: Record<string, { position: string; employer: string; period: string; duties: string }> = {
  en: { position: 'Position', employer: 'Employer', period: 'Period', duties: 'Duties' },
  de: { position: 'Funktion', employer: 'Arbeitgeber', period: 'Zeitraum', duties: 'Aufgaben' },
};

/** The figures over the stats-strip layout, per language. */
const STATS: Record<string, (p: Person) => Array<[string, string]>> = {
  en: (p) => [
    ['8', 'years in claims'],
    [String(p.roles.length), 'employers'],
    ['97%', 'customer satisfaction'],
  ],
  nl: (p) => [
    ['9', 'jaar ervaring'],
    [String(p.roles.length), 'werkgevers'],
    ['3', 'talen'],
  ],
};

/** The "Tools" label under the functional resume's skill areas, per language. */
const TOOLS: Record<string, string> = { en: 'Software', fr: 'Outils et méthodes' };

const HTML_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // A dark band with the name and headline, a strip under it with the contact in three columns (town,
  // phone, email), letter-spaced capital headings over a rule; each role as "Employer — City" in bold, then
  // "Title | dates".
  'contact-band': (p) =>
    page(
      p,
      `.band{background:#1d3b36;color:#fff;padding:12mm 16mm 8mm}.band h1{margin:0;font-size:24pt;font-weight:600}
.band .hl{font-size:12pt;color:#bfe0d8}.strip{display:flex;background:#e6f0ee;padding:3mm 16mm;font-size:9pt}
.strip div{flex:1}.strip div:nth-child(2){text-align:center}.strip div:nth-child(3){text-align:right}
.body{padding:6mm 16mm}h2{font-size:10pt;text-transform:uppercase;letter-spacing:.25em;color:#1d3b36;
border-bottom:1px solid #1d3b36;padding-bottom:2px;margin:14px 0 6px}.emp{font-weight:bold;margin-top:8px}
.tl{color:#444}`,
      `<div class="band"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div></div>
<div class="strip"><div>${esc(p.city)}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div></div>
<div class="body"><h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="emp">${esc(r.employer)} — ${esc(r.place)}</div><div class="tl">${esc(r.title)} | ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education.map(studyLine).join('')}
<h2>${esc(p.headings.skills)}</h2><p>${esc(p.skills.join(' / '))}</p>${extrasHtml(p, 'h2')}</div>`,
    ),
  // A serif page, headings in small capitals with a thin rule under them; the title in bold with the dates
  // right-aligned on its line, the employer and town in italics below.
  'smallcaps-rule': (p) =>
    page(
      p,
      `body{font-family:'Liberation Serif','DejaVu Serif',serif;font-size:10.5pt}.pg{padding:16mm 20mm}
h1{font-size:22pt;margin:0;font-weight:normal}.hl{font-style:italic;font-size:12pt}.ct{font-size:9.5pt;color:#444;margin:4px 0 8px}
h2{font-variant:small-caps;font-weight:normal;font-size:14pt;border-bottom:.6pt solid #888;margin:14px 0 6px;padding-bottom:1px}
.line{display:flex;justify-content:space-between;margin-top:7px}.line b{font-size:11pt}.em{font-style:italic}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} &nbsp;•&nbsp; ${esc(p.phone)} &nbsp;•&nbsp; ${esc(p.city)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="line"><b>${esc(r.title)}</b><span>${esc(r.dates)}</span></div><div class="em">${esc(r.employer)} · ${esc(r.place)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education
        .map(
          (s) =>
            `<div class="line"><b>${esc(s.degree)}</b><span>${esc(s.dates)}</span></div><div class="em">${esc(s.school)}</div>`,
        )
        .join('')}
<h2>${esc(p.headings.skills)}</h2><p>${esc(p.skills.join(' · '))}</p>${extrasHtml(p, 'h2')}</div>`,
    ),
  // Each role's first line holds the dates at the left and the title pushed to the right margin; the
  // employer and town below at the left.
  'dates-left-title-right': (p) =>
    page(
      p,
      `.pg{padding:15mm 18mm}.top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #c2603a;padding-bottom:6px}
h1{margin:0;font-size:23pt;color:#c2603a}.top .ct{text-align:right;font-size:9pt}.hl{font-size:11pt;color:#555}
h2{font-size:12pt;color:#c2603a;margin:14px 0 5px}.rl{display:flex;justify-content:space-between;margin-top:8px}
.rl .d{color:#666}.rl .t{font-weight:bold;text-align:right}.emp{color:#333}`,
      `<div class="pg"><div class="top"><div><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div></div>
<div class="ct">${esc(p.phone)}<br>${esc(p.email)}<br>${esc(p.city)}</div></div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="rl"><span class="d">${esc(r.dates)}</span><span class="t">${esc(r.title)}</span></div><div class="emp">${esc(r.employer)} (${esc(r.place)})</div>${bulletList(r.bullets)}`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education
        .map(
          (s) =>
            `<div class="rl"><span class="d">${esc(s.dates)}</span><span class="t">${esc(s.degree)}</span></div><div class="emp">${esc(s.school)}</div>`,
        )
        .join('')}
<h2>${esc(p.headings.skills)}</h2>${bulletList(p.skills)}${extrasHtml(p, 'h2')}</div>`,
    ),
  // A dense one-page layout: the skills first, as a three-column grid of names with text ratings (●●●○○),
  // then roles as one line each ("dates — Title, Employer"), a bullet or two under them.
  'skills-grid': (p) =>
    page(
      p,
      `body{font-size:8.8pt}.pg{padding:10mm 12mm}.hd{display:flex;justify-content:space-between;align-items:baseline}
h1{margin:0;font-size:18pt}.hl{font-weight:bold;color:#2b5d8a}.ct{font-size:8.5pt;color:#444;margin-bottom:4px}
h2{font-size:10pt;background:#2b5d8a;color:#fff;padding:1px 5px;margin:9px 0 4px}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:2px 14px}.grid div{display:flex;justify-content:space-between}
.r{color:#2b5d8a;letter-spacing:1px}.ro{margin-top:4px}ul{margin:1px 0 3px 16px}`,
      `<div class="pg"><div class="hd"><h1>${esc(p.name)}</h1><span class="hl">${esc(p.headline)}</span></div>
<div class="ct">${esc(p.city)} | ${esc(p.phone)} | ${esc(p.email)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.skills)}</h2><div class="grid">${p.skills
        .map((skill, i) => {
          const rating = p.ratings?.[i] ?? 3;
          return `<div><span>${esc(skill)}</span><span class="r">${'●'.repeat(rating)}${'○'.repeat(5 - rating)}</span></div>`;
        })
        .join('')}</div>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="ro"><b>${esc(r.dates)}</b> — ${esc(r.title)}, ${esc(r.employer)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
<h2>${esc(p.headings.education)}</h2>${p.education.map((s) => `<div>${esc(s.dates)} — ${esc(s.degree)}, ${esc(s.school)}</div>`).join('')}
${extrasHtml(p, 'h2')}</div>`,
    ),
  // A functional (skills-based) resume: skill areas with achievements first, a short work history at the end
  // with one line per role and no bullets.
  functional: (p) =>
    page(
      p,
      `.pg{padding:16mm 20mm}h1{text-align:center;margin:0;font-size:21pt;letter-spacing:.04em}
.c{text-align:center;color:#444}h2{font-size:11.5pt;border-top:1px solid #333;border-bottom:1px solid #333;padding:2px 0;margin:14px 0 6px;text-align:center}
.area{font-weight:bold;margin-top:6px}.wh{margin:3px 0}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="c">${esc(p.headline)}</div>
<div class="c">${esc(p.city)} · ${esc(p.phone)} · ${esc(p.email)}</div>
<h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.skills)}</h2>${(p.areas ?? [])
        .map((a) => `<div class="area">${esc(a.label)}</div>${bulletList(a.points)}`)
        .join('')}
<p><b>${esc(TOOLS[p.language] ?? TOOLS.en ?? '')}:</b> ${esc(p.skills.join(', '))}</p>
<h2>${esc(p.headings.education)}</h2>${p.education.map((s) => `<p>${esc(s.degree)}, ${esc(s.school)}, ${esc(s.dates)}</p>`).join('')}
${extrasHtml(p, 'h2')}
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="wh">${esc(r.title)}, ${esc(r.employer)}, ${esc(r.place)} — ${esc(r.dates)}</div>`,
        )
        .join('')}</div>`,
    ),
  // Each section in a bordered box with its heading set into the top border (a fieldset legend).
  'fieldset-boxes': (p) =>
    page(
      p,
      `.pg{padding:14mm 16mm}h1{margin:0;font-size:22pt;color:#5b3a78}.hl{color:#5b3a78;font-size:11pt}
.ct{margin:4px 0 10px;font-size:9pt}fieldset{border:1.2px solid #5b3a78;border-radius:6px;margin:0 0 9px;padding:4px 12px 6px}
legend{font-weight:bold;color:#5b3a78;padding:0 6px;font-size:11pt}.t{font-weight:bold;margin-top:5px}
.ed{display:flex;justify-content:space-between;color:#444}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div>
<fieldset><legend>${esc(p.headings.summary)}</legend><p>${esc(p.summary)}</p></fieldset>
<fieldset><legend>${esc(p.headings.experience)}</legend>${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="ed"><span>${esc(r.employer)}, ${esc(r.place)}</span><span>${esc(r.dates)}</span></div>${bulletList(r.bullets)}`,
        )
        .join('')}</fieldset>
<fieldset><legend>${esc(p.headings.education)}</legend>${p.education.map(studyLine).join('')}</fieldset>
<fieldset><legend>${esc(p.headings.skills)}</legend><p>${esc(p.skills.join(', '))}</p></fieldset>
${p.extras.map((x) => `<fieldset><legend>${esc(x.heading)}</legend>${bulletList(x.items)}</fieldset>`).join('')}</div>`,
    ),
  // Big grey section numbers ("01", "02") in a left margin, the heading beside them; roles as "Title at
  // Employer" then a grey line with the dates and the town.
  'numbered-margin': (p) => {
    const sections: Array<[string, string]> = [
      [p.headings.summary, `<p>${esc(p.summary)}</p>`],
      [
        p.headings.experience,
        p.roles
          .map(
            (r) =>
              `<div class="t"><b>${esc(r.title)}</b> ${AT[p.language]} ${esc(r.employer)}</div><div class="d">${esc(r.dates)} · ${esc(r.place)}</div>${bulletList(r.bullets)}`,
          )
          .join(''),
      ],
      [p.headings.education, p.education.map(studyLine).join('')],
      [p.headings.skills, bulletList(p.skills)],
      ...p.extras.map((x): [string, string] => [x.heading, bulletList(x.items)]),
    ];
    return page(
      p,
      `.pg{padding:14mm 16mm 14mm 10mm}.hd{margin-left:26mm;margin-bottom:6mm}h1{margin:0;font-size:24pt}.hl{font-size:12pt;color:#777}
.ct{font-size:9pt}.sec{display:flex;margin-bottom:5mm}.num{width:26mm;font-size:26pt;color:#c8c8c8;font-weight:bold;line-height:1}
.cnt{flex:1}h2{font-size:13pt;margin:2px 0 5px}.t{margin-top:6px}.d{color:#888;font-size:8.8pt}`,
      `<div class="pg"><div class="hd"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} — ${esc(p.email)} — ${esc(p.city)}</div></div>
${sections
  .map(
    ([heading, content], i) =>
      `<div class="sec"><div class="num">${String(i + 1).padStart(2, '0')}</div><div class="cnt"><h2>${esc(heading)}</h2>${content}</div></div>`,
  )
  .join('')}</div>`,
    );
  },
  // Two pages with a footer repeated on each (name, email, phone); the second role is broken between its
  // bullets: the rest of them start page two with no heading.
  'split-role-pages': (p) => {
    const role = (r: Role, from: number, to?: number) =>
      `<div class="t">${esc(r.title)}</div><div class="e">${esc(r.employer)} | ${esc(r.place)} | ${esc(r.dates)}</div>${bulletList(r.bullets.slice(from, to))}`;
    const [first, second, ...rest] = p.roles;
    if (!first || !second) throw new Error(`${p.id}: split-role-pages needs two roles`);
    return page(
      p,
      `.pg{padding:18mm 20mm 24mm;font-size:11pt;line-height:1.5}.foot{position:fixed;bottom:8mm;left:20mm;right:20mm;
border-top:1px solid #999;font-size:8pt;color:#777;padding-top:2px}h1{margin:0;font-size:22pt}.hl{font-size:13pt;color:#555}
.ct{margin:6px 0 12px}h2{font-size:13pt;margin:20px 0 8px;border-left:5px solid #999;padding-left:8px}.t{font-weight:bold;margin-top:12px}
.e{color:#555}.break{break-before:page}p.s{margin-bottom:40mm}`,
      `<div class="foot">${esc(p.name)} · ${esc(p.email)} · ${esc(p.phone)}</div>
<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div><div class="ct">${esc(p.city)}</div>
<h2>${esc(p.headings.summary)}</h2><p class="s">${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${role(first, 0)}${role(second, 0, 2)}</div>
<div class="pg break">${bulletList(second.bullets.slice(2))}${rest.map((r) => role(r, 0)).join('')}
<h2>${esc(p.headings.education)}</h2>${p.education.map(studyLine).join('')}
<h2>${esc(p.headings.skills)}</h2><p>${esc(p.skills.join(', '))}</p>${extrasHtml(p, 'h2')}</div>`,
    );
  },
  // A plain-text resume printed in a monospaced font: capital headings underlined with "=", roles as
  // "Title, Employer, Town" then the dates, bullets typed as "- ".
  'monospace-plain': (p) => {
    const heading = (text: string) => `${upper(text)}\n${'='.repeat(text.length)}`;
    const lines = [
      p.name,
      p.headline,
      `${p.city} / ${p.phone} / ${p.email}`,
      '',
      heading(p.headings.summary),
      p.summary,
      '',
      heading(p.headings.experience),
      ...p.roles.flatMap((r) => [
        `${r.title}, ${r.employer}, ${r.place}`,
        r.dates,
        ...r.bullets.map((b) => `- ${b}`),
        '',
      ]),
      heading(p.headings.education),
      ...p.education.flatMap((s) => [`${s.degree}, ${s.school}, ${s.dates}`]),
      '',
      heading(p.headings.skills),
      p.skills.join(', '),
      '',
      ...p.extras.flatMap((x) => [heading(x.heading), ...x.items.map((item) => `- ${item}`), '']),
    ];
    return page(
      p,
      `pre{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:9.5pt;padding:16mm 18mm;margin:0;white-space:pre-wrap}`,
      `<pre>${esc(lines.join('\n'))}</pre>`,
    );
  },
  // A strip of three figures under the header, then a main column (summary, experience) and a narrower
  // column at the right (education, skills, extras); the dates in a badge at the right of the title.
  'stats-strip': (p) =>
    page(
      p,
      `.hd{padding:12mm 14mm 4mm}h1{margin:0;font-size:24pt;color:#7a1f3d}.hl{font-size:12pt}.ct{font-size:9pt;color:#555}
.stats{display:flex;gap:6mm;padding:0 14mm 5mm}.st{flex:1;border:1px solid #d9b3c1;border-radius:4px;text-align:center;padding:2mm}
.st b{display:block;font-size:18pt;color:#7a1f3d}.cols{display:flex;gap:8mm;padding:0 14mm}.main{width:64%}.side{width:36%}
h2{font-size:11.5pt;color:#7a1f3d;margin:10px 0 5px;border-bottom:1px dotted #7a1f3d}
.rt{display:flex;justify-content:space-between;align-items:center;margin-top:7px}.rt b{font-size:10.5pt}
.badge{background:#f3e4ea;border-radius:8px;padding:0 6px;font-size:8.5pt;white-space:nowrap}.em{color:#555}`,
      `<div class="hd"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} | ${esc(p.phone)} | ${esc(p.city)}</div></div>
<div class="stats">${(STATS[p.language] ?? STATS.en)!(p)
        .map(([figure, label]) => `<div class="st"><b>${esc(figure)}</b>${esc(label)}</div>`)
        .join('')}</div>
<div class="cols"><div class="main"><h2>${esc(p.headings.summary)}</h2><p>${esc(p.summary)}</p>
<h2>${esc(p.headings.experience)}</h2>${p.roles
        .map(
          (r) =>
            `<div class="rt"><b>${esc(r.title)}</b><span class="badge">${esc(r.dates)}</span></div><div class="em">${esc(r.employer)} · ${esc(r.place)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}</div>
<div class="side"><h2>${esc(p.headings.education)}</h2>${p.education.map(studyLine).join('')}
<h2>${esc(p.headings.skills)}</h2>${bulletList(p.skills)}${extrasHtml(p, 'h2')}</div></div>`,
    ),
};

const DOCX_LAYOUTS: Partial<Record<Layout, (p: Person) => DocxBlock[]>> = {
  // Word headings for the sections; each role a two-column table of labels and values (position, employer,
  // period, duties with the bullets in the cell).
  'docx-key-value': (p) => {
    const labels = ROLE_LABELS[p.language] ?? ROLE_LABELS.en!;
    return [
      p.name,
      p.headline,
      `${p.email} · ${p.phone} · ${p.city}`,
      { heading: p.headings.summary },
      p.summary,
      { heading: p.headings.experience },
      ...p.roles.flatMap((r): DocxBlock[] => [
        {
          table: [
            [labels.position, r.title],
            [labels.employer, `${r.employer}, ${r.place}`],
            [labels.period, r.dates],
            [labels.duties, r.bullets.map((bullet): DocxBlock => ({ bullet }))],
          ],
        },
        '',
      ]),
      { heading: p.headings.education },
      ...p.education.map((s) => `${s.degree} – ${s.school} – ${s.dates}`),
      { heading: p.headings.skills },
      ...p.skills.map((bullet): DocxBlock => ({ bullet })),
      ...p.extras.flatMap((x): DocxBlock[] => [
        { heading: x.heading },
        ...x.items.map((bullet) => ({ bullet })),
      ]),
    ];
  },
  // No heading styles at all: the section names typed in capitals as plain paragraphs; each role as
  // "Employer, Town" then "Title (dates)", its bullets after.
  'docx-caps-paragraphs': (p) => [
    p.name,
    p.headline,
    p.city,
    `${p.phone} | ${p.email}`,
    '',
    upper(p.headings.summary),
    p.summary,
    '',
    upper(p.headings.experience),
    ...p.roles.flatMap((r): DocxBlock[] => [
      `${r.employer}, ${r.place}`,
      `${r.title} (${r.dates})`,
      ...r.bullets.map((bullet): DocxBlock => ({ bullet })),
    ]),
    '',
    upper(p.headings.education),
    ...p.education.map((s) => `${s.degree}, ${s.school} (${s.dates})`),
    '',
    upper(p.headings.skills),
    p.skills.join(', '),
    ...p.extras.flatMap((x): DocxBlock[] => ['', upper(x.heading), ...x.items.map((bullet) => ({ bullet }))]),
  ],
};

/** Layouts set in two columns (a main column and a column at the right). */
const TWO_COLUMNS = new Set<Layout>(['stats-strip']);
/** Layouts whose headings print in capitals (CSS capitals, small capitals, typed capitals). */
const UPPER_HEADINGS = new Set<Layout>([
  'contact-band',
  'smallcaps-rule',
  'monospace-plain',
  'docx-caps-paragraphs',
]);

function truthOf(p: Person, file: string, format: string) {
  const printed = (text: string) => (UPPER_HEADINGS.has(p.layout) ? upper(text) : text);
  const sections: Array<{ heading: string; kind: string; alt?: string[] }> = [
    { heading: printed(p.headings.summary), kind: 'summary', alt: ['other'] },
    { heading: printed(p.headings.experience), kind: 'experience' },
    { heading: printed(p.headings.education), kind: 'education' },
    { heading: printed(p.headings.skills), kind: 'skills' },
    ...p.extras.map((extra) => ({ heading: printed(extra.heading), kind: extra.kind })),
  ];
  return truthRecord({
    file,
    format,
    language: p.language,
    columns: TWO_COLUMNS.has(p.layout) ? 2 : 1,
    layout: p.layout,
    generator: 'apps/server/src/evaluation/make-holdout3.ts',
    name: p.name,
    email: p.email,
    phone: p.phone,
    sections,
    roles: p.roles,
    skills: p.skills,
    notes: ['third held-out set: written without reading the parser, never measured or tuned on'],
  });
}

function main() {
  const started = Date.now();
  const folder = freshFolder('/tmp/careerlens-holdout3');
  const files = writePeople(folder, PEOPLE, { docx: DOCX_LAYOUTS, html: HTML_LAYOUTS }, truthOf);
  writeTruth(folder, files, 'third held-out resumes');
  console.log(`in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main();
