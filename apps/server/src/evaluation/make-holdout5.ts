import { makeZip } from '../../../../packages/core/src/testing/documents';
import { escape as esc, truthRecord, writeHeldOutSet } from './make-designed';

/**
 * `npm run eval:make-holdout5 -- <folder>` writes a fifth held-out set of designed resumes with their truth
 * (the shape `npm run eval:layouts -- <folder>` reads). People, wording and templates are new (none of
 * make-designed's or make-holdout 1 to 4's) and were written without reading the parser: a sidebar on the
 * RIGHT with skill bars and the contact at the foot of the page, headings in sentence case underlined and
 * not bold, a year-only left column with "Title — Employer" and a description paragraph, a career changer's
 * resume opening on "Transferable skills" with the employment last, serif italic headings over a thin rule
 * with dates as "March 2019 to date", a tabular Lebenslauf ("Zeitraum | Tätigkeit") with a photo box, role
 * headers as "Employer (City) | Title | dates" on one line, titles with dot leaders to the dates at the right,
 * headings on coloured pills with the contact in the page footer; DOCX with headings as bold paragraphs
 * ending in a colon and the roles as a numbered Word list, DOCX with skills and languages in newspaper
 * columns (a two-column section), DOCX with every section as a one-row table (heading cell | content cell).
 * Twelve people write in English, two each in German, French, Spanish, Italian, Dutch and Portuguese, mostly
 * outside software. Names, employers, emails (example.com / example.org) and phone numbers are invented; the
 * generated files stay out of git.
 */

