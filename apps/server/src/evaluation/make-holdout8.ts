import { makeZip } from '../../../../packages/core/src/testing/documents';
import { escape as esc, truthRecord, writeHeldOutSet } from './make-designed';

/**
 * `npm run eval:make-holdout8 -- <folder>` writes an eighth held-out set of designed resumes with their truth
 * (the shape `npm run eval:layouts -- <folder>` reads). People, wording and templates are new (none of
 * make-designed's or make-holdout 1 to 7's) and were written without reading the parser: a US federal resume
 * in the manner of the USAJOBS builder (hours per week, salary, series and grade, supervisor lines, no
 * summary); an Indian resume with a career objective, an academic-qualifications table with percentages,
 * "Organisation / Designation / Duration" lines, personal details and a signed declaration; a Europass CV of
 * the 2020 editor (capital headings, "[ dates ]" over each entry, "City: … | Country: …"); a cover letter
 * on page 1 and the CV on page 2; the roles side by side under a horizontal timeline; a "bento" grid of
 * rounded cells (profile across the top, experience at the left, the rest stacked at the right); three
 * panels in a shaded band at the foot of the page; a colour top band with a monogram of the initials and
 * the summary in a shaded box; DOCX with tracked changes (a role inserted, dates and a phone number edited,
 * a bullet deleted: the truth is the final text), DOCX as Word writes it after much editing (text split in
 * many runs, proofing marks, bookmarks, a mailto field, non-breaking hyphens, soft hyphens), DOCX with the
 * whole resume in one table whose section labels are vertically merged cells, DOCX with headings on shaded
 * paragraphs behind Wingdings icons (w:sym) and Wingdings list bullets. Fourteen people write in English (UK,
 * US, Australian, Indian, Canadian), two each in German, French, Spanish and Portuguese, one each in Italian
 * and Dutch, mostly outside software; some have no summary, some no skills section, several a qualification
 * still in progress. Names, employers, emails (example.com / example.org) and phone numbers are invented; the
 * generated files stay out of git.
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
  kind: 'certifications' | 'languages' | 'other';
  /** Other kinds the evaluation may accept (volunteering read as experience). */
  alt?: Array<'experience'>;
  items: string[];
}

type Layout =
  | 'federal-hours-supervisor'
  | 'objective-declaration'
  | 'europass-2020'
  | 'cover-letter-first'
  | 'horizontal-timeline'
  | 'bento-grid'
  | 'footer-three-panels'
  | 'monogram-band-summary-box'
  | 'docx-tracked-changes'
  | 'docx-fragmented-runs'
  | 'docx-merged-label-cells'
  | 'docx-shaded-sym-headings';

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
  /** Empty: the resume has no summary. */
  summary: string;
  /** Roles, newest first. */
  roles: Role[];
  education: Study[];
  /** Empty: the resume has no skills section (the skills are only in the bullets). */
  skills: string[];
  extras: Extra[];
}

