import { makeZip } from '../../../../packages/core/src/testing/documents';
import { escape as esc, truthRecord, writeHeldOutSet } from './make-designed';

/**
 * `npm run eval:make-holdout7 -- <folder>` writes a seventh held-out set of designed resumes with their truth
 * (the shape `npm run eval:layouts -- <folder>` reads). People, wording and templates are new (none of
 * make-designed's or make-holdout 1 to 6's) and were written without reading the parser: headings as white
 * text on dark full-width bars with each role's dates as a small line ABOVE its title; a horizontal rule over
 * each heading and the content indented 2 cm under it; "Title | Employer" lines with the employer as an
 * underlined link and the dates at the right; a photo at the top right with the name, headline and contact
 * centred and centred headings; a two-page resume whose second page switches to two columns; the roles on a
 * zig-zag timeline alternating left and right of a central spine; each role behind a square badge with the
 * employer's initials; headings printed in two languages ("Werkervaring / Work experience"); DOCX with a
 * continuous section break into two Word columns (profile, skills and education at the left, a column break,
 * the experience at the right), DOCX with the name in Word's Title style, the headings in the Subtitle style
 * and the roles as rows of borderless tables, DOCX with footnotes and review comments holding nothing
 * important, DOCX with side heads in the left margin set as framed paragraphs. Twelve people write in English,
 * two each in German, French, Spanish, Italian, Dutch and Portuguese, mostly outside software. Names,
 * employers, emails (example.com / example.org) and phone numbers are invented; the generated files stay out
 * of git.
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
  items: string[];
}

type Layout =
  | 'dark-bars-dates-above'
  | 'rule-over-indented'
  | 'title-pipe-employer-link'
  | 'photo-centred-header'
  | 'second-page-two-columns'
  | 'zigzag-timeline'
  | 'employer-badges'
  | 'bilingual-headings'
  | 'docx-word-columns'
  | 'docx-title-subtitle-tables'
  | 'docx-footnotes-comments'
  | 'docx-framed-side-heads';

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
  /** Roles, newest first. */
  roles: Role[];
  education: Study[];
  skills: string[];
  extras: Extra[];
}