interface Role {
  title: string;
  employer: string;
  place: string;
  dates: string;
  bullets: string[];
  /** A description paragraph, printed instead of bullets by the layouts that write prose. */
  description?: string;
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
  | 'bars-right-sidebar'
  | 'sentence-case-underlined'
  | 'year-column-prose'
  | 'career-changer'
  | 'serif-italic-rule'
  | 'lebenslauf-table'
  | 'employer-city-pipe'
  | 'dot-leaders'
  | 'heading-pills-footer'
  | 'docx-numbered-roles'
  | 'docx-newspaper-columns'
  | 'docx-section-rows';

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
  // --- Skill bars in a right-hand sidebar, the contact at the foot of the page --------------------------
  {
    id: 'en-care-worker',
    language: 'en',
    layout: 'bars-right-sidebar',
    name: 'Rosalind Achterberg-Osei',
    headline: 'Domiciliary Care Coordinator',
    email: 'ros.achterberg@example.com',
    phone: '01603 555 274',
    city: 'Norwich',
    headings: {
      summary: 'Personal Statement',
      experience: 'Career History',
      education: 'Qualifications',
      skills: 'Skills',
    },
    summary:
      'Care coordinator with eleven years in home care, planning 1,400 visits a week across rural Norfolk without missing a call.',
    roles: [
      {
        title: 'Care Coordinator',
        employer: 'Broadland Home Care Ltd',
        place: 'Norwich',
        dates: 'Aug 2020 – Present',
        bullets: [
          'Plan rotas for 62 carers and 210 clients on CarePlanner',
          'Brought missed visits down from 2.1% to 0.3%',
        ],
      },
      {
        title: 'Senior Carer',
        employer: 'Yare Valley Care Services',
        place: 'Brundall',
        dates: 'Mar 2016 – Jul 2020',
        bullets: [
          'Shadowed and signed off 40 new carers',
          'Led end-of-life care packages with district nurses',
        ],
      },
      {
        title: 'Home Carer',
        employer: 'Yare Valley Care Services',
        place: 'Brundall',
        dates: 'Jan 2013 – Feb 2016',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Level 5 Diploma in Leadership for Health and Social Care',
        school: 'East Anglia Care Academy',
        dates: '2021',
      },
      { degree: 'Level 3 Diploma in Adult Care', school: 'City College Norwich Campus', dates: '2015' },
    ],
    skills: ['Rota planning', 'Safeguarding adults', 'Medication audits', 'CarePlanner', 'Family liaison'],
    extras: [
      {
        heading: 'Licences',
        kind: 'certifications',
        items: ['Full UK driving licence', 'Moving and Handling Trainer'],
      },
    ],
  },
  {
    id: 'fr-aide-soignante',
    language: 'fr',
    layout: 'bars-right-sidebar',
    name: 'Maëlle Kervadec-Diallo',
    headline: 'Aide-soignante diplômée d’État',
    email: 'maelle.kervadec@example.org',
    phone: '06 55 18 42 97',
    city: 'Rennes',
    headings: {
      summary: 'Profil',
      experience: 'Parcours professionnel',
      education: 'Formation',
      skills: 'Compétences',
    },
    summary:
      'Aide-soignante depuis neuf ans en EHPAD puis en service de gériatrie, attentive au confort et à l’autonomie des résidents.',
    roles: [
      {
        title: 'Aide-soignante',
        employer: 'Centre hospitalier de la Vilaine',
        place: 'Rennes',
        dates: 'sept. 2019 – aujourd’hui',
        bullets: [
          'Soins d’hygiène et de confort pour 14 patients en court séjour gériatrique',
          'Tutrice de 6 élèves aides-soignants par an',
        ],
      },
      {
        title: 'Aide-soignante de nuit',
        employer: 'EHPAD Les Glycines',
        place: 'Cesson-Sévigné',
        dates: 'mars 2015 – août 2019',
        bullets: ['Surveillance de 48 résidents, prévention des chutes et des escarres'],
      },
      {
        title: 'Agent de service hospitalier',
        employer: 'Résidence Ker Avel',
        place: 'Vitré',
        dates: 'juin 2013 – févr. 2015',
        bullets: [],
      },
    ],
    education: [
      { degree: 'Diplôme d’État d’aide-soignant (DEAS)', school: 'IFAS de Haute-Bretagne', dates: '2015' },
      { degree: 'Bac pro ASSP', school: 'Lycée Jean-Le-Goff', dates: '2013' },
    ],
    skills: ['Soins d’hygiène', 'Prévention des escarres', 'Transmissions ciblées', 'Manutention', 'Écoute'],
    extras: [
      { heading: 'Langues', kind: 'languages', items: ['Français (langue maternelle)', 'Anglais (B1)'] },
    ],
  },
  // --- Sentence-case headings, underlined, not bold ---------------------------------------------------------
  {
    id: 'en-secondary-teacher',
    language: 'en',
    layout: 'sentence-case-underlined',
    name: 'Ifeoluwa Pemberton-Crane',
    headline: 'Teacher of Geography',
    email: 'ife.pemberton@example.org',
    phone: '07700 900 617',
    city: 'Sheffield',
    headings: {
      summary: 'About me',
      experience: 'Work history',
      education: 'Education and training',
      skills: 'Skills and strengths',
    },
    summary:
      'Geography teacher and head of year with eight years in comprehensive schools, known for fieldwork trips that students remember.',
    roles: [
      {
        title: 'Head of Year 9 and Teacher of Geography',
        employer: 'Loxley Park Academy',
        place: 'Sheffield',
        dates: 'September 2021 – present',
        bullets: [
          'Pastoral lead for 240 students and a team of 9 tutors',
          'Raised GCSE geography grade 5+ from 48% to 63%',
        ],
      },
      {
        title: 'Teacher of Geography',
        employer: 'Don Valley High School',
        place: 'Rotherham',
        dates: 'September 2017 – August 2021',
        bullets: ['Planned the KS3 fieldwork curriculum with the Peak District park rangers'],
      },
    ],
    education: [
      { degree: 'PGCE Secondary Geography with QTS', school: 'University of South Yorkshire', dates: '2017' },
      { degree: 'BA (Hons) Geography', school: 'University of Cumbria Lakes', dates: '2016' },
    ],
    skills: [
      'Behaviour management',
      'Fieldwork planning',
      'Safeguarding (DSL trained)',
      'ArcGIS Online',
      'Mentoring ECTs',
    ],
    extras: [],
  },
  {
    id: 'es-maestra',
    language: 'es',
    layout: 'sentence-case-underlined',
    name: 'Ainhoa Berrocal Quintanilla',
    headline: 'Maestra de Educación Primaria',
    email: 'ainhoa.berrocal@example.com',
    phone: '+34 655 201 447',
    city: 'Valladolid',
    headings: {
      summary: 'Sobre mí',
      experience: 'Experiencia laboral',
      education: 'Formación académica',
      skills: 'Competencias',
    },
    summary:
      'Maestra de primaria con siete años de experiencia, tutora de grupo y coordinadora del plan de lectura del centro.',
    roles: [
      {
        title: 'Maestra tutora de 4.º de Primaria',
        employer: 'CEIP Pisuerga',
        place: 'Valladolid',
        dates: 'sept. 2020 – actualidad',
        bullets: [
          'Tutora de un grupo de 24 alumnos y coordinadora del plan lector',
          'Puse en marcha el huerto escolar con las familias',
        ],
      },
      {
        title: 'Maestra interina',
        employer: 'Colegio Nuestra Señora del Duero',
        place: 'Tordesillas',
        dates: 'sept. 2017 – jun. 2020',
        bullets: ['Sustituciones en 1.º y 2.º ciclo, inglés y educación física'],
      },
    ],
    education: [
      {
        degree: 'Grado en Educación Primaria, mención en Lengua Extranjera',
        school: 'Universidad del Campo Grande',
        dates: '2017',
      },
      {
        degree: 'Máster en Atención a la Diversidad',
        school: 'Universidad a Distancia de Castilla',
        dates: '2019',
      },
    ],
    skills: ['Aprendizaje cooperativo', 'Atención a la diversidad', 'Google Classroom', 'Inglés C1'],
    extras: [],
  },
  // --- Year-only column, "Title — Employer" and a description paragraph ------------------------------------
  {
    id: 'en-head-chef',
    language: 'en',
    layout: 'year-column-prose',
    name: 'Lachlan Okonkwo-Fairweather',
    headline: 'Head Chef',
    email: 'lachlan.chef@example.com',
    phone: '+44 131 496 0825',
    city: 'Edinburgh',
    headings: { summary: 'Profile', experience: 'Kitchens', education: 'Training', skills: 'Skills' },
    summary:
      'Head chef cooking seasonal Scottish food for fifteen years, from hotel banqueting to a 60-cover bistro with a Bib Gourmand.',
    roles: [
      {
        title: 'Head Chef',
        employer: 'The Water of Leith Bistro',
        place: 'Edinburgh',
        dates: '2021',
        bullets: [],
        description:
          'Run a brigade of eight for a 60-cover bistro; rewrote the menu around Scottish growers, kept food cost at 28% and earned a Bib Gourmand in 2023.',
      },
      {
        title: 'Sous Chef',
        employer: 'Caledonian Quay Hotel',
        place: 'Leith',
        dates: '2016',
        bullets: [],
        description:
          'Second in a kitchen of twenty serving banqueting for up to 400 guests; wrote the allergen matrix and trained the commis chefs.',
      },
      {
        title: 'Chef de Partie',
        employer: 'Arthur’s Seat Brasserie',
        place: 'Edinburgh',
        dates: '2012',
        bullets: [],
        description: 'Ran the sauce and fish sections of a busy brasserie.',
      },
    ],
    education: [
      { degree: 'SVQ Professional Cookery Level 3', school: 'Forth Valley Catering College', dates: '2012' },
    ],
    skills: ['Menu costing', 'Butchery', 'Allergen management', 'Kitchen rotas', 'Supplier buying'],
    extras: [
      {
        heading: 'Certificates',
        kind: 'certifications',
        items: ['REHIS Elementary Food Hygiene', 'Personal Licence (Scotland)'],
      },
    ],
  },
  {
    id: 'it-cuoco',
    language: 'it',
    layout: 'year-column-prose',
    name: 'Gianmarco Pellizzari',
    headline: 'Capo partita e sous chef',
    email: 'gianmarco.pellizzari@example.org',
    phone: '+39 347 555 2190',
    city: 'Bologna',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienze professionali',
      education: 'Istruzione',
      skills: 'Competenze',
    },
    summary:
      'Cuoco con dieci anni di brigata tra trattorie e alberghi, specializzato in pasta fresca e cucina emiliana.',
    roles: [
      {
        title: 'Sous chef',
        employer: 'Trattoria Al Portico Vecchio',
        place: 'Bologna',
        dates: '2020',
        bullets: [],
        description:
          'Seguo la brigata di sei persone, la produzione giornaliera di pasta fresca e gli ordini ai fornitori del territorio.',
      },
      {
        title: 'Capo partita primi',
        employer: 'Grand Hotel Reno',
        place: 'Bologna',
        dates: '2017',
        bullets: [],
        description:
          'Responsabile della partita dei primi per il ristorante e i banchetti fino a 250 coperti.',
      },
      {
        title: 'Commis di cucina',
        employer: 'Osteria del Ponte',
        place: 'Modena',
        dates: '2014',
        bullets: [],
        description: 'Preparazioni di base, pasta fresca e servizio alla carta.',
      },
    ],
    education: [
      { degree: 'Diploma di tecnico dei servizi enogastronomici', school: 'IPSSAR Felsina', dates: '2014' },
    ],
    skills: ['Pasta fresca', 'Cucina emiliana', 'HACCP', 'Gestione ordini', 'Food cost'],
    extras: [{ heading: 'Lingue', kind: 'languages', items: ['Italiano (madrelingua)', 'Inglese (B1)'] }],
  },
  // --- Career changer: transferable skills first, employment last --------------------------------------------
  {
    id: 'en-retail-to-admin',
    language: 'en',
    layout: 'career-changer',
    name: 'Marisol Featherstonhaugh',
    headline: 'Office Administrator (moving on from retail management)',
    email: 'marisol.fh@example.org',
    phone: '(503) 555-0148',
    city: 'Portland, OR',
    headings: {
      summary: 'Summary',
      experience: 'Employment',
      education: 'Education',
      skills: 'Transferable Skills',
    },
    summary:
      'Ten years running busy shops taught me scheduling, cash control and calm with the public; I now want to bring that to an office.',
    roles: [
      {
        title: 'Assistant Store Manager',
        employer: 'Willamette Outdoor Supply',
        place: 'Portland, OR',
        dates: '2018 – 2025',
        bullets: ['Scheduled 28 staff and reconciled $40k of daily takings'],
      },
      {
        title: 'Key Holder',
        employer: 'Pearl District Books & Paper',
        place: 'Portland, OR',
        dates: '2015 – 2018',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Certificate in Office Administration',
        school: 'Columbia Gorge Community College',
        dates: '2025',
      },
      { degree: 'A.A. General Studies', school: 'Mt. Hood Valley College', dates: '2014' },
    ],
    skills: [
      'Scheduling and rotas',
      'Cash handling and reconciliation',
      'Customer service',
      'Microsoft 365',
      'QuickBooks basics',
    ],
    extras: [],
  },
  {
    id: 'en-army-to-logistics',
    language: 'en',
    layout: 'career-changer',
    name: 'Callum Ruaraidh Etherington',
    headline: 'Transport Planner, ex-Royal Logistic Corps',
    email: 'callum.etherington@example.com',
    phone: '07700 900 339',
    city: 'Swindon',
    headings: {
      summary: 'Profile',
      experience: 'Employment History',
      education: 'Training',
      skills: 'Transferable Skills',
    },
    summary:
      'Twelve years moving people and kit for the Army; now looking for a civilian transport planning role.',
    roles: [
      {
        title: 'Sergeant, Movement Controller',
        employer: 'British Army, Royal Logistic Corps',
        place: 'South Cerney',
        dates: '2017 – 2025',
        bullets: ['Planned road, rail and air moves for units of up to 600 people', 'Managed a team of 14'],
      },
      {
        title: 'Driver (Cat C+E)',
        employer: 'British Army, Royal Logistic Corps',
        place: 'Abingdon',
        dates: '2013 – 2017',
        bullets: ['Drove heavy goods vehicles on UK and overseas exercises'],
      },
    ],
    education: [
      {
        degree: 'Level 4 Diploma in Logistics and Transport',
        school: 'Chartered Institute of Logistics and Transport',
        dates: '2023',
      },
    ],
    skills: [
      'Route planning',
      'Team leadership',
      'Risk assessment',
      'Working under pressure',
      'Tachograph rules',
    ],
    extras: [
      { heading: 'Licences', kind: 'certifications', items: ['Cat C+E driving licence', 'Driver CPC'] },
    ],
  },
  // --- Serif italic headings over a thin rule, "March 2019 to date" -----------------------------------------
  {
    id: 'en-accounts-manager',
    language: 'en',
    layout: 'serif-italic-rule',
    name: 'Henrietta Adeyemi-Locke',
    headline: 'Financial Accountant (ACA)',
    email: 'henrietta.locke@example.com',
    phone: '+44 117 496 0391',
    city: 'Bath',
    headings: {
      summary: 'Profile',
      experience: 'Professional Experience',
      education: 'Education',
      skills: 'Core Skills',
    },
    summary:
      'Chartered accountant who has run statutory reporting and audits for two mid-sized groups in the south-west.',
    roles: [
      {
        title: 'Group Financial Accountant',
        employer: 'Avon Stonecraft Group plc',
        place: 'Bath',
        dates: 'March 2019 to date',
        bullets: [
          'Prepare the group’s IFRS accounts for 7 entities',
          'Lead the year-end audit with the external auditors',
        ],
      },
      {
        title: 'Audit Senior',
        employer: 'Kennet & Marsh LLP',
        place: 'Bristol',
        dates: 'September 2014 to February 2019',
        bullets: ['Ran audits for charities and family businesses up to £80m turnover'],
      },
    ],
    education: [
      { degree: 'ACA, ICAEW', school: 'Institute of Chartered Accountants', dates: '2018' },
      { degree: 'BSc Economics', school: 'University of the West Country', dates: '2014' },
    ],
    skills: ['IFRS reporting', 'Consolidations', 'Audit', 'Xero', 'Excel modelling'],
    extras: [],
  },
  {
    id: 'pt-contabilista',
    language: 'pt',
    layout: 'serif-italic-rule',
    name: 'Inês Carvalhosa Mendonça',
    headline: 'Contabilista Certificada',
    email: 'ines.mendonca@example.org',
    phone: '+351 912 555 083',
    city: 'Braga',
    headings: {
      summary: 'Perfil',
      experience: 'Experiência Profissional',
      education: 'Formação Académica',
      skills: 'Competências',
    },
    summary:
      'Contabilista certificada com dez anos de experiência em PME do Minho, da contabilidade geral ao fecho de contas.',
    roles: [
      {
        title: 'Contabilista Certificada',
        employer: 'Minhoconta – Gabinete de Contabilidade',
        place: 'Braga',
        dates: 'março de 2018 até à data',
        bullets: [
          'Responsável por 45 clientes, IVA, IRC e IES',
          'Fecho de contas anual e relatório de gestão',
        ],
      },
      {
        title: 'Técnica de Contabilidade',
        employer: 'Têxteis Cávado, S.A.',
        place: 'Barcelos',
        dates: 'janeiro de 2014 a fevereiro de 2018',
        bullets: ['Reconciliações bancárias e conta-corrente de fornecedores'],
      },
    ],
    education: [
      {
        degree: 'Licenciatura em Contabilidade e Fiscalidade',
        school: 'Instituto Politécnico do Alto Minho',
        dates: '2013',
      },
    ],
    skills: ['SNC', 'IVA e IRC', 'Primavera ERP', 'Excel avançado', 'Fecho de contas'],
    extras: [
      {
        heading: 'Idiomas',
        kind: 'languages',
        items: ['Português (nativo)', 'Inglês (B2)', 'Espanhol (B1)'],
      },
    ],
  },
  // --- Lebenslauf table: Zeitraum | Tätigkeit, with a photo box ---------------------------------------------
  {
    id: 'de-pflegefachfrau',
    language: 'de',
    layout: 'lebenslauf-table',
    name: 'Friederike Osterkamp',
    headline: 'Pflegefachfrau, Intensivpflege',
    email: 'f.osterkamp@example.com',
    phone: '+49 511 555 3872',
    city: 'Hannover',
    headings: {
      summary: 'Kurzprofil',
      experience: 'Beruflicher Werdegang',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
    },
    summary:
      'Examinierte Pflegefachfrau mit Fachweiterbildung Intensivpflege und zwölf Jahren Berufserfahrung.',
    roles: [
      {
        title: 'Stationsleitung Intensivstation',
        employer: 'Klinikum Leinetal',
        place: 'Hannover',
        dates: '04/2020 – heute',
        bullets: ['Führung von 38 Pflegekräften', 'Einarbeitungskonzept für neue Mitarbeitende'],
      },
      {
        title: 'Fachkrankenpflegerin Intensivpflege',
        employer: 'Städtisches Krankenhaus Hildesheim',
        place: 'Hildesheim',
        dates: '10/2013 – 03/2020',
        bullets: ['Pflege beatmeter Patientinnen und Patienten'],
      },
      {
        title: 'Gesundheits- und Krankenpflegerin',
        employer: 'Evangelisches Krankenhaus Celle',
        place: 'Celle',
        dates: '10/2010 – 09/2013',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Fachweiterbildung Intensiv- und Anästhesiepflege',
        school: 'Bildungszentrum Leinetal',
        dates: '2013 – 2015',
      },
      {
        degree: 'Ausbildung zur Gesundheits- und Krankenpflegerin',
        school: 'Pflegeschule Celle',
        dates: '2007 – 2010',
      },
    ],
    skills: ['Beatmungspflege', 'Dienstplanung', 'Praxisanleitung', 'SAP ISH-med', 'Englisch B2'],
    extras: [],
  },
  {
    id: 'nl-loodgieter',
    language: 'nl',
    layout: 'lebenslauf-table',
    name: 'Joost van der Hoeven',
    headline: 'Allround loodgieter / installatiemonteur',
    email: 'joost.vanderhoeven@example.org',
    phone: '06 5555 2841',
    city: 'Amersfoort',
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleidingen',
      skills: 'Vaardigheden',
    },
    summary:
      'Zelfstandig werkende installatiemonteur met vijftien jaar ervaring in sanitair, cv en warmtepompen.',
    roles: [
      {
        title: 'Eerste monteur installatietechniek',
        employer: 'Eemland Installatiegroep B.V.',
        place: 'Amersfoort',
        dates: '03/2018 – heden',
        bullets: ['Plaatsen van warmtepompen en vloerverwarming', 'Begeleiden van twee leerling-monteurs'],
      },
      {
        title: 'Loodgieter',
        employer: 'Loodgietersbedrijf De Kraan',
        place: 'Soest',
        dates: '08/2010 – 02/2018',
        bullets: ['Badkamers, lekkages en cv-onderhoud bij particulieren'],
      },
    ],
    education: [
      {
        degree: 'MBO 3 Monteur werktuigkundige installaties',
        school: 'ROC Midden Nederland',
        dates: '2006 – 2010',
      },
    ],
    skills: ['Warmtepompen', 'Cv-ketels', 'Sanitair', 'Gas (VIAG)', 'Rijbewijs B/E'],
    extras: [{ heading: 'Talen', kind: 'languages', items: ['Nederlands (moedertaal)', 'Duits (goed)'] }],
  },
  // --- "Employer (City) | Title | dates" on one line --------------------------------------------------------
  {
    id: 'en-plumber',
    language: 'en',
    layout: 'employer-city-pipe',
    name: 'Declan Oyewole-Hartigan',
    headline: 'Gas Safe Registered Plumber & Heating Engineer',
    email: 'declan.heating@example.com',
    phone: '07700 900 725',
    city: 'Cardiff',
    headings: { summary: 'Summary', experience: 'Experience', education: 'Qualifications', skills: 'Skills' },
    summary:
      'Plumbing and heating engineer with 14 years of domestic and light commercial work, now fitting heat pumps too.',
    roles: [
      {
        title: 'Plumbing & Heating Engineer',
        employer: 'Taff Heating Services',
        place: 'Cardiff',
        dates: 'May 2019 – Present',
        bullets: ['Install and service 250 boilers a year', 'Commissioned 40 air-source heat pumps'],
      },
      {
        title: 'Plumber',
        employer: 'Penarth Bathrooms & Plumbing',
        place: 'Penarth',
        dates: 'Apr 2014 – Apr 2019',
        bullets: ['Full bathroom fits and unvented cylinders'],
      },
      {
        title: 'Apprentice Plumber',
        employer: 'Ely Bridge Building Services',
        place: 'Cardiff',
        dates: 'Sep 2010 – Mar 2014',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'NVQ Level 3 Plumbing and Heating',
        school: 'Cardiff Vale Construction College',
        dates: '2014',
      },
    ],
    skills: ['Boiler installs', 'Unvented cylinders', 'Heat pumps', 'Fault finding', 'Customer care'],
    extras: [
      {
        heading: 'Tickets',
        kind: 'certifications',
        items: ['Gas Safe (CCN1, CENWAT)', 'G3 Unvented', 'MCS Heat Pumps'],
      },
    ],
  },
  {
    id: 'de-koch',
    language: 'de',
    layout: 'employer-city-pipe',
    name: 'Benedikt Hufnagl',
    headline: 'Küchenchef',
    email: 'benedikt.hufnagl@example.org',
    phone: '0171 5552 498',
    city: 'München',
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Fähigkeiten',
    },
    summary: 'Küchenchef mit Stationen in Hotellerie und gehobener Gastronomie, bayerisch und regional.',
    roles: [
      {
        title: 'Küchenchef',
        employer: 'Gasthof Zur Isarbrücke',
        place: 'München',
        dates: '03/2021 – heute',
        bullets: ['Leitung einer Brigade von 9 Köchen', 'Wareneinsatz von 34 % auf 29 % gesenkt'],
      },
      {
        title: 'Sous-Chef',
        employer: 'Hotel Alpenblick am See',
        place: 'Tegernsee',
        dates: '05/2016 – 02/2021',
        bullets: ['Bankette bis 300 Gäste'],
      },
      {
        title: 'Koch',
        employer: 'Restaurant Schwabinger Stuben',
        place: 'München',
        dates: '08/2012 – 04/2016',
        bullets: [],
      },
    ],
    education: [
      { degree: 'Küchenmeister (IHK)', school: 'Hotelberufsschule Altötting', dates: '2019' },
      { degree: 'Ausbildung zum Koch', school: 'Berufsschule für das Gastgewerbe München', dates: '2012' },
    ],
    skills: ['Kalkulation', 'HACCP', 'Personalführung', 'Regionale Küche', 'Warenwirtschaft'],
    extras: [],
  },
  // --- Titles with dot leaders to the dates at the right ----------------------------------------------------
  {
    id: 'en-lab-technician',
    language: 'en',
    layout: 'dot-leaders',
    name: 'Anjali Thistlewood',
    headline: 'Senior Laboratory Technician, Microbiology',
    email: 'anjali.thistlewood@example.org',
    phone: '0113 496 0774',
    city: 'Leeds',
    headings: {
      summary: 'Profile',
      experience: 'Laboratory Experience',
      education: 'Education',
      skills: 'Techniques',
    },
    summary: 'Microbiology technician with nine years in UKAS-accredited food and water testing labs.',
    roles: [
      {
        title: 'Senior Laboratory Technician',
        employer: 'Aire Valley Analytical Services',
        place: 'Leeds',
        dates: '2020 – Present',
        bullets: ['Run 300 Listeria and Salmonella tests a week to ISO 17025', 'Train new technicians'],
      },
      {
        title: 'Laboratory Technician',
        employer: 'Wharfedale Water Quality Lab',
        place: 'Otley',
        dates: '2016 – 2020',
        bullets: ['Membrane filtration and coliform counts on drinking water'],
      },
    ],
    education: [{ degree: 'BSc Biomedical Science', school: 'University of West Riding', dates: '2016' }],
    skills: ['PCR', 'Membrane filtration', 'ISO 17025', 'LIMS', 'Aseptic technique'],
    extras: [],
  },
  {
    id: 'fr-technicien-labo',
    language: 'fr',
    layout: 'dot-leaders',
    name: 'Théo Lemarchand-Baptiste',
    headline: 'Technicien de laboratoire en biologie médicale',
    email: 'theo.lemarchand@example.com',
    phone: '+33 4 55 67 21 09',
    city: 'Lyon',
    headings: {
      summary: 'Résumé',
      experience: 'Expérience professionnelle',
      education: 'Diplômes',
      skills: 'Compétences techniques',
    },
    summary: 'Technicien en biologie médicale depuis sept ans, en hématologie et biochimie.',
    roles: [
      {
        title: 'Technicien de laboratoire',
        employer: 'Laboratoire Rhône Biologie',
        place: 'Lyon',
        dates: '2019 – aujourd’hui',
        bullets: [
          'Analyses d’hématologie et de biochimie, 600 dossiers par jour',
          'Maintenance des automates',
        ],
      },
      {
        title: 'Technicien de laboratoire',
        employer: 'Hôpital Saint-Irénée',
        place: 'Villeurbanne',
        dates: '2017 – 2019',
        bullets: ['Gardes en laboratoire d’urgence'],
      },
    ],
    education: [
      { degree: 'BTS Analyses de biologie médicale', school: 'Lycée La Martinière Diderot', dates: '2017' },
    ],
    skills: ['Hématologie', 'Biochimie', 'Contrôle qualité', 'Norme ISO 15189'],
    extras: [{ heading: 'Langues', kind: 'languages', items: ['Français', 'Anglais (B2)'] }],
  },
  // --- Headings on coloured pills, the contact in the page footer -------------------------------------------
  {
    id: 'en-hgv-driver',
    language: 'en',
    layout: 'heading-pills-footer',
    name: 'Gareth Mbeki-Llewellyn',
    headline: 'Class 1 HGV Driver',
    email: 'gareth.hgv@example.com',
    phone: '07700 900 183',
    city: 'Wrexham',
    headings: {
      summary: 'Summary',
      experience: 'Driving Experience',
      education: 'Licences & Training',
      skills: 'Skills',
    },
    summary: 'Class 1 driver with eleven years of clean-licence trunking, multi-drop and ADR tanker work.',
    roles: [
      {
        title: 'Class 1 Tanker Driver (ADR)',
        employer: 'Dee Valley Fuels',
        place: 'Wrexham',
        dates: 'Jun 2019 – Present',
        bullets: ['Deliver fuel to 25 farms and forecourts a week', 'No incidents in six years'],
      },
      {
        title: 'Class 1 Trunker',
        employer: 'Marches Haulage Ltd',
        place: 'Oswestry',
        dates: 'Feb 2014 – May 2019',
        bullets: ['Night trunking between Midlands depots'],
      },
    ],
    education: [
      { degree: 'Driver CPC (35 hours)', school: 'North Wales Driver Training', dates: '2024' },
      { degree: 'ADR Tanks, Class 3', school: 'Road Haulage Training Centre', dates: '2019' },
    ],
    skills: ['Tachographs', 'Load security', 'Defect checks', 'Route planning'],
    extras: [],
  },
  {
    id: 'nl-verpleegkundige',
    language: 'nl',
    layout: 'heading-pills-footer',
    name: 'Sanne Bakhuizen-Tromp',
    headline: 'Verpleegkundige wijkzorg',
    email: 'sanne.bakhuizen@example.com',
    phone: '+31 6 5555 7312',
    city: 'Zwolle',
    headings: {
      summary: 'Over mij',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Competenties',
    },
    summary: 'Wijkverpleegkundige (HBO-V) met acht jaar ervaring in thuiszorg en ouderenzorg.',
    roles: [
      {
        title: 'Wijkverpleegkundige',
        employer: 'Thuiszorg IJsseldelta',
        place: 'Zwolle',
        dates: 'jan. 2020 – heden',
        bullets: ['Indiceren van zorg voor 60 cliënten', 'Coachen van een team van 12 verzorgenden'],
      },
      {
        title: 'Verpleegkundige',
        employer: 'Zorgcentrum De Vecht',
        place: 'Dalfsen',
        dates: 'sep. 2016 – dec. 2019',
        bullets: ['Zorg voor bewoners met dementie'],
      },
    ],
    education: [{ degree: 'HBO-Verpleegkunde', school: 'Hogeschool Windesheim-Noord', dates: '2016' }],
    skills: ['Indicatiestelling', 'Wondzorg', 'Dementiezorg', 'Nedap ONS'],
    extras: [{ heading: 'Talen', kind: 'languages', items: ['Nederlands', 'Engels', 'Duits'] }],
  },
  // --- DOCX: bold colon headings, roles as a numbered Word list ---------------------------------------------
  {
    id: 'en-office-admin',
    language: 'en',
    layout: 'docx-numbered-roles',
    name: 'Philomena Osei-Braithwaite',
    headline: 'Office Manager',
    email: 'philomena.ob@example.com',
    phone: '0161 496 0502',
    city: 'Bolton',
    headings: {
      summary: 'Personal Profile',
      experience: 'Employment History',
      education: 'Education',
      skills: 'Key Skills',
    },
    summary:
      'Office manager for small firms for twelve years: accounts, diaries, HR paperwork and everything in between.',
    roles: [
      {
        title: 'Office Manager',
        employer: 'Croal Valley Solicitors',
        place: 'Bolton',
        dates: 'Nov 2019 – Present',
        bullets: [
          'Run the office for 18 staff, including payroll and supplier accounts',
          'Moved the firm to paperless case files',
        ],
      },
      {
        title: 'Administrator',
        employer: 'Rivington Lettings',
        place: 'Horwich',
        dates: 'Jan 2015 – Oct 2019',
        bullets: ['Tenancy paperwork and deposit registrations for 400 properties'],
      },
      {
        title: 'Receptionist',
        employer: 'Deane Road Medical Practice',
        place: 'Bolton',
        dates: 'Jun 2012 – Dec 2014',
        bullets: [],
      },
    ],
    education: [
      { degree: 'AAT Level 3 Diploma in Accounting', school: 'Bolton Adult Learning Centre', dates: '2017' },
    ],
    skills: ['Sage Payroll', 'Microsoft 365', 'Minute taking', 'Supplier management', 'GDPR'],
    extras: [],
  },
  {
    id: 'es-administrativa',
    language: 'es',
    layout: 'docx-numbered-roles',
    name: 'Rocío Almansa Villaverde',
    headline: 'Administrativa contable',
    email: 'rocio.almansa@example.org',
    phone: '+34 622 555 931',
    city: 'Murcia',
    headings: {
      summary: 'Perfil profesional',
      experience: 'Experiencia profesional',
      education: 'Formación',
      skills: 'Habilidades',
    },
    summary:
      'Administrativa con nueve años en empresas agroalimentarias, facturación, proveedores y nóminas.',
    roles: [
      {
        title: 'Administrativa contable',
        employer: 'Conservas Vega del Segura, S.L.',
        place: 'Molina de Segura',
        dates: 'marzo 2019 – actualidad',
        bullets: [
          'Facturación a 120 clientes y conciliaciones bancarias',
          'Gestión de nóminas de 45 empleados',
        ],
      },
      {
        title: 'Auxiliar administrativa',
        employer: 'Agrícola Huerta Murciana',
        place: 'Murcia',
        dates: 'abril 2015 – febrero 2019',
        bullets: ['Archivo, pedidos y atención telefónica'],
      },
    ],
    education: [
      {
        degree: 'Técnico Superior en Administración y Finanzas',
        school: 'IES Floridablanca Norte',
        dates: '2015',
      },
    ],
    skills: ['A3ERP', 'Contaplus', 'Excel', 'Nóminas', 'Atención al cliente'],
    extras: [{ heading: 'Idiomas', kind: 'languages', items: ['Español (nativo)', 'Inglés (B1)'] }],
  },
  // --- DOCX: skills and languages in a two-column (newspaper) section ---------------------------------------
  {
    id: 'en-hotel-receptionist',
    language: 'en',
    layout: 'docx-newspaper-columns',
    name: 'Tamsin Rowallan-Achebe',
    headline: 'Front Office Supervisor',
    email: 'tamsin.rowallan@example.com',
    phone: '01224 555 908',
    city: 'Aberdeen',
    headings: { summary: 'Profile', experience: 'Experience', education: 'Education', skills: 'Skills' },
    summary:
      'Front office supervisor who keeps a 180-room hotel’s check-ins smooth and its review scores high.',
    roles: [
      {
        title: 'Front Office Supervisor',
        employer: 'Granite Harbour Hotel',
        place: 'Aberdeen',
        dates: 'Apr 2021 – Present',
        bullets: [
          'Lead 11 receptionists and night auditors',
          'Raised the guest review score from 8.1 to 8.9',
        ],
      },
      {
        title: 'Receptionist',
        employer: 'Deeside Country House Hotel',
        place: 'Banchory',
        dates: 'May 2017 – Mar 2021',
        bullets: ['Check-ins, group bookings and weddings'],
      },
    ],
    education: [
      {
        degree: 'HNC Hospitality Management',
        school: 'North East Scotland Hospitality College',
        dates: '2017',
      },
    ],
    skills: [
      'Opera PMS',
      'Upselling',
      'Complaint handling',
      'Cash and card reconciliation',
      'Rota planning',
      'Night audit',
    ],
    extras: [
      {
        heading: 'Languages',
        kind: 'languages',
        items: ['English (native)', 'French (good)', 'Doric (fluent)'],
      },
    ],
  },
  {
    id: 'it-receptionist',
    language: 'it',
    layout: 'docx-newspaper-columns',
    name: 'Ludovica Sannazzaro',
    headline: 'Receptionist d’albergo',
    email: 'ludovica.sannazzaro@example.com',
    phone: '+39 333 555 7761',
    city: 'Firenze',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienza lavorativa',
      education: 'Istruzione e formazione',
      skills: 'Competenze',
    },
    summary:
      'Receptionist con sei anni in hotel quattro stelle del centro storico, abituata a ospiti da tutto il mondo.',
    roles: [
      {
        title: 'Receptionist',
        employer: 'Hotel Lungarno Medici',
        place: 'Firenze',
        dates: 'giugno 2020 – oggi',
        bullets: ['Check-in e check-out per 90 camere', 'Gestione delle prenotazioni di gruppo'],
      },
      {
        title: 'Addetta al ricevimento',
        employer: 'Albergo Piazza Santa Croce',
        place: 'Firenze',
        dates: 'aprile 2018 – maggio 2020',
        bullets: ['Turni di notte e chiusura cassa'],
      },
    ],
    education: [
      { degree: 'Laurea in Scienze del Turismo', school: 'Università degli Studi di Fiesole', dates: '2018' },
    ],
    skills: ['Opera PMS', 'Booking.com Extranet', 'Gestione reclami', 'Cassa'],
    extras: [
      {
        heading: 'Lingue',
        kind: 'languages',
        items: ['Italiano (madrelingua)', 'Inglese (C1)', 'Tedesco (B2)'],
      },
    ],
  },
  // --- DOCX: each section a one-row table, heading cell | content cell --------------------------------------
  {
    id: 'en-practice-nurse',
    language: 'en',
    layout: 'docx-section-rows',
    name: 'Oluwaseun Gallagher-Price',
    headline: 'Practice Nurse',
    email: 'seun.gallagher@example.org',
    phone: '+44 28 9055 0614',
    city: 'Belfast',
    headings: {
      summary: 'Profile',
      experience: 'Experience',
      education: 'Education',
      skills: 'Clinical Skills',
    },
    summary: 'Practice nurse running chronic disease clinics for a 14,000-patient GP practice.',
    roles: [
      {
        title: 'Practice Nurse',
        employer: 'Lagan Valley Group Practice',
        place: 'Belfast',
        dates: 'Feb 2021 – Present',
        bullets: [
          'Run asthma, COPD and diabetes clinics',
          'Lead the flu and childhood immunisation programme',
        ],
      },
      {
        title: 'Staff Nurse, Cardiology',
        employer: 'Belfast Northern Hospital',
        place: 'Belfast',
        dates: 'Sep 2015 – Jan 2021',
        bullets: ['Cared for patients on a 24-bed cardiology ward'],
      },
    ],
    education: [
      { degree: 'BSc (Hons) Adult Nursing', school: 'Ulster Lough University', dates: '2015' },
      { degree: 'Diploma in Asthma Care', school: 'Education for Health', dates: '2022' },
    ],
    skills: ['Cervical screening', 'Immunisations', 'Spirometry', 'Wound care', 'EMIS Web'],
    extras: [],
  },
  {
    id: 'pt-enfermeira',
    language: 'pt',
    layout: 'docx-section-rows',
    name: 'Beatriz Salgueiro Antunes',
    headline: 'Enfermeira',
    email: 'beatriz.antunes@example.com',
    phone: '+351 936 555 412',
    city: 'Coimbra',
    headings: {
      summary: 'Resumo',
      experience: 'Percurso Profissional',
      education: 'Habilitações',
      skills: 'Competências',
    },
    summary:
      'Enfermeira com oito anos em medicina interna e urgência, atualmente em cuidados de saúde primários.',
    roles: [
      {
        title: 'Enfermeira',
        employer: 'USF Mondego Saudável',
        place: 'Coimbra',
        dates: '03/2021 – presente',
        bullets: ['Consultas de saúde infantil e vacinação', 'Visitas domiciliárias'],
      },
      {
        title: 'Enfermeira',
        employer: 'Hospital Distrital da Figueira',
        place: 'Figueira da Foz',
        dates: '09/2016 – 02/2021',
        bullets: ['Serviço de urgência e triagem de Manchester'],
      },
    ],
    education: [
      {
        degree: 'Licenciatura em Enfermagem',
        school: 'Escola Superior de Enfermagem do Centro',
        dates: '2016',
      },
    ],
    skills: ['Triagem de Manchester', 'Vacinação', 'SClínico', 'Tratamento de feridas'],
    extras: [{ heading: 'Línguas', kind: 'languages', items: ['Português (nativo)', 'Inglês (C1)'] }],
  },
];