const PEOPLE: Person[] = [
  // --- US federal resume (USAJOBS builder): hours, salary, grade and supervisor lines under each role ------
  {
    id: 'en-civil-engineer',
    language: 'en',
    layout: 'federal-hours-supervisor',
    name: 'Rosalind Okafor-Baptiste',
    headline: 'Civil Engineer',
    email: 'rosalind.okaforbaptiste@example.com',
    phone: '916-555-0148',
    city: 'Sacramento, CA 95822',
    headings: { summary: '', experience: 'Work Experience', education: 'Education', skills: '' },
    summary: '',
    roles: [
      {
        title: 'Civil Engineer',
        employer: 'Central Valley Flood Protection District',
        place: 'Sacramento, CA US',
        dates: '05/2019 - Present',
        bullets: [
          'Prepare plans, specifications and cost estimates for levee rehabilitation projects up to $14M',
          'Review contractor submittals and RFIs for four active construction contracts',
          'Lead quarterly inspections along 120 miles of project levees',
        ],
      },
      {
        title: 'Staff Engineer',
        employer: 'Delta Bridgeworks Engineering, Inc.',
        place: 'Stockton, CA US',
        dates: '08/2014 - 04/2019',
        bullets: [
          'Designed drainage and grading for 30 municipal projects',
          'Ran HEC-RAS models for floodplain studies',
        ],
      },
      {
        title: 'Engineering Technician',
        employer: 'Sierra Foothills County Public Works',
        place: 'Auburn, CA US',
        dates: '06/2012 - 07/2014',
        bullets: ['Field surveys and as-built drawings for county road projects'],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Science, Civil Engineering',
        school: 'Riverbend State University',
        dates: '05/2014',
      },
    ],
    skills: [],
    extras: [
      {
        heading: 'Job Related Training',
        kind: 'certifications',
        items: ['Professional Engineer (PE), California (2018)', 'OSHA 30-Hour Construction Safety (2020)'],
      },
      {
        heading: 'Professional Publications',
        kind: 'other',
        items: [
          'Okafor-Baptiste, R. (2022). Seepage cut-off walls on older Delta levees. Floodplain Management Quarterly, 18(2), 44–51.',
        ],
      },
      { heading: 'References', kind: 'other', items: ['Available on request'] },
    ],
  },
  {
    id: 'en-payroll-technician',
    language: 'en',
    layout: 'federal-hours-supervisor',
    name: 'Terrence Mabry-Lindqvist',
    headline: 'Payroll Technician',
    email: 'terrence.mabry@example.org',
    phone: '(405) 555-0126',
    city: 'Oklahoma City, OK 73112',
    headings: { summary: '', experience: 'Work Experience', education: 'Education', skills: 'Skills' },
    summary: '',
    roles: [
      {
        title: 'Payroll Technician',
        employer: 'Midwest Regional Pay Office',
        place: 'Oklahoma City, OK US',
        dates: '10/2020 - Present',
        bullets: [
          'Process pay actions for 1,800 civilian employees across 12 offices',
          'Resolve timekeeping discrepancies and prepare debt notices',
          'Reconcile leave balances every pay period',
        ],
      },
      {
        title: 'Payroll Clerk',
        employer: 'Red Earth Staffing LLC',
        place: 'Norman, OK US',
        dates: '03/2017 - 09/2020',
        bullets: ['Weekly payroll for 400 temporary workers', 'Wage garnishments and state tax filings'],
      },
    ],
    education: [
      {
        degree: 'Associate of Applied Science, Accounting',
        school: 'Cimarron Valley Community College',
        dates: '05/2016',
      },
    ],
    skills: [
      'Federal pay and leave rules',
      'Timekeeping systems',
      'Excel (pivot tables)',
      'Account reconciliation',
      'Customer service',
    ],
    extras: [
      {
        heading: 'Job Related Training',
        kind: 'certifications',
        items: [
          'Fundamental Payroll Certification (FPC), 2019',
          'Certified Payroll Professional (CPP), in progress, exam expected 2027',
        ],
      },
      { heading: 'Language Skills', kind: 'languages', items: ['Spanish: Intermediate (spoken)'] },
      { heading: 'Affiliations', kind: 'other', items: ['American Payroll Association, member since 2018'] },
    ],
  },
  // --- Indian resume: objective, qualifications table, labelled role lines, personal details, declaration ---
  {
    id: 'en-hospital-pharmacist',
    language: 'en',
    layout: 'objective-declaration',
    name: 'Sowmya Raghunathan',
    headline: 'Hospital Pharmacist',
    email: 'sowmya.raghunathan@example.com',
    phone: '+91 98450 31726',
    city: 'Bengaluru',
    headings: {
      summary: 'Career Objective',
      experience: 'Work Experience',
      education: 'Academic Qualifications',
      skills: 'Key Skills',
    },
    summary:
      'To work as a hospital pharmacist in a reputed organisation where I can use my knowledge of dispensing and drug information for better patient care.',
    roles: [
      {
        title: 'Pharmacist',
        employer: 'Sahyadri Multispeciality Hospital',
        place: 'Bengaluru',
        dates: 'June 2019 – Till date',
        bullets: [
          'Dispensing for in-patient and out-patient pharmacy (500+ prescriptions a day)',
          'Maintaining Schedule H and H1 registers',
          'Drug information to doctors and nursing staff',
        ],
      },
      {
        title: 'Trainee Pharmacist',
        employer: 'Nandi Health Pharmacy',
        place: 'Mysuru',
        dates: 'Aug 2017 – May 2019',
        bullets: ['Billing, stock entry and expiry checks'],
      },
    ],
    education: [
      { degree: 'B.Pharm', school: 'Kaveri College of Pharmacy, Mysuru', dates: '2017' },
      { degree: 'Class XII (PCB)', school: 'State Pre-University Board', dates: '2013' },
    ],
    skills: [
      'Dispensing',
      'Drug interactions',
      'Inventory management',
      'Pharmacy billing software',
      'Patient counselling',
    ],
    extras: [
      {
        heading: 'Registration',
        kind: 'certifications',
        items: ['Registered Pharmacist, State Pharmacy Council (2017)'],
      },
      {
        heading: 'Personal Details',
        kind: 'other',
        items: [
          "Father's Name: R. Raghunathan",
          'Date of Birth: 14-03-1996',
          'Nationality: Indian',
          'Languages Known: English, Kannada, Tamil, Hindi',
        ],
      },
      {
        heading: 'Declaration',
        kind: 'other',
        items: [
          'I hereby declare that the above information is true to the best of my knowledge and belief.',
        ],
      },
    ],
  },
  {
    id: 'en-accounts-executive',
    language: 'en',
    layout: 'objective-declaration',
    name: 'Harshvardhan Kulkarni',
    headline: 'Accounts Executive',
    email: 'harsh.kulkarni@example.org',
    phone: '+91-98220-44517',
    city: 'Pune',
    headings: {
      summary: 'Objective',
      experience: 'Professional Experience',
      education: 'Educational Qualifications',
      skills: 'Technical Skills',
    },
    summary:
      'Seeking a challenging position in accounts and finance where I can grow along with the organisation.',
    roles: [
      {
        title: 'Accounts Executive',
        employer: 'Deccan Auto Components Pvt. Ltd.',
        place: 'Pune',
        dates: 'April 2021 – Present',
        bullets: [
          'GST returns (GSTR-1, GSTR-3B) and TDS payments',
          'Vendor reconciliation and month-end closing',
          'Assisting the statutory auditors',
        ],
      },
      {
        title: 'Articled Assistant',
        employer: 'Joshi Bhide & Associates, Chartered Accountants',
        place: 'Pune',
        dates: 'Jan 2018 – Mar 2021',
        bullets: ['Statutory and tax audits of 15 clients', 'Income tax returns for individuals and firms'],
      },
    ],
    education: [
      { degree: 'CA Final (pursuing)', school: 'Chartered Accountancy course', dates: 'Expected 2027' },
      { degree: 'B.Com', school: 'Sahyadri College of Commerce, Pune', dates: '2017' },
    ],
    skills: [
      'Tally Prime',
      'GST and TDS',
      'MS Excel (VLOOKUP, pivot tables)',
      'Bank reconciliation',
      'Zoho Books',
      'Audit documentation',
    ],
    extras: [
      {
        heading: 'Personal Details',
        kind: 'other',
        items: [
          'Date of Birth: 02/09/1996',
          'Languages Known: English, Marathi, Hindi',
          'Address: Kothrud, Pune 411038',
        ],
      },
      {
        heading: 'Declaration',
        kind: 'other',
        items: [
          'I hereby declare that all the details furnished above are true to the best of my knowledge.',
        ],
      },
    ],
  },
  // --- Europass CV of the 2020 editor ---------------------------------------------------------------------
  {
    id: 'pt-fisioterapeuta',
    language: 'pt',
    layout: 'europass-2020',
    name: 'Inês Carvalhais Moura',
    headline: 'Fisioterapeuta',
    email: 'ines.moura@example.org',
    phone: '(+351) 912 555 014',
    city: 'Porto',
    headings: {
      summary: 'SOBRE MIM',
      experience: 'EXPERIÊNCIA PROFISSIONAL',
      education: 'EDUCAÇÃO E FORMAÇÃO',
      skills: 'COMPETÊNCIAS DIGITAIS',
    },
    summary:
      'Fisioterapeuta com sete anos de experiência em reabilitação músculo-esquelética e desportiva, em clínica e ao domicílio.',
    roles: [
      {
        title: 'Fisioterapeuta',
        employer: 'Clínica de Reabilitação Foz Viva',
        place: 'Porto',
        dates: '01/09/2019 – Atual',
        bullets: [
          'Avaliação e tratamento de 12 a 15 utentes por dia',
          'Programas de exercício pós-operatório do joelho e do ombro',
        ],
      },
      {
        title: 'Fisioterapeuta',
        employer: 'Clube Desportivo Leça Norte',
        place: 'Matosinhos',
        dates: '15/08/2017 – 31/08/2019',
        bullets: ['Acompanhamento da equipa sénior de andebol', 'Prevenção de lesões e recuperação em campo'],
      },
    ],
    education: [
      {
        degree: 'Pós-graduação em Fisioterapia Desportiva',
        school: 'Instituto Politécnico de Gaia',
        dates: '2018 – 2019',
      },
      {
        degree: 'Licenciatura em Fisioterapia',
        school: 'Escola Superior de Saúde do Douro',
        dates: '2013 – 2017',
      },
    ],
    skills: ['Microsoft Office', 'Software de gestão clínica', 'Videoconsultas (Zoom)', 'Redes sociais'],
    extras: [
      {
        heading: 'COMPETÊNCIAS LINGUÍSTICAS',
        kind: 'languages',
        items: ['Língua(s) materna(s): português', 'Outras línguas: inglês (C1), espanhol (B1)'],
      },
      { heading: 'CARTA DE CONDUÇÃO', kind: 'certifications', items: ['Carta de condução: B'] },
    ],
  },
  {
    id: 'es-trabajadora-social',
    language: 'es',
    layout: 'europass-2020',
    name: 'Nerea Villalobos Quintana',
    headline: 'Trabajadora social',
    email: 'nerea.villalobos@example.com',
    phone: '(+34) 655 201 847',
    city: 'Sevilla',
    headings: {
      summary: 'SOBRE MÍ',
      experience: 'EXPERIENCIA LABORAL',
      education: 'EDUCACIÓN Y FORMACIÓN',
      skills: 'COMPETENCIAS DIGITALES',
    },
    summary:
      'Trabajadora social con experiencia en servicios sociales comunitarios, atención a mayores y acompañamiento a familias en riesgo de exclusión.',
    roles: [
      {
        title: 'Trabajadora social',
        employer: 'Centro de Servicios Sociales Triana-Los Remedios',
        place: 'Sevilla',
        dates: '03/02/2020 – Actual',
        bullets: [
          'Seguimiento de unas 70 familias',
          'Tramitación de ayudas de emergencia social y de dependencia',
        ],
      },
      {
        title: 'Trabajadora social',
        employer: 'Residencia de Mayores Virgen del Aljarafe',
        place: 'Mairena del Aljarafe',
        dates: '01/06/2017 – 31/01/2020',
        bullets: ['Valoraciones sociales al ingreso', 'Coordinación con familias y centros de salud'],
      },
      {
        title: 'Monitora de ocio y tiempo libre',
        employer: 'Asociación Juvenil Guadaíra',
        place: 'Alcalá de Guadaíra',
        dates: '01/07/2015 – 15/09/2016',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Máster en Mediación Familiar (en curso)',
        school: 'Universidad Bética a Distancia',
        dates: '2025 – 2027',
      },
      {
        degree: 'Grado en Trabajo Social',
        school: 'Facultad de Ciencias Sociales del Guadalquivir',
        dates: '2013 – 2017',
      },
    ],
    skills: [
      'Microsoft Word y Excel',
      'Aplicación SIUSS',
      'Videollamadas',
      'Gestión de expedientes electrónicos',
    ],
    extras: [
      {
        heading: 'COMPETENCIAS LINGÜÍSTICAS',
        kind: 'languages',
        items: ['Lengua(s) materna(s): español', 'Otros idiomas: inglés (B2), francés (A2)'],
      },
      {
        heading: 'VOLUNTARIADO',
        kind: 'other',
        alt: ['experience'],
        items: ['Banco de Alimentos del Aljarafe, reparto y acogida (2016 – actualidad)'],
      },
    ],
  },
  // --- A cover letter on page 1, the CV on page 2 ----------------------------------------------------------
  {
    id: 'de-elektroniker',
    language: 'de',
    layout: 'cover-letter-first',
    name: 'Timo Brackmann',
    headline: 'Elektroniker für Energie- und Gebäudetechnik',
    email: 'timo.brackmann@example.org',
    phone: '0176 4423 9051',
    city: 'Osnabrück',
    headings: { summary: '', experience: 'Berufserfahrung', education: 'Ausbildung', skills: 'Kenntnisse' },
    summary: '',
    roles: [
      {
        title: 'Elektroniker für Energie- und Gebäudetechnik',
        employer: 'Elektro Wiebking GmbH',
        place: 'Osnabrück',
        dates: '03/2019 – heute',
        bullets: [
          'Elektroinstallation in Neubauten und Sanierungen',
          'Installation von PV-Anlagen und Wallboxen',
          'Prüfungen nach DGUV V3',
        ],
      },
      {
        title: 'Elektroniker (Geselle)',
        employer: 'Haustechnik Lüdeke & Sohn',
        place: 'Melle',
        dates: '08/2016 – 02/2019',
        bullets: ['Wartung von Schaltanlagen und Beleuchtung'],
      },
    ],
    education: [
      {
        degree: 'Meisterschule Elektrotechnik (Teilzeit, Abschluss voraussichtlich 2027)',
        school: 'Bildungszentrum Hase-Ems',
        dates: 'seit 09/2024',
      },
      {
        degree: 'Ausbildung zum Elektroniker für Energie- und Gebäudetechnik',
        school: 'Haustechnik Lüdeke & Sohn und Berufsbildende Schulen am Westerberg',
        dates: '2013 – 2016',
      },
    ],
    skills: [
      'KNX-Gebäudesystemtechnik',
      'Photovoltaik und Speicher',
      'Prüfung nach DGUV V3',
      'Schaltschrankbau',
      'Fehlersuche',
    ],
    extras: [
      {
        heading: 'Sonstiges',
        kind: 'other',
        items: ['Führerschein Klasse B und BE', 'Hobbys: Handball, Modellbahn'],
      },
    ],
  },
  {
    id: 'fr-receptionniste',
    language: 'fr',
    layout: 'cover-letter-first',
    name: 'Clémence Aubertot',
    headline: 'Réceptionniste en hôtellerie',
    email: 'clemence.aubertot@example.com',
    phone: '06 48 27 91 30',
    city: 'Annecy',
    headings: {
      summary: 'Profil',
      experience: 'Expériences professionnelles',
      education: 'Formation',
      skills: 'Compétences',
    },
    summary:
      'Réceptionniste trilingue, souriante et organisée, habituée aux hôtels 4 étoiles et à la clientèle internationale.',
    roles: [
      {
        title: 'Réceptionniste',
        employer: 'Hôtel Les Marquisats du Lac',
        place: 'Annecy',
        dates: 'Depuis mai 2021',
        bullets: [
          'Accueil, arrivées et départs pour 80 chambres',
          'Gestion des réservations et des plannings de chambres',
          'Traitement des réclamations clients',
        ],
      },
      {
        title: 'Night auditor',
        employer: 'Résidence Hôtelière Le Semnoz',
        place: 'Annecy',
        dates: 'septembre 2018 – avril 2021',
        bullets: ['Clôture de caisse et rapports de nuit'],
      },
      {
        title: "Hôtesse d'accueil (saisonnière)",
        employer: 'Village Vacances Les Aravis',
        place: 'La Clusaz',
        dates: 'décembre 2017 – avril 2018',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'BTS Management en hôtellerie-restauration',
        school: 'Lycée hôtelier Savoie-Léman',
        dates: '2016 – 2018',
      },
    ],
    skills: [
      'Logiciel hôtelier (PMS)',
      'Extranets de réservation',
      'Encaissements',
      'Accueil téléphonique',
      'Gestion des litiges',
    ],
    extras: [
      {
        heading: 'Langues',
        kind: 'languages',
        items: ['Français (langue maternelle)', 'Anglais (courant, TOEIC 905)', 'Italien (intermédiaire)'],
      },
      { heading: "Centres d'intérêt", kind: 'other', items: ['Ski de randonnée', 'Photographie'] },
    ],
  },
  // --- The roles side by side under a horizontal timeline -------------------------------------------------
  {
    id: 'en-logistics-coordinator',
    language: 'en',
    layout: 'horizontal-timeline',
    name: 'Kirra Donnelly-Pham',
    headline: 'Logistics Coordinator',
    email: 'kirra.dp@example.com',
    phone: '0412 555 804',
    city: 'Brisbane QLD',
    headings: {
      summary: 'About Me',
      experience: 'Career Journey',
      education: 'Education',
      skills: 'Core Skills',
    },
    summary:
      'Logistics coordinator who keeps freight moving between port, warehouse and store, with a knack for fixing problems before the customer notices.',
    roles: [
      {
        title: 'Logistics Coordinator',
        employer: 'Moreton Bay Freight Solutions',
        place: 'Brisbane',
        dates: 'Jan 2021 - Present',
        bullets: [
          'Coordinate 60+ container movements a week from the port',
          'Built a carrier scorecard that lifted on-time delivery to 97%',
        ],
      },
      {
        title: 'Inventory Controller',
        employer: 'Sunstate Hardware Distribution',
        place: 'Ipswich',
        dates: 'Mar 2018 - Dec 2020',
        bullets: ['Cycle counts and stock adjustments for 14,000 SKUs'],
      },
      {
        title: 'Warehouse Team Member',
        employer: 'Sunstate Hardware Distribution',
        place: 'Ipswich',
        dates: 'Jun 2016 - Feb 2018',
        bullets: ['Pick, pack and RF scanning'],
      },
    ],
    education: [
      { degree: 'Diploma of Logistics', school: 'Southbank Skills Institute', dates: '2019' },
      {
        degree: 'Certificate III in Warehousing Operations',
        school: 'Southbank Skills Institute',
        dates: '2017',
      },
    ],
    skills: [
      'Freight scheduling',
      'SAP EWM',
      'Customs documentation',
      'Carrier negotiation',
      'Excel reporting',
    ],
    extras: [
      {
        heading: 'Licences',
        kind: 'certifications',
        items: ['LF forklift high risk work licence', 'C class driver licence'],
      },
      { heading: 'Referees', kind: 'other', items: ['Available upon request'] },
    ],
  },
  {
    id: 'en-architect',
    language: 'en',
    layout: 'horizontal-timeline',
    name: 'Mathieu Okonkwo-Bellerose',
    headline: 'Project Architect',
    email: 'mathieu.ob@example.org',
    phone: '(604) 555-0193',
    city: 'Vancouver, BC',
    headings: {
      summary: 'Profile',
      experience: 'Practice Experience',
      education: 'Education',
      skills: 'Software & Skills',
    },
    summary:
      'Licensed architect focused on mid-rise timber housing, from schematic design through construction administration.',
    roles: [
      {
        title: 'Project Architect',
        employer: 'Fraser & Lyall Architects Inc.',
        place: 'Vancouver',
        dates: '2021–Present',
        bullets: [
          'Lead architect on two six-storey mass-timber rental buildings (212 units)',
          'Coordinate consultants and municipal permit submissions',
        ],
      },
      {
        title: 'Intern Architect',
        employer: 'Northshore Atelier Design',
        place: 'North Vancouver',
        dates: '2017–2021',
        bullets: ['Design development and permit drawings', 'Site reviews and deficiency lists'],
      },
      {
        title: 'Architectural Technologist',
        employer: 'Okanagan Build Group',
        place: 'Kelowna',
        dates: '2012–2015',
        bullets: ['Revit models and shop drawing reviews'],
      },
    ],
    education: [
      {
        degree: 'Master of Architecture',
        school: 'Pacific Coast School of Architecture',
        dates: '2015–2017',
      },
      {
        degree: 'Diploma in Architectural Technology',
        school: 'Okanagan Polytechnic Institute',
        dates: '2010–2012',
      },
    ],
    skills: [
      'Revit',
      'Rhino',
      'AutoCAD',
      'Mass-timber detailing',
      'Building code review',
      'Contract administration',
    ],
    extras: [
      {
        heading: 'Registration',
        kind: 'certifications',
        items: ['Registered Architect (2020)', 'LEED Green Associate'],
      },
      { heading: 'Languages', kind: 'languages', items: ['English', 'French'] },
    ],
  },
  // --- A "bento" grid of rounded cells ---------------------------------------------------------------------
  {
    id: 'en-dental-hygienist',
    language: 'en',
    layout: 'bento-grid',
    name: 'Harriet Pennington-Achebe',
    headline: 'Dental Hygienist',
    email: 'harriet.pa@example.com',
    phone: '07700 900 318',
    city: 'Leeds',
    headings: {
      summary: 'Profile',
      experience: 'Clinical Experience',
      education: 'Qualifications',
      skills: 'Clinical Skills',
    },
    summary:
      'GDC-registered dental hygienist who loves prevention, gentle periodontal care and helping nervous patients.',
    roles: [
      {
        title: 'Dental Hygienist',
        employer: 'Kirkstall Smile Studio',
        place: 'Leeds',
        dates: 'Sept 2020 – Present',
        bullets: [
          'Around 14 patients a day, periodontal and hygiene appointments',
          'Run the practice’s smoking-cessation clinic',
        ],
      },
      {
        title: 'Dental Hygienist (locum)',
        employer: 'Aire Valley Dental Partners',
        place: 'Bradford',
        dates: 'Jul 2018 – Aug 2020',
        bullets: ['Cover across three NHS and private practices'],
      },
      {
        title: 'Dental Nurse',
        employer: 'Aire Valley Dental Partners',
        place: 'Bradford',
        dates: 'Jan 2014 – Jun 2016',
        bullets: ['Chairside support and decontamination'],
      },
    ],
    education: [
      {
        degree: 'Diploma in Dental Hygiene',
        school: 'Yorkshire School of Dental Care Professionals',
        dates: '2016 – 2018',
      },
      { degree: 'National Diploma in Dental Nursing', school: 'Leeds City Training', dates: '2015' },
    ],
    skills: [
      'Periodontal therapy',
      'Local anaesthesia',
      'Fissure sealants',
      'Tooth whitening',
      'Oral health education',
    ],
    extras: [
      { heading: 'Registration', kind: 'certifications', items: ['GDC registered dental hygienist'] },
      { heading: 'Interests', kind: 'other', items: ['Fell running', 'Pottery classes'] },
    ],
  },
  {
    id: 'pt-auxiliar-veterinaria',
    language: 'pt',
    layout: 'bento-grid',
    name: 'Joana Valadares Teixeira',
    headline: 'Auxiliar de Veterinária',
    email: 'joana.teixeira@example.com',
    phone: '+351 936 442 018',
    city: 'Braga',
    headings: {
      summary: 'Perfil',
      experience: 'Percurso profissional',
      education: 'Formação',
      skills: 'Competências',
    },
    summary:
      'Auxiliar de veterinária dedicada, com experiência em clínica de animais de companhia, internamento e receção.',
    roles: [
      {
        title: 'Auxiliar de Veterinária',
        employer: 'Hospital Veterinário do Minho',
        place: 'Braga',
        dates: 'março de 2020 – presente',
        bullets: [
          'Apoio em cirurgia e preparação de material',
          'Cuidados de internamento e administração de medicação',
        ],
      },
      {
        title: 'Rececionista e auxiliar',
        employer: 'Clínica Veterinária Bom Jesus',
        place: 'Braga',
        dates: 'setembro de 2017 – fevereiro de 2020',
        bullets: ['Marcações, faturação e atendimento aos tutores'],
      },
    ],
    education: [
      {
        degree: 'Curso Profissional de Técnico Auxiliar de Veterinária',
        school: 'Escola Profissional do Cávado',
        dates: '2014 – 2017',
      },
    ],
    skills: [
      'Contenção de animais',
      'Colheitas de sangue',
      'Esterilização de material',
      'Atendimento ao público',
    ],
    extras: [
      { heading: 'Idiomas', kind: 'languages', items: ['Português (nativo)', 'Inglês (B2)'] },
      {
        heading: 'Voluntariado',
        kind: 'other',
        alt: ['experience'],
        items: ['Associação Patas do Cávado, abrigo de animais (desde 2016)'],
      },
    ],
  },
  // --- Three panels in a shaded band at the foot of the page -----------------------------------------------
  {
    id: 'en-hgv-driver',
    language: 'en',
    layout: 'footer-three-panels',
    name: 'Craig Mulholland',
    headline: 'HGV Class 1 Driver',
    email: 'craig.mulholland@example.com',
    phone: '07700 900 661',
    city: 'Doncaster',
    headings: {
      summary: '',
      experience: 'Employment History',
      education: 'Education & Training',
      skills: 'Skills',
    },
    summary: '',
    roles: [
      {
        title: 'HGV Class 1 Driver',
        employer: 'Don Valley Haulage Ltd',
        place: 'Doncaster',
        dates: 'April 2019 - Present',
        bullets: [
          'Trunking and multi-drop runs across the UK, nights and days',
          'Tachograph and working-time compliant, no infringements in 2024',
          'Load security and curtain-sider checks',
        ],
      },
      {
        title: 'Class 2 Driver',
        employer: 'Northern Builders Merchants',
        place: 'Rotherham',
        dates: 'May 2015 - March 2019',
        bullets: ['Crane-assisted (HIAB) deliveries to building sites'],
      },
      {
        title: 'Van Driver',
        employer: 'Swift Parcel Services',
        place: 'Doncaster',
        dates: 'Aug 2012 - Apr 2015',
        bullets: [],
      },
    ],
    education: [
      { degree: 'Category C+E Licence', school: 'Yorkshire HGV Training Centre', dates: '2019' },
      { degree: 'BTEC Level 2 Vehicle Maintenance', school: 'Doncaster North College', dates: '2011' },
    ],
    skills: ['Route planning', 'Tachograph rules', 'Load restraint', 'HIAB operation', 'Customer deliveries'],
    extras: [
      {
        heading: 'Licences & Cards',
        kind: 'certifications',
        items: ['C+E licence', 'Driver CPC card', 'Digital tachograph card', 'ADR (packages)'],
      },
      { heading: 'Interests', kind: 'other', items: ['Rugby league', 'Fishing'] },
    ],
  },
  {
    id: 'it-cuoco',
    language: 'it',
    layout: 'footer-three-panels',
    name: 'Gianluca Santomauro',
    headline: 'Cuoco – capo partita',
    email: 'gianluca.santomauro@example.org',
    phone: '+39 333 555 7812',
    city: 'Bologna',
    headings: {
      summary: 'Chi sono',
      experience: 'Esperienze in cucina',
      education: 'Studi e formazione',
      skills: '',
    },
    summary:
      'Cuoco con dieci anni tra trattorie e ristoranti di cucina emiliana, attento alla stagionalità e ai costi del food.',
    roles: [
      {
        title: 'Capo partita (primi piatti)',
        employer: 'Osteria dei Portici',
        place: 'Bologna',
        dates: 'Aprile 2021 – oggi',
        bullets: [
          'Pasta fresca tirata a mano per 120 coperti',
          'Gestione ordini e rotazione della cella frigorifera',
          'Formazione di due commis',
        ],
      },
      {
        title: 'Commis di cucina',
        employer: "Trattoria Colle d'Oro",
        place: 'Monteveglio',
        dates: '2016 – 2021',
        bullets: ['Preparazione della linea e dei ragù', 'Piatti senza glutine su richiesta'],
      },
    ],
    education: [
      {
        degree: 'Diploma di Tecnico dei servizi enogastronomici',
        school: 'Istituto Professionale Alberghiero dei Colli Bolognesi',
        dates: '2011 – 2016',
      },
    ],
    skills: [],
    extras: [
      { heading: 'Lingue', kind: 'languages', items: ['Italiano (madrelingua)', 'Inglese (A2)'] },
      {
        heading: 'Certificazioni',
        kind: 'certifications',
        items: ['Attestato HACCP (aggiornamento 2024)', 'Corso allergeni'],
      },
      { heading: 'Interessi', kind: 'other', items: ['Pane a lievitazione naturale', 'Ciclismo'] },
    ],
  },
  // --- A colour top band with a monogram, the summary in a shaded box --------------------------------------
  {
    id: 'en-early-years-educator',
    language: 'en',
    layout: 'monogram-band-summary-box',
    name: 'Tahlia Brennan-Kovac',
    headline: 'Early Childhood Educator',
    email: 'tahlia.bk@example.com',
    phone: '0438 555 219',
    city: 'Geelong VIC',
    headings: {
      summary: 'A Little About Me',
      experience: 'Work History',
      education: 'Study',
      skills: 'What I Bring',
    },
    summary:
      'Warm, play-based early childhood educator who builds strong bonds with children and families and loves outdoor learning.',
    roles: [
      {
        title: 'Early Childhood Educator (Room Leader)',
        employer: 'Bellarine Little Sprouts ELC',
        place: 'Ocean Grove',
        dates: 'Feb 2022 – Present',
        bullets: [
          'Lead the 3–4 year old room of 22 children with two educators',
          'Document learning against the national framework',
          'Weekly bush kinder sessions',
        ],
      },
      {
        title: 'Educator',
        employer: 'Corio Bay Childcare Centre',
        place: 'Geelong',
        dates: 'Jul 2019 – Jan 2022',
        bullets: ['Nursery room routines, nappy changes and sleep checks'],
      },
    ],
    education: [
      {
        degree: 'Bachelor of Early Childhood Education (in progress, expected 2027)',
        school: 'Bass Strait University',
        dates: '2024 – 2027',
      },
      {
        degree: 'Diploma of Early Childhood Education and Care',
        school: 'Barwon Skills Institute',
        dates: '2019',
      },
    ],
    skills: [
      'Play-based learning',
      'Learning documentation',
      'Behaviour guidance',
      'Family communication',
      'Outdoor learning',
    ],
    extras: [
      {
        heading: 'Checks & Certificates',
        kind: 'certifications',
        items: [
          'Working with Children Check (current)',
          'First Aid in an Education and Care Setting',
          'Anaphylaxis and asthma management',
        ],
      },
    ],
  },
  {
    id: 'fr-professeure-des-ecoles',
    language: 'fr',
    layout: 'monogram-band-summary-box',
    name: 'Solène Marchetti-Bouvier',
    headline: 'Professeure des écoles',
    email: 'solene.marchetti@example.org',
    phone: '07 61 33 48 20',
    city: 'Nantes',
    headings: {
      summary: 'À propos',
      experience: 'Parcours',
      education: 'Diplômes et formation',
      skills: 'Savoir-faire',
    },
    summary:
      'Professeure des écoles depuis huit ans, du CP au CM2, attachée à la lecture, aux projets de classe et au lien avec les familles.',
    roles: [
      {
        title: 'Professeure des écoles (CE1)',
        employer: 'École élémentaire Jules-Verne',
        place: 'Nantes',
        dates: 'septembre 2020 – aujourd’hui',
        bullets: [
          'Classe de 24 élèves dont 3 avec un PAP',
          'Projet de correspondance avec une école de Québec',
        ],
      },
      {
        title: 'Professeure des écoles remplaçante',
        employer: 'Circonscription de Rezé-Loire',
        place: 'Rezé',
        dates: 'septembre 2017 – juin 2020',
        bullets: ['Remplacements de 2 jours à 6 mois, de la petite section au CM2'],
      },
    ],
    education: [
      {
        degree: 'Master MEEF premier degré',
        school: "Institut de formation des maîtres de l'Erdre",
        dates: '2015 – 2017',
      },
      {
        degree: 'Licence Sciences du langage',
        school: 'Université de la Loire-Atlantique',
        dates: '2012 – 2015',
      },
    ],
    skills: [
      'Différenciation',
      'Apprentissage de la lecture',
      'Gestion de classe',
      'Tableau numérique',
      'Travail en équipe',
    ],
    extras: [
      {
        heading: 'Langues',
        kind: 'languages',
        items: ['Français (langue maternelle)', 'Italien (courant)', 'Anglais (B2)'],
      },
      {
        heading: 'Bénévolat',
        kind: 'other',
        alt: ['experience'],
        items: ['Aide aux devoirs, association Quartier Malakoff Solidaire (depuis 2019)'],
      },
    ],
  },
  // --- DOCX with tracked changes: the truth is the final text (insertions kept, deletions dropped) --------
  {
    id: 'en-hr-officer',
    language: 'en',
    layout: 'docx-tracked-changes',
    name: 'Abigail Oyelaran-Fitch',
    headline: 'HR Officer',
    email: 'abigail.of@example.com',
    phone: '07700 900 452',
    city: 'Bristol',
    headings: {
      summary: 'Professional Profile',
      experience: 'Employment',
      education: 'Education & Professional Development',
      skills: 'Key Skills',
    },
    summary:
      'HR officer with six years in generalist roles across manufacturing and housing, steady with casework and keen on people data.',
    roles: [
      {
        title: 'HR Officer',
        employer: 'Avonmouth Housing Trust',
        place: 'Bristol',
        dates: 'Oct 2023 – Present',
        bullets: [
          'Advise managers on absence, conduct and grievance cases',
          'Run onboarding for about 60 starters a year',
        ],
      },
      {
        title: 'HR Assistant',
        employer: 'Severnside Precision Castings',
        place: 'Avonmouth',
        dates: 'Jun 2019 – Sep 2023',
        bullets: [
          'Recruitment admin and right-to-work checks',
          'Kept the HR system and monthly headcount reports up to date',
        ],
      },
      {
        title: 'Receptionist',
        employer: 'Clifton Down Solicitors',
        place: 'Bristol',
        dates: 'Aug 2017 – May 2019',
        bullets: ['Front desk and diary management for eight solicitors'],
      },
    ],
    education: [
      {
        degree: 'CIPD Level 5 Associate Diploma in People Management (in progress)',
        school: 'West of England Business School',
        dates: '2025 – 2026',
      },
      { degree: 'BA (Hons) Sociology', school: 'University of the Cotswolds', dates: '2014 – 2017' },
    ],
    skills: ['Employee relations', 'Recruitment', 'HR systems', 'Absence management', 'Excel'],
    extras: [{ heading: 'References', kind: 'other', items: ['References available on request.'] }],
  },
  {
    id: 'de-pflegefachfrau',
    language: 'de',
    layout: 'docx-tracked-changes',
    name: 'Johanna Wierzbicki',
    headline: 'Pflegefachfrau',
    email: 'johanna.wierzbicki@example.org',
    phone: '0171 5528390',
    city: 'Leipzig',
    headings: {
      summary: 'Kurzprofil',
      experience: 'Beruflicher Werdegang',
      education: 'Ausbildung',
      skills: '',
    },
    summary:
      'Examinierte Pflegefachfrau mit sieben Jahren Erfahrung auf internistischen Stationen und in der Intensivpflege.',
    roles: [
      {
        title: 'Pflegefachfrau Intensivstation',
        employer: 'Klinikum Leipzig-Südost',
        place: 'Leipzig',
        dates: '04/2022 – heute',
        bullets: ['Versorgung beatmeter Patientinnen und Patienten', 'Praxisanleitung für Auszubildende'],
      },
      {
        title: 'Gesundheits- und Krankenpflegerin',
        employer: 'Diakonie-Krankenhaus Markkleeberg',
        place: 'Markkleeberg',
        dates: '10/2017 – 03/2022',
        bullets: ['Innere Medizin, 32 Betten, Schichtdienst', 'Wundmanagement und Entlassmanagement'],
      },
    ],
    education: [
      {
        degree: 'Fachweiterbildung Intensiv- und Anästhesiepflege (berufsbegleitend, Abschluss 2027)',
        school: 'Bildungsakademie Leipzig-Süd',
        dates: 'seit 2025',
      },
      {
        degree: 'Ausbildung zur Gesundheits- und Krankenpflegerin',
        school: 'Pflegeschule am Diakonie-Krankenhaus Markkleeberg',
        dates: '2014 – 2017',
      },
    ],
    skills: [],
    extras: [
      {
        heading: 'Sprachen',
        kind: 'languages',
        items: ['Deutsch (Muttersprache)', 'Polnisch (gut)', 'Englisch (B1)'],
      },
      {
        heading: 'Weiterbildungen',
        kind: 'certifications',
        items: ['Praxisanleiterin (300 Stunden), 2021', 'Reanimationstraining ALS, 2024'],
      },
    ],
  },
  // --- DOCX as Word writes it after much editing: split runs, proofing marks, fields, special hyphens -------
  {
    id: 'en-plumber',
    language: 'en',
    layout: 'docx-fragmented-runs',
    name: 'Declan Fairweather',
    headline: 'Licensed Plumber (306A)',
    email: 'declan.fairweather@example.com',
    phone: '416-555-0187',
    city: 'Toronto, ON',
    headings: {
      summary: 'Summary',
      experience: 'Work Experience',
      education: 'Training & Certification',
      skills: '',
    },
    summary:
      'Licensed plumber with nine years of residential and light commercial service, renovations and new builds.',
    roles: [
      {
        title: 'Licensed Plumber',
        employer: 'Don Mills Plumbing & Drain Ltd.',
        place: 'Toronto, ON',
        dates: 'Since 2022',
        bullets: [
          'Service calls, water heater and backflow installs, 6–8 calls a day',
          'Rough-in and finish for basement renovations',
          'Mentor two first-year apprentices',
        ],
      },
      {
        title: 'Plumbing Apprentice',
        employer: 'Humber Valley Mechanical',
        place: 'Etobicoke, ON',
        dates: '2016–2022',
        bullets: [
          'Commercial rough-in on condo and retail projects',
          'Gas piping under a licensed gas fitter',
        ],
      },
    ],
    education: [
      {
        degree: 'Certificate of Qualification, Plumber 306A',
        school: 'Provincial Trades Board',
        dates: '2022',
      },
      {
        degree: 'Plumbing Techniques Pre-apprenticeship',
        school: 'Lakeshore Polytechnic College',
        dates: '2015–2016',
      },
    ],
    skills: [],
    extras: [
      {
        heading: 'Tickets',
        kind: 'certifications',
        items: ['G2 Gas Technician', 'Backflow Prevention Tester', 'Working at Heights'],
      },
      {
        heading: 'Volunteering',
        kind: 'other',
        alt: ['experience'],
        items: ['Build days with Scarborough Homes Partnership (2019–2024)'],
      },
    ],
  },
  {
    id: 'nl-laborant',
    language: 'nl',
    layout: 'docx-fragmented-runs',
    name: 'Femke Hoogendijk-Bakker',
    headline: 'Medisch laborant',
    email: 'femke.hoogendijk@example.org',
    phone: '06-41827705',
    city: 'Utrecht',
    headings: {
      summary: '',
      experience: 'Werkervaring en stages',
      education: 'Opleidingen',
      skills: 'Vaardigheden',
    },
    summary: '',
    roles: [
      {
        title: 'Medisch laborant',
        employer: 'Diagnostisch Centrum Vechtstreek',
        place: 'Utrecht',
        dates: 'sept. 2021 – heden',
        bullets: [
          'Bloed- en urineanalyses op de analysestraat',
          'Kwaliteitscontroles volgens ISO 15189',
          'Bijhouden van het laboratoriuminformatiesysteem',
        ],
      },
      {
        title: 'Stagiair klinische chemie',
        employer: 'Ziekenhuis Rivierenland Oost',
        place: 'Tiel',
        dates: 'feb. 2021 – jul. 2021',
        bullets: ['Validatie van een nieuwe stollingstest'],
      },
    ],
    education: [
      {
        degree: 'Bachelor Biologie en Medisch Laboratoriumonderzoek (deeltijd, verwacht 2027)',
        school: 'Hogeschool Domstad',
        dates: '2023 – heden',
      },
      { degree: 'MBO Analist (niveau 4)', school: 'Vakcollege Utrecht Laboratorium', dates: '2017 – 2021' },
    ],
    skills: [
      'Pipetteren en verdunnen',
      'Hematologie',
      'Klinische chemie',
      'Laboratoriuminformatiesystemen',
      'GLP',
    ],
    extras: [
      {
        heading: 'Talen',
        kind: 'languages',
        items: ['Nederlands (moedertaal)', 'Engels (goed)', 'Duits (basis)'],
      },
      {
        heading: 'Publicaties',
        kind: 'other',
        items: [
          'Hoogendijk F., de Wit R. Vergelijking van twee PT-reagentia. Tijdschrift voor Analisten, 2022; 77(4): 12–15.',
        ],
      },
    ],
  },
  // --- DOCX: the whole resume in one table, each section label a vertically merged cell ----------------------
  {
    id: 'en-physiotherapist',
    language: 'en',
    layout: 'docx-merged-label-cells',
    name: 'Rhiannon Castellanos-Hughes',
    headline: 'MSK Physiotherapist',
    email: 'rhiannon.ch@example.com',
    phone: '01792 555 730',
    city: 'Swansea',
    headings: { summary: 'Profile', experience: 'Experience', education: 'Education', skills: 'Skills' },
    summary:
      'HCPC-registered physiotherapist working in MSK outpatients, with a special interest in persistent back pain and return to work.',
    roles: [
      {
        title: 'Band 6 MSK Physiotherapist',
        employer: 'Bay Health Physiotherapy Services',
        place: 'Swansea',
        dates: 'Nov 2021 – Present',
        bullets: [
          'Caseload of 16 patients a day including first-contact appointments',
          'Run a weekly back-class programme',
        ],
      },
      {
        title: 'Band 5 Rotational Physiotherapist',
        employer: 'Afan Valley Community Hospital',
        place: 'Port Talbot',
        dates: 'Sep 2019 – Oct 2021',
        bullets: ['Rotations in respiratory, stroke rehabilitation and orthopaedics'],
      },
    ],
    education: [
      { degree: 'BSc (Hons) Physiotherapy', school: 'University of West Glamorgan', dates: '2016 – 2019' },
    ],
    skills: [
      'MSK assessment',
      'Exercise prescription',
      'Acupuncture',
      'Clinical reasoning',
      'Patient education',
    ],
    extras: [
      {
        heading: 'Registration',
        kind: 'certifications',
        items: ['HCPC registered physiotherapist', 'Member of the CSP'],
      },
      {
        heading: 'Volunteering',
        kind: 'other',
        alt: ['experience'],
        items: ['Pitch-side physio, Mumbles Harlequins RFC (2020 – present)'],
      },
    ],
  },
  {
    id: 'en-fe-lecturer',
    language: 'en',
    layout: 'docx-merged-label-cells',
    name: 'Alastair Nwachukwu-Greaves',
    headline: 'Lecturer in Electrical Engineering',
    email: 'alastair.ng@example.org',
    phone: '0161 496 0725',
    city: 'Manchester',
    headings: {
      summary: 'Teaching Statement',
      experience: 'Teaching & Industry Posts',
      education: 'Qualifications & Training',
      skills: 'Subject Expertise',
    },
    summary:
      'Lecturer in electrical engineering at a further education college, bringing twelve years of site experience to Level 2–4 learners and apprentices.',
    roles: [
      {
        title: 'Lecturer in Electrical Engineering',
        employer: 'Irwell Further Education College',
        place: 'Salford',
        dates: 'September 2018 – present',
        bullets: [
          'Teach Level 3 Electrical Installation and HNC Electrical Engineering',
          'Course leader for 85 apprentices',
          'Internal verifier for practical assessments',
        ],
      },
      {
        title: 'Electrical Supervisor',
        employer: 'Pennine Building Services Ltd',
        place: 'Oldham',
        dates: 'March 2011 – August 2018',
        bullets: ['Supervised crews of up to 12 electricians on school and hospital projects'],
      },
      {
        title: 'Electrician',
        employer: 'Pennine Building Services Ltd',
        place: 'Oldham',
        dates: 'June 2006 – February 2011',
        bullets: ['Installation, testing and inspection'],
      },
    ],
    education: [
      {
        degree: 'PGCE (Post-compulsory Education)',
        school: 'Mancunian Institute of Education',
        dates: '2018 – 2020',
      },
      { degree: 'HNC Electrical Engineering', school: 'Oldham Technical College', dates: '2008 – 2010' },
    ],
    skills: [
      'Wiring regulations',
      'Inspection and testing',
      'Curriculum design',
      'Moodle',
      'Apprenticeship assessment',
    ],
    extras: [
      {
        heading: 'Publications',
        kind: 'other',
        items: [
          'Nwachukwu-Greaves, A. (2023) Teaching fault finding with live rigs. FE Engineering Educator, 12, pp. 30–34.',
          'Nwachukwu-Greaves, A. (2021) Apprentice motivation in the final year. Journal of Vocational Teaching Practice, 5(1), pp. 8–15.',
        ],
      },
      { heading: 'References', kind: 'other', items: ['Available on request'] },
    ],
  },
  // --- DOCX: headings on shaded paragraphs behind Wingdings icons, Wingdings list bullets ------------------
  {
    id: 'en-librarian',
    language: 'en',
    layout: 'docx-shaded-sym-headings',
    name: 'Philippa Oduya-Marchbank',
    headline: 'Library Manager',
    email: 'philippa.om@example.com',
    phone: '01865 555 904',
    city: 'Oxford',
    headings: {
      summary: 'Personal Statement',
      experience: 'Career History',
      education: 'Education',
      skills: 'Skills',
    },
    summary:
      'Chartered librarian who runs busy public libraries, children’s reading schemes and digital skills sessions.',
    roles: [
      {
        title: 'Library Manager',
        employer: 'Cowley Road Community Library',
        place: 'Oxford',
        dates: '2020 – present',
        bullets: [
          'Manage a team of 9 staff and 25 volunteers',
          'Doubled summer reading challenge sign-ups to 1,400 children',
        ],
      },
      {
        title: 'Senior Library Assistant',
        employer: 'Abingdon Town Library',
        place: 'Abingdon',
        dates: '2015 – 2020',
        bullets: ['Stock selection for the children’s and teen collections', 'Weekly digital help sessions'],
      },
      {
        title: 'Library Assistant',
        employer: 'Headington Branch Library',
        place: 'Oxford',
        dates: '2012 – 2015',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'MA Library and Information Studies',
        school: 'University of the Thames Valley',
        dates: '2013 – 2015',
      },
      { degree: 'BA (Hons) English Literature', school: 'Cherwell University', dates: '2009 – 2012' },
    ],
    skills: [
      'Library management systems',
      'Reader development',
      'Community outreach',
      'Volunteer coordination',
      'Budgeting',
    ],
    extras: [
      {
        heading: 'Volunteering',
        kind: 'other',
        alt: ['experience'],
        items: ['Reading helper, Rose Hill Primary School (weekly since 2018)'],
      },
      { heading: 'Memberships', kind: 'other', items: ['Chartered Member of the library professional body'] },
    ],
  },
  {
    id: 'es-carpintero',
    language: 'es',
    layout: 'docx-shaded-sym-headings',
    name: 'Iker Garmendia Solórzano',
    headline: 'Carpintero ebanista',
    email: 'iker.garmendia@example.com',
    phone: '+34 688 410 257',
    city: 'Pamplona',
    headings: { summary: '', experience: 'Experiencia', education: 'Formación', skills: 'Lo que sé hacer' },
    summary: '',
    roles: [
      {
        title: 'Oficial de primera carpintero',
        employer: 'Carpintería Ebanistería Arga S.L.',
        place: 'Pamplona',
        dates: 'Desde 2019',
        bullets: [
          'Fabricación y montaje de cocinas y armarios a medida',
          'Manejo de CNC y seccionadora',
          'Presupuestos y mediciones en obra',
        ],
      },
      {
        title: 'Oficial de segunda',
        employer: 'Maderas y Tarimas Baztán',
        place: 'Elizondo',
        dates: '2014 – 2019',
        bullets: ['Instalación de tarimas y puertas'],
      },
      {
        title: 'Aprendiz',
        employer: 'Taller de Carpintería Irati',
        place: 'Aoiz',
        dates: '2012 – 2014',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Técnico en Carpintería y Mueble',
        school: 'Centro Integrado de FP Navarra Norte',
        dates: '2010 – 2012',
      },
    ],
    skills: ['Ebanistería', 'CNC', 'Montaje de cocinas', 'Lectura de planos', 'Barnizado'],
    extras: [
      { heading: 'Idiomas', kind: 'languages', items: ['Castellano y euskera (nativo)', 'Francés (básico)'] },
      {
        heading: 'Carnés',
        kind: 'certifications',
        items: ['Carné de conducir B', 'Curso PRL 20 horas (carpintería)'],
      },
    ],
  },
];