const PEOPLE: Person[] = [
  // --- Headings as white text on dark full-width bars; each role's dates above its title ------------------
  {
    id: 'en-bus-driver',
    language: 'en',
    layout: 'dark-bars-dates-above',
    name: 'Marlon Ashworth-Reid',
    headline: 'PCV Bus Driver',
    email: 'marlon.ashreid@example.com',
    phone: '07700 900 542',
    city: 'Norwich',
    headings: {
      summary: 'Personal Statement',
      experience: 'Behind the Wheel',
      education: 'Education & Licences',
      skills: 'Key Skills',
    },
    summary:
      'Calm and punctual bus driver with a category D licence and eleven years behind the wheel on urban, rural and school routes.',
    roles: [
      {
        title: 'Bus Driver',
        employer: 'Broadland Coaches Ltd',
        place: 'Norwich',
        dates: 'Mar 2019 – Present',
        bullets: [
          'Drive city and park-and-ride routes to timetable, up to 300 passengers a shift',
          'Help wheelchair users and buggies on and off with the ramp',
          'Complete daily walk-round checks and defect reports',
        ],
      },
      {
        title: 'Delivery Driver',
        employer: 'Yare Valley Foods',
        place: 'Great Yarmouth',
        dates: 'Jun 2015 – Feb 2019',
        bullets: ['Multi-drop deliveries of chilled goods to 25 shops a day'],
      },
      {
        title: 'Warehouse Operative',
        employer: 'Wensum Packaging',
        place: 'Norwich',
        dates: 'Sep 2012 – May 2015',
        bullets: ['Counterbalance forklift and despatch paperwork'],
      },
    ],
    education: [
      { degree: 'Category D PCV Licence and Driver CPC', school: 'Anglia Driver Training', dates: '2019' },
      { degree: 'GCSEs (6, including English and Maths)', school: 'Hellesdon Park School', dates: '2011' },
    ],
    skills: [
      'Defensive driving',
      'Customer care',
      'Ticket machines',
      'Conflict de-escalation',
      'Route planning',
    ],
    extras: [
      {
        heading: 'Other Information',
        kind: 'other',
        items: ['Clean licence, no points', 'Happy to work split shifts and weekends'],
      },
    ],
  },
  {
    id: 'de-zfa',
    language: 'de',
    layout: 'dark-bars-dates-above',
    name: 'Svenja Hollmichel',
    headline: 'Zahnmedizinische Fachangestellte',
    email: 'svenja.hollmichel@example.org',
    phone: '0152 3390 7718',
    city: 'Bielefeld',
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Schulische und berufliche Ausbildung',
      skills: 'Was ich mitbringe',
    },
    summary:
      'Zahnmedizinische Fachangestellte mit Schwerpunkt Prophylaxe, freundlich im Umgang mit Angstpatienten und sicher in der Abrechnung.',
    roles: [
      {
        title: 'Prophylaxeassistentin',
        employer: 'Zahnarztpraxis Dr. Wendeborn',
        place: 'Bielefeld',
        dates: 'seit 04/2021',
        bullets: ['Professionelle Zahnreinigung für rund 25 Patienten pro Woche', 'Recall-System aufgebaut'],
      },
      {
        title: 'Zahnmedizinische Fachangestellte',
        employer: 'Zahnzentrum am Jahnplatz',
        place: 'Bielefeld',
        dates: '08/2016 – 03/2021',
        bullets: ['Stuhlassistenz bei Implantologie', 'Hygienemanagement und Sterilgutaufbereitung'],
      },
    ],
    education: [
      {
        degree: 'Ausbildung zur Zahnmedizinischen Fachangestellten',
        school: 'Zahnzentrum am Jahnplatz und Berufskolleg Sennestadt',
        dates: '2013 – 2016',
      },
      { degree: 'Mittlerer Schulabschluss', school: 'Realschule Brackwede-Süd', dates: '2013' },
    ],
    skills: ['Prophylaxe', 'Stuhlassistenz', 'BEMA- und GOZ-Abrechnung', 'Röntgen', 'Praxishygiene'],
    extras: [
      {
        heading: 'Fortbildungen',
        kind: 'certifications',
        items: [
          'Aktualisierung der Röntgenkenntnisse (2022)',
          'Prophylaxe-Fortbildung der Zahnärztekammer (2021)',
        ],
      },
    ],
  },
  // --- A horizontal rule over each heading, the content indented 2 cm under it -----------------------------
  {
    id: 'en-plumber',
    language: 'en',
    layout: 'rule-over-indented',
    name: 'Gethin Llewellyn-Moss',
    headline: 'Plumbing and Heating Engineer',
    email: 'gethin.lm@example.com',
    phone: '029 2018 0437',
    city: 'Cardiff',
    headings: {
      summary: 'In Short',
      experience: 'Trade Experience',
      education: 'Qualifications',
      skills: 'What I Can Do',
    },
    summary:
      'Gas Safe heating engineer with a decade of domestic installs, boiler servicing and bathroom refits across South Wales.',
    roles: [
      {
        title: 'Plumbing & Heating Engineer',
        employer: 'GLM Plumbing & Heating',
        place: 'Cardiff',
        dates: '2020–present',
        bullets: ['Run my own business with one apprentice', 'Around 140 boiler services a year'],
      },
      {
        title: 'Heating Engineer',
        employer: 'Taff Vale Boilers Ltd',
        place: 'Pontypridd',
        dates: '2016–2020',
        bullets: ['Combi boiler swaps and system upgrades', 'Landlord gas safety certificates'],
      },
      {
        title: 'Apprentice Plumber',
        employer: 'Roath Plumbing Services',
        place: 'Cardiff',
        dates: '2012–2016',
        bullets: ['First and second fix on new-build estates'],
      },
    ],
    education: [
      {
        degree: 'NVQ Level 3 Plumbing and Domestic Heating',
        school: 'Cardiff Bay Construction College',
        dates: '2012–2016',
      },
    ],
    skills: [
      'Boiler installation and repair',
      'Unvented cylinders',
      'Bathroom fitting',
      'Fault finding',
      'Quoting',
    ],
    extras: [
      {
        heading: 'Registrations',
        kind: 'certifications',
        items: ['Gas Safe registered', 'G3 unvented hot water certificate'],
      },
    ],
  },
  {
    id: 'fr-preparatrice',
    language: 'fr',
    layout: 'rule-over-indented',
    name: 'Maëlle Dufresnoy',
    headline: 'Préparatrice en pharmacie',
    email: 'maelle.dufresnoy@example.org',
    phone: '06 71 55 20 84',
    city: 'Angers',
    headings: {
      summary: 'En quelques mots',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Ce que je sais faire',
    },
    summary:
      "Préparatrice en pharmacie rigoureuse, à l'aise au comptoir comme au préparatoire, avec huit ans d'officine.",
    roles: [
      {
        title: 'Préparatrice en pharmacie',
        employer: 'Pharmacie du Ralliement',
        place: 'Angers',
        dates: 'Depuis septembre 2019',
        bullets: [
          'Délivrance des ordonnances et conseil au comptoir',
          'Gestion des commandes et du tiers payant',
        ],
      },
      {
        title: 'Préparatrice en pharmacie',
        employer: 'Grande Pharmacie de Saumur',
        place: 'Saumur',
        dates: 'Juillet 2015 – août 2019',
        bullets: ['Préparations magistrales et piluliers pour deux EHPAD'],
      },
      {
        title: 'Vendeuse en parapharmacie',
        employer: 'Parapharm Loire',
        place: 'Angers',
        dates: '2013 – 2015',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Brevet professionnel de préparateur en pharmacie',
        school: "CFA de la pharmacie d'Anjou",
        dates: '2015',
      },
      { degree: 'Baccalauréat ST2S', school: 'Lycée Jean-Bodin-Est', dates: '2013' },
    ],
    skills: ['Délivrance', 'Préparations', 'Logiciel LGPI', 'Orthopédie', 'Gestion des stocks'],
    extras: [
      {
        heading: 'Langues',
        kind: 'languages',
        items: ['Français (langue maternelle)', 'Anglais (intermédiaire)'],
      },
    ],
  },
  // --- "Title | Employer" with the employer as an underlined link, the dates at the right --------------------
  {
    id: 'en-store-manager',
    language: 'en',
    layout: 'title-pipe-employer-link',
    name: 'Priyanka Sandhu-Carver',
    headline: 'Retail Store Manager',
    email: 'priyanka.sc@example.com',
    phone: '0121 496 0893',
    city: 'Solihull',
    headings: {
      summary: 'Profile',
      experience: 'Retail Career',
      education: 'Education',
      skills: 'Management Strengths',
    },
    summary:
      'Store manager who grows sales through well-trained teams and tidy stockrooms, most recently running a £4m homeware store.',
    roles: [
      {
        title: 'Store Manager',
        employer: 'Harwood & Pike Home',
        place: 'Touchwood Centre, Solihull',
        dates: 'Feb 2020 – Present',
        bullets: ['Lead 28 staff and a £4m turnover', 'Cut shrinkage from 2.1% to 1.2% in two years'],
      },
      {
        title: 'Deputy Store Manager',
        employer: 'Brindle Footwear',
        place: 'Birmingham',
        dates: 'Oct 2016 – Jan 2020',
        bullets: ['Rotas, recruitment and visual merchandising', 'Ran the store during a six-month refit'],
      },
      {
        title: 'Sales Supervisor',
        employer: 'Brindle Footwear',
        place: 'Birmingham',
        dates: 'May 2014 – Sep 2016',
        bullets: ['Trained new starters on fitting and tills'],
      },
    ],
    education: [
      {
        degree: 'BA (Hons) Business and Retail Management',
        school: 'Arden City University',
        dates: '2011 – 2014',
      },
    ],
    skills: ['Team leadership', 'Stock control', 'P&L management', 'Visual merchandising', 'Recruitment'],
    extras: [],
  },
  {
    id: 'es-auxiliar-veterinaria',
    language: 'es',
    layout: 'title-pipe-employer-link',
    name: 'Ainhoa Berasategui Llorente',
    headline: 'Auxiliar Técnica Veterinaria',
    email: 'ainhoa.berasategui@example.org',
    phone: '644 218 930',
    city: 'San Sebastián',
    headings: {
      summary: 'Perfil profesional',
      experience: 'Trayectoria laboral',
      education: 'Estudios',
      skills: 'Competencias',
    },
    summary:
      'Auxiliar veterinaria con experiencia en clínica de pequeños animales, quirófano y atención a propietarios.',
    roles: [
      {
        title: 'Auxiliar Técnica Veterinaria',
        employer: 'Clínica Veterinaria Urumea',
        place: 'Donostia',
        dates: 'Enero 2019 – Actualidad',
        bullets: ['Preparación de quirófano y monitorización anestésica', 'Hospitalización y curas'],
      },
      {
        title: 'Auxiliar de peluquería canina',
        employer: 'Guau Estilo',
        place: 'Irun',
        dates: 'Marzo 2016 – Diciembre 2018',
        bullets: ['Baño, corte y deslanado de perros de todas las razas'],
      },
    ],
    education: [
      {
        degree: 'Técnico en Cuidados Auxiliares Veterinarios',
        school: 'Instituto Bidasoa de Formación',
        dates: '2014 – 2016',
      },
    ],
    skills: ['Contención de animales', 'Asistencia en quirófano', 'Toma de muestras', 'Atención al cliente'],
    extras: [
      { heading: 'Idiomas', kind: 'languages', items: ['Castellano y euskera (nativo)', 'Inglés (B1)'] },
    ],
  },
  // --- A photo at the top right; the name, headline and contact centred ---------------------------------
  {
    id: 'en-hair-stylist',
    language: 'en',
    layout: 'photo-centred-header',
    name: 'Jodie-Anne Kettleborough',
    headline: 'Senior Stylist and Colour Technician',
    email: 'jodie.kettle@example.com',
    phone: '07700 900 671',
    city: 'Harrogate',
    headings: {
      summary: 'A Little About Me',
      experience: 'Salon Experience',
      education: 'Training',
      skills: 'Skills',
    },
    summary:
      'Creative senior stylist with a loyal column of regular clients, known for lived-in colour, balayage and patient consultations.',
    roles: [
      {
        title: 'Senior Stylist',
        employer: 'Copper & Comb Hair Studio',
        place: 'Harrogate',
        dates: '2019 – Present',
        bullets: ['Average 38 clients a week with 80% rebooking', 'Mentor two junior stylists'],
      },
      {
        title: 'Stylist',
        employer: "Lockhart's Salon",
        place: 'Knaresborough',
        dates: '2015 – 2019',
        bullets: ['Cutting, colouring and bridal hair'],
      },
      {
        title: 'Junior Stylist',
        employer: "Lockhart's Salon",
        place: 'Knaresborough',
        dates: '2013 – 2015',
        bullets: [],
      },
    ],
    education: [
      { degree: 'Colour Masterclass', school: 'Lumen Hair Academy, Leeds', dates: '2018' },
      { degree: 'NVQ Level 3 Hairdressing', school: 'Nidd Valley College', dates: '2015' },
    ],
    skills: ['Balayage', 'Colour correction', 'Precision cutting', 'Bridal styling', 'Client consultations'],
    extras: [],
  },
  {
    id: 'it-cuoco',
    language: 'it',
    layout: 'photo-centred-header',
    name: 'Gianmarco Cerulli',
    headline: 'Chef di partita',
    email: 'gianmarco.cerulli@example.org',
    phone: '+39 347 555 2190',
    city: 'Bologna',
    headings: {
      summary: 'Due parole su di me',
      experience: 'Esperienze lavorative',
      education: 'Istruzione e formazione',
      skills: 'Competenze',
    },
    summary:
      'Cuoco con nove anni in trattorie, hotel e ristorazione collettiva, specializzato in pasta fresca e cucina emiliana.',
    roles: [
      {
        title: 'Chef di partita',
        employer: 'Trattoria Le Due Torri',
        place: 'Bologna',
        dates: 'Aprile 2020 – oggi',
        bullets: [
          'Responsabile della partita primi e della pasta fresca',
          'Gestione ordini e rotazione merci',
        ],
      },
      {
        title: 'Commis di cucina',
        employer: 'Hotel Porta Galliera',
        place: 'Bologna',
        dates: 'Settembre 2017 – Marzo 2020',
        bullets: ['Colazioni e banchetti fino a 180 coperti'],
      },
      {
        title: 'Aiuto cuoco',
        employer: 'Ristoservice Emilia',
        place: 'Imola',
        dates: '2015 – 2017',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Diploma di Tecnico dei servizi enogastronomici',
        school: 'Istituto Alberghiero Felsineo',
        dates: '2015',
      },
    ],
    skills: ['Pasta fresca', 'Cucina emiliana', 'HACCP', 'Gestione magazzino', 'Lavoro in brigata'],
    extras: [{ heading: 'Attestati', kind: 'certifications', items: ['Attestato HACCP (2023)'] }],
  },
  // --- Two pages; the second page switches to two columns ------------------------------------------------
  {
    id: 'en-social-worker',
    language: 'en',
    layout: 'second-page-two-columns',
    name: 'Rosalind Oyelaran',
    headline: 'Registered Social Worker (Children and Families)',
    email: 'rosalind.oyelaran@example.com',
    phone: '0113 496 0258',
    city: 'Wakefield',
    headings: {
      summary: 'Professional Summary',
      experience: 'Practice Experience',
      education: 'Education',
      skills: 'Key Areas of Practice',
    },
    summary:
      'Social worker with ten years in children and families services, from family support to statutory child protection casework. I build honest relationships with parents, write clear assessments and stay calm in court.',
    roles: [
      {
        title: 'Senior Social Worker',
        employer: "Calder District Council – Children's Services",
        place: 'Wakefield',
        dates: 'January 2021 – Present',
        bullets: [
          'Hold a caseload of 16 children on child protection and child in need plans',
          'Write court statements and parenting assessments for care proceedings',
          'Supervise two newly qualified social workers in their first year',
          'Chair weekly duty allocation meetings',
        ],
      },
      {
        title: 'Social Worker',
        employer: 'Five Towns Family Support Trust',
        place: 'Pontefract',
        dates: 'August 2017 – December 2020',
        bullets: [
          'Led early help assessments with schools and health visitors',
          'Ran a parenting group for fathers, twice a year',
          'Represented the trust at multi-agency safeguarding panels',
        ],
      },
      {
        title: 'Family Support Worker',
        employer: 'Five Towns Family Support Trust',
        place: 'Castleford',
        dates: 'March 2014 – July 2017',
        bullets: [
          'Home visits to families under pressure, helping with routines and budgeting',
          'Supervised contact sessions and wrote observation notes',
          'Organised school holiday activities for young carers',
        ],
      },
    ],
    education: [
      { degree: 'MA Social Work', school: 'Northfield University', dates: '2015 – 2017' },
      { degree: 'BA (Hons) Sociology', school: 'Northfield University', dates: '2010 – 2013' },
    ],
    skills: [
      'Child protection',
      'Risk assessment',
      'Court work',
      'Motivational interviewing',
      'Multi-agency working',
      'Case recording',
    ],
    extras: [
      {
        heading: 'Professional Registration',
        kind: 'certifications',
        items: ['Social Work England registered', 'Practice Educator, Stage 1'],
      },
      { heading: 'Languages', kind: 'languages', items: ['English', 'Yoruba (conversational)'] },
    ],
  },
  {
    id: 'nl-beveiliger',
    language: 'nl',
    layout: 'second-page-two-columns',
    name: 'Dewi Rijnsburger',
    headline: 'Beveiliger',
    email: 'dewi.rijnsburger@example.org',
    phone: '06 4455 2093',
    city: 'Zwolle',
    headings: {
      summary: 'Over mij',
      experience: 'Werkervaring',
      education: 'Opleidingen',
      skills: 'Vaardigheden',
    },
    summary:
      'Rustige en alerte beveiliger met ervaring in objectbeveiliging, evenementen en horeca. Ik houd overzicht, spreek mensen vriendelijk maar duidelijk aan en schrijf nette rapportages.',
    roles: [
      {
        title: 'Objectbeveiliger',
        employer: 'Veluwepoort Beveiliging B.V.',
        place: 'Zwolle',
        dates: 'mei 2019 – heden',
        bullets: [
          'Toegangscontrole en receptie bij een distributiecentrum met 400 medewerkers',
          'Surveillancerondes en afhandeling van alarmmeldingen',
          'Inwerken van nieuwe collega’s op het object',
          'Dagelijkse rapportage in het meldsysteem',
        ],
      },
      {
        title: 'Evenementenbeveiliger',
        employer: 'IJsseldelta Events & Security',
        place: 'Kampen',
        dates: 'juni 2016 – april 2019',
        bullets: [
          'Fouilleren en toegangscontrole bij festivals tot 15.000 bezoekers',
          'Crowd management bij podia en uitgangen',
          'Samenwerking met politie en EHBO-posten',
        ],
      },
      {
        title: 'Portier',
        employer: 'Hotel De Vischmarkt',
        place: 'Zwolle',
        dates: '2014 – 2016',
        bullets: ['Gastontvangst en toezicht in de nachtdienst', 'Sleutelbeheer en brandrondes'],
      },
    ],
    education: [
      { degree: 'MBO Beveiliging niveau 2', school: 'ROC IJssel-Vecht', dates: '2013 – 2014' },
      { degree: 'VMBO kader, sector Zorg & Welzijn', school: 'Thomas a Kempis Mavo', dates: '2013' },
    ],
    skills: ['Toegangscontrole', 'Surveillance', 'Rapporteren', 'Conflicthantering', 'Camerabewaking'],
    extras: [
      { heading: 'Certificaten', kind: 'certifications', items: ['Diploma Beveiliger 2', 'BHV en EHBO'] },
      {
        heading: 'Talen',
        kind: 'languages',
        items: ['Nederlands (moedertaal)', 'Engels (goed)', 'Duits (redelijk)'],
      },
    ],
  },
  // --- Roles on a zig-zag timeline, alternating left and right of a central spine ----------------------
  {
    id: 'en-early-years',
    language: 'en',
    layout: 'zigzag-timeline',
    name: 'Hollie Brennan-Achebe',
    headline: 'Early Years Practitioner (Level 3)',
    email: 'hollie.ba@example.com',
    phone: '01632 960 415',
    city: 'Exeter',
    headings: {
      summary: 'My Approach',
      experience: "Settings I've Worked In",
      education: 'Training',
      skills: 'Skills',
    },
    summary:
      'Warm, playful early years practitioner who plans around children’s interests and keeps parents close through daily chats and learning journals.',
    roles: [
      {
        title: 'Room Leader (Pre-school)',
        employer: 'Little Acorns Day Nursery',
        place: 'Exeter',
        dates: '09/2020 – present',
        bullets: [
          'Lead a room of 24 three- and four-year-olds with three staff',
          'Key person for eight children',
        ],
      },
      {
        title: 'Early Years Practitioner',
        employer: "Exe Estuary Children's Centre",
        place: 'Exmouth',
        dates: '06/2017 – 08/2020',
        bullets: ['Stay-and-play sessions for families with babies'],
      },
      {
        title: 'Nursery Assistant',
        employer: 'Sunflower Cottage Nursery',
        place: 'Crediton',
        dates: '09/2015 – 05/2017',
        bullets: ['Nappy changing, meal times and outdoor play'],
      },
    ],
    education: [
      {
        degree: 'Level 3 Diploma for the Early Years Educator',
        school: 'Haldon Vale College',
        dates: '2017',
      },
      { degree: 'Paediatric First Aid (12 hours)', school: 'St Sidwell Training', dates: '2023' },
    ],
    skills: ['EYFS planning', 'Observations', 'Safeguarding', 'SEND support', 'Forest school activities'],
    extras: [],
  },
  {
    id: 'pt-limpeza',
    language: 'pt',
    layout: 'zigzag-timeline',
    name: 'Graciete Sarmento Valadares',
    headline: 'Encarregada de Limpeza',
    email: 'graciete.valadares@example.org',
    phone: '912 555 380',
    city: 'Braga',
    headings: {
      summary: 'Resumo',
      experience: 'Por onde passei',
      education: 'Formação académica',
      skills: 'Competências',
    },
    summary:
      'Encarregada de limpeza com doze anos de experiência em ambiente hospitalar e escritórios, responsável por equipas e escalas.',
    roles: [
      {
        title: 'Encarregada de Limpeza',
        employer: 'Limpamais Serviços Integrados, Lda.',
        place: 'Braga',
        dates: 'Desde março de 2018',
        bullets: [
          'Coordenação de 14 colaboradoras em três edifícios',
          'Controlo de qualidade e encomendas de produtos',
        ],
      },
      {
        title: 'Empregada de Limpeza',
        employer: 'Hospital Privado do Minho',
        place: 'Braga',
        dates: 'Janeiro de 2012 – Fevereiro de 2018',
        bullets: ['Limpeza e desinfeção de blocos operatórios e enfermarias'],
      },
    ],
    education: [
      { degree: 'Ensino Secundário (12.º ano)', school: 'Escola Secundária de Ferreiros', dates: '2011' },
    ],
    skills: ['Gestão de equipas', 'Higienização hospitalar', 'Escalas de serviço', 'Controlo de stocks'],
    extras: [
      {
        heading: 'Cursos e certificados',
        kind: 'certifications',
        items: ['Higiene e Segurança no Trabalho (50 h)', 'Gestão de Equipas (25 h)'],
      },
    ],
  },
  // --- Each role behind a square badge with the employer's initials ---------------------------------------
  {
    id: 'en-security-officer',
    language: 'en',
    layout: 'employer-badges',
    name: 'Tobias Wainwright-Osei',
    headline: 'Security Officer and SIA Door Supervisor',
    email: 'tobias.wo@example.com',
    phone: '0117 496 0732',
    city: 'Bristol',
    headings: {
      summary: 'Summary',
      experience: 'Employment',
      education: 'Certificates & Training',
      skills: 'What I Bring to a Site',
    },
    summary:
      'Licensed door supervisor and site security lead with eight years of keeping venues, shops and depots safe.',
    roles: [
      {
        title: 'Site Security Supervisor',
        employer: 'Avonmouth Guarding Group',
        place: 'Bristol',
        dates: 'Jul 2021 – Present',
        bullets: [
          'Supervise six officers across a 24-hour port-side depot',
          'Write incident reports and rotas',
        ],
      },
      {
        title: 'Door Supervisor',
        employer: 'Harbourside Venues Ltd',
        place: 'Bristol',
        dates: 'Apr 2018 – Jun 2021',
        bullets: ['Entry checks and crowd safety at a 1,200-capacity venue'],
      },
      {
        title: 'Retail Security Officer',
        employer: 'Cabot Shield Security',
        place: 'Bath',
        dates: 'Nov 2016 – Mar 2018',
        bullets: ['Store detective work and CCTV monitoring'],
      },
    ],
    education: [
      { degree: 'SIA Door Supervisor Licence Training', school: 'Severn Skills Centre', dates: '2016' },
      { degree: 'BTEC Level 2 Public Services', school: 'Kingswood Vale College', dates: '2014' },
    ],
    skills: ['Conflict management', 'CCTV', 'Emergency first aid', 'Patrols', 'Incident reporting'],
    extras: [],
  },
  {
    id: 'de-landwirt',
    language: 'de',
    layout: 'employer-badges',
    name: 'Jannik Brakelmann',
    headline: 'Staatlich geprüfter Landwirt',
    email: 'jannik.brakelmann@example.org',
    phone: '0160 4471 2285',
    city: 'Cloppenburg',
    headings: {
      summary: 'Zur Person',
      experience: 'Beruflicher Werdegang',
      education: 'Aus- und Weiterbildung',
      skills: 'Kenntnisse',
    },
    summary:
      'Landwirt mit Schwerpunkt Milchvieh und Ackerbau, verantwortlich für Herdenmanagement, Fütterung und Erntearbeiten.',
    roles: [
      {
        title: 'Herdenmanager',
        employer: 'Milchhof Garrel-Thüle GbR',
        place: 'Garrel',
        dates: 'seit Februar 2020',
        bullets: ['Betreuung von 320 Milchkühen mit Melkroboter', 'Fütterungsplanung mit dem Tierarzt'],
      },
      {
        title: 'Landwirtschaftlicher Mitarbeiter',
        employer: 'Agrargenossenschaft Soeste eG',
        place: 'Cloppenburg',
        dates: 'August 2016 – Januar 2020',
        bullets: ['Bodenbearbeitung, Aussaat und Ernte auf 600 ha'],
      },
    ],
    education: [
      {
        degree: 'Staatlich geprüfter Landwirt',
        school: 'Fachschule Agrarwirtschaft Oldenburger Münsterland',
        dates: '2014 – 2016',
      },
      { degree: 'Ausbildung zum Landwirt', school: 'Hof Meyer-Lüerßen, Emstek', dates: '2011 – 2014' },
    ],
    skills: ['Herdenmanagement', 'Melktechnik', 'Schlepperfahren', 'Pflanzenschutz (Sachkunde)'],
    extras: [{ heading: 'Führerscheine', kind: 'certifications', items: ['Klassen B, BE, T und C1E'] }],
  },
  // --- Headings printed in two languages -----------------------------------------------------------------
  {
    id: 'nl-tandartsassistente',
    language: 'nl',
    layout: 'bilingual-headings',
    name: 'Femke Oudeboer',
    headline: 'Tandartsassistente',
    email: 'femke.oudeboer@example.org',
    phone: '06 2381 5540',
    city: 'Leeuwarden',
    headings: {
      summary: 'Profiel / Profile',
      experience: 'Werkervaring / Work experience',
      education: 'Opleiding / Education',
      skills: 'Vaardigheden / Skills',
    },
    summary:
      'Ervaren tandartsassistente die patiënten op hun gemak stelt en de agenda en sterilisatie strak op orde houdt.',
    roles: [
      {
        title: 'Tandartsassistente',
        employer: 'Tandartsenpraktijk De Blokhuispoort',
        place: 'Leeuwarden',
        dates: 'sinds 2019',
        bullets: ['Stoelassistentie bij twee tandartsen', 'Sterilisatie en instrumentbeheer'],
      },
      {
        title: 'Balie-assistente',
        employer: 'Mondzorgcentrum Noordoost-Friesland',
        place: 'Dokkum',
        dates: '2016 – 2019',
        bullets: ['Agendabeheer en declaraties'],
      },
    ],
    education: [
      { degree: 'MBO Tandartsassistent (niveau 4)', school: 'ROC Noorderlicht', dates: '2013 – 2016' },
    ],
    skills: ['Stoelassistentie', 'Röntgenfoto’s maken', 'Sterilisatie', 'Agendabeheer'],
    extras: [{ heading: 'Talen / Languages', kind: 'languages', items: ['Nederlands, Fries en Engels'] }],
  },
  {
    id: 'pt-motorista',
    language: 'pt',
    layout: 'bilingual-headings',
    name: 'Anderson Pimentel Rocha',
    headline: 'Motorista de pesados',
    email: 'anderson.rocha@example.com',
    phone: '+351 936 555 147',
    city: 'Setúbal',
    headings: {
      summary: 'Perfil / Profile',
      experience: 'Experiência profissional / Professional experience',
      education: 'Habilitações / Education',
      skills: 'Aptidões / Skills',
    },
    summary:
      'Motorista de pesados com dez anos de transporte nacional e ibérico de mercadorias refrigeradas, sem acidentes.',
    roles: [
      {
        title: 'Motorista de pesados (categoria CE)',
        employer: 'Transportes Sadino Frio, Lda.',
        place: 'Setúbal',
        dates: 'Maio de 2017 – Atual',
        bullets: ['Rotas Setúbal–Madrid–Valência com semirreboque frigorífico', 'Registo de tacógrafo e CMR'],
      },
      {
        title: 'Motorista de distribuição',
        employer: 'Arrábida Logística',
        place: 'Palmela',
        dates: 'Fevereiro de 2013 – Abril de 2017',
        bullets: ['Entregas diárias a supermercados da Península de Setúbal'],
      },
    ],
    education: [
      { degree: 'Carta de condução C+E e CAM', school: 'Escola de Condução Bocage', dates: '2012' },
      { degree: '9.º ano de escolaridade', school: 'Escola Básica de São Sebastião', dates: '2006' },
    ],
    skills: ['Tacógrafo digital', 'Cargas refrigeradas', 'Amarração de carga', 'Condução económica'],
    extras: [
      {
        heading: 'Línguas / Languages',
        kind: 'languages',
        items: ['Português (nativo)', 'Espanhol (básico)'],
      },
    ],
  },
  // --- DOCX: a continuous section break into two Word columns ------------------------------------------------
  {
    id: 'en-pharmacy-technician',
    language: 'en',
    layout: 'docx-word-columns',
    name: 'Naomi Castellanos-Drew',
    headline: 'Pharmacy Technician',
    email: 'naomi.cdrew@example.com',
    phone: '0151 496 0284',
    city: 'Birkenhead',
    headings: {
      summary: 'Profile',
      experience: 'Pharmacy Roles',
      education: 'Education',
      skills: 'Skills Summary',
    },
    summary: 'Accredited checking technician with hospital and community experience.',
    roles: [
      {
        title: 'Accredited Checking Technician',
        employer: 'Mersey Wharf Community Hospital',
        place: 'Birkenhead',
        dates: 'Nov 2019 – Present',
        bullets: ['Final accuracy check of around 400 items a day', 'Medicines reconciliation on two wards'],
      },
      {
        title: 'Pharmacy Technician',
        employer: 'Oxton Village Pharmacy',
        place: 'Oxton',
        dates: 'Jul 2016 – Oct 2019',
        bullets: ['Dispensing, blister packs and stock control'],
      },
      {
        title: 'Dispensing Assistant',
        employer: 'Oxton Village Pharmacy',
        place: 'Oxton',
        dates: 'Aug 2014 – Jun 2016',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'BTEC Level 3 Diploma in Pharmaceutical Science',
        school: 'Mersey Wharf College',
        dates: '2016',
      },
    ],
    skills: ['Accuracy checking', 'Medicines reconciliation', 'Controlled drugs', 'Aseptic awareness'],
    extras: [
      { heading: 'Registered With', kind: 'certifications', items: ['GPhC registered pharmacy technician'] },
    ],
  },
  {
    id: 'fr-educateur-sportif',
    language: 'fr',
    layout: 'docx-word-columns',
    name: 'Baptiste Lemarchand-Sy',
    headline: 'Éducateur sportif (football)',
    email: 'baptiste.lemarchand@example.org',
    phone: '07 82 44 19 63',
    city: 'Lille',
    headings: {
      summary: 'Profil',
      experience: 'Parcours professionnel',
      education: 'Diplômes',
      skills: 'Mes atouts',
    },
    summary: 'Éducateur diplômé, patient et exigeant, qui fait progresser les jeunes joueurs.',
    roles: [
      {
        title: 'Éducateur sportif U13 – U15',
        employer: 'Olympique Lambersart Football',
        place: 'Lambersart',
        dates: 'Depuis août 2020',
        bullets: ['Quatre séances par semaine et plateaux du samedi', 'Suivi individuel de 40 joueurs'],
      },
      {
        title: 'Animateur sportif',
        employer: 'Maison des Sports de Fives',
        place: 'Lille',
        dates: 'Septembre 2017 – juillet 2020',
        bullets: ['Multisports pour les 6–12 ans pendant les vacances'],
      },
    ],
    education: [
      { degree: 'BPJEPS Activités sports collectifs', school: 'CREPS des Flandres', dates: '2017' },
      { degree: 'Licence STAPS (deux années)', school: 'Université de Lille-Flandres', dates: '2014 – 2016' },
    ],
    skills: ['Planification des séances', 'Pédagogie', 'Préparation physique', 'Premiers secours (PSC1)'],
    extras: [{ heading: 'Langues', kind: 'languages', items: ['Français', 'Anglais (B2)', 'Wolof (oral)'] }],
  },
  // --- DOCX: the name in Word's Title style, the headings in the Subtitle style, roles in borderless tables --
  {
    id: 'en-vet-nurse',
    language: 'en',
    layout: 'docx-title-subtitle-tables',
    name: 'Imogen Trethewey',
    headline: 'Registered Veterinary Nurse',
    email: 'imogen.trethewey@example.com',
    phone: '01872 555 019',
    city: 'Truro',
    headings: {
      summary: 'A Note from Me',
      experience: 'Nursing Posts',
      education: 'Education',
      skills: 'Nursing Skills',
    },
    summary:
      'RVN with nine years in small animal practice, confident with anaesthesia monitoring, nurse clinics and training students.',
    roles: [
      {
        title: 'Head Veterinary Nurse',
        employer: 'Fal River Veterinary Group',
        place: 'Truro',
        dates: 'March 2021 – present',
        bullets: ['Lead a team of nine nurses and two students', 'Set up weight and dental nurse clinics'],
      },
      {
        title: 'Registered Veterinary Nurse',
        employer: 'Kernow Companion Animal Hospital',
        place: 'Redruth',
        dates: 'June 2016 – February 2021',
        bullets: ['Theatre, kennels and out-of-hours rota'],
      },
      {
        title: 'Student Veterinary Nurse',
        employer: 'Kernow Companion Animal Hospital',
        place: 'Redruth',
        dates: 'September 2013 – May 2016',
        bullets: [],
      },
    ],
    education: [
      { degree: 'Level 3 Diploma in Veterinary Nursing', school: 'Duchy Land College', dates: '2013 – 2016' },
    ],
    skills: ['Anaesthesia monitoring', 'Dental scaling', 'Nurse clinics', 'Radiography', 'Student mentoring'],
    extras: [{ heading: 'Groups I Belong To', kind: 'other', items: ['Cornwall Veterinary Nurse Forum'] }],
  },
  {
    id: 'es-catering',
    language: 'es',
    layout: 'docx-title-subtitle-tables',
    name: 'Rubén Echevarría Montalvo',
    headline: 'Responsable de catering',
    email: 'ruben.echevarria@example.com',
    phone: '622 480 315',
    city: 'Zaragoza',
    headings: {
      summary: 'Sobre mí',
      experience: 'Experiencia profesional',
      education: 'Formación',
      skills: 'Habilidades',
    },
    summary:
      'Cocinero y responsable de catering para bodas y eventos de empresa de hasta 600 invitados, con equipo propio.',
    roles: [
      {
        title: 'Responsable de catering',
        employer: 'Cierzo Eventos y Banquetes S.L.',
        place: 'Zaragoza',
        dates: '06/2018 – actualidad',
        bullets: ['Planificación de menús, compras y personal de sala', 'Coordinación de hasta 45 camareros'],
      },
      {
        title: 'Cocinero',
        employer: 'Residencia Universitaria Ebro Sur',
        place: 'Zaragoza',
        dates: '09/2014 – 05/2018',
        bullets: ['Menús diarios para 250 residentes, incluidas dietas especiales'],
      },
    ],
    education: [
      {
        degree: 'Técnico Superior en Dirección de Cocina',
        school: 'Centro de Formación Moncayo Hostelería',
        dates: '2012 – 2014',
      },
    ],
    skills: ['Gestión de eventos', 'Escandallos', 'Alérgenos', 'Liderazgo de equipos'],
    extras: [
      {
        heading: 'Certificaciones',
        kind: 'certifications',
        items: ['Manipulador de alimentos de mayor riesgo', 'Carné de conducir B'],
      },
    ],
  },
  // --- DOCX: footnotes and review comments holding nothing important ---------------------------------------
  {
    id: 'en-farm-manager',
    language: 'en',
    layout: 'docx-footnotes-comments',
    name: 'Ewan MacAskill-Brodie',
    headline: 'Farm Manager (Arable and Sheep)',
    email: 'ewan.macaskill@example.com',
    phone: '01738 555 246',
    city: 'Perth',
    headings: {
      summary: 'Personal Profile',
      experience: 'Farm Work',
      education: 'Agricultural Training',
      skills: 'Practical Skills',
    },
    summary:
      'Hands-on farm manager running 420 hectares of cereals and a flock of 900 ewes, with a good eye for costs and machinery.',
    roles: [
      {
        title: 'Farm Manager',
        employer: 'Balgowan Mains Farm Partnership',
        place: 'Methven',
        dates: '2018 – present',
        bullets: [
          'Cropping plans, spraying and harvest for 420 ha',
          'Raised lambing percentage from 148% to 171%',
        ],
      },
      {
        title: 'Stockman',
        employer: 'Glenalmond Hill Estates',
        place: 'Crieff',
        dates: '2013 – 2018',
        bullets: ['Hill flock of 1,100 ewes, gathering with dogs'],
      },
      {
        title: 'Seasonal Tractor Driver',
        employer: 'Strathearn Contracting',
        place: 'Auchterarder',
        dates: '2010 – 2013',
        bullets: ['Silage, baling and ploughing for local farms'],
      },
    ],
    education: [{ degree: 'HND Agriculture', school: 'Tay Valley Rural College', dates: '2008 – 2010' }],
    skills: [
      'Crop planning',
      'Sheep husbandry',
      'Machinery maintenance',
      'Budgeting',
      'Sprayer operation (PA1/PA2)',
    ],
    extras: [],
  },
  {
    id: 'it-educatrice',
    language: 'it',
    layout: 'docx-footnotes-comments',
    name: 'Benedetta Zanardelli',
    headline: 'Educatrice di asilo nido',
    email: 'benedetta.zanardelli@example.org',
    phone: '+39 340 555 8821',
    city: 'Brescia',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienze professionali',
      education: 'Titoli di studio',
      skills: 'Capacità e competenze',
    },
    summary:
      'Educatrice di nido attenta ai ritmi dei bambini da 0 a 3 anni e alla relazione con le famiglie.',
    roles: [
      {
        title: 'Educatrice',
        employer: 'Asilo Nido Il Girotondo',
        place: 'Brescia',
        dates: 'Settembre 2019 – in corso',
        bullets: ['Sezione dei piccoli (12 bambini)', 'Progettazione di laboratori sensoriali'],
      },
      {
        title: 'Educatrice supplente',
        employer: 'Cooperativa Sociale Primi Passi',
        place: 'Rovato',
        dates: 'Gennaio 2017 – Luglio 2019',
        bullets: ['Sostituzioni in cinque nidi della cooperativa'],
      },
    ],
    education: [
      {
        degree: "Laurea in Scienze dell'Educazione",
        school: 'Università degli Studi di Val Trompia',
        dates: '2013 – 2016',
      },
    ],
    skills: ['Osservazione e documentazione', 'Inserimento', 'Outdoor education', 'Colloqui con i genitori'],
    extras: [{ heading: 'Lingue', kind: 'languages', items: ['Italiano (madrelingua)', 'Inglese (B1)'] }],
  },
  // --- DOCX: side heads in the left margin, set as framed paragraphs -------------------------------------
  {
    id: 'en-cleaning-supervisor',
    language: 'en',
    layout: 'docx-framed-side-heads',
    name: 'Bernadette Quigley-Osborne',
    headline: 'Cleaning Services Supervisor',
    email: 'bernadette.qo@example.com',
    phone: '028 9018 0472',
    city: 'Belfast',
    headings: {
      summary: 'Summary',
      experience: 'Work Experience',
      education: 'Education',
      skills: 'Things I Do Well',
    },
    summary:
      'Reliable cleaning supervisor who keeps offices and care settings spotless, on time and within budget.',
    roles: [
      {
        title: 'Cleaning Supervisor',
        employer: 'Lagan Facilities Services',
        place: 'Belfast',
        dates: 'since 2019',
        bullets: ['Supervise 18 cleaners on four office contracts', 'Audits, rotas and client walk-rounds'],
      },
      {
        title: 'Contract Cleaner',
        employer: 'Lagan Facilities Services',
        place: 'Belfast',
        dates: '2014 – 2019',
        bullets: ['Floor care, washrooms and deep cleans'],
      },
      {
        title: 'Domestic Assistant',
        employer: 'Cavehill Lodge Care Home',
        place: 'Belfast',
        dates: '2011 – 2014',
        bullets: ['Infection control cleaning in a 40-bed home'],
      },
    ],
    education: [
      {
        degree: 'Level 2 Certificate in Cleaning Principles',
        school: 'Belfast Harbour Training Centre',
        dates: '2015',
      },
    ],
    skills: ['Team supervision', 'Rota planning', 'Floor machines', 'Infection control', 'Stock ordering'],
    extras: [
      { heading: 'Certificates', kind: 'certifications', items: ['COSHH Awareness', 'Manual Handling'] },
    ],
  },
  {
    id: 'en-swim-coach',
    language: 'en',
    layout: 'docx-framed-side-heads',
    name: 'Kwame Ashdown-Pryce',
    headline: 'Swimming Coach',
    email: 'kwame.ap@example.com',
    phone: '0115 496 0961',
    city: 'Nottingham',
    headings: {
      summary: 'Coaching Philosophy',
      experience: 'Coaching Roles',
      education: 'Qualifications',
      skills: 'Coaching Toolkit',
    },
    summary:
      'Technique first, then fitness: I coach swimmers from learn-to-swim to county finals and keep the sport fun.',
    roles: [
      {
        title: 'Head Coach',
        employer: 'Trent Otters Swimming Club',
        place: 'Nottingham',
        dates: 'Sep 2018 – Present',
        bullets: ['Plan the season for 120 club swimmers', 'Twelve swimmers reached regional finals in 2024'],
      },
      {
        title: 'Assistant Coach',
        employer: 'Beeston Dolphins ASC',
        place: 'Beeston',
        dates: 'Jan 2014 – Aug 2018',
        bullets: ['Ran the development squad sessions'],
      },
      {
        title: 'Swimming Teacher',
        employer: 'Clifton Leisure Pool',
        place: 'Nottingham',
        dates: 'May 2011 – Dec 2013',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Level 2 Certificate in Coaching Swimming',
        school: 'Aquatic Coaching Academy',
        dates: '2015',
      },
      { degree: 'BSc Sport and Exercise Science', school: 'Sherwood University', dates: '2008 – 2011' },
    ],
    skills: ['Stroke technique', 'Season planning', 'Video analysis', 'Land training'],
    extras: [
      {
        heading: 'Safeguarding Checks',
        kind: 'certifications',
        items: ['Safeguarding and Protecting Children (2024)'],
      },
    ],
  },
];