const bulletList = (items: string[]) =>
  items.length ? `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : '';
const studyLine = (s: Study) => `<p><b>${esc(s.degree)}</b><br>${esc(s.school)}, ${esc(s.dates)}</p>`;
const extrasHtml = (p: Person, heading: (text: string) => string) =>
  p.extras.map((x) => `${heading(x.heading)}${bulletList(x.items)}`).join('');

function page(p: Person, style: string, body: string): string {
  return `<!doctype html><html lang="${p.language}"><meta charset="utf-8"><style>@page{size:A4;margin:0}
body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#222;line-height:1.35}
ul{margin:2px 0 7px 16px;padding:0}p{margin:2px 0 6px}
${style}</style><body>${body}</body></html>`;
}

/** Labels of the Lebenslauf table and its contact lines, per language. */
const TABLE_LABELS: Partial<
  Record<Person['language'], { period: string; activity: string; phone: string; email: string; home: string }>
> = {
  de: { period: 'Zeitraum', activity: 'Tätigkeit', phone: 'Telefon', email: 'E-Mail', home: 'Wohnort' },
  nl: { period: 'Periode', activity: 'Functie', phone: 'Telefoon', email: 'E-mail', home: 'Woonplaats' },
};

/** A level between 55% and 95% for each skill bar, made up from its position. */
const level = (index: number) => 95 - ((index * 17) % 40);

const HTML_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // A wide main column at the left; a tinted column at the RIGHT with the skills as bars (name over a bar)
  // and the extras; the contact details in a strip at the foot of the page, under both columns.
  'bars-right-sidebar': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{position:relative;height:296mm;overflow:hidden}.cols{display:flex;height:270mm}
.main{width:64%;padding:14mm 8mm 0 15mm}.side{width:36%;background:#eef3f1;padding:14mm 12mm 0 8mm}
h1{margin:0;font-size:20pt;color:#24574c;white-space:nowrap}.hl{font-size:12pt;color:#555;margin-bottom:6mm}
h2{font-size:11.5pt;color:#24574c;margin:12px 0 5px}.t{font-weight:bold;margin-top:8px}.m{color:#555}
.sk{margin:5px 0 1px}.bar{height:5px;background:#cdd9d5;border-radius:3px}.bar div{height:5px;background:#24574c;border-radius:3px}
.ft{position:absolute;left:0;right:0;bottom:0;height:20mm;background:#24574c;color:#fff;display:flex;justify-content:center;
align-items:center;gap:12mm;font-size:9.5pt}`,
      `<div class="pg"><div class="cols"><div class="main"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)} · ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education.map(studyLine).join('')}</div>
<div class="side">${h(p.headings.skills)}${p.skills
        .map(
          (skill, i) =>
            `<div class="sk">${esc(skill)}</div><div class="bar"><div style="width:${level(i)}%"></div></div>`,
        )
        .join('')}${extrasHtml(p, h)}</div></div>
<div class="ft"><span>${esc(p.email)}</span><span>${esc(p.phone)}</span><span>${esc(p.city)}</span></div></div>`,
    );
  },
  // Headings in sentence case ("Work history"), underlined and not bold, a little larger than the text;
  // a role as its title, then "Employer · Town · dates" in grey.
  'sentence-case-underlined': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{padding:17mm 20mm;font-size:10pt}h1{margin:0;font-size:19pt;font-weight:normal}.hl{font-size:11pt}