// --- Records some layouts print beside the person ------------------------------------------------------

/** USAJOBS lines under each role, in the order of the roles. */
const FEDERAL: Record<
  string,
  {
    address: string;
    roles: Array<{
      hours: string;
      salary: string;
      grade?: string;
      supervisor: string;
      contact: 'Yes' | 'No';
    }>;
  }
> = {
  'en-civil-engineer': {
    address: '2417 Alder Creek Way',
    roles: [
      {
        hours: '40',
        salary: '$104,220 USD Per Year',
        grade: 'Series: 0810 Pay Plan: GS Grade: 12',
        supervisor: 'Martin Ybarra (916-555-0172)',
        contact: 'Yes',
      },
      {
        hours: '40',
        salary: '$78,500 USD Per Year',
        supervisor: 'Helen Strand (209-555-0190)',
        contact: 'Yes',
      },
      { hours: '20', salary: '$19.50 USD Per Hour', supervisor: 'Dale Kimura (530-555-0133)', contact: 'No' },
    ],
  },
  'en-payroll-technician': {
    address: '880 NW 39th Terrace, Apt 4',
    roles: [
      {
        hours: '40',
        salary: '$49,800 USD Per Year',
        grade: 'Series: 0544 Pay Plan: GS Grade: 07',
        supervisor: 'Angela Roessler (405-555-0161)',
        contact: 'Yes',
      },
      { hours: '40', salary: '$18.25 USD Per Hour', supervisor: 'Curtis Beam (405-555-0108)', contact: 'No' },
    ],
  },
};