const bulletList = (items: string[]) =>
  items.length ? `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : '';
const extrasHtml = (p: Person, heading: (text: string) => string) =>
  p.extras.map((x) => `${heading(x.heading)}${bulletList(x.items)}`).join('');

function page(p: Person, style: string, body: string): string {
  return `<!doctype html><html lang="${p.language}"><meta charset="utf-8"><style>@page{size:A4;margin:0}
body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#222;line-height:1.35}
ul{margin:2px 0 7px 16px;padding:0}p{margin:2px 0 6px}
${style}</style><body>${body}</body></html>`;
}

/** The employer's initials, as its badge prints them. */
const initials = (employer: string) =>
  employer
    .split(/\s+/)
    .filter((word) => /^[A-ZÀ-Ý]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/** A grey silhouette in a frame, standing in for a photo (no text). */
const PHOTO =
  '<svg class="photo" viewBox="0 0 60 72" xmlns="http://www.w3.org/2000/svg"><rect width="60" height="72" fill="#d9dde3"/>' +
  '<circle cx="30" cy="27" r="12" fill="#9aa3ad"/><path d="M8 72c2-16 12-24 22-24s20 8 22 24z" fill="#9aa3ad"/></svg>';

const HTML_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // The name and headline over a contact line; each heading white on a dark bar across the full width of the
  // text; a role as its dates in small grey letters ABOVE the title in bold, then "Employer, Town", bullets.
  'dark-bars-dates-above': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{padding:15mm 16mm}h1{margin:0;font-size:23pt;color:#1d2733}.hl{font-size:12pt;color:#4a5a6a}.ct{margin:4px 0 6mm}
h2{background:#1d2733;color:#fff;font-size:11pt;font-weight:bold;margin:12px 0 6px;padding:4px 8px}
.eb{font-size:8pt;letter-spacing:1px;color:#777;margin-top:8px}.t{font-weight:bold;font-size:10.5pt}.m{color:#444}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)} · ${esc(p.phone)} · ${esc(p.email)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="eb">${esc(r.dates)}</div><div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="eb">${esc(s.dates)}</div><div class="t">${esc(s.degree)}</div><div class="m">${esc(s.school)}</div>`,
        )
        .join('')}