.ct{color:#555;margin:3px 0 6px}h2{font-size:12.5pt;font-weight:normal;text-decoration:underline;text-underline-offset:3px;margin:14px 0 5px}
.t{margin-top:7px;font-size:10.5pt}.m{color:#666}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)} · ${esc(r.place)} · ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education.map((s) => `<p>${esc(s.degree)}<br><span class="m">${esc(s.school)} · ${esc(s.dates)}</span></p>`).join('')}
${h(p.headings.skills)}<p>${esc(p.skills.join(', '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // A chronological table: the start year alone in a wide left column ("2021"), at its right the role as
  // "Title — Employer" in bold and a description paragraph; no bullets.
  'year-column-prose': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const row = (year: string, content: string) =>
      `<tr><td class="y">${esc(year)}</td><td>${content}</td></tr>`;
    return page(
      p,
      `.pg{padding:16mm 18mm}h1{margin:0;font-size:22pt;color:#6b2d1f}.hl{font-size:11pt}.ct{margin:3px 0 8px;color:#555}
h2{font-size:12pt;color:#6b2d1f;margin:14px 0 4px}table{border-collapse:collapse;width:100%}
td{vertical-align:top;padding:4px 0}td.y{width:22mm;font-size:13pt;font-weight:bold;color:#aa6a55}.rt{font-weight:bold}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} | ${esc(p.email)} | ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}<table>${p.roles
        .map((r) =>
          row(
            r.dates,
            `<div class="rt">${esc(r.title)} — ${esc(r.employer)}</div><p>${esc(r.description ?? '')}</p>`,
          ),
        )
        .join('')}</table>
${h(p.headings.education)}<table>${p.education
        .map((s) => row(s.dates, `<div class="rt">${esc(s.degree)}</div><p>${esc(s.school)}</p>`))
        .join('')}</table>
${h(p.headings.skills)}<p>${esc(p.skills.join(' / '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // A career changer's resume: the transferable skills first as bold items, then the training and the
  // extras, the employment last in a compact "Title | Employer, Town | dates" form.
  'career-changer': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{padding:15mm 18mm}h1{margin:0;font-size:21pt}.hl{font-size:11.5pt;color:#3b5b92}.ct{margin:3px 0 8px}
h2{font-size:12pt;color:#3b5b92;border-bottom:1px solid #3b5b92;margin:13px 0 5px}.sk li{font-weight:bold;margin-bottom:2px}
.r{margin-top:6px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)} · ${esc(p.phone)} · ${esc(p.email)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.skills)}<div class="sk">${bulletList(p.skills)}</div>
${h(p.headings.education)}${p.education.map(studyLine).join('')}${extrasHtml(p, h)}
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="r"><b>${esc(r.title)}</b> | ${esc(r.employer)}, ${esc(r.place)} | ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}</div>`,
    );
  },
  // Headings in a larger serif italic over a thin rule; the body in a serif too; the title in bold with the
  // dates ("March 2019 to date") at the right, the employer and town in italics under it.
  'serif-italic-rule': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `body{font-family:'DejaVu Serif',serif}.pg{padding:18mm 20mm}h1{margin:0;font-size:24pt;font-weight:normal}
.hl{font-style:italic;font-size:12pt}.ct{margin:4px 0 8px;font-size:9pt}
h2{font-size:15pt;font-style:italic;font-weight:normal;border-bottom:.5px solid #777;padding-bottom:2px;margin:15px 0 6px}
.r{display:flex;justify-content:space-between;margin-top:7px}.e{font-style:italic;color:#444}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)} — ${esc(p.phone)} — ${esc(p.email)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="r"><b>${esc(r.title)}</b><span>${esc(r.dates)}</span></div><div class="e">${esc(r.employer)}, ${esc(r.place)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="r"><b>${esc(s.degree)}</b><span>${esc(s.dates)}</span></div><div class="e">${esc(s.school)}</div>`,
        )
        .join('')}
${h(p.headings.skills)}<p>${esc(p.skills.join(' · '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // A tabular European CV: the name and the labelled contact lines beside an empty photo box, then each
  // section as a table under a "Zeitraum | Tätigkeit" header row (period at the left, the activity at the
  // right).
  'lebenslauf-table': (p) => {
    const labels = TABLE_LABELS[p.language];
    if (!labels) throw new Error(`${p.id}: no table labels for ${p.language}`);
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const table = (rows: Array<[string, string]>) =>
      `<table><tr><th>${esc(labels.period)}</th><th>${esc(labels.activity)}</th></tr>${rows
        .map(([period, activity]) => `<tr><td class="pd">${esc(period)}</td><td>${activity}</td></tr>`)
        .join('')}</table>`;
    return page(
      p,
      `.pg{padding:15mm 18mm}.top{display:flex;justify-content:space-between}h1{margin:0;font-size:20pt}
.hl{font-size:11pt;margin-bottom:4px}.ct td{padding:1px 8px 1px 0}.photo{width:35mm;height:45mm;border:1px solid #888;background:#f1f1f1}
h2{font-size:12pt;margin:14px 0 4px;color:#333}table{border-collapse:collapse;width:100%}
th{text-align:left;font-size:8.5pt;color:#666;border-bottom:1px solid #aaa;padding:2px 4px}td{vertical-align:top;padding:4px}
td.pd{width:38mm;white-space:nowrap}.ct{width:auto}`,
      `<div class="pg"><div class="top"><div><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<table class="ct"><tr><td>${esc(labels.home)}:</td><td>${esc(p.city)}</td></tr><tr><td>${esc(labels.phone)}:</td><td>${esc(p.phone)}</td></tr>
<tr><td>${esc(labels.email)}:</td><td>${esc(p.email)}</td></tr></table></div><div class="photo"></div></div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${table(
        p.roles.map((r) => [
          r.dates,
          `<b>${esc(r.title)}</b><br>${esc(r.employer)}, ${esc(r.place)}${bulletList(r.bullets)}`,
        ]),
      )}
${h(p.headings.education)}${table(p.education.map((s) => [s.dates, `<b>${esc(s.degree)}</b><br>${esc(s.school)}`]))}
${h(p.headings.skills)}<p>${esc(p.skills.join(', '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // Each role's header on one line: "Employer (Town) | Title | dates", the employer in bold; bullets under it.
  'employer-city-pipe': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{padding:15mm 17mm}h1{margin:0;font-size:21pt;color:#0f4c75}.hl{font-size:11pt}.ct{margin:3px 0 8px;color:#444}
h2{font-size:11.5pt;background:#e4eef5;padding:2px 6px;margin:13px 0 5px;color:#0f4c75}.r{margin-top:7px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} · ${esc(p.email)} · ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="r"><b>${esc(r.employer)}</b> (${esc(r.place)}) | ${esc(r.title)} | ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education.map((s) => `<div class="r"><b>${esc(s.school)}</b> | ${esc(s.degree)} | ${esc(s.dates)}</div>`).join('')}
${h(p.headings.skills)}${bulletList(p.skills)}${extrasHtml(p, h)}</div>`,
    );
  },
  // The title in bold with a dotted leader running to the dates at the right margin; the employer and town
  // in italics under it.
  'dot-leaders': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const leader = (left: string, right: string) =>
      `<div class="ld"><b>${esc(left)}</b><span class="dots"></span><span>${esc(right)}</span></div>`;
    return page(
      p,
      `.pg{padding:17mm 20mm}h1{margin:0;font-size:20pt;text-align:center}.hl{text-align:center;font-size:11pt}
.ct{text-align:center;margin:3px 0 8px;color:#555}h2{font-size:11.5pt;margin:14px 0 5px;color:#5b3a8c}
.ld{display:flex;align-items:baseline;margin-top:7px}.dots{flex:1;border-bottom:1.5px dotted #888;margin:0 4px}.e{font-style:italic}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} – ${esc(p.phone)} – ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `${leader(r.title, r.dates)}<div class="e">${esc(r.employer)}, ${esc(r.place)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education.map((s) => `${leader(s.degree, s.dates)}<div class="e">${esc(s.school)}</div>`).join('')}
${h(p.headings.skills)}<p>${esc(p.skills.join(' • '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // Headings as white text on rounded coloured pills; the name and headline at the top, the contact only in
  // a footer line at the foot of the page.
  'heading-pills-footer': (p) => {
    const h = (text: string) => `<h2><span>${esc(text)}</span></h2>`;
    return page(
      p,
      `.pg{position:relative;height:296mm;overflow:hidden}.in{padding:16mm 18mm}h1{margin:0;font-size:23pt;color:#b4452f}
.hl{font-size:12pt;margin-bottom:4mm}h2{margin:13px 0 6px;font-size:10.5pt}h2 span{display:inline-block;background:#b4452f;color:#fff;
border-radius:10px;padding:2px 12px}.t{font-weight:bold;margin-top:7px}.m{color:#555}
.ft{position:absolute;left:18mm;right:18mm;bottom:10mm;border-top:1px solid #b4452f;padding-top:3mm;text-align:center;font-size:9pt}`,
      `<div class="pg"><div class="in"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)} — ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${h(p.headings.education)}${p.education.map(studyLine).join('')}
${h(p.headings.skills)}${bulletList(p.skills)}${extrasHtml(p, h)}</div>
<div class="ft">${esc(p.phone)} &nbsp;|&nbsp; ${esc(p.email)} &nbsp;|&nbsp; ${esc(p.city)}</div></div>`,
    );
  },
};

// --- DOCX ------------------------------------------------------------------------------------------------
// The test DOCX writer knows Heading1 paragraphs, bullets, tables and text boxes; these layouts need bold
// runs, a numbered list, section breaks with newspaper columns and tables with set widths, so they write
// their own WordprocessingML (with styles.xml and numbering.xml) and zip it with the test zip writer.

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Para {
  text: string;
  bold?: boolean;
  /** Font size in points. */
  size?: number;
  style?: 'Heading1' | 'ListParagraph';
  /** A list item: numId 1 is the bullet list, 2 the numbered list; level 0 or 1. */
  list?: { numId: 1 | 2; level: 0 | 1 };
  /** Ends a section here: its column count (a continuous section break). */
  sectionColumns?: number;
}

function para(p: Para): string {
  const pPr: string[] = [];
  if (p.style) pPr.push(`<w:pStyle w:val="${p.style}"/>`);
  if (p.list)
    pPr.push(`<w:numPr><w:ilvl w:val="${p.list.level}"/><w:numId w:val="${p.list.numId}"/></w:numPr>`);
  if (p.sectionColumns) {
    pPr.push(
      `<w:sectPr><w:type w:val="continuous"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/><w:cols w:num="${p.sectionColumns}" w:space="567"/></w:sectPr>`,
    );
  }
  const rPr = [p.bold ? '<w:b/>' : '', p.size ? `<w:sz w:val="${p.size * 2}"/>` : ''].join('');
  return `<w:p>${pPr.length ? `<w:pPr>${pPr.join('')}</w:pPr>` : ''}<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${xml(p.text)}</w:t></w:r></w:p>`;
}

const plain = (text: string) => para({ text });
const bold = (text: string) => para({ text, bold: true });
const bullet = (text: string) => para({ text, style: 'ListParagraph', list: { numId: 1, level: 0 } });
const heading = (text: string) => para({ text, style: 'Heading1' });

/** A borderless table of one row and two cells (widths in twentieths of a point) holding paragraphs. */
function twoCellRow(left: string, right: string): string {
  const none = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="nil"/>`)
    .join('');
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="9638" w:type="dxa"/><w:tblBorders>${none}</w:tblBorders></w:tblPr>` +
    '<w:tblGrid><w:gridCol w:w="2400"/><w:gridCol w:w="7238"/></w:tblGrid>' +
    `<w:tr><w:tc><w:tcPr><w:tcW w:w="2400" w:type="dxa"/></w:tcPr>${left}</w:tc>` +
    `<w:tc><w:tcPr><w:tcW w:w="7238" w:type="dxa"/></w:tcPr>${right}</w:tc></w:tr></w:tbl>` +
    '<w:p/>'
  );
}

const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${W_NS}>` +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:sz w:val="21"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' +
  '<w:pPr><w:keepNext/><w:spacing w:before="240" w:after="60"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>' +
  '</w:styles>';

const numLevel = (ilvl: number, format: 'bullet' | 'decimal', text: string, indent: number) =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/><w:lvlJc w:val="left"/>` +
  `<w:pPr><w:ind w:left="${indent}" w:hanging="360"/></w:pPr></w:lvl>`;

const NUMBERING =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${W_NS}>` +
  `<w:abstractNum w:abstractNumId="0">${numLevel(0, 'bullet', '•', 720)}${numLevel(1, 'bullet', '–', 1440)}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="1">${numLevel(0, 'decimal', '%1.', 720)}${numLevel(1, 'bullet', '•', 1440)}</w:abstractNum>` +
  '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>' +
  '</w:numbering>';

/** A DOCX package around the body paragraphs: document, styles, numbering, their relationships. */
function docxFile(body: string): Uint8Array {
  const document =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}><w:body>${body}` +
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/><w:cols w:space="708"/></w:sectPr>' +
    '</w:body></w:document>';
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
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/_rels/document.xml.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>',
    },
    { name: 'word/document.xml', content: document },
    { name: 'word/styles.xml', content: STYLES },
    { name: 'word/numbering.xml', content: NUMBERING },
  ]);
}

const DOCX_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // Headings typed as bold normal paragraphs ending with a colon ("Employment History:"); each role a
  // numbered list item "Title, Employer, Town (dates)" with its bullets one level down.
  'docx-numbered-roles': (p) => {
    const label = (text: string) => bold(`${text}:`);
    return [
      para({ text: p.name, bold: true, size: 18 }),
      plain(p.headline),
      plain(`${p.email} | ${p.phone} | ${p.city}`),
      plain(''),
      label(p.headings.summary),
      plain(p.summary),
      label(p.headings.experience),
      ...p.roles.flatMap((r) => [
        para({
          text: `${r.title}, ${r.employer}, ${r.place} (${r.dates})`,
          style: 'ListParagraph',
          list: { numId: 2, level: 0 },
        }),
        ...r.bullets.map((b) => para({ text: b, style: 'ListParagraph', list: { numId: 2, level: 1 } })),
      ]),
      label(p.headings.education),
      ...p.education.map((s) => plain(`${s.degree}, ${s.school}, ${s.dates}`)),
      label(p.headings.skills),
      plain(p.skills.join(', ')),
      ...p.extras.flatMap((x) => [label(x.heading), plain(x.items.join(', '))]),
    ].join('');
  },
  // Word headings; the skills and the languages (one a line) in a section of two newspaper columns between
  // two continuous section breaks, the education after it in one column again.
  'docx-newspaper-columns': (p) => {
    const columnItems = [
      heading(p.headings.skills),
      ...p.skills.map(plain),
      ...p.extras.flatMap((x) => [heading(x.heading), ...x.items.map(plain)]),
    ];
    // The section's last paragraph carries its two-column break.
    const last = p.extras.at(-1)?.items.at(-1) ?? p.skills.at(-1) ?? '';
    columnItems[columnItems.length - 1] = para({ text: last, sectionColumns: 2 });
    return [
      para({ text: p.name, bold: true, size: 20 }),
      para({ text: p.headline, size: 12 }),
      plain(`${p.phone} • ${p.email} • ${p.city}`),
      heading(p.headings.summary),
      plain(p.summary),
      heading(p.headings.experience),
      ...p.roles.flatMap((r) => [
        bold(r.title),
        plain(`${r.employer}, ${r.place} | ${r.dates}`),
        ...r.bullets.map(bullet),
      ]),
      para({ text: '', sectionColumns: 1 }),
      ...columnItems,
      heading(p.headings.education),
      ...p.education.flatMap((s) => [bold(s.degree), plain(`${s.school}, ${s.dates}`)]),
    ].join('');
  },
  // Every section a borderless table of one row: the heading in the left cell, the content in the right.
  'docx-section-rows': (p) => {
    const section = (title: string, content: string[]) => twoCellRow(bold(title), content.join(''));
    return [
      para({ text: p.name, bold: true, size: 20 }),
      plain(p.headline),
      plain(`${p.city} · ${p.phone} · ${p.email}`),
      plain(''),
      section(p.headings.summary, [plain(p.summary)]),
      section(
        p.headings.experience,
        p.roles.flatMap((r) => [
          bold(r.title),
          plain(`${r.employer}, ${r.place}`),
          plain(r.dates),
          ...r.bullets.map(bullet),
        ]),
      ),
      section(
        p.headings.education,
        p.education.flatMap((s) => [bold(s.degree), plain(`${s.school}, ${s.dates}`)]),
      ),
      section(p.headings.skills, p.skills.map(bullet)),
      ...p.extras.map((x) => section(x.heading, [plain(x.items.join(', '))])),
    ].join('');
  },
};

/** Layouts set in two columns (a main column beside a sidebar). */
const TWO_COLUMNS = new Set<Layout>(['bars-right-sidebar']);

function truthOf(p: Person, file: string, format: string) {
  const main = { heading: p.headings.summary, kind: 'summary', alt: ['other'] };
  const experience = { heading: p.headings.experience, kind: 'experience' };
  const education = { heading: p.headings.education, kind: 'education' };
  const skills = { heading: p.headings.skills, kind: 'skills' };
  // A languages section is one of the "other" kinds for the evaluation.
  const extras = p.extras.map((extra) => ({
    heading: extra.heading,
    kind: extra.kind === 'languages' ? 'other' : extra.kind,
  }));
  // The sections in the order the file prints them.
  const sections =
    p.layout === 'career-changer'
      ? [main, skills, education, ...extras, experience]
      : p.layout === 'bars-right-sidebar'
        ? [main, experience, education, skills, ...extras]
        : p.layout === 'docx-newspaper-columns'
          ? [main, experience, skills, ...extras, education]
          : [main, experience, education, skills, ...extras];
  return truthRecord({
    file,
    format,
    language: p.language,
    columns: TWO_COLUMNS.has(p.layout) ? 2 : 1,
    layout: p.layout,
    generator: 'apps/server/src/evaluation/make-holdout5.ts',
    name: p.name,
    email: p.email,
    phone: p.phone,
    sections,
    roles: p.roles,
    skills: p.skills,
    notes: ['fifth held-out set: written without reading the parser, never measured or tuned on'],
  });
}

writeHeldOutSet({
  fallback: '/tmp/careerlens-holdout5',
  what: 'fifth held-out resumes',
  people: PEOPLE,
  html: HTML_LAYOUTS,
  docx: DOCX_LAYOUTS,
  docxFile,
  truthOf,
});