/** The percentage printed beside each qualification of the Indian resumes. */
const PERCENTAGES: Record<string, string[]> = {
  'en-hospital-pharmacist': ['68.4%', '81.2%'],
  'en-accounts-executive': ['Pursuing', '72.6%'],
};

/** The Europass editor's labels, per language. */
const EUROPASS: Partial<
  Record<
    Person['language'],
    { phone: string; email: string; home: string; city: string; country: string; nation: string }
  >
> = {
  pt: {
    phone: 'Número de telefone',
    email: 'Endereço de email',
    home: 'Endereço',
    city: 'Cidade',
    country: 'País',
    nation: 'Portugal',
  },
  es: {
    phone: 'Número de teléfono',
    email: 'Dirección de correo electrónico',
    home: 'Dirección',
    city: 'Ciudad',
    country: 'País',
    nation: 'España',
  },
};

/** The cover letters printed on page 1 of the cover-letter layout. */
const LETTERS: Record<
  string,
  {
    street: string;
    to: string[];
    date: string;
    subject: string;
    salutation: string;
    paragraphs: string[];
    closing: string;
    enclosure: string;
    cvTitle: string;
  }
> = {
  'de-elektroniker': {
    street: 'Lotter Straße 58, 49078 Osnabrück',
    to: ['Stadtwerke Hasetal GmbH', 'Personalabteilung', 'Am Kraftwerk 4', '49074 Osnabrück'],
    date: 'Osnabrück, 12. Januar 2026',
    subject: 'Bewerbung als Elektroniker für Betriebstechnik – Ihre Anzeige vom 5. Januar 2026',
    salutation: 'Sehr geehrte Damen und Herren,',
    paragraphs: [
      'mit großem Interesse habe ich Ihre Stellenanzeige gelesen. Als Elektroniker für Energie- und Gebäudetechnik mit fast zehn Jahren Berufserfahrung möchte ich meine Kenntnisse gern in Ihrem Team einbringen.',
      'Zurzeit plane und installiere ich Elektroanlagen in Wohn- und Gewerbebauten, nehme PV-Anlagen in Betrieb und prüfe Anlagen nach DGUV V3. Seit 2024 bereite ich mich berufsbegleitend auf die Meisterprüfung vor.',
      'Über eine Einladung zu einem persönlichen Gespräch freue ich mich sehr.',
    ],
    closing: 'Mit freundlichen Grüßen',
    enclosure: 'Anlagen: Lebenslauf, Zeugnisse',
    cvTitle: 'Lebenslauf',
  },
  'fr-receptionniste': {
    street: '14 avenue de Chevêne, 74000 Annecy',
    to: [
      'Hôtel Impérial Rive Gauche',
      "Madame la Directrice de l'hébergement",
      '3 quai des Cordeliers',
      '74000 Annecy',
    ],
    date: 'Annecy, le 8 janvier 2026',
    subject: 'Objet : candidature au poste de cheffe de réception',
    salutation: 'Madame,',
    paragraphs: [
      "Réceptionniste depuis plus de sept ans dans l'hôtellerie haut de gamme, je souhaite aujourd'hui encadrer une équipe de réception et vous propose ma candidature.",
      "Au quotidien, j'accueille une clientèle internationale en trois langues, je gère les réservations et je veille à ce que chaque séjour se passe sans accroc.",
      'Je serais heureuse de vous présenter ma motivation lors d’un entretien.',
    ],
    closing: "Je vous prie d'agréer, Madame, l'expression de mes salutations distinguées.",
    enclosure: 'Pièce jointe : curriculum vitae',
    cvTitle: 'Curriculum vitae',
  },
};