${h(p.headings.skills)}<p>${esc(p.skills.join(' • '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // Each section opens on a full-width horizontal rule, then the heading at the margin, then its content
  // indented 2 cm; a role as "Title, Employer" in bold and "Town · dates" in grey under it.
  'rule-over-indented': (p) => {
    const section = (heading: string, content: string) =>
      `<hr><h2>${esc(heading)}</h2><div class="in">${content}</div>`;
    return page(
      p,
      `.pg{padding:16mm 18mm}h1{margin:0;font-size:22pt;font-weight:normal}.hl{font-size:11.5pt;color:#7b4a12}.ct{margin:3px 0 6mm;color:#555}
hr{border:0;border-top:1.2pt solid #7b4a12;margin:10px 0 4px}h2{font-size:11.5pt;margin:0 0 4px;color:#7b4a12}.in{margin-left:20mm}
.t{font-weight:bold;margin-top:6px}.m{color:#666;font-size:9pt}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} | ${esc(p.phone)} | ${esc(p.city)}</div>
${section(p.headings.summary, `<p>${esc(p.summary)}</p>`)}
${section(
  p.headings.experience,
  p.roles
    .map(
      (r) =>
        `<div class="t">${esc(r.title)}, ${esc(r.employer)}</div><div class="m">${esc(r.place)} · ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
    )
    .join(''),
)}
${section(
  p.headings.education,
  p.education
    .map(
      (s) => `<div class="t">${esc(s.degree)}</div><div class="m">${esc(s.school)} · ${esc(s.dates)}</div>`,
    )
    .join(''),
)}
${section(p.headings.skills, bulletList(p.skills))}
${p.extras.map((x) => section(x.heading, bulletList(x.items))).join('')}</div>`,
    );
  },
  // A role as "Title | Employer" on one line, the employer a blue underlined link, the dates at the right of
  // the same line; the town in grey under it.
  'title-pipe-employer-link': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const slug = (text: string) =>
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    return page(
      p,
      `.pg{padding:16mm 17mm}h1{margin:0;font-size:22pt;color:#0b4f6c}.hl{font-size:11.5pt}.ct{margin:3px 0 6mm;color:#444}
h2{font-size:12pt;color:#0b4f6c;border-bottom:1px solid #bcd;padding-bottom:2px;margin:13px 0 6px}
.r{display:flex;justify-content:space-between;margin-top:8px}.r a{color:#1a5fb4;text-decoration:underline}.d{color:#555;white-space:nowrap}
.m{color:#777;font-size:9pt}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} — ${esc(p.email)} — ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="r"><span><b>${esc(r.title)}</b> | <a href="https://example.com/${slug(r.employer)}">${esc(r.employer)}</a></span><span class="d">${esc(r.dates)}</span></div><div class="m">${esc(r.place)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="r"><span><b>${esc(s.degree)}</b> | ${esc(s.school)}</span><span class="d">${esc(s.dates)}</span></div>`,
        )
        .join('')}
${h(p.headings.skills)}${bulletList(p.skills)}${extrasHtml(p, h)}</div>`,
    );
  },
  // A photo frame at the top right; the name, headline and contact centred on the page; headings centred
  // between short rules; a role as the title in bold, "Employer — Town" and the dates in grey italics.
  'photo-centred-header': (p) => {
    const h = (text: string) => `<h2><span>${esc(text)}</span></h2>`;
    return page(
      p,
      `.pg{padding:14mm 18mm;position:relative}.photo{position:absolute;top:12mm;right:16mm;width:27mm;height:33mm;border:1px solid #999}
header{text-align:center;margin:4mm 34mm 8mm}h1{margin:0;font-size:22pt;color:#5a2a58}.hl{font-size:12pt;margin:2px 0}.ct{color:#555}
h2{text-align:center;font-size:11.5pt;color:#5a2a58;margin:14px 0 6px}h2 span::before,h2 span::after{content:'';display:inline-block;width:16mm;
border-top:1px solid #c8a9c6;vertical-align:middle;margin:0 4mm}.t{font-weight:bold;margin-top:7px}.d{color:#777;font-style:italic;font-size:9pt}`,
      `<div class="pg">${PHOTO}<header><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)}<br>${esc(p.phone)} · ${esc(p.city)}</div></header>
${h(p.headings.summary)}<p style="text-align:center">${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div>${esc(r.employer)} — ${esc(r.place)}</div><div class="d">${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="t">${esc(s.degree)}</div><div>${esc(s.school)}</div><div class="d">${esc(s.dates)}</div>`,
        )
        .join('')}
${h(p.headings.skills)}<p style="text-align:center">${esc(p.skills.join(' / '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // Two A4 pages in a large type: page 1 in one column with the name, contact, summary and every role; page 2
  // switches to two columns: the education and skills at the left, the extras at the right.
  'second-page-two-columns': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{height:296mm;box-sizing:border-box;padding:18mm 20mm;font-size:11pt;line-height:1.55;page-break-after:always;overflow:hidden}
.pg:last-child{page-break-after:auto}h1{margin:0;font-size:26pt;color:#2f5d3a}.hl{font-size:13pt}.ct{margin:4px 0 8mm;color:#444}
h2{font-size:13.5pt;color:#2f5d3a;margin:16px 0 6px;border-bottom:2px solid #2f5d3a}.t{font-weight:bold;margin-top:10px}.m{color:#555}
li{margin-bottom:3px}.two{display:grid;grid-template-columns:1fr 1fr;gap:12mm}.two h2:first-child{margin-top:0}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)} · ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}</div>
<div class="pg"><div class="two"><div>${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="t">${esc(s.degree)}</div><div class="m">${esc(s.school)}, ${esc(s.dates)}</div>`,
        )
        .join('')}
${h(p.headings.skills)}${bulletList(p.skills)}</div><div>${extrasHtml(p, h)}</div></div></div>`,
    );
  },
  // The roles on a vertical spine down the middle of the page, alternating: the newest role in a box at the
  // left of the spine, the next at the right, each box with the dates in colour, the title, "Employer ·
  // Town" and the bullets; the other sections full width.
  'zigzag-timeline': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{padding:15mm 16mm}h1{margin:0;font-size:22pt;color:#b0413e}.hl{font-size:11.5pt}.ct{margin:3px 0 6mm;color:#555}
h2{font-size:12pt;color:#b0413e;margin:14px 0 6px}.tl{position:relative;padding:2mm 0}.tl::before{content:'';position:absolute;left:50%;top:0;bottom:0;
border-left:2px solid #e3b3b1}.it{position:relative;width:44%;box-sizing:border-box;border:1px solid #e3b3b1;border-radius:5px;padding:3mm;margin-bottom:4mm;background:#fff8f7}
.it.l{margin-right:56%}.it.r{margin-left:56%}.it::after{content:'';position:absolute;top:4mm;width:8px;height:8px;border-radius:50%;background:#b0413e}
.it.l::after{right:calc(-13.6% - 5px)}.it.r::after{left:calc(-13.6% - 5px)}.d{color:#b0413e;font-weight:bold;font-size:9pt}.t{font-weight:bold}.m{color:#555}
.t2{font-weight:bold;margin-top:6px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} · ${esc(p.email)} · ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}<div class="tl">${p.roles
        .map(
          (r, i) =>
            `<div class="it ${i % 2 ? 'r' : 'l'}"><div class="d">${esc(r.dates)}</div><div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)} · ${esc(r.place)}</div>${bulletList(r.bullets)}</div>`,
        )
        .join('')}</div>
${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="t2">${esc(s.degree)}</div><div class="m">${esc(s.school)} · ${esc(s.dates)}</div>`,
        )
        .join('')}
${h(p.headings.skills)}${bulletList(p.skills)}${extrasHtml(p, h)}</div>`,
    );
  },
  // Each role behind a square badge with the employer's initials (as a networking site shows a missing logo):
  // the title in bold, the employer, then "dates · Town" in grey; the skills as a comma list.
  'employer-badges': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{padding:15mm 17mm}h1{margin:0;font-size:22pt}.hl{font-size:11.5pt;color:#0f6b5c}.ct{margin:3px 0 6mm;color:#555}
h2{font-size:12.5pt;color:#0f6b5c;margin:14px 0 6px}.row{display:flex;gap:4mm;margin-top:8px}.badge{flex:none;width:12mm;height:12mm;border-radius:2mm;
background:#dcefe9;color:#0f6b5c;font-weight:bold;font-size:11pt;display:flex;align-items:center;justify-content:center}.t{font-weight:bold}.m{color:#666;font-size:9pt}
.s{font-weight:bold;margin-top:6px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="row"><div class="badge">${esc(initials(r.employer))}</div><div><div class="t">${esc(r.title)}</div><div>${esc(r.employer)}</div><div class="m">${esc(r.dates)} · ${esc(r.place)}</div>${bulletList(r.bullets)}</div></div>`,
        )
        .join('')}
${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="s">${esc(s.degree)}</div><div class="m">${esc(s.school)} · ${esc(s.dates)}</div>`,
        )
        .join('')}
${h(p.headings.skills)}<p>${esc(p.skills.join(', '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // Headings printed in two languages on one line, the translation after a slash in a lighter colour; a role
  // as the title in bold, "Employer, Town" and the dates in italics on three lines.
  'bilingual-headings': (p) => {
    const h = (text: string) => {
      const [first, ...rest] = text.split(' / ');
      return `<h2>${esc(first ?? '')}${rest.length ? `<span> / ${esc(rest.join(' / '))}</span>` : ''}</h2>`;
    };
    return page(
      p,
      `.pg{padding:16mm 18mm}h1{margin:0;font-size:22pt;color:#233e8b}.hl{font-size:11.5pt}.ct{margin:3px 0 6mm;color:#555}
h2{font-size:12pt;color:#233e8b;margin:14px 0 6px}h2 span{color:#8a97c0;font-weight:normal}.t{font-weight:bold;margin-top:7px}.d{font-style:italic;color:#666}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)} · ${esc(p.phone)} · ${esc(p.email)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div>${esc(r.employer)}, ${esc(r.place)}</div><div class="d">${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="t">${esc(s.degree)}</div><div>${esc(s.school)}</div><div class="d">${esc(s.dates)}</div>`,
        )
        .join('')}
${h(p.headings.skills)}${bulletList(p.skills)}${extrasHtml(p, h)}</div>`,
    );
  },
};

// --- DOCX ------------------------------------------------------------------------------------------------
// These layouts need section breaks with Word columns, the Title and Subtitle styles, borderless tables,
// footnotes, comments and framed paragraphs, so they write their own WordprocessingML and zip it with the
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

/** One run of text; a newline in the text becomes a line break. */
function run(text: string, style: RunStyle = {}): string {
  const rPr = [
    style.bold ? '<w:b/>' : '',
    style.italic ? '<w:i/>' : '',
    style.color ? `<w:color w:val="${style.color}"/>` : '',
    style.size ? `<w:sz w:val="${style.size * 2}"/>` : '',
  ].join('');
  const parts = text.split(/(\n)/).map((part) => {
    if (part === '\n') return '<w:br/>';
    return part ? `<w:t xml:space="preserve">${xml(part)}</w:t>` : '';
  });
  return `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}${parts.join('')}</w:r>`;
}

/** A paragraph of runs with optional paragraph properties (style first, as the schema orders them). */
function para(runs: string, props: { style?: string; pPr?: string } = {}): string {
  const pPr = `${props.style ? `<w:pStyle w:val="${props.style}"/>` : ''}${props.pPr ?? ''}`;
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${runs}</w:p>`;
}

const text = (value: string, style: RunStyle = {}) => para(run(value, style));
const bullet = (value: string, pPr = '') =>
  para(run(value), {
    style: 'ListParagraph',
    pPr: `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>${pPr}`,
  });

const W_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Styles: Normal in Cambria, Title, Subtitle, Heading 1, List Paragraph and the footnote and comment styles. */
const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${W_NS}>` +
  '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Cambria" w:hAnsi="Cambria" w:cs="Cambria"/><w:sz w:val="21"/></w:rPr></w:rPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="60"/></w:pPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' +
  '<w:pPr><w:spacing w:after="0"/><w:contextualSpacing/></w:pPr><w:rPr><w:rFonts w:ascii="Calibri Light" w:hAnsi="Calibri Light"/><w:spacing w:val="-10"/><w:kern w:val="28"/><w:sz w:val="56"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' +
  '<w:pPr><w:spacing w:before="240" w:after="120"/></w:pPr><w:rPr><w:color w:val="5A5A5A"/><w:spacing w:val="15"/><w:sz w:val="26"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' +
  '<w:pPr><w:keepNext/><w:spacing w:before="280" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr>' +
  '<w:rPr><w:b/><w:color w:val="385623"/><w:sz w:val="28"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="FootnoteText"><w:name w:val="footnote text"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="0"/></w:pPr><w:rPr><w:sz w:val="18"/></w:rPr></w:style>' +
  '<w:style w:type="character" w:styleId="FootnoteReference"><w:name w:val="footnote reference"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="CommentText"><w:name w:val="annotation text"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="20"/></w:rPr></w:style>' +
  '<w:style w:type="character" w:styleId="CommentReference"><w:name w:val="annotation reference"/><w:rPr><w:sz w:val="16"/></w:rPr></w:style>' +
  '</w:styles>';

const NUMBERING =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${W_NS}>` +
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/>' +
  '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' +
  '</w:numbering>';

/** What a DOCX layout writes: the body, the final section's layout, and optional footnotes and comments. */
interface DocxParts {
  body: string;
  /** The final section's type, as `<w:type>` (default: a new page). */
  sectionType?: string;
  /** The final section's columns, as `<w:cols>` (default: one column). */
  columns?: string;
  /** The page margins (default 2 cm at the sides). */
  margins?: string;
  /** Footnotes 1, 2, ... in the order the body refers to them. */
  footnotes?: string[];
  /** Comments 0, 1, ... in the order the body anchors them. */
  comments?: Array<{ author: string; text: string }>;
}

const DEFAULT_MARGINS =
  '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/>';
const PAGE_SIZE = '<w:pgSz w:w="11906" w:h="16838"/>';

/** A DOCX package around the parts: document, styles, numbering, optional footnotes and comments. */
function docxFile(parts: DocxParts): Uint8Array {
  const document =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}><w:body>${parts.body}` +
    `<w:sectPr>${parts.sectionType ?? ''}${PAGE_SIZE}${parts.margins ?? DEFAULT_MARGINS}${parts.columns ?? '<w:cols w:space="708"/>'}</w:sectPr>` +
    '</w:body></w:document>';
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
  const rels = [
    `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`,
    `<Relationship Id="rId2" Type="${REL}/numbering" Target="numbering.xml"/>`,
    parts.footnotes ? `<Relationship Id="rId3" Type="${REL}/footnotes" Target="footnotes.xml"/>` : '',
    parts.comments ? `<Relationship Id="rId4" Type="${REL}/comments" Target="comments.xml"/>` : '',
  ].join('');
  const files = [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/word/document.xml" ContentType="${main}.document.main+xml"/>` +
        `<Override PartName="/word/styles.xml" ContentType="${main}.styles+xml"/>` +
        `<Override PartName="/word/numbering.xml" ContentType="${main}.numbering+xml"/>` +
        (parts.footnotes
          ? `<Override PartName="/word/footnotes.xml" ContentType="${main}.footnotes+xml"/>`
          : '') +
        (parts.comments
          ? `<Override PartName="/word/comments.xml" ContentType="${main}.comments+xml"/>`
          : '') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/_rels/document.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    },
    { name: 'word/document.xml', content: document },
    { name: 'word/styles.xml', content: STYLES },
    { name: 'word/numbering.xml', content: NUMBERING },
  ];
  if (parts.footnotes) {
    const separators =
      '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
      '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>';
    const notes = parts.footnotes
      .map(
        (note, i) =>
          `<w:footnote w:id="${i + 1}"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr>` +
          '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>' +
          `<w:r><w:t xml:space="preserve"> ${xml(note)}</w:t></w:r></w:p></w:footnote>`,
      )
      .join('');
    files.push({
      name: 'word/footnotes.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:footnotes ${W_NS}>${separators}${notes}</w:footnotes>`,
    });
  }
  if (parts.comments) {
    const comments = parts.comments
      .map(
        (c, i) =>
          `<w:comment w:id="${i}" w:author="${xml(c.author)}" w:date="2025-03-02T10:15:00Z" w:initials="${xml(initials(c.author))}">` +
          '<w:p><w:pPr><w:pStyle w:val="CommentText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:annotationRef/></w:r>' +
          `<w:r><w:t xml:space="preserve">${xml(c.text)}</w:t></w:r></w:p></w:comment>`,
      )
      .join('');
    files.push({
      name: 'word/comments.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:comments ${W_NS}>${comments}</w:comments>`,
    });
  }
  return makeZip(files);
}

/** A run holding the reference to footnote `id`. */
const footnoteRef = (id: number) =>
  `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="${id}"/></w:r>`;
/** Runs anchored to comment `id`. */
const commented = (id: number, runs: string) =>
  `<w:commentRangeStart w:id="${id}"/>${runs}<w:commentRangeEnd w:id="${id}"/>` +
  `<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="${id}"/></w:r>`;

/** A table without borders: one row per entry, a narrow left cell and a wide right cell. */
function borderlessTable(rows: Array<[string, string]>, left = 2300, right = 7338): string {
  const none = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="nil"/>`)
    .join('');
  const cell = (width: number, content: string) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${content}</w:tc>`;
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${left + right}" w:type="dxa"/><w:tblBorders>${none}</w:tblBorders>` +
    '<w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="0" w:type="dxa"/><w:right w:w="113" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="0000"/></w:tblPr>' +
    `<w:tblGrid><w:gridCol w:w="${left}"/><w:gridCol w:w="${right}"/></w:tblGrid>` +
    rows.map(([a, b]) => `<w:tr>${cell(left, a)}${cell(right, b)}</w:tr>`).join('') +
    '</w:tbl>'
  );
}

/** Footnotes and a review comment per person of the footnotes layout: none of them carries the resume. */
const NOTES: Record<string, { footnotes: [string, string]; comment: { author: string; text: string } }> = {
  'en-farm-manager': {
    footnotes: [
      'References from both estates are available on request.',
      'Figures from the 2023 and 2024 flock records.',
    ],
    comment: { author: 'Morag Brodie', text: 'Maybe put the quad bike ticket here too?' },
  },
  'it-educatrice': {
    footnotes: ['Referenze disponibili su richiesta.', 'Progetto presentato alle famiglie nel maggio 2022.'],
    comment: { author: 'Chiara Pelizzari', text: 'Controlla la data di fine, forse era giugno.' },
  },
};

const DOCX_LAYOUTS: Partial<Record<Layout, (p: Person) => DocxParts>> = {
  // The name, headline and contact in a first one-column section; a continuous section break into two Word
  // columns (narrow left, wide right): the profile, skills, education and extras in the left column, then a
  // column break and the experience in the right column, each role as the title in bold, "Employer, Town"
  // and the dates in italics.
  'docx-word-columns': (p) => {
    const h = (value: string) => para(run(value), { style: 'Heading1' });
    const firstSection = `<w:sectPr>${PAGE_SIZE}${DEFAULT_MARGINS}<w:cols w:space="708"/></w:sectPr>`;
    return {
      body: [
        para(run(p.name, { bold: true, size: 24, color: '385623' })),
        text(p.headline, { size: 13 }),
        para(run(`${p.email}  ·  ${p.phone}  ·  ${p.city}`), {
          pPr: `<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="4" w:color="385623"/></w:pBdr>${firstSection}`,
        }),
        h(p.headings.summary),
        text(p.summary),
        h(p.headings.skills),
        ...p.skills.map((s) => bullet(s)),
        h(p.headings.education),
        ...p.education.flatMap((s) => [text(s.degree, { bold: true }), text(`${s.school}, ${s.dates}`)]),
        ...p.extras.flatMap((x) => [h(x.heading), ...x.items.map((i) => bullet(i))]),
        para('<w:r><w:br w:type="column"/></w:r>'),
        h(p.headings.experience),
        ...p.roles.flatMap((r) => [
          text(r.title, { bold: true }),
          text(`${r.employer}, ${r.place}`),
          text(r.dates, { italic: true, color: '666666' }),
          ...r.bullets.map((b) => bullet(b)),
        ]),
      ].join(''),
      sectionType: '<w:type w:val="continuous"/>',
      columns:
        '<w:cols w:num="2" w:equalWidth="0" w:space="567"><w:col w:w="3200" w:space="567"/><w:col w:w="5871"/></w:cols>',
    };
  },
  // The name in Word's built-in Title style and the headline under it; every heading in the Subtitle style;
  // the roles as rows of a borderless table: the dates in the left cell, the title in bold, "Employer, Town"
  // and the bullets in the right cell; the education the same way.
  'docx-title-subtitle-tables': (p) => {
    const h = (value: string) => para(run(value), { style: 'Subtitle' });
    return {
      body: [
        para(run(p.name), { style: 'Title' }),
        text(p.headline, { italic: true, size: 12 }),
        text(`${p.phone} | ${p.email} | ${p.city}`),
        h(p.headings.summary),
        text(p.summary),
        h(p.headings.experience),
        borderlessTable(
          p.roles.map((r) => [
            text(r.dates, { color: '666666' }),
            [
              text(r.title, { bold: true }),
              text(`${r.employer}, ${r.place}`),
              ...r.bullets.map((b) => bullet(b)),
            ].join(''),
          ]),
        ),
        h(p.headings.education),
        borderlessTable(
          p.education.map((s) => [
            text(s.dates, { color: '666666' }),
            [text(s.degree, { bold: true }), text(s.school)].join(''),
          ]),
        ),
        h(p.headings.skills),
        text(p.skills.join(' · ')),
        ...p.extras.flatMap((x) => [h(x.heading), text(x.items.join(' · '))]),
      ].join(''),
    };
  },
  // Word Heading 1 headings; a footnote after the summary and another after the first role's last bullet, a
  // review comment anchored on the first skill; a role as "Title — Employer" in bold and "Town, dates" under it.
  'docx-footnotes-comments': (p) => {
    const notes = NOTES[p.id];
    if (!notes) throw new Error(`${p.id}: no footnotes`);
    const h = (value: string) => para(run(value), { style: 'Heading1' });
    const [first, ...rest] = p.skills;
    return {
      footnotes: notes.footnotes,
      comments: [notes.comment],
      body: [
        para(run(p.name, { bold: true, size: 22 })),
        text(p.headline, { size: 12 }),
        text(`${p.city} – ${p.phone} – ${p.email}`),
        h(p.headings.summary),
        para(run(p.summary) + footnoteRef(1)),
        h(p.headings.experience),
        ...p.roles.flatMap((r, ri) => [
          text(`${r.title} — ${r.employer}`, { bold: true }),
          text(`${r.place}, ${r.dates}`, { italic: true }),
          ...r.bullets.map((b, bi) =>
            ri === 0 && bi === r.bullets.length - 1
              ? para(run(b) + footnoteRef(2), {
                  style: 'ListParagraph',
                  pPr: '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>',
                })
              : bullet(b),
          ),
        ]),
        h(p.headings.education),
        ...p.education.map((s) => para(run(s.degree, { bold: true }) + run(`, ${s.school}, ${s.dates}`))),
        h(p.headings.skills),
        para(commented(0, run(first ?? '')) + run(rest.map((s) => `, ${s}`).join(''))),
        ...p.extras.flatMap((x) => [h(x.heading), ...x.items.map((i) => bullet(i))]),
      ].join(''),
    };
  },
  // A wide left page margin; each heading a bold paragraph in a frame placed in that margin beside the first
  // lines of its section (side heads); the name and contact across the top; a role as the title in bold,
  // "Employer, Town" and the dates in grey.
  'docx-framed-side-heads': (p) => {
    const h = (value: string) =>
      para(run(value, { bold: true, size: 11, color: '1F3864' }), {
        pPr:
          '<w:keepNext/><w:framePr w:w="2155" w:hSpace="142" w:wrap="around" w:vAnchor="text" w:hAnchor="page" w:x="851" w:y="1"/>' +
          '<w:spacing w:before="200" w:after="0"/>',
      });
    const first = '<w:spacing w:before="200"/>';
    return {
      margins:
        '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="3289" w:header="567" w:footer="567" w:gutter="0"/>',
      body: [
        para(run(p.name, { bold: true, size: 20, color: '1F3864' })),
        text(p.headline, { size: 12 }),
        para(run(`${p.phone}   ${p.email}   ${p.city}`), {
          pPr: '<w:pBdr><w:bottom w:val="single" w:sz="4" w:space="4" w:color="1F3864"/></w:pBdr>',
        }),
        h(p.headings.summary),
        para(run(p.summary), { pPr: first }),
        h(p.headings.experience),
        ...p.roles.flatMap((r, i) => [
          para(run(r.title, { bold: true }), { pPr: i === 0 ? first : '<w:spacing w:before="120"/>' }),
          text(`${r.employer}, ${r.place}`),
          text(r.dates, { color: '777777' }),
          ...r.bullets.map((b) => bullet(b)),
        ]),
        h(p.headings.education),
        ...p.education.flatMap((s, i) => [
          para(run(s.degree, { bold: true }), { pPr: i === 0 ? first : '' }),
          text(`${s.school}, ${s.dates}`),
        ]),
        h(p.headings.skills),
        para(run(p.skills.join(', ')), { pPr: first }),
        ...p.extras.flatMap((x) => [h(x.heading), para(run(x.items.join(', ')), { pPr: first })]),
      ].join(''),
    };
  },
};

/** Layouts set in more than one column, and how many. */
const COLUMNS: Partial<Record<Layout, number>> = {
  'second-page-two-columns': 2,
  'docx-word-columns': 2,
};

function truthOf(p: Person, file: string, format: string) {
  const summary = { heading: p.headings.summary, kind: 'summary', alt: ['other'] };
  const experience = { heading: p.headings.experience, kind: 'experience' };
  const education = { heading: p.headings.education, kind: 'education' };
  const skills = { heading: p.headings.skills, kind: 'skills' };
  // A languages section is one of the "other" kinds for the evaluation.
  const extras = p.extras.map((extra) => ({
    heading: extra.heading,
    kind: extra.kind === 'languages' ? 'other' : extra.kind,
  }));
  // The sections in the order the file prints them (columns from left to right).
  const sections =
    p.layout === 'docx-word-columns'
      ? [summary, skills, education, ...extras, experience]
      : [summary, experience, education, skills, ...extras];
  return truthRecord({
    file,
    format,
    language: p.language,
    columns: COLUMNS[p.layout] ?? 1,
    layout: p.layout,
    generator: 'apps/server/src/evaluation/make-holdout7.ts',
    name: p.name,
    email: p.email,
    phone: p.phone,
    sections,
    roles: p.roles,
    skills: p.skills,
    notes: ['seventh held-out set: written without reading the parser, never measured or tuned on'],
  });
}

writeHeldOutSet({
  fallback: '/tmp/careerlens-holdout7',
  what: 'seventh held-out resumes',
  people: PEOPLE,
  html: HTML_LAYOUTS,
  docx: DOCX_LAYOUTS,
  docxFile,
  truthOf,
});