// --- HTML ------------------------------------------------------------------------------------------------

const bulletList = (items: string[]) =>
  items.length ? `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : '';

function page(p: Person, style: string, body: string): string {
  return `<!doctype html><html lang="${p.language}"><meta charset="utf-8"><style>@page{size:A4;margin:0}
body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#222;line-height:1.35}
ul{margin:2px 0 7px 16px;padding:0}p{margin:2px 0 6px}
${style}</style><body>${body}</body></html>`;
}

/** The first letters of the first and last words of the name, as the monogram prints them. */
const monogram = (name: string) => {
  const words = name.split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}`;
};

const HTML_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // In the manner of the USAJOBS resume builder: a serif page, the name and a block of contact lines, bold
  // headings over a rule; each role as the employer in bold with the dates at the right, "City, ST US" with
  // the salary at the right, "Hours per week", the title in bold, the series and grade, a "Duties,
  // Accomplishments and Related Skills:" label over the bullets, then the supervisor and whether to contact
  // them. No summary.
  'federal-hours-supervisor': (p) => {
    const fed = FEDERAL[p.id];
    if (!fed) throw new Error(`${p.id}: no federal lines`);
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const lr = (left: string, right: string) =>
      `<div class="lr"><span>${left}</span><span>${right}</span></div>`;
    return page(
      p,
      `body{font-family:'DejaVu Serif',serif;font-size:10pt}.pg{padding:16mm 18mm}h1{margin:0 0 2px;font-size:16pt}.ct div{margin:1px 0}
h2{font-size:11.5pt;margin:14px 0 6px;border-bottom:1px solid #000;padding-bottom:1px}.lr{display:flex;justify-content:space-between}
.role{margin-bottom:9px}.lab{font-style:italic;margin-top:3px}.t{font-weight:bold}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="ct"><div>${esc(fed.address)}</div><div>${esc(p.city)} US</div>
<div>Mobile: ${esc(p.phone)}</div><div>Email: ${esc(p.email)}</div>
<div>Citizenship: United States of America</div><div>Veterans' Preference: No</div></div>
${h(p.headings.experience)}${p.roles
        .map((r, i) => {
          const f = fed.roles[i];
          if (!f) throw new Error(`${p.id}: no federal lines for role ${i}`);
          return `<div class="role">${lr(`<b>${esc(r.employer)}</b>`, esc(r.dates))}${lr(esc(r.place), `Salary: ${esc(f.salary)}`)}
<div>Hours per week: ${esc(f.hours)}</div><div class="t">${esc(r.title)}</div>${f.grade ? `<div>${esc(f.grade)}</div>` : ''}
<div class="lab">Duties, Accomplishments and Related Skills:</div>${bulletList(r.bullets)}
<div>Supervisor: ${esc(f.supervisor)}</div><div>Okay to contact this Supervisor: ${f.contact}</div></div>`;
        })
        .join('')}
${h(p.headings.education)}${p.education
        .map((s) => `<div><b>${esc(s.school)}</b></div><div>${esc(s.degree)} ${esc(s.dates)}</div>`)
        .join('')}
${p.skills.length ? `${h(p.headings.skills)}${bulletList(p.skills)}` : ''}
${p.extras.map((x) => `${h(x.heading)}${x.items.map((i) => `<p>${esc(i)}</p>`).join('')}`).join('')}</div>`,
    );
  },
  // An Indian resume: the name in bold, the contact lines under it and a rule; the headings as dark text on grey bars; the career objective, the qualifications as a bordered table
  // (Qualification | Board / University | Year | Percentage), each role as "Organisation:", "Designation:",
  // "Duration:" and "Location:" lines then "Responsibilities:" bullets, the skills, the personal details
  // as lines, the declaration, and "Place:" / "Date:" at the left with the name in brackets at the right.
  'objective-declaration': (p) => {
    const grades = PERCENTAGES[p.id] ?? [];
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const label = (name: string, value: string) => `<div><span class="lb">${name}:</span> ${value}</div>`;
    return page(
      p,
      `body{font-family:'DejaVu Serif',serif}.pg{padding:15mm 17mm}h1{margin:0;font-size:17pt}.ct{border-bottom:2px solid #333;padding-bottom:5px;margin-bottom:4mm}
h2{background:#d9d9d9;font-size:10.5pt;margin:12px 0 6px;padding:3px 6px}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #555;padding:3px 5px;text-align:left;vertical-align:top}th{background:#f0f0f0}.lb{font-weight:bold;display:inline-block;width:30mm}
.role{margin-bottom:7px}.sig{display:flex;justify-content:space-between;margin-top:10mm}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="ct">Mobile: ${esc(p.phone)}<br>Email: ${esc(p.email)}<br>${esc(p.city)}, India</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.education)}<table><tr><th>Qualification</th><th>Board / University</th><th>Year</th><th>Percentage</th></tr>${p.education
        .map(
          (s, i) =>
            `<tr><td>${esc(s.degree)}</td><td>${esc(s.school)}</td><td>${esc(s.dates)}</td><td>${esc(grades[i] ?? '')}</td></tr>`,
        )
        .join('')}</table>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="role">${label('Organisation', esc(r.employer))}${label('Designation', `<b>${esc(r.title)}</b>`)}${label('Duration', esc(r.dates))}${label('Location', esc(r.place))}
${r.bullets.length ? `<div class="lb">Responsibilities:</div>${bulletList(r.bullets)}` : ''}</div>`,
        )
        .join('')}
${h(p.headings.skills)}${bulletList(p.skills)}
${p.extras
  .map((x) =>
    x.heading === 'Personal Details'
      ? `${h(x.heading)}${x.items
          .map((i) => {
            const [k, ...v] = i.split(': ');
            return label(esc(k ?? ''), esc(v.join(': ')));
          })
          .join('')}`
      : `${h(x.heading)}${x.items.map((i) => `<p>${esc(i)}</p>`).join('')}`,
  )
  .join('')}
<div class="sig"><div>Place: ${esc(p.city)}<br>Date:</div><div>(${esc(p.name)})</div></div></div>`,
    );
  },
  // The Europass editor of 2020: the name large, the contact as labelled lines, capital headings in blue over
  // a rule; each entry as "[ dates ]" in small grey letters, the title in bold, the employer, then
  // "City: … | Country: …" and the bullets. Order: about me, experience, education, language skills, digital
  // skills, the rest.
  'europass-2020': (p) => {
    const labels = EUROPASS[p.language];
    if (!labels) throw new Error(`${p.id}: no Europass labels`);
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const languages = p.extras.filter((x) => x.kind === 'languages');
    const rest = p.extras.filter((x) => x.kind !== 'languages');
    const lines = (x: Extra) => `${h(x.heading)}${x.items.map((i) => `<p>${esc(i)}</p>`).join('')}`;
    return page(
      p,
      `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt}.pg{padding:14mm 16mm}h1{margin:0 0 4px;font-size:20pt;color:#0d2d6c;font-weight:normal}
.ct{border-bottom:1px solid #0d2d6c;padding-bottom:6px}.ct b{font-weight:bold}h2{font-size:11pt;color:#0d2d6c;margin:14px 0 6px;border-bottom:1.5px dotted #0d2d6c;padding-bottom:2px}
.d{color:#6a6a6a;font-size:8.5pt;margin-top:8px}.t{font-weight:bold;font-size:10pt}.cc{font-size:8.5pt;color:#333}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="ct"><b>${labels.phone}:</b> ${esc(p.phone)} &nbsp; <b>${labels.email}:</b> ${esc(p.email)}<br>
<b>${labels.home}:</b> ${esc(p.city)}, ${labels.nation}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="d">[ ${esc(r.dates)} ]</div><div class="t">${esc(r.title)}</div><div>${esc(r.employer)}</div>
<div class="cc">${labels.city}: ${esc(r.place)} | ${labels.country}: ${labels.nation}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="d">[ ${esc(s.dates)} ]</div><div class="t">${esc(s.degree)}</div><div>${esc(s.school)}</div>`,
        )
        .join('')}
${languages.map(lines).join('')}${h(p.headings.skills)}<p>${esc(p.skills.join(' | '))}</p>${rest.map(lines).join('')}</div>`,
    );
  },
  // Two A4 pages: a cover letter (letterhead with the name, street and contact; the employer's address; the
  // date at the right; a bold subject line; three paragraphs; the closing and the name), then the CV under a
  // "Lebenslauf" / "Curriculum vitae" title: headings in colour over a rule, a role as the title in bold
  // with the dates at the right of the same line, "Employer, Town" under it, bullets.
  'cover-letter-first': (p) => {
    const letter = LETTERS[p.id];
    if (!letter) throw new Error(`${p.id}: no letter`);
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const lr = (left: string, right: string) =>
      `<div class="lr"><span>${left}</span><span class="d">${right}</span></div>`;
    return page(
      p,
      `.pg{height:296mm;box-sizing:border-box;padding:18mm 22mm;page-break-after:always;overflow:hidden}.pg:last-child{page-break-after:auto}
.lh{border-bottom:1px solid #7a1f3d;padding-bottom:4px;margin-bottom:12mm}.lh b{font-size:13pt;color:#7a1f3d}.to{margin-bottom:10mm}
.dt{text-align:right;margin-bottom:8mm}.sj{font-weight:bold;margin-bottom:6mm}.lt p{margin:0 0 4mm;text-align:justify;line-height:1.5}
.cv h1{margin:0;font-size:20pt;color:#7a1f3d}.nm{font-size:12pt;font-weight:bold;margin-top:4mm}.ct{color:#444;margin-bottom:5mm}
h2{font-size:11.5pt;color:#7a1f3d;border-bottom:1px solid #d8b4c1;margin:13px 0 6px;padding-bottom:2px}.lr{display:flex;justify-content:space-between;margin-top:7px}
.d{color:#555;white-space:nowrap}.m{color:#555}`,
      `<div class="pg lt"><div class="lh"><b>${esc(p.name)}</b><br>${esc(letter.street)}<br>${esc(p.phone)} · ${esc(p.email)}</div>
<div class="to">${letter.to.map(esc).join('<br>')}</div><div class="dt">${esc(letter.date)}</div><div class="sj">${esc(letter.subject)}</div>
<p>${esc(letter.salutation)}</p>${letter.paragraphs.map((x) => `<p>${esc(x)}</p>`).join('')}
<p>${esc(letter.closing)}</p><p style="margin-top:12mm">${esc(p.name)}</p><p style="margin-top:10mm;font-size:8.5pt">${esc(letter.enclosure)}</p></div>
<div class="pg cv"><h1>${esc(letter.cvTitle)}</h1><div class="nm">${esc(p.name)}</div>
<div class="ct">${esc(letter.street)} · ${esc(p.phone)} · ${esc(p.email)}</div>
${p.summary ? `${h(p.headings.summary)}<p>${esc(p.summary)}</p>` : ''}
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `${lr(`<b>${esc(r.title)}</b>`, esc(r.dates))}<div class="m">${esc(r.employer)}, ${esc(r.place)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education.map((s) => `${lr(`<b>${esc(s.degree)}</b>`, esc(s.dates))}<div class="m">${esc(s.school)}</div>`).join('')}
${h(p.headings.skills)}<p>${esc(p.skills.join(', '))}</p>
${p.extras.map((x) => `${h(x.heading)}${bulletList(x.items)}`).join('')}</div>`,
    );
  },
  // The roles side by side, newest at the left, under a horizontal line with a dot above each: each column the
  // dates in colour, the title in bold, "Employer, Town" and the bullets. The other sections full width.
  'horizontal-timeline': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{padding:15mm 16mm}h1{margin:0;font-size:23pt;color:#1f5f8b}.hl{font-size:12pt;color:#555}.ct{margin:3px 0 6mm;color:#444}
h2{font-size:12pt;color:#1f5f8b;margin:14px 0 8px;letter-spacing:.5px}.tl{display:grid;grid-template-columns:repeat(${p.roles.length},1fr);gap:5mm;
border-top:3px solid #9cc3de;padding-top:5mm;position:relative}.it{position:relative}.it::before{content:'';position:absolute;top:calc(-5mm - 8px);left:0;width:11px;height:11px;
border-radius:50%;background:#1f5f8b}.d{color:#1f5f8b;font-weight:bold;font-size:9pt}.t{font-weight:bold}.m{color:#555;font-size:9pt}.s{font-weight:bold;margin-top:5px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} | ${esc(p.email)} | ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}<div class="tl">${p.roles
        .map(
          (r) =>
            `<div class="it"><div class="d">${esc(r.dates)}</div><div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)}</div>${bulletList(r.bullets)}</div>`,
        )
        .join('')}</div>
${h(p.headings.education)}${p.education.map((s) => `<div class="s">${esc(s.degree)}</div><div class="m">${esc(s.school)}, ${esc(s.dates)}</div>`).join('')}
${h(p.headings.skills)}<p>${esc(p.skills.join(' · '))}</p>
${p.extras.map((x) => `${h(x.heading)}${bulletList(x.items)}`).join('')}</div>`,
    );
  },
  // A grid of rounded, tinted cells: the name and contact over it; the profile in a cell across the top; the
  // experience in a tall cell at the left; the education, skills and extras each in a cell stacked at the
  // right.
  'bento-grid': (p) => {
    const cell = (heading: string, content: string, cls = '') =>
      `<section class="c ${cls}"><h2>${esc(heading)}</h2>${content}</section>`;
    return page(
      p,
      `.pg{padding:13mm 14mm}h1{margin:0;font-size:22pt;color:#3b2f63}.hl{font-size:11.5pt;color:#6b5ca5}.ct{margin:3px 0 5mm;color:#444}
.g{display:grid;grid-template-columns:1.5fr 1fr;gap:4mm}.c{background:#f3f0fa;border-radius:4mm;padding:4mm 5mm}.wide{grid-column:1 / 3}
.r{display:flex;flex-direction:column;gap:4mm}h2{font-size:11pt;color:#3b2f63;margin:0 0 4px}.t{font-weight:bold;margin-top:6px}.m{color:#555;font-size:9pt}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div><div class="g">
${cell(p.headings.summary, `<p>${esc(p.summary)}</p>`, 'wide')}
${cell(
  p.headings.experience,
  p.roles
    .map(
      (r) =>
        `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)} · ${esc(r.place)} · ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
    )
    .join(''),
)}
<div class="r">${cell(
        p.headings.education,
        p.education
          .map(
            (s) =>
              `<div class="t">${esc(s.degree)}</div><div class="m">${esc(s.school)}, ${esc(s.dates)}</div>`,
          )
          .join(''),
      )}${cell(p.headings.skills, bulletList(p.skills))}${p.extras.map((x) => cell(x.heading, bulletList(x.items))).join('')}</div></div></div>`,
    );
  },
  // One A4 page: the name and contact, the summary, experience and education in one column; at the foot of
  // the page a shaded band of three panels side by side (the skills and the extras, three in all).
  'footer-three-panels': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const panels = [
      ...(p.skills.length ? [{ heading: p.headings.skills, items: p.skills }] : []),
      ...p.extras,
    ];
    return page(
      p,
      `.pg{height:296mm;box-sizing:border-box;display:flex;flex-direction:column;overflow:hidden}.mn{padding:16mm 18mm 6mm}
h1{margin:0;font-size:24pt;color:#2d4a22}.hl{font-size:12pt;color:#587a4b}.ct{margin:3px 0 6mm;color:#444}h2{font-size:12pt;color:#2d4a22;margin:13px 0 6px}
.t{font-weight:bold;margin-top:7px}.m{color:#555}.ft{margin-top:auto;background:#e8efe4;padding:7mm 18mm 12mm;display:grid;grid-template-columns:repeat(3,1fr);gap:8mm}
.ft h2{margin-top:0}`,
      `<div class="pg"><div class="mn"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)} · ${esc(p.phone)} · ${esc(p.email)}</div>
${p.summary ? `${h(p.headings.summary)}<p>${esc(p.summary)}</p>` : ''}
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)} | ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education.map((s) => `<div class="t">${esc(s.degree)}</div><div class="m">${esc(s.school)} | ${esc(s.dates)}</div>`).join('')}</div>
<div class="ft">${panels.map((x) => `<div>${h(x.heading)}${bulletList(x.items)}</div>`).join('')}</div></div>`,
    );
  },
  // A thick colour band across the top: a white circle with the initials (a monogram) at the left, the name,
  // headline and contact in white beside it; under the band the summary in a shaded box with its heading
  // inside; then the sections in one column, each heading in colour with a short thick bar under it.
  'monogram-band-summary-box': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.band{background:#0e6e6e;color:#fff;padding:11mm 16mm;display:flex;align-items:center;gap:7mm}.mono{flex:none;width:24mm;height:24mm;border-radius:50%;
background:#fff;color:#0e6e6e;font-size:20pt;font-weight:bold;display:flex;align-items:center;justify-content:center;letter-spacing:1px}
h1{margin:0;font-size:22pt}.hl{font-size:12pt;opacity:.9}.ct{margin-top:3px;font-size:9pt}.bd{padding:7mm 16mm}
.box{background:#e7f2f2;border-left:4px solid #0e6e6e;padding:4mm 5mm;margin-bottom:4mm}.box h2{margin-top:0}
h2{font-size:12pt;color:#0e6e6e;margin:14px 0 7px}h2::after{content:'';display:block;width:14mm;height:3px;background:#0e6e6e;margin-top:2px}
.t{font-weight:bold;margin-top:7px}.m{color:#555}`,
      `<div class="band"><div class="mono">${esc(monogram(p.name))}</div><div><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} &nbsp;|&nbsp; ${esc(p.email)} &nbsp;|&nbsp; ${esc(p.city)}</div></div></div>
<div class="bd"><div class="box">${h(p.headings.summary)}<p>${esc(p.summary)}</p></div>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)} — ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education.map((s) => `<div class="t">${esc(s.degree)}</div><div class="m">${esc(s.school)} — ${esc(s.dates)}</div>`).join('')}
${h(p.headings.skills)}${bulletList(p.skills)}
${p.extras.map((x) => `${h(x.heading)}${bulletList(x.items)}`).join('')}</div>`,
    );
  },
};

// --- DOCX ------------------------------------------------------------------------------------------------
// These layouts need tracked changes, Word's own run fragments and fields, vertically merged table cells,
// paragraph shading and symbol characters, so they write their own WordprocessingML and zip it with the
// test zip writer.

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface RunStyle {
  bold?: boolean;
  italic?: boolean;
  /** Font size in points. */
  size?: number;
  color?: string;
}

const runProps = (style: RunStyle) =>
  [
    style.bold ? '<w:b/>' : '',
    style.italic ? '<w:i/>' : '',
    style.color ? `<w:color w:val="${style.color}"/>` : '',
    style.size ? `<w:sz w:val="${style.size * 2}"/>` : '',
  ].join('');

/** One run of text. */
function run(text: string, style: RunStyle = {}): string {
  const rPr = runProps(style);
  return `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;
}

/** A paragraph of runs with optional paragraph properties (style first, as the schema orders them). */
function para(runs: string, props: { style?: string; pPr?: string } = {}): string {
  const pPr = `${props.style ? `<w:pStyle w:val="${props.style}"/>` : ''}${props.pPr ?? ''}`;
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${runs}</w:p>`;
}

const text = (value: string, style: RunStyle = {}) => para(run(value, style));
const NUM = (id: number) => `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${id}"/></w:numPr>`;
const bullet = (value: string, numId = 1) => para(run(value), { style: 'ListParagraph', pPr: NUM(numId) });

const W_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Styles: Normal in Calibri, Heading 1, List Paragraph and the Hyperlink character style. */
const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${W_NS}>` +
  '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="21"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="60"/></w:pPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' +
  '<w:pPr><w:keepNext/><w:spacing w:before="280" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr>' +
  '<w:rPr><w:b/><w:color w:val="2F5496"/><w:sz w:val="28"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>' +
  '<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>' +
  '</w:styles>';

/** Numbering 1: a round bullet; numbering 2: Word's Wingdings square bullet (U+F0A7 in the Wingdings font). */
const NUMBERING =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${W_NS}>` +
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/>' +
  '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>' +
  '<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="\uF0A7"/><w:lvlJc w:val="left"/>' +
  '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr><w:rPr><w:rFonts w:ascii="Wingdings" w:hAnsi="Wingdings" w:hint="default"/></w:rPr></w:lvl></w:abstractNum>' +
  '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>' +
  '</w:numbering>';

const MARGINS =
  '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/>';
const PAGE_SIZE = '<w:pgSz w:w="11906" w:h="16838"/>';

/** A DOCX package around the body: document, styles and numbering. */
function docxFile(body: string): Uint8Array {
  const document =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}><w:body>${body}` +
    `<w:sectPr>${PAGE_SIZE}${MARGINS}<w:cols w:space="708"/></w:sectPr></w:body></w:document>`;
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
  return makeZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/word/document.xml" ContentType="${main}.document.main+xml"/>` +
        `<Override PartName="/word/styles.xml" ContentType="${main}.styles+xml"/>` +
        `<Override PartName="/word/numbering.xml" ContentType="${main}.numbering+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/_rels/document.xml.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL}/numbering" Target="numbering.xml"/></Relationships>`,
    },
    { name: 'word/document.xml', content: document },
    { name: 'word/styles.xml', content: STYLES },
    { name: 'word/numbering.xml', content: NUMBERING },
  ]);
}

/** What each tracked-changes resume had before the edits: the phone, the second role's dates, a bullet. */
const TRACKED: Record<string, { author: string; oldPhone: string; oldDates: string; deletedBullet: string }> =
  {
    'en-hr-officer': {
      author: 'Abigail Oyelaran-Fitch',
      oldPhone: '07700 900 118',
      oldDates: 'Jun 2019 – Present',
      deletedBullet: 'Organised the staff summer party',
    },
    'de-pflegefachfrau': {
      author: 'Johanna Wierzbicki',
      oldPhone: '0341 2298417',
      oldDates: '10/2017 – heute',
      deletedBullet: 'Mitarbeit im Hygieneteam der Station',
    },
  };

/** Pieces of `value` of varying length, as Word leaves text after edits, spell checks and re-saves. */
function fragments(value: string): string[] {
  const sizes = [6, 11, 3, 14, 8, 5];
  const out: string[] = [];
  let at = 0;
  for (let i = 0; at < value.length; i++) {
    const size = sizes[i % sizes.length] ?? 7;
    out.push(value.slice(at, at + size));
    at += size;
  }
  return out;
}

/**
 * `value` as Word writes it after much editing: split over several runs with revision ids, a proofing mark
 * around the second piece, a soft hyphen inside words of 15 letters or more and non-breaking hyphens for
 * the hyphens of `hyphens` text (phone numbers).
 */
function wordRuns(value: string, style: RunStyle = {}, opts: { hyphens?: boolean } = {}): string {
  const rPr = runProps(style);
  const rsids = ['00B4127A', '003E61C9', '00D95F02', '0061A7E4'];
  const body = (piece: string) => {
    if (opts.hyphens)
      return piece
        .split('-')
        .map((part) => (part ? `<w:t xml:space="preserve">${xml(part)}</w:t>` : ''))
        .join('<w:noBreakHyphen/>');
    return piece
      .split(/(\s+)/)
      .map((word) => {
        if (word.length >= 15 && /^\p{L}+$/u.test(word)) {
          const half = Math.floor(word.length / 2);
          return `<w:t>${xml(word.slice(0, half))}</w:t><w:softHyphen/><w:t>${xml(word.slice(half))}</w:t>`;
        }
        return word ? `<w:t xml:space="preserve">${xml(word)}</w:t>` : '';
      })
      .join('');
  };
  // Soft hyphens go inside whole words: split at spaces first when a long word is present.
  const pieces = opts.hyphens
    ? [value]
    : /\p{L}{15,}/u.test(value)
      ? value.split(/(?<= )/)
      : fragments(value);
  return pieces
    .map((piece, i) => {
      const r = `<w:r w:rsidRPr="${rsids[i % rsids.length]}">${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}${body(piece)}</w:r>`;
      return i === 1 ? `<w:proofErr w:type="spellStart"/>${r}<w:proofErr w:type="spellEnd"/>` : r;
    })
    .join('');
}

/** A HYPERLINK field to mailto:`email`, its result the address in the Hyperlink style. */
const mailField = (email: string) =>
  '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
  `<w:r><w:instrText xml:space="preserve"> HYPERLINK "mailto:${xml(email)}" </w:instrText></w:r>` +
  '<w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
  `<w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>${xml(email)}</w:t></w:r>` +
  '<w:r><w:fldChar w:fldCharType="end"/></w:r>';

/** Wingdings characters put before the headings and contact details. */
const SYM = {
  phone: 'F028',
  mail: 'F02A',
  summary: 'F04A',
  experience: 'F031',
  education: 'F026',
  skills: 'F0FC',
  languages: 'F0AB',
  certifications: 'F0FE',
  other: 'F0A7',
};
const sym = (code: string, color?: string) =>
  `<w:r><w:rPr><w:rFonts w:ascii="Wingdings" w:hAnsi="Wingdings"/>${color ? `<w:color w:val="${color}"/>` : ''}</w:rPr><w:sym w:font="Wingdings" w:char="${code}"/></w:r>`;

const DOCX_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // A plain Word resume (Heading 1 headings, a role as the title in bold, "Employer, Town" and the dates in
  // italics) saved with Track Changes on and the markup never accepted: the newest role inserted whole, the
  // phone number and the second role's end date replaced, a bullet of the second role deleted. The truth is
  // the final text, as Word shows it with the changes accepted (or in Simple Markup).
  'docx-tracked-changes': (p) => {
    const t = TRACKED[p.id];
    if (!t) throw new Error(`${p.id}: no tracked changes`);
    let id = 100;
    const mark = () => `w:id="${id++}" w:author="${xml(t.author)}" w:date="2025-11-03T19:42:00Z"`;
    const ins = (runs: string) => `<w:ins ${mark()}>${runs}</w:ins>`;
    const del = (value: string) =>
      `<w:del ${mark()}><w:r><w:delText xml:space="preserve">${xml(value)}</w:delText></w:r></w:del>`;
    /** A paragraph inserted whole: its runs and its paragraph mark are insertions. */
    const insPara = (runs: string, pPr = '') =>
      `<w:p><w:pPr>${pPr}<w:rPr><w:ins ${mark()}/></w:rPr></w:pPr>${ins(runs)}</w:p>`;
    const h = (value: string) => para(run(value), { style: 'Heading1' });
    const roleParas = (r: Role, i: number): string[] => {
      if (i === 0)
        return [
          insPara(run(r.title, { bold: true })),
          insPara(run(`${r.employer}, ${r.place}`)),
          insPara(run(r.dates, { italic: true })),
          ...r.bullets.map((b) => insPara(run(b), `<w:pStyle w:val="ListParagraph"/>${NUM(1)}`)),
        ];
      return [
        text(r.title, { bold: true }),
        text(`${r.employer}, ${r.place}`),
        i === 1
          ? para(`${del(t.oldDates)}${ins(run(r.dates, { italic: true }))}`)
          : text(r.dates, { italic: true }),
        ...r.bullets.map((b) => bullet(b)),
        ...(i === 1
          ? [
              `<w:p><w:pPr><w:pStyle w:val="ListParagraph"/>${NUM(1)}<w:rPr><w:del ${mark()}/></w:rPr></w:pPr>${del(t.deletedBullet)}</w:p>`,
            ]
          : []),
      ];
    };
    return [
      text(p.name, { bold: true, size: 20, color: '2F5496' }),
      text(p.headline, { size: 12 }),
      para(`${run(`${p.city} | `)}${del(t.oldPhone)}${ins(run(p.phone))}${run(` | ${p.email}`)}`),
      ...(p.summary ? [h(p.headings.summary), text(p.summary)] : []),
      h(p.headings.experience),
      ...p.roles.flatMap(roleParas),
      h(p.headings.education),
      ...p.education.flatMap((s) => [text(s.degree, { bold: true }), text(`${s.school}, ${s.dates}`)]),
      ...(p.skills.length ? [h(p.headings.skills), text(p.skills.join(', '))] : []),
      ...p.extras.flatMap((x) => [h(x.heading), ...x.items.map((i) => bullet(i))]),
    ].join('');
  },
  // Word's XML after years of edits: every paragraph's text in several runs with revision ids and proofing
  // marks, a _GoBack bookmark, the e-mail as a HYPERLINK field, the phone's hyphens as non-breaking hyphens,
  // soft hyphens inside long words, a rendered page break marker; Heading 1 headings, a role as the title in
  // bold then "Employer, Town" with the dates against a right tab stop.
  'docx-fragmented-runs': (p) => {
    const h = (value: string) => para(wordRuns(value), { style: 'Heading1' });
    const w = (value: string, style: RunStyle = {}) => para(wordRuns(value, style));
    const tabs = '<w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs>';
    return [
      para(wordRuns(p.name, { bold: true, size: 20 })),
      w(p.headline, { size: 12 }),
      para(
        `${wordRuns(`${p.city}  ·  `)}${wordRuns(p.phone, {}, { hyphens: true })}${run('  ·  ')}${mailField(p.email)}`,
      ),
      ...(p.summary
        ? [
            h(p.headings.summary),
            para(
              `<w:bookmarkStart w:id="0" w:name="_GoBack"/><w:bookmarkEnd w:id="0"/>${wordRuns(p.summary)}`,
            ),
          ]
        : []),
      h(p.headings.experience),
      ...p.roles.flatMap((r, i) => [
        para(`${i === 1 ? '<w:r><w:lastRenderedPageBreak/></w:r>' : ''}${wordRuns(r.title, { bold: true })}`),
        para(
          `${wordRuns(`${r.employer}, ${r.place}`)}<w:r><w:tab/></w:r>${wordRuns(r.dates, { italic: true })}`,
          {
            pPr: tabs,
          },
        ),
        ...r.bullets.map((b) => para(wordRuns(b), { style: 'ListParagraph', pPr: NUM(1) })),
      ]),
      h(p.headings.education),
      ...p.education.flatMap((s) => [w(s.degree, { bold: true }), w(`${s.school}, ${s.dates}`)]),
      ...(p.skills.length ? [h(p.headings.skills), w(p.skills.join(', '))] : []),
      ...p.extras.flatMap((x) => [
        h(x.heading),
        ...x.items.map((i) => para(wordRuns(i), { style: 'ListParagraph', pPr: NUM(1) })),
      ]),
    ].join('');
  },
  // The name, headline and contact as paragraphs, then the whole resume in one two-column table with grey
  // borders: the section label in a shaded left cell merged vertically (w:vMerge) over all the rows of its
  // section, one entry per row in the right cell (a role as the title in bold, "Employer, Town", the dates in
  // grey italics and the bullets).
  'docx-merged-label-cells': (p) => {
    const left = 2400;
    const right = 7238;
    const rows: string[] = [];
    const section = (label: string, entries: string[]) =>
      entries.forEach((content, i) => {
        const merge = i === 0 ? '<w:vMerge w:val="restart"/>' : '<w:vMerge/>';
        const labelCell =
          `<w:tc><w:tcPr><w:tcW w:w="${left}" w:type="dxa"/>${merge}<w:shd w:val="clear" w:color="auto" w:fill="EDEDED"/></w:tcPr>` +
          (i === 0 ? text(label, { bold: true, color: '1F3864' }) : '<w:p/>') +
          '</w:tc>';
        rows.push(
          `<w:tr>${labelCell}<w:tc><w:tcPr><w:tcW w:w="${right}" w:type="dxa"/></w:tcPr>${content}</w:tc></w:tr>`,
        );
      });
    if (p.summary) section(p.headings.summary, [text(p.summary)]);
    section(
      p.headings.experience,
      p.roles.map((r) =>
        [
          text(r.title, { bold: true }),
          text(`${r.employer}, ${r.place}`),
          text(r.dates, { italic: true, color: '666666' }),
          ...r.bullets.map((b) => bullet(b)),
        ].join(''),
      ),
    );
    section(
      p.headings.education,
      p.education.map((s) => [text(s.degree, { bold: true }), text(`${s.school}, ${s.dates}`)].join('')),
    );
    if (p.skills.length) section(p.headings.skills, [text(p.skills.join(', '))]);
    for (const x of p.extras) section(x.heading, [x.items.map((i) => text(i)).join('')]);
    const border = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
      .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="BFBFBF"/>`)
      .join('');
    return [
      text(p.name, { bold: true, size: 22, color: '1F3864' }),
      text(p.headline, { size: 12 }),
      text(`${p.email}   ${p.phone}   ${p.city}`),
      `<w:tbl><w:tblPr><w:tblW w:w="${left + right}" w:type="dxa"/><w:tblBorders>${border}</w:tblBorders><w:tblLayout w:type="fixed"/>` +
        '<w:tblCellMar><w:top w:w="57" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="57" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr>' +
        `<w:tblGrid><w:gridCol w:w="${left}"/><w:gridCol w:w="${right}"/></w:tblGrid>${rows.join('')}</w:tbl>`,
      '<w:p/>',
    ].join('');
  },
  // Each heading a paragraph shaded dark green across the text width, a Wingdings icon (w:sym) and the heading
  // in white bold; the contact line with Wingdings telephone and envelope icons; a role as the title in bold
  // and the dates in grey on one line, "Employer, Town" in italics under it, and bullets in Word's Wingdings
  // square bullet list.
  'docx-shaded-sym-headings': (p) => {
    const h = (value: string, icon: string) =>
      para(`${sym(icon, 'FFFFFF')}${run(`  ${value}`, { bold: true, color: 'FFFFFF', size: 12 })}`, {
        pPr: '<w:keepNext/><w:shd w:val="clear" w:color="auto" w:fill="2E5A4C"/><w:spacing w:before="240" w:after="100"/><w:ind w:left="57" w:right="57"/>',
      });
    return [
      text(p.name, { bold: true, size: 22, color: '2E5A4C' }),
      text(p.headline, { size: 12, color: '555555' }),
      para(
        `${sym(SYM.phone, '2E5A4C')}${run(` ${p.phone}    `)}${sym(SYM.mail, '2E5A4C')}${run(` ${p.email}    ${p.city}`)}`,
      ),
      ...(p.summary ? [h(p.headings.summary, SYM.summary), text(p.summary)] : []),
      h(p.headings.experience, SYM.experience),
      ...p.roles.flatMap((r) => [
        para(`${run(r.title, { bold: true })}${run(`   ${r.dates}`, { color: '777777' })}`, {
          pPr: '<w:spacing w:before="120" w:after="20"/>',
        }),
        text(`${r.employer}, ${r.place}`, { italic: true }),
        ...r.bullets.map((b) => bullet(b, 2)),
      ]),
      h(p.headings.education, SYM.education),
      ...p.education.flatMap((s) => [text(s.degree, { bold: true }), text(`${s.school}, ${s.dates}`)]),
      ...(p.skills.length ? [h(p.headings.skills, SYM.skills), ...p.skills.map((s) => bullet(s, 2))] : []),
      ...p.extras.flatMap((x) => [h(x.heading, SYM[x.kind]), ...x.items.map((i) => bullet(i, 2))]),
    ].join('');
  },
};

/** Layouts set in more than one column, and how many (the most side by side anywhere on the page). */
const COLUMNS: Partial<Record<Layout, number>> = {
  'horizontal-timeline': 3,
  'bento-grid': 2,
  'footer-three-panels': 3,
};

/** What each file prints beyond its sections, for the truth's notes. */
const LAYOUT_NOTES: Partial<Record<Layout, string>> = {
  'federal-hours-supervisor':
    'each role also prints salary, hours per week, supervisor name and phone and "Okay to contact" lines; federal posts add the series, pay plan and grade; those are not bullets',
  'objective-declaration':
    'roles printed as "Organisation: / Designation: / Duration: / Location:" lines; education is a table with a Percentage column; closes with Place/Date and the name in brackets',
  'europass-2020':
    'dates printed inside square brackets "[ … ]" (the truth gives them without the brackets); each role also prints "City: … | Country: …"',
  'cover-letter-first':
    'page 1 is a cover letter (no sections); the CV on page 2 opens with the title "Lebenslauf"/"Curriculum vitae", which is not a section',
  'horizontal-timeline': 'the roles sit side by side in columns, newest at the left',
  'footer-three-panels': 'the last three sections are panels side by side at the foot of the page',
  'monogram-band-summary-box': 'a monogram of the initials is printed in a circle before the name',
  'docx-tracked-changes':
    'tracked changes left unaccepted: the newest role is an insertion, the phone and the second role’s dates are replacements, one bullet of the second role is deleted; the truth is the final text',
  'docx-fragmented-runs':
    'text split in many runs with proofing marks; the e-mail is a HYPERLINK field; phone hyphens are non-breaking hyphens',
  'docx-shaded-sym-headings':
    'each heading is preceded by a Wingdings symbol (w:sym), not part of the heading text',
};

function truthOf(p: Person, file: string, format: string) {
  const summary = p.summary ? [{ heading: p.headings.summary, kind: 'summary', alt: ['other'] }] : [];
  const experience = { heading: p.headings.experience, kind: 'experience' };
  const education = { heading: p.headings.education, kind: 'education' };
  const skills = p.skills.length ? [{ heading: p.headings.skills, kind: 'skills' }] : [];
  // A languages section is one of the "other" kinds for the evaluation; volunteering may also pass as experience.
  const extra = (x: Extra) => ({
    heading: x.heading,
    kind: x.kind === 'languages' ? 'other' : x.kind,
    ...(x.alt ? { alt: x.alt } : {}),
  });
  const extras = p.extras.map(extra);
  // The sections in the order the file prints them (columns from left to right).
  let sections: Array<{ heading: string; kind: string; alt?: string[] }>;
  if (p.layout === 'objective-declaration')
    sections = [...summary, education, experience, ...skills, ...extras];
  else if (p.layout === 'europass-2020')
    sections = [
      ...summary,
      experience,
      education,
      ...p.extras.filter((x) => x.kind === 'languages').map(extra),
      ...skills,
      ...p.extras.filter((x) => x.kind !== 'languages').map(extra),
    ];
  else sections = [...summary, experience, education, ...skills, ...extras];
  const note = LAYOUT_NOTES[p.layout];
  return truthRecord({
    file,
    format,
    language: p.language,
    columns: COLUMNS[p.layout] ?? 1,
    layout: p.layout,
    generator: 'apps/server/src/evaluation/make-holdout8.ts',
    name: p.name,
    email: p.email,
    phone: p.phone,
    sections,
    roles: p.roles,
    skills: p.skills,
    notes: [
      'eighth held-out set: written without reading the parser, never measured or tuned on',
      ...(note ? [note] : []),
    ],
  });
}

writeHeldOutSet({
  fallback: '/tmp/careerlens-holdout8',
  what: 'eighth held-out resumes',
  people: PEOPLE,
  html: HTML_LAYOUTS,
  docx: DOCX_LAYOUTS,
  docxFile,
  truthOf,
});
