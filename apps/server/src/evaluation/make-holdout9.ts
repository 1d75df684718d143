import { makeZip } from '../../../../packages/core/src/testing/documents';
import { escape as esc, truthRecord, writeHeldOutSet } from './make-designed';

/**
 * `npm run eval:make-holdout9 -- <folder>` writes a ninth held-out set of designed resumes with their truth
 * (the shape `npm run eval:layouts -- <folder>` reads). People, wording and templates are new (none of
 * make-designed's or make-holdout 1 to 8's) and were written without reading the parser: the LaTeX
 * awesome-cv class (the first letters of each heading in the accent colour, the employer with the town at
 * the right over the title with the dates at the right); the LaTeX moderncv "classic" style (a coloured bar
 * in the date column beside each heading, "Title, Employer, Town" entries); a Canva design whose text boxes
 * sit in layer order, not reading order (the printed order is the visual one); a Novoresume-style page with
 * a contact strip, "Achievements/Tasks" labels over the bullets and skills in boxes at the right; a
 * graduate one-pager with education first, "Relevant" and "Other" experience and the dates in brackets
 * after each entry; a two-page resume with a left sidebar (contact, skills, languages) on page 1 only and
 * the work running on at full width on page 2; a job-board profile export with the years beside each
 * skill; a Resume.io-style page with icons in a left gutter beside the headings and "Title at Employer,
 * Town" entries; DOCX exported from Google Docs (everything in a borderless table, the role lines in Heading
 * 2 and the dates in Heading 3), DOCX converted from a PDF (a paragraph per printed line, wrapped bullets
 * continued on indented paragraphs, typed bullet characters), DOCX from a Word template with the sidebar in
 * a coloured shape whose text is written twice (DrawingML text box and its VML fallback), DOCX typed by hand
 * (no styles, headings in a large coloured font, the dates pushed right with several tab characters).
 * Fourteen people write in English (UK, US, Irish, South African, New Zealand, Canadian), two each in German,
 * French, Spanish and Portuguese (one Brazilian), one each in Italian and Dutch, mostly outside software;
 * some have no summary, some no skills section, several a qualification still in progress, some roles no
 * bullets and some employers two roles (a promotion). Names, employers, emails (example.com / example.org)
 * and phone numbers are invented; the generated files stay out of git.
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
  /** A line printed under the entry (modules, grade), not part of the truth. */
  detail?: string;
}

interface Extra {
  heading: string;
  kind: 'certifications' | 'languages' | 'other';
  /** Other kinds the evaluation may accept (volunteering read as experience). */
  alt?: Array<'experience'>;
  items: string[];
  /** Printed in the sidebar of the layouts that have one (skills and languages always are). */
  side?: boolean;
}

type Layout =
  | 'awesome-cv'
  | 'moderncv-classic'
  | 'canva-layer-order'
  | 'novoresume-tasks-label'
  | 'graduate-inline-dates'
  | 'sidebar-first-page-only'
  | 'jobboard-export'
  | 'resumeio-icon-gutter'
  | 'docx-gdocs-borderless-table'
  | 'docx-pdf-converted'
  | 'docx-textbox-fallback'
  | 'docx-hand-typed-tabs';

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
  /** The roles from this index on are printed under a second experience heading (graduate layout). */
  otherRoles?: { heading: string; from: number };
  education: Study[];
  /** Empty: the resume has no skills section (the skills are only in the bullets). */
  skills: string[];
  /** Years printed beside each skill (job-board export), in the order of the skills. */
  skillYears?: string[];
  extras: Extra[];
}

const PEOPLE: Person[] = [
  // --- LaTeX awesome-cv -------------------------------------------------------------------------------------
  {
    id: 'en-quantity-surveyor',
    language: 'en',
    layout: 'awesome-cv',
    name: 'Eleanor Whitcombe',
    headline: 'Chartered Quantity Surveyor',
    email: 'eleanor.whitcombe@example.com',
    phone: '07700 900 482',
    city: 'Bristol',
    headings: {
      summary: 'Profile',
      experience: 'Professional Background',
      education: 'Education',
      skills: 'Core Strengths',
    },
    summary:
      'Chartered quantity surveyor with eleven years on commercial and education projects, from cost plans to final accounts, on both the contractor and the consultant side.',
    roles: [
      {
        title: 'Senior Quantity Surveyor',
        employer: 'Hartwell Langdon Cost Consultants',
        place: 'Bristol',
        dates: 'Jan 2020 - Present',
        bullets: [
          'Cost management of a £38m secondary school and sixth-form centre from RIBA Stage 2 to handover',
          'Valuations, change control and monthly cost reports for four public-sector clients',
          'Agreed the final account on a £12m library refurbishment within 0.4% of forecast',
        ],
      },
      {
        title: 'Quantity Surveyor',
        employer: 'Severnside Build Ltd',
        place: 'Newport',
        dates: 'Sep 2015 - Dec 2019',
        bullets: [
          'Subcontract procurement and payments on a £20m care home programme',
          'Prepared interim applications and tracked variations',
        ],
      },
      {
        title: 'Assistant Quantity Surveyor',
        employer: 'Severnside Build Ltd',
        place: 'Newport',
        dates: 'Jul 2013 - Aug 2015',
        bullets: ['Measured works for bills of quantities on housing schemes'],
      },
    ],
    education: [
      {
        degree: 'BSc (Hons) Quantity Surveying, First Class',
        school: 'University of the West Midlands',
        dates: '2010 - 2013',
      },
    ],
    skills: [
      'Cost planning',
      'NEC4 and JCT contracts',
      'Final accounts',
      'CostX',
      'Value engineering',
      'Procurement',
    ],
    extras: [
      {
        heading: 'Professional Memberships',
        kind: 'certifications',
        items: [
          'MRICS, Royal Institution of Chartered Surveyors (2017)',
          'CSCS Professionally Qualified Person card',
        ],
      },
      {
        heading: 'Awards',
        kind: 'other',
        items: ['Regional Young Surveyor of the Year, runner-up (2018)'],
      },
    ],
  },
  {
    id: 'es-dietista',
    language: 'es',
    layout: 'awesome-cv',
    name: 'Marta Echeverría Lozano',
    headline: 'Dietista-Nutricionista',
    email: 'marta.echeverria@example.org',
    phone: '+34 655 210 847',
    city: 'Zaragoza',
    headings: {
      summary: 'Perfil',
      experience: 'Experiencia profesional',
      education: 'Formación',
      skills: 'Competencias',
    },
    summary:
      'Dietista-nutricionista colegiada con seis años de experiencia en nutrición clínica hospitalaria y en consulta privada, especializada en pacientes renales y diabéticos.',
    roles: [
      {
        title: 'Dietista-nutricionista',
        employer: 'Hospital San Braulio',
        place: 'Zaragoza',
        dates: 'feb. 2021 – actualidad',
        bullets: [
          'Valoración nutricional y planes de dieta para la unidad de nefrología (40 pacientes)',
          'Protocolo de cribado de desnutrición al ingreso (MUST) junto con enfermería',
          'Sesiones de educación nutricional para pacientes en diálisis',
        ],
      },
      {
        title: 'Dietista',
        employer: 'Centro de Nutrición Ebro Salud',
        place: 'Zaragoza',
        dates: 'sept. 2018 – ene. 2021',
        bullets: [
          'Consulta individual de pérdida de peso y diabetes tipo 2',
          'Talleres de cocina saludable para grupos',
        ],
      },
    ],
    education: [
      {
        degree: 'Máster en Nutrición Clínica',
        school: 'Universidad de Navarra Occidental',
        dates: '2017 – 2018',
      },
      {
        degree: 'Grado en Nutrición Humana y Dietética',
        school: 'Universidad del Valle del Ebro',
        dates: '2013 – 2017',
      },
    ],
    skills: [
      'Nutrición clínica',
      'Nutrición enteral y parenteral',
      'Dietoterapia renal',
      'Educación para la salud',
      'Dietopro',
    ],
    extras: [
      { heading: 'Idiomas', kind: 'languages', items: ['Español: nativo', 'Inglés: B2', 'Francés: A2'] },
      {
        heading: 'Voluntariado',
        kind: 'other',
        alt: ['experience'],
        items: ['Banco de Alimentos de Aragón, asesoría nutricional de menús (2019 – actualidad)'],
      },
    ],
  },
  // --- LaTeX moderncv, classic style --------------------------------------------------------------------
  {
    id: 'en-radiographer',
    language: 'en',
    layout: 'moderncv-classic',
    name: 'Niamh Gallagher',
    headline: 'Diagnostic Radiographer',
    email: 'niamh.gallagher@example.com',
    phone: '+353 87 555 3012',
    city: 'Galway',
    headings: {
      summary: '',
      experience: 'Employment History',
      education: 'Education & Training',
      skills: '',
    },
    summary: '',
    roles: [
      {
        title: 'Senior Radiographer',
        employer: 'Corrib University Hospital',
        place: 'Galway',
        dates: '2021–present',
        bullets: [
          'CT and general radiography across emergency, orthopaedic and inpatient lists',
          'Lead for radiation protection audits in the CT department',
          'Supervise and assess student radiographers on clinical placement',
        ],
      },
      {
        title: 'Radiographer',
        employer: 'Shannonside Regional Hospital',
        place: 'Limerick',
        dates: '2017–2021',
        bullets: [
          'Plain film, theatre and mobile imaging on a 24-hour rota',
          'Trained in fluoroscopy and DEXA',
        ],
      },
    ],
    education: [
      {
        degree: 'MSc Computed Tomography',
        school: 'Atlantic Technological College',
        dates: '2019–2020',
      },
      {
        degree: 'BSc (Hons) Diagnostic Radiography',
        school: 'University College Ardmore',
        dates: '2013–2017',
      },
    ],
    skills: [],
    extras: [
      {
        heading: 'Registration & Certifications',
        kind: 'certifications',
        items: ['CORU registered Radiographer (RA012345)', 'Basic Life Support (renewed 2025)'],
      },
      { heading: 'Interests', kind: 'other', items: ['Sea swimming, Gaelic football coaching (under-12s)'] },
      { heading: 'References', kind: 'other', items: ['Available on request'] },
    ],
  },
  {
    id: 'de-kfz-mechatroniker',
    language: 'de',
    layout: 'moderncv-classic',
    name: 'Tobias Reinhardt',
    headline: 'Kfz-Mechatroniker',
    email: 'tobias.reinhardt@example.org',
    phone: '0171 5550 3928',
    city: 'Kassel',
    headings: {
      summary: 'Kurzprofil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
    },
    summary:
      'Kfz-Mechatroniker mit neun Jahren Werkstatterfahrung, Schwerpunkt Fehlerdiagnose und Hochvolt-Fahrzeuge.',
    roles: [
      {
        title: 'Kfz-Mechatroniker (Diagnosetechniker)',
        employer: 'Autohaus Fuldatal GmbH',
        place: 'Kassel',
        dates: '03/2019 – heute',
        bullets: [
          'Fehlerdiagnose an Elektrik und Elektronik mit Herstellertestern',
          'Wartung und Reparatur von Hybrid- und Elektrofahrzeugen',
          'Betreuung von zwei Auszubildenden',
        ],
      },
      {
        title: 'Kfz-Mechatroniker',
        employer: 'Reifen & Service Bergmann',
        place: 'Baunatal',
        dates: '08/2016 – 02/2019',
        bullets: ['Inspektionen, Bremsen und Fahrwerk', 'Vorbereitung zur Hauptuntersuchung'],
      },
    ],
    education: [
      {
        degree: 'Ausbildung zum Kfz-Mechatroniker, Schwerpunkt Pkw-Technik',
        school: 'Berufsschule Kassel-Nord',
        dates: '2013 – 2016',
      },
    ],
    skills: [
      'Fehlerdiagnose',
      'Hochvolttechnik (Stufe 2S)',
      'Klimaanlagen-Service',
      'Achsvermessung',
      'DAT-Kalkulation',
    ],
    extras: [
      {
        heading: 'Führerscheine',
        kind: 'certifications',
        items: ['Klasse B, BE und C1', 'Sachkunde Kältemittel nach ChemKlimaschutzV'],
      },
      {
        heading: 'Sprachen',
        kind: 'languages',
        items: ['Deutsch (Muttersprache)', 'Englisch (Grundkenntnisse)'],
      },
    ],
  },
  // --- Canva design, text boxes in layer order ------------------------------------------------------------
  {
    id: 'en-florist',
    language: 'en',
    layout: 'canva-layer-order',
    name: 'Ruby Tautahi-Marsh',
    headline: 'Florist & Studio Manager',
    email: 'ruby.tmarsh@example.com',
    phone: '021 555 0714',
    city: 'Wellington',
    headings: { summary: 'About Me', experience: 'Experience', education: 'Education', skills: 'Skills' },
    summary:
      'Florist of eight years who loves weddings, native foliage and a tidy workroom. I run a small team and the studio’s online orders.',
    roles: [
      {
        title: 'Studio Manager',
        employer: 'Kōwhai & Fern Flowers',
        place: 'Wellington',
        dates: '2021 - Current',
        bullets: [
          'Run a team of four florists and two drivers',
          'Design and install wedding and event flowers, about 40 weddings a season',
          'Moved online orders to a new shop platform; web sales up by a third',
        ],
      },
      {
        title: 'Florist',
        employer: 'The Petal Cart',
        place: 'Lower Hutt',
        dates: '2017 - 2021',
        bullets: [
          'Daily arrangements, sympathy work and counter sales',
          'Buying at the Monday flower auction',
        ],
      },
    ],
    education: [
      {
        degree: 'New Zealand Certificate in Floristry (Level 4)',
        school: 'Harbour City Polytechnic',
        dates: '2016',
      },
    ],
    skills: [
      'Wedding & event design',
      'Sympathy work',
      'Stock buying',
      'Team leadership',
      'Shopify',
      'Customer care',
    ],
    extras: [
      {
        heading: 'Awards',
        kind: 'other',
        items: ['Gold, Wellington Garden & Floral Show (2023)'],
        side: true,
      },
      {
        heading: 'Interests',
        kind: 'other',
        items: ['Tramping', 'Botanical drawing', 'Op-shop finds'],
        side: true,
      },
    ],
  },
  {
    id: 'pt-designer-grafico',
    language: 'pt',
    layout: 'canva-layer-order',
    name: 'Larissa Monteiro Cavalcanti',
    headline: 'Designer Gráfica',
    email: 'larissa.cavalcanti@example.com',
    phone: '(81) 95555-2047',
    city: 'Recife, PE',
    headings: {
      summary: 'Sobre mim',
      experience: 'Experiência Profissional',
      education: 'Formação Acadêmica',
      skills: 'Habilidades',
    },
    summary:
      'Designer gráfica com sete anos de experiência em identidade visual, embalagens e mídias sociais para marcas do varejo nordestino.',
    roles: [
      {
        title: 'Designer Gráfica Sênior',
        employer: 'Estúdio Maracatu Criativo',
        place: 'Recife',
        dates: 'Desde 2022',
        bullets: [
          'Identidade visual de 15 marcas locais, do briefing ao manual da marca',
          'Direção de arte das campanhas de São João para uma rede de supermercados',
        ],
      },
      {
        title: 'Designer Gráfica',
        employer: 'Agência Capibaribe Comunicação',
        place: 'Recife',
        dates: '2019 – 2022',
        bullets: [
          'Peças para redes sociais e materiais de ponto de venda',
          'Fechamento de arquivos para gráfica',
        ],
      },
      {
        title: 'Estagiária de Design',
        employer: 'Editora Boa Viagem',
        place: 'Olinda',
        dates: '2018 – 2019',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Bacharelado em Design',
        school: 'Universidade Federal do Agreste',
        dates: '2015 – 2019',
      },
    ],
    skills: ['Adobe Illustrator', 'Photoshop', 'InDesign', 'Figma', 'Tipografia', 'Identidade visual'],
    extras: [
      {
        heading: 'Idiomas',
        kind: 'languages',
        items: ['Português (nativo)', 'Inglês (intermediário)', 'Espanhol (básico)'],
      },
      { heading: 'Prêmios', kind: 'other', items: ['Prêmio Design Nordeste, categoria embalagem (2023)'] },
    ],
  },
  // --- Novoresume-style: contact strip, "Achievements/Tasks" labels, skills in boxes at the right ---------
  {
    id: 'en-events-coordinator',
    language: 'en',
    layout: 'novoresume-tasks-label',
    name: 'Madison Tremblay-Okoro',
    headline: 'Events Coordinator',
    email: 'madison.tremblay@example.org',
    phone: '(613) 555-0189',
    city: 'Ottawa, ON',
    headings: { summary: 'Summary', experience: 'Work Experience', education: 'Education', skills: 'Skills' },
    summary:
      'Bilingual events coordinator with six years of conferences, galas and community festivals, comfortable with budgets up to $400K and crowds of 5,000.',
    roles: [
      {
        title: 'Events Coordinator',
        employer: 'Rideau Convention Services',
        place: 'Ottawa, ON',
        dates: 'Jan 2020 - Present',
        bullets: [
          'Plan and deliver 25+ association conferences a year (150–1,200 delegates)',
          'Negotiate venue, AV and catering contracts; kept events 6% under budget on average',
          'Coordinate volunteers and on-site registration teams',
        ],
      },
      {
        title: 'Events Assistant',
        employer: 'Capital Arts Festival',
        place: 'Gatineau, QC',
        dates: 'May 2017 - Dec 2019',
        bullets: [
          'Scheduled 60 performers over a ten-day summer festival',
          'Managed permits and vendor logistics',
        ],
      },
    ],
    education: [
      {
        degree: 'Diploma, Event Management',
        school: 'Ottawa Valley College',
        dates: '2015 - 2017',
      },
    ],
    skills: [
      'Event planning',
      'Budgeting',
      'Vendor negotiation',
      'Cvent',
      'Social media',
      'Bilingual service',
    ],
    extras: [
      {
        heading: 'Certifications',
        kind: 'certifications',
        items: ['Certified Meeting Professional (CMP), 2023', 'Smart Serve Ontario'],
      },
      {
        heading: 'Languages',
        kind: 'languages',
        items: ['English — Native', 'French — Full professional proficiency'],
      },
      {
        heading: 'Volunteering',
        kind: 'other',
        alt: ['experience'],
        items: ['Ottawa Food Bank — fundraising gala committee (2021 - Present)'],
      },
    ],
  },
  {
    id: 'fr-sous-chef',
    language: 'fr',
    layout: 'novoresume-tasks-label',
    name: 'Julien Marchetti',
    headline: 'Sous-chef de cuisine',
    email: 'julien.marchetti@example.com',
    phone: '06 55 41 27 90',
    city: 'Lyon',
    headings: { summary: 'Profil', experience: 'Expériences', education: 'Formation', skills: 'Compétences' },
    summary:
      'Sous-chef de cuisine avec dix ans en brasserie et en restaurant gastronomique, rigoureux sur l’hygiène et attaché aux produits de saison.',
    roles: [
      {
        title: 'Sous-chef',
        employer: 'Brasserie Les Terreaux',
        place: 'Lyon',
        dates: 'juillet 2020 – aujourd’hui',
        bullets: [
          'Encadrement d’une brigade de huit cuisiniers et de deux apprentis',
          'Élaboration de la carte de saison avec le chef, 250 couverts par jour',
          'Commandes, fiches techniques et suivi du food cost (28 %)',
        ],
      },
      {
        title: 'Chef de partie',
        employer: 'Restaurant La Mère Clotilde',
        place: 'Écully',
        dates: 'septembre 2017 – juin 2020',
        bullets: ['Poste poisson puis garde-manger dans un restaurant étoilé'],
      },
      {
        title: 'Commis de cuisine',
        employer: 'Hôtel du Parc Tête d’Or',
        place: 'Lyon',
        dates: 'septembre 2015 – août 2017',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'BTS Management en hôtellerie-restauration',
        school: 'Lycée hôtelier François-Rabelais',
        dates: '2013 – 2015',
      },
    ],
    skills: ['Cuisine française', 'Gestion de brigade', 'HACCP', 'Food cost', 'Pâtisserie de restaurant'],
    extras: [
      {
        heading: 'Langues',
        kind: 'languages',
        items: ['Français — langue maternelle', 'Italien — courant', 'Anglais — intermédiaire'],
      },
      {
        heading: 'Centres d’intérêt',
        kind: 'other',
        items: ['Marchés de producteurs, cyclisme, cuisine japonaise'],
      },
    ],
  },
  // --- Graduate one-pager: education first, dates in brackets after each entry --------------------------
  {
    id: 'en-maths-teacher',
    language: 'en',
    layout: 'graduate-inline-dates',
    name: 'Callum Pryce-Edwards',
    headline: 'Trainee Secondary Mathematics Teacher',
    email: 'callum.pryce@example.com',
    phone: '07700 900 615',
    city: 'Cardiff',
    headings: {
      summary: 'Personal Statement',
      experience: 'Relevant Experience',
      education: 'Education',
      skills: 'Key Skills',
    },
    summary:
      'Mathematics graduate training to teach secondary maths, with classroom experience from two school placements and three years of private tutoring.',
    roles: [
      {
        title: 'Trainee Teacher (placement)',
        employer: 'Ysgol Glan Taf Community School',
        place: 'Cardiff',
        dates: 'Oct 2026 – Present',
        bullets: [
          'Teaching Years 7 to 10 maths, four classes a week',
          'Planned a Year 9 unit on ratio with the department',
        ],
      },
      {
        title: 'Private Maths Tutor',
        employer: 'Self-employed',
        place: 'Cardiff',
        dates: '2023–2026',
        bullets: [
          'GCSE and A-level students, 8 to 10 hours a week',
          '11 of 12 GCSE students met their target grade',
        ],
      },
      {
        title: 'Bar Staff',
        employer: 'The Taff Vale Arms',
        place: 'Cardiff',
        dates: 'Sept 2022 – June 2026',
        bullets: [],
      },
    ],
    otherRoles: { heading: 'Other Experience', from: 2 },
    education: [
      {
        degree: 'PGCE Secondary Mathematics with QTS',
        school: 'Cardiff Metropolitan Teacher Education Partnership',
        dates: 'Sept 2026 – expected June 2027',
      },
      {
        degree: 'BSc Mathematics, 2:1',
        school: 'University of South Wales Valleys',
        dates: '2023–2026',
        detail:
          'Modules: Statistics, Mathematical Modelling, Number Theory; dissertation on teaching fractions',
      },
    ],
    skills: [
      'Lesson planning',
      'Behaviour management',
      'GCSE and A-level maths',
      'Desmos',
      'Microsoft Excel',
      'Welsh (conversational)',
    ],
    extras: [
      {
        heading: 'Key Achievements',
        kind: 'other',
        items: [
          'Ran a lunchtime maths club for Year 7 during placement',
          'Student ambassador for the School of Mathematics (2024–2026)',
        ],
      },
      { heading: 'Interests', kind: 'other', items: ['Chess (club captain), five-a-side football'] },
      { heading: 'References', kind: 'other', items: ['Available on request'] },
    ],
  },
  {
    id: 'nl-pedagogisch-medewerker',
    language: 'nl',
    layout: 'graduate-inline-dates',
    name: 'Sanne Verhoeven',
    headline: 'Pedagogisch medewerker kinderopvang',
    email: 'sanne.verhoeven@example.org',
    phone: '06 5552 9184',
    city: 'Eindhoven',
    headings: {
      summary: 'Over mij',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
    },
    summary:
      'Enthousiaste pedagogisch medewerker die net haar mbo-diploma heeft gehaald en nu naast haar werk een associate degree volgt.',
    roles: [
      {
        title: 'Pedagogisch medewerker',
        employer: 'Kinderdagverblijf De Vlindertuin',
        place: 'Eindhoven',
        dates: 'sinds aug. 2025',
        bullets: [
          'Verzorging en begeleiding van een babygroep van twaalf kinderen',
          'Observaties en oudergesprekken met het kindvolgsysteem',
        ],
      },
      {
        title: 'Stagiaire',
        employer: 'Buitenschoolse opvang Het Speelkwartier',
        place: 'Veldhoven',
        dates: 'sept. 2024 – juni 2025',
        bullets: ['Activiteiten voor kinderen van 4 tot 12 jaar'],
      },
      {
        title: 'Caissière',
        employer: 'Supermarkt Van den Broek',
        place: 'Eindhoven',
        dates: '2021 – 2024',
        bullets: [],
      },
    ],
    otherRoles: { heading: 'Bijbanen', from: 2 },
    education: [
      {
        degree: 'Associate degree Pedagogisch Educatief Professional (deeltijd)',
        school: 'Fontys Hogeschool Kempenland',
        dates: '2025 – verwacht 2027',
      },
      {
        degree: 'Mbo Pedagogisch medewerker kinderopvang (niveau 3)',
        school: 'Summa College Brabant',
        dates: '2022 – 2025',
      },
    ],
    skills: [
      'Observeren en signaleren',
      'Oudercontact',
      'VVE-activiteiten',
      'Kinder-EHBO',
      'Groepsmanagement',
    ],
    extras: [
      { heading: 'Talen', kind: 'languages', items: ['Nederlands (moedertaal)', 'Engels (goed)'] },
      {
        heading: 'Certificaten',
        kind: 'certifications',
        items: ['Kinder-EHBO, Het Oranje Kruis (2025)', 'Taalniveau 3F'],
      },
    ],
  },
  // --- Two pages: left sidebar on page 1 only, the work running on at full width on page 2 ---------------
  {
    id: 'en-estate-agent',
    language: 'en',
    layout: 'sidebar-first-page-only',
    name: 'Thandiwe Mokoena-Botha',
    headline: 'Property Practitioner',
    email: 'thandiwe.mokoena@example.com',
    phone: '+27 82 555 4190',
    city: 'Durban',
    headings: {
      summary: 'Professional Profile',
      experience: 'Career History',
      education: 'Qualifications',
      skills: 'Key Skills',
    },
    summary:
      'Full-status property practitioner with nine years in residential sales and rentals on the KwaZulu-Natal north coast, consistently in the agency’s top three by turnover.',
    roles: [
      {
        title: 'Senior Property Practitioner',
        employer: 'Coastline Realty (Pty) Ltd',
        place: 'Umhlanga',
        dates: 'Mar 2021 - Present',
        bullets: [
          'Listed and sold 48 residential properties in 2025 (R182 million turnover)',
          'Mentor three intern practitioners through their PDE exams',
          'Run the agency’s show-day schedule and online listings',
        ],
      },
      {
        title: 'Property Practitioner',
        employer: 'Coastline Realty (Pty) Ltd',
        place: 'Umhlanga',
        dates: 'Feb 2018 - Feb 2021',
        bullets: [
          'Sectional title sales in Umhlanga Ridge and La Lucia',
          'Built a landlord rental book of 70 units',
        ],
      },
      {
        title: 'Rentals Consultant',
        employer: 'Berea Lettings',
        place: 'Durban',
        dates: 'Jan 2016 - Jan 2018',
        bullets: [
          'Tenant vetting, lease signing and ingoing inspections',
          'Handled deposits in the trust account',
        ],
      },
    ],
    education: [
      {
        degree: 'NQF 5 Further Education and Training Certificate: Real Estate',
        school: 'Property Sector Training Institute',
        dates: '2017',
      },
      { degree: 'National Senior Certificate', school: 'Northwood High School', dates: '2012' },
    ],
    skills: [
      'Residential sales',
      'Property valuations',
      'Negotiation',
      'Rental management',
      'Lead generation',
      'CRM software',
    ],
    extras: [
      { heading: 'Languages', kind: 'languages', items: ['English', 'isiZulu', 'Afrikaans'] },
      {
        heading: 'Licences',
        kind: 'certifications',
        items: [
          'Fidelity Fund Certificate, PPRA (current)',
          'Professional Designation Examination (PDE 5), 2018',
          'Code B driver’s licence',
        ],
      },
      { heading: 'References', kind: 'other', items: ['Available on request'] },
    ],
  },
  {
    id: 'de-altenpflegerin',
    language: 'de',
    layout: 'sidebar-first-page-only',
    name: 'Katharina Wöllner',
    headline: 'Examinierte Altenpflegerin',
    email: 'k.woellner@example.com',
    phone: '+49 152 5554 0871',
    city: 'Münster',
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Fähigkeiten',
    },
    summary:
      'Examinierte Altenpflegerin mit zehn Jahren Erfahrung in der stationären Langzeitpflege und im ambulanten Dienst, Weiterbildung zur Praxisanleiterin.',
    roles: [
      {
        title: 'Wohnbereichsleitung',
        employer: 'Seniorenzentrum Am Aasee',
        place: 'Münster',
        dates: '04/2022 – heute',
        bullets: [
          'Leitung eines Wohnbereichs mit 32 Bewohnern und 14 Mitarbeitenden',
          'Dienstplanung, Pflegevisiten und Qualitätsprüfungen',
          'Praxisanleitung für Auszubildende',
        ],
      },
      {
        title: 'Altenpflegerin',
        employer: 'Ambulanter Pflegedienst Lebensweg',
        place: 'Telgte',
        dates: '09/2018 – 03/2022',
        bullets: [
          'Grund- und Behandlungspflege bei bis zu 18 Klienten pro Tour',
          'Pflegedokumentation mit Tablet',
        ],
      },
      {
        title: 'Altenpflegerin',
        employer: 'Haus Sonnenhof gGmbH',
        place: 'Greven',
        dates: '10/2015 – 08/2018',
        bullets: ['Pflege und Betreuung von Menschen mit Demenz'],
      },
    ],
    education: [
      {
        degree: 'Ausbildung zur staatlich anerkannten Altenpflegerin',
        school: 'Fachseminar für Altenpflege Münsterland',
        dates: '2012 – 2015',
      },
    ],
    skills: [
      'Behandlungspflege',
      'Demenzbetreuung',
      'Wundversorgung',
      'Dienstplanung',
      'Pflegedokumentation (Vivendi)',
    ],
    extras: [
      {
        heading: 'Sprachen',
        kind: 'languages',
        items: ['Deutsch (Muttersprache)', 'Polnisch (gut)', 'Englisch (Grundkenntnisse)'],
      },
      {
        heading: 'Weiterbildungen',
        kind: 'certifications',
        items: ['Praxisanleiterin (300 Stunden), 2021', 'Wundexpertin ICW, 2019'],
      },
      {
        heading: 'Ehrenamt',
        kind: 'other',
        alt: ['experience'],
        items: ['Hospizverein Münster e. V., Sterbebegleitung (seit 2020)'],
      },
    ],
  },
  // --- Job-board profile export: plain headings, years beside each skill -----------------------------------
  {
    id: 'en-warehouse-supervisor',
    language: 'en',
    layout: 'jobboard-export',
    name: 'DeShawn Whitfield',
    headline: 'Warehouse Supervisor',
    email: 'deshawn.whitfield@example.com',
    phone: '(614) 555-0173',
    city: 'Columbus, OH',
    headings: { summary: '', experience: 'Work Experience', education: 'Education', skills: 'Skills' },
    summary: '',
    roles: [
      {
        title: 'Warehouse Supervisor',
        employer: 'Buckeye Distribution Center',
        place: 'Columbus, OH',
        dates: 'March 2021 to Present',
        bullets: [
          'Supervise 22 associates on second shift (receiving, picking, shipping)',
          'Cut mis-picks by 35% with a new slotting plan and daily audits',
          'Train new hires on forklift and RF scanner safety',
        ],
      },
      {
        title: 'Warehouse Associate',
        employer: 'Buckeye Distribution Center',
        place: 'Columbus, OH',
        dates: 'June 2017 to March 2021',
        bullets: ['Picked and packed 180+ orders per shift', 'Cycle counts and inventory adjustments'],
      },
      {
        title: 'Stocker',
        employer: 'Grove City Home Supply',
        place: 'Grove City, OH',
        dates: 'August 2015 to May 2017',
        bullets: [],
      },
    ],
    education: [{ degree: 'High school diploma', school: 'Westland High School', dates: '2015' }],
    skills: [
      'Forklift',
      'Inventory control',
      'Warehouse management systems',
      'Shipping & receiving',
      'Team leadership',
      'OSHA safety',
    ],
    skillYears: ['8 years', '6 years', '5 years', '8 years', '4 years', '4 years'],
    extras: [
      {
        heading: 'Certifications and Licenses',
        kind: 'certifications',
        items: ['Forklift Certification (2024 to 2027)', 'OSHA 10-Hour General Industry'],
      },
      { heading: 'Languages', kind: 'languages', items: ['Spanish - Beginner'] },
    ],
  },
  {
    id: 'en-customer-service-advisor',
    language: 'en',
    layout: 'jobboard-export',
    name: 'Priya Chandrasekar-Doyle',
    headline: 'Customer Service Advisor',
    email: 'priya.cdoyle@example.org',
    phone: '(604) 555-0142',
    city: 'Surrey, BC',
    headings: { summary: '', experience: 'Work Experience', education: 'Education', skills: 'Skills' },
    summary: '',
    roles: [
      {
        title: 'Customer Service Advisor',
        employer: 'Fraser Valley Telecom',
        place: 'Burnaby, BC',
        dates: 'October 2022 to Present',
        bullets: [
          'Handle 60+ calls and chats a day on billing and service issues',
          'First-contact resolution of 82% against a team target of 75%',
          'Buddy for new advisors during their first month',
        ],
      },
      {
        title: 'Sales Associate',
        employer: 'Northshore Outfitters',
        place: 'Surrey, BC',
        dates: 'May 2019 to September 2022',
        bullets: ['Till, returns and stockroom', 'Opened and closed the store as key holder'],
      },
    ],
    education: [
      {
        degree: 'Certificate in Business Administration',
        school: 'Kwantlen Valley Community College',
        dates: 'September 2018 to April 2019',
      },
    ],
    skills: ['Customer service', 'Call centre', 'Billing systems', 'Salesforce', 'Conflict resolution'],
    skillYears: ['7 years', '3 years', '3 years', '2 years', '5 years'],
    extras: [
      { heading: 'Languages', kind: 'languages', items: ['Punjabi - Fluent', 'Hindi - Intermediate'] },
      {
        heading: 'Additional Information',
        kind: 'other',
        items: ['Available for evening and weekend shifts. Valid BC Class 5 driver’s licence.'],
      },
    ],
  },
  // --- Resume.io-style: icons in a left gutter, "Title at Employer, Town", dates under it ------------------
  {
    id: 'en-legal-secretary',
    language: 'en',
    layout: 'resumeio-icon-gutter',
    name: 'Georgina Ashdown',
    headline: 'Legal Secretary',
    email: 'georgina.ashdown@example.com',
    phone: '07700 900 337',
    city: 'Leeds',
    headings: {
      summary: 'Profile',
      experience: 'Employment History',
      education: 'Education',
      skills: 'Skills',
    },
    summary:
      'Legal secretary with twelve years in residential conveyancing and private client teams, fast and accurate audio typist (75 wpm).',
    roles: [
      {
        title: 'Senior Legal Secretary',
        employer: 'Harrowgate Pemberton LLP',
        place: 'Leeds',
        dates: 'Mar. 2019 to present',
        bullets: [
          'Support two partners and a team of five in private client (wills, probate, LPAs)',
          'Manage diaries, client care letters and completion statements',
          'Trained the team on the new case management system',
        ],
      },
      {
        title: 'Legal Secretary',
        employer: 'Aire & Calder Solicitors',
        place: 'Wakefield',
        dates: 'Mar. 2016 to Feb. 2019',
        bullets: [
          'Conveyancing files from instruction to post-completion',
          'SDLT returns and Land Registry applications',
        ],
      },
      {
        title: 'Receptionist / Typist',
        employer: 'Aire & Calder Solicitors',
        place: 'Wakefield',
        dates: 'Sep. 2013 to Feb. 2016',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'CILEx Level 3 Certificate in Law and Practice',
        school: 'Leeds City College',
        dates: '2015',
      },
    ],
    skills: [
      'Audio typing (75 wpm)',
      'Conveyancing',
      'Probate',
      'Case management systems',
      'Microsoft Word',
      'Diary management',
    ],
    extras: [
      {
        heading: 'Courses',
        kind: 'certifications',
        items: [
          'Law Society Conveyancing Quality Scheme training (2022)',
          'Anti-money laundering refresher (2025)',
        ],
      },
      { heading: 'Hobbies', kind: 'other', items: ['Choir (alto), fell walking'] },
    ],
  },
  {
    id: 'it-optometrista',
    language: 'it',
    layout: 'resumeio-icon-gutter',
    name: 'Federica Lombardini',
    headline: 'Ottico Optometrista',
    email: 'federica.lombardini@example.org',
    phone: '+39 342 555 7761',
    city: 'Verona',
    headings: {
      summary: 'Profilo',
      experience: 'Percorso professionale',
      education: 'Istruzione',
      skills: 'Competenze',
    },
    summary:
      'Ottico optometrista con otto anni di esperienza in negozio e in studio, specializzata in lenti a contatto e controllo della miopia nei bambini.',
    roles: [
      {
        title: 'Optometrista',
        employer: 'Ottica Arena Visione',
        place: 'Verona',
        dates: 'settembre 2020 – in corso',
        bullets: [
          'Esami optometrici completi, 15-20 clienti al giorno',
          'Applicazione di lenti a contatto morbide, rigide e ortocheratologiche',
          'Gestione del laboratorio di montaggio',
        ],
      },
      {
        title: 'Ottico',
        employer: 'Centro Ottico Adige',
        place: 'San Bonifacio',
        dates: 'giugno 2017 – agosto 2020',
        bullets: ['Vendita e consulenza su montature e lenti progressive', 'Misure e montaggio lenti'],
      },
    ],
    education: [
      {
        degree: 'Laurea in Ottica e Optometria',
        school: 'Università degli Studi di Padova Euganea',
        dates: '2014 – 2017',
      },
      { degree: 'Diploma di Ottico (abilitazione)', school: 'Istituto Professionale Galilei', dates: '2014' },
    ],
    skills: [
      'Refrazione',
      'Contattologia',
      'Ortocheratologia',
      'Topografia corneale',
      'Vendita consulenziale',
    ],
    extras: [
      {
        heading: 'Lingue',
        kind: 'languages',
        items: ['Italiano: madrelingua', 'Inglese: B2', 'Tedesco: A2'],
      },
      {
        heading: 'Abilitazioni',
        kind: 'certifications',
        items: ['Abilitazione all’arte ausiliaria di ottico (2014)'],
      },
    ],
  },
  // --- DOCX exported from Google Docs: a borderless table, role lines in Heading 2, dates in Heading 3 ---
  {
    id: 'en-bookkeeper',
    language: 'en',
    layout: 'docx-gdocs-borderless-table',
    name: 'Aroha Whitcliffe',
    headline: 'Bookkeeper',
    email: 'aroha.whitcliffe@example.com',
    phone: '027 555 3306',
    city: 'Hamilton',
    headings: { summary: '', experience: 'Experience', education: 'Education', skills: 'Skills' },
    summary: '',
    roles: [
      {
        title: 'Bookkeeper',
        employer: 'Waikato Rural Accounting',
        place: 'Hamilton',
        dates: 'JUNE 2021 - PRESENT',
        bullets: [
          'Xero bookkeeping for 35 farming and trade clients',
          'GST returns, payroll and PAYE filing each month',
          'Year-end files ready for the accountants by the end of May',
        ],
      },
      {
        title: 'Accounts Administrator',
        employer: 'Te Awa Building Supplies',
        place: 'Cambridge',
        dates: 'FEBRUARY 2018 - MAY 2021',
        bullets: [
          'Accounts payable and receivable for a three-branch business',
          'Debtor follow-up; overdue balances down by half',
        ],
      },
    ],
    education: [
      {
        degree: 'NZ Diploma in Accounting (Level 6), in progress',
        school: 'Open Polytechnic of the Waikato',
        dates: '2025 - expected 2027',
      },
      {
        degree: 'NZ Certificate in Business (Level 4)',
        school: 'Wintec Rangiriri',
        dates: '2017',
      },
    ],
    skills: ['Xero', 'MYOB', 'GST returns', 'Payroll (iPayroll)', 'Bank reconciliations', 'Excel'],
    extras: [
      {
        heading: 'Volunteering',
        kind: 'other',
        alt: ['experience'],
        items: ['Treasurer, Hamilton East Netball Club (2020 - present)'],
      },
      { heading: 'Languages', kind: 'languages', items: ['English', 'Te reo Māori (conversational)'] },
    ],
  },
  {
    id: 'es-jardinero',
    language: 'es',
    layout: 'docx-gdocs-borderless-table',
    name: 'Álvaro Quintanilla Ruiz',
    headline: 'Jardinero y oficial de mantenimiento de zonas verdes',
    email: 'alvaro.quintanilla@example.com',
    phone: '+34 622 555 019',
    city: 'Murcia',
    headings: {
      summary: 'Sobre mí',
      experience: 'Experiencia',
      education: 'Formación',
      skills: 'Habilidades',
    },
    summary:
      'Jardinero con doce años en mantenimiento de parques públicos y jardines privados, con carné de aplicador de fitosanitarios y manejo de maquinaria.',
    roles: [
      {
        title: 'Oficial de jardinería',
        employer: 'Verdemur Servicios Ambientales S.L.',
        place: 'Murcia',
        dates: 'MARZO 2019 - ACTUALIDAD',
        bullets: [
          'Mantenimiento de 14 parques municipales con una cuadrilla de cinco operarios',
          'Poda de arbolado y palmeras con plataforma elevadora',
          'Programación y reparación de riego por goteo',
        ],
      },
      {
        title: 'Jardinero',
        employer: 'Jardines del Segura',
        place: 'Molina de Segura',
        dates: 'ABRIL 2014 - FEBRERO 2019',
        bullets: ['Diseño y plantación de jardines de bajo consumo de agua'],
      },
    ],
    education: [
      {
        degree: 'Técnico en Jardinería y Floristería',
        school: 'IES Huerta del Segura',
        dates: '2012 - 2014',
      },
    ],
    skills: [
      'Poda en altura',
      'Riego por goteo',
      'Tratamientos fitosanitarios',
      'Maquinaria de jardinería',
      'Xerojardinería',
    ],
    extras: [
      {
        heading: 'Carnés y certificados',
        kind: 'certifications',
        items: [
          'Carné de aplicador de fitosanitarios, nivel cualificado',
          'PRL plataformas elevadoras (PEMP)',
          'Carné de conducir B',
        ],
      },
      { heading: 'Idiomas', kind: 'languages', items: ['Español (nativo)', 'Inglés (básico)'] },
    ],
  },
  // --- DOCX converted from a PDF: a paragraph per printed line, typed bullet characters --------------------
  {
    id: 'en-pharmacy-technician',
    language: 'en',
    layout: 'docx-pdf-converted',
    name: 'Lerato Dlamini',
    headline: 'Pharmacist’s Assistant (Post-Basic)',
    email: 'lerato.dlamini@example.org',
    phone: '071 555 2894',
    city: 'Pretoria',
    headings: {
      summary: 'Career Summary',
      experience: 'Work History',
      education: 'Education',
      skills: 'Core Competencies',
    },
    summary:
      'Registered post-basic pharmacist’s assistant with seven years in retail and hospital pharmacy, experienced in chronic medication dispensing and stock control.',
    roles: [
      {
        title: 'Post-Basic Pharmacist’s Assistant',
        employer: 'Jacaranda Private Hospital Pharmacy',
        place: 'Pretoria',
        dates: '2022 - Current',
        bullets: [
          'Dispense ward stock and discharge medication under the supervision of the responsible pharmacist, about 300 items a day',
          'Monthly stock takes and expiry checks; pharmacy stock losses down to under 1%',
          'Schedule 5 and 6 registers kept up to date for inspection',
        ],
      },
      {
        title: 'Basic Pharmacist’s Assistant',
        employer: 'MediCity Pharmacy',
        place: 'Centurion',
        dates: '2018 - 2021',
        bullets: [
          'Chronic medication packing and medical aid claims',
          'Front-shop sales and customer queries',
        ],
      },
    ],
    education: [
      {
        degree: 'Further Education and Training Certificate: Pharmacist’s Assistance (Post-Basic)',
        school: 'Tshwane Pharmacy Training Academy',
        dates: '2021',
      },
      { degree: 'National Senior Certificate', school: 'Mamelodi Secondary School', dates: '2015' },
    ],
    skills: [
      'Dispensing',
      'Stock control',
      'Medical aid claims',
      'Chronic medication',
      'Patient counselling',
    ],
    extras: [
      {
        heading: 'Registration',
        kind: 'certifications',
        items: ['South African Pharmacy Council, Pharmacist’s Assistant (Post-Basic), 2021'],
      },
      {
        heading: 'References',
        kind: 'other',
        items: ['Mr K. Naidoo, Responsible Pharmacist, Jacaranda Private Hospital — 012 555 7710'],
      },
    ],
  },
  {
    id: 'fr-aide-soignante',
    language: 'fr',
    layout: 'docx-pdf-converted',
    name: 'Nadia Benhamou',
    headline: 'Aide-soignante diplômée d’État',
    email: 'nadia.benhamou@example.com',
    phone: '07 55 82 14 36',
    city: 'Toulouse',
    headings: {
      summary: '',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
    },
    summary: '',
    roles: [
      {
        title: 'Aide-soignante',
        employer: 'EHPAD Les Jardins de Garonne',
        place: 'Toulouse',
        dates: 'depuis mars 2021',
        bullets: [
          'Soins d’hygiène et de confort auprès de 24 résidents, dont une unité protégée pour les personnes atteintes de troubles cognitifs',
          'Transmissions écrites et orales, participation aux projets de vie individualisés',
        ],
      },
      {
        title: 'Aide-soignante',
        employer: 'Clinique Saint-Exupéry',
        place: 'Toulouse',
        dates: 'janv. 2018 – févr. 2021',
        bullets: [
          'Service de chirurgie orthopédique, 30 lits',
          'Aide aux repas et à la mobilisation des patients',
        ],
      },
      {
        title: 'Agent de service hospitalier',
        employer: 'Centre hospitalier de Muret',
        place: 'Muret',
        dates: '2015 – 2017',
        bullets: [],
      },
    ],
    education: [
      { degree: 'Diplôme d’État d’aide-soignant (DEAS)', school: 'IFAS du CHU de Toulouse', dates: '2017' },
    ],
    skills: [
      'Soins d’hygiène',
      'Prévention des escarres',
      'Accompagnement en fin de vie',
      'Transmissions ciblées',
      'Gestes d’urgence (AFGSU 2)',
    ],
    extras: [
      { heading: 'Langues', kind: 'languages', items: ['Français (langue maternelle)', 'Arabe (courant)'] },
      { heading: 'Loisirs', kind: 'other', items: ['Randonnée, couture, bénévolat à la Croix-Rouge'] },
    ],
  },
  // --- DOCX from a Word template: sidebar in a coloured shape (DrawingML text box + VML fallback) ----------
  {
    id: 'en-pcso',
    language: 'en',
    layout: 'docx-textbox-fallback',
    name: 'Jordan Hollingworth',
    headline: 'Police Community Support Officer',
    email: 'jordan.hollingworth@example.com',
    phone: '07700 900 268',
    city: 'Sheffield',
    headings: {
      summary: 'Personal Profile',
      experience: 'Employment History',
      education: 'Education',
      skills: 'Key Skills',
    },
    summary:
      'Police community support officer with six years of neighbourhood policing in South Yorkshire, now working towards the constable degree apprenticeship.',
    roles: [
      {
        title: 'Police Community Support Officer',
        employer: 'South Pennine Police',
        place: 'Sheffield',
        dates: 'Since 2020',
        bullets: [
          'High-visibility patrols and problem-solving plans for two city wards',
          'Partnership work with housing officers, schools and youth services',
          'Collected statements and CCTV for anti-social behaviour cases',
        ],
      },
      {
        title: 'Security Officer',
        employer: 'Meadowhall Retail Security Services',
        place: 'Sheffield',
        dates: '2016 – 2020',
        bullets: ['Store detective and CCTV control room cover', 'Incident reports and evidence for police'],
      },
    ],
    education: [
      {
        degree: 'Police Constable Degree Apprenticeship (year 1 of 3)',
        school: 'Sheffield Hallam Police Education Partnership',
        dates: '2025 – expected 2028',
      },
      {
        degree: 'BTEC Level 3 Extended Diploma in Public Services',
        school: 'Hillsborough College',
        dates: '2014 – 2016',
      },
    ],
    skills: [
      'Community engagement',
      'Conflict resolution',
      'Statement taking',
      'Safeguarding',
      'Radio procedure',
    ],
    extras: [
      { heading: 'Languages', kind: 'languages', items: ['English', 'Urdu (spoken)'] },
      {
        heading: 'Training & Development',
        kind: 'certifications',
        items: [
          'Emergency First Aid at Work (2024)',
          'Personal Safety Training, annual refresher',
          'Level 2 Safeguarding Children and Adults',
        ],
      },
      {
        heading: 'Volunteering',
        kind: 'other',
        alt: ['experience'],
        items: ['Volunteer Police Cadets leader, Hillsborough unit (2019 – present)'],
      },
    ],
  },
  {
    id: 'pt-pedreiro',
    language: 'pt',
    layout: 'docx-textbox-fallback',
    name: 'Rui Sequeira Fontes',
    headline: 'Pedreiro de primeira',
    email: 'rui.fontes@example.org',
    phone: '+351 936 555 208',
    city: 'Braga',
    headings: { summary: '', experience: 'Experiência Profissional', education: 'Formação', skills: '' },
    summary: '',
    roles: [
      {
        title: 'Pedreiro de 1.ª',
        employer: 'Construções Cávado, Lda.',
        place: 'Braga',
        dates: '2018 – presente',
        bullets: [
          'Alvenarias de tijolo e blocos em moradias e prédios de habitação',
          'Reboco, assentamento de cantarias e pavimentos exteriores',
          'Leitura de projeto e marcação de paredes em obra',
        ],
      },
      {
        title: 'Pedreiro de 2.ª',
        employer: 'Irmãos Barbosa Construção Civil',
        place: 'Guimarães',
        dates: '2012 – 2018',
        bullets: ['Reabilitação de casas em granito no centro histórico'],
      },
      {
        title: 'Servente',
        employer: 'Irmãos Barbosa Construção Civil',
        place: 'Guimarães',
        dates: '2009 – 2012',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Curso de Educação e Formação — Operador de Construção Civil (nível 2)',
        school: 'Centro de Formação Profissional da Construção, Braga',
        dates: '2008 – 2009',
      },
    ],
    skills: [],
    extras: [
      { heading: 'Idiomas', kind: 'languages', items: ['Português (nativo)', 'Francês (básico)'] },
      {
        heading: 'Cartas e certificados',
        kind: 'certifications',
        items: ['Carta de condução B e C', 'Formação em segurança no trabalho em altura (2023)'],
        side: true,
      },
    ],
  },
  // --- DOCX typed by hand: no styles, headings in a large coloured font, dates pushed right with tabs -------
  {
    id: 'en-midwife',
    language: 'en',
    layout: 'docx-hand-typed-tabs',
    name: 'Bethan Llewellyn-Shaw',
    headline: 'Registered Midwife',
    email: 'bethan.llewellynshaw@example.com',
    phone: '07700 900 741',
    city: 'Swansea',
    headings: {
      summary: 'Personal Statement',
      experience: 'Clinical Experience',
      education: 'Education and Training',
      skills: 'Skills',
    },
    summary:
      'Band 6 midwife with eight years across labour ward, birth centre and community, calm in emergencies and passionate about continuity of carer.',
    roles: [
      {
        title: 'Community Midwife (Band 6)',
        employer: 'Bae Abertawe University Health Board',
        place: 'Swansea',
        dates: 'Oct 2021 – Present',
        bullets: [
          'Caseload of around 90 women from booking to postnatal discharge',
          'Home births and on-call cover for the freestanding birth centre',
          'Link midwife for perinatal mental health',
        ],
      },
      {
        title: 'Midwife (Band 5)',
        employer: 'Bae Abertawe University Health Board',
        place: 'Swansea',
        dates: 'Sep 2017 – Sep 2021',
        bullets: [
          'Rotation through labour ward, antenatal and postnatal wards',
          'Newborn and infant physical examination (NIPE) trained',
        ],
      },
    ],
    education: [
      { degree: 'BMid (Hons) Midwifery', school: 'University of Glamorgan Vale', dates: '2014 – 2017' },
    ],
    skills: [
      'Intrapartum care',
      'Neonatal resuscitation',
      'NIPE examinations',
      'Breastfeeding support',
      'Safeguarding',
      'Welsh (fluent)',
    ],
    extras: [
      {
        heading: 'Professional Registration',
        kind: 'certifications',
        items: ['NMC Registered Midwife, PIN 17G0042W'],
      },
      {
        heading: 'Awards',
        kind: 'other',
        items: ['Health Board Staff Recognition Award, Community Team of the Year (2024)'],
      },
      { heading: 'References', kind: 'other', items: ['Available on request'] },
    ],
  },
  {
    id: 'en-hgv-driver',
    language: 'en',
    layout: 'docx-hand-typed-tabs',
    name: 'Declan Fitzmaurice',
    headline: 'Class C+E Driver',
    email: 'declan.fitzmaurice@example.org',
    phone: '086 555 4417',
    city: 'Portlaoise, Co. Laois',
    headings: { summary: '', experience: 'Work Experience', education: 'Education', skills: '' },
    summary: '',
    roles: [
      {
        title: 'HGV Driver (Class C+E)',
        employer: 'Midland Freight Logistics',
        place: 'Portlaoise',
        dates: 'May 2019 – Present',
        bullets: [
          'Multi-drop deliveries to supermarkets across Leinster, 12–15 drops a day',
          'Tachograph and working time records with no infringements in five years',
          'Daily walk-round checks and defect reporting',
        ],
      },
      {
        title: 'Rigid Truck Driver (Class C)',
        employer: 'Slieve Bloom Builders Providers',
        place: 'Mountmellick',
        dates: 'Feb 2014 – Apr 2019',
        bullets: ['Building materials to sites with crane (HIAB) offloading'],
      },
      {
        title: 'Warehouse Operative',
        employer: 'Slieve Bloom Builders Providers',
        place: 'Mountmellick',
        dates: '2011 – 2014',
        bullets: [],
      },
    ],
    education: [{ degree: 'Leaving Certificate', school: 'Portlaoise Community College', dates: '2011' }],
    skills: [],
    extras: [
      {
        heading: 'Licences & Certificates',
        kind: 'certifications',
        items: [
          'Full Class C+E licence, clean',
          'Driver CPC (current)',
          'Digital tachograph card',
          'Safe Pass',
          'HIAB / lorry loader certificate',
        ],
      },
      { heading: 'Interests', kind: 'other', items: ['Hurling, vintage tractor restoration'] },
    ],
  },
];

// --- Sections ---------------------------------------------------------------------------------------------

type Body =
  | { type: 'summary' }
  | { type: 'roles'; roles: Role[] }
  | { type: 'education' }
  | { type: 'skills' }
  | { type: 'extra'; extra: Extra };

interface Section {
  heading: string;
  kind: string;
  alt?: string[];
  body: Body;
}

/** Every section the person has, in the ordinary order: summary, experience, education, skills, extras. */
function sectionsOf(p: Person): Section[] {
  const split = p.otherRoles;
  const out: Section[] = [];
  if (p.summary)
    out.push({ heading: p.headings.summary, kind: 'summary', alt: ['other'], body: { type: 'summary' } });
  out.push({
    heading: p.headings.experience,
    kind: 'experience',
    body: { type: 'roles', roles: split ? p.roles.slice(0, split.from) : p.roles },
  });
  if (split)
    out.push({
      heading: split.heading,
      kind: 'experience',
      body: { type: 'roles', roles: p.roles.slice(split.from) },
    });
  out.push({ heading: p.headings.education, kind: 'education', body: { type: 'education' } });
  if (p.skills.length) out.push({ heading: p.headings.skills, kind: 'skills', body: { type: 'skills' } });
  // A languages section is one of the "other" kinds for the evaluation; volunteering may also pass as experience.
  for (const x of p.extras)
    out.push({
      heading: x.heading,
      kind: x.kind === 'languages' ? 'other' : x.kind,
      ...(x.alt ? { alt: x.alt } : {}),
      body: { type: 'extra', extra: x },
    });
  return out;
}

/** Sections a sidebar holds: the skills, the languages and extras marked for the side. */
const isSide = (s: Section) =>
  s.body.type === 'skills' ||
  (s.body.type === 'extra' && (s.body.extra.kind === 'languages' || !!s.body.extra.side));

/**
 * The sections in each area of the page, in reading order: areas from top to bottom, columns from left to
 * right. The renderers print these areas and the truth lists them flattened.
 */
function areas(p: Person): Section[][] {
  const all = sectionsOf(p);
  const is =
    (...types: Body['type'][]) =>
    (s: Section) =>
      types.includes(s.body.type);
  switch (p.layout) {
    case 'canva-layer-order':
      return [
        all.filter((s) => is('summary')(s) || isSide(s)),
        all.filter((s) => !is('summary')(s) && !isSide(s)),
      ];
    case 'novoresume-tasks-label':
      return [
        all.filter(is('summary')),
        all.filter(is('roles', 'education')),
        all.filter(is('skills', 'extra')),
      ];
    case 'graduate-inline-dates':
      return [
        [
          ...all.filter(is('summary')),
          ...all.filter(is('education')),
          ...all.filter((s) => !is('summary', 'education')(s)),
        ],
      ];
    case 'sidebar-first-page-only':
    case 'docx-textbox-fallback':
      return [all.filter(isSide), all.filter((s) => !isSide(s))];
    case 'docx-gdocs-borderless-table':
      return [all.filter(is('summary', 'roles', 'education')), all.filter(is('skills', 'extra'))];
    default:
      return [all];
  }
}

// --- HTML ------------------------------------------------------------------------------------------------

const bulletList = (items: string[]) =>
  items.length ? `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : '';

function page(p: Person, style: string, body: string): string {
  return `<!doctype html><html lang="${p.language}"><meta charset="utf-8"><style>@page{size:A4;margin:0}
body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#222;line-height:1.35}
ul{margin:2px 0 7px 16px;padding:0}p{margin:2px 0 6px}
${style}</style><body>${body}</body></html>`;
}

/** The name split after its first word, for templates that print the first name and the rest differently. */
function nameParts(name: string): [string, string] {
  const at = name.indexOf(' ');
  return at < 0 ? [name, ''] : [name.slice(0, at), name.slice(at + 1)];
}

/** How a layout prints each kind of section body; `sectionHtml` puts the heading over it. */
interface HtmlParts {
  heading: (s: Section) => string;
  summary: (p: Person) => string;
  role: (r: Role, p: Person) => string;
  study: (s: Study, p: Person) => string;
  skills: (p: Person) => string;
  extra: (x: Extra, p: Person) => string;
  /** Wraps a whole section (heading and body). */
  wrap?: (s: Section, inner: string) => string;
}

function sectionHtml(s: Section, p: Person, parts: HtmlParts, roles?: Role[]): string {
  const b = s.body;
  const inner =
    b.type === 'summary'
      ? parts.summary(p)
      : b.type === 'roles'
        ? (roles ?? b.roles).map((r) => parts.role(r, p)).join('')
        : b.type === 'education'
          ? p.education.map((st) => parts.study(st, p)).join('')
          : b.type === 'skills'
            ? parts.skills(p)
            : parts.extra(b.extra, p);
  const whole = `${parts.heading(s)}${inner}`;
  return parts.wrap ? parts.wrap(s, whole) : whole;
}

const lines = (x: Extra) => x.items.map((i) => `<p>${esc(i)}</p>`).join('');

/** The label Novoresume-style templates print over a role's bullets. */
const TASKS: Partial<Record<Person['language'], string>> = {
  en: 'Achievements/Tasks',
  fr: 'Réalisations/Tâches',
};
/** The word between title and employer in the Resume.io-style entries. */
const AT: Partial<Record<Person['language'], string>> = { en: 'at', it: 'presso' };
/** Gutter icons of the Resume.io-style layout (DejaVu Sans has them). */
const ICON: Record<Body['type'], string> = {
  summary: '\u263A',
  roles: '\u2692',
  education: '\u270E',
  skills: '\u2605',
  extra: '\u2691',
};

const HTML_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // The LaTeX awesome-cv class: the first name light and the rest bold, centred; the position in the accent
  // colour; the contact on one line split by bars; each heading with its first three letters in the accent
  // colour and a rule running to the right margin; an entry as the employer in bold with the town in accent
  // italics at the right, then the title in grey with the dates in italics at the right.
  'awesome-cv': (p) => {
    const [first, rest] = nameParts(p.name);
    const parts: HtmlParts = {
      heading: (s) =>
        `<h2><span><span class="acc">${esc(s.heading.slice(0, 3))}</span>${esc(s.heading.slice(3))}</span><span class="ln"></span></h2>`,
      summary: (q) => `<p class="sum">${esc(q.summary)}</p>`,
      role: (r) =>
        `<div class="ent"><div class="lr"><b>${esc(r.employer)}</b><i class="acc">${esc(r.place)}</i></div>
<div class="lr sub"><span>${esc(r.title)}</span><i>${esc(r.dates)}</i></div>${bulletList(r.bullets)}</div>`,
      study: (st) =>
        `<div class="ent"><div class="lr"><b>${esc(st.school)}</b><span></span></div><div class="lr sub"><span>${esc(st.degree)}</span><i>${esc(st.dates)}</i></div></div>`,
      skills: (q) => `<p>${esc(q.skills.join(', '))}</p>`,
      extra: (x) => bulletList(x.items),
    };
    return page(
      p,
      `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt}.pg{padding:14mm 16mm}.hd{text-align:center;margin-bottom:4mm}
h1{font-size:26pt;margin:0;font-weight:bold}h1 .fn{font-weight:normal;color:#555}.pos{color:#dc3522;font-size:9pt;margin:2px 0 3px}.ct{font-size:8.5pt;color:#444}
h2{display:flex;align-items:center;gap:6px;font-size:13pt;margin:12px 0 5px}h2 .ln{flex:1;border-top:1px solid #999}.acc{color:#dc3522}
.lr{display:flex;justify-content:space-between}.sub{color:#666;font-size:8.5pt}.ent{margin-bottom:6px}.sum{color:#444}`,
      `<div class="pg"><div class="hd"><h1><span class="fn">${esc(first)}</span> ${esc(rest)}</h1><div class="pos">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} &nbsp;|&nbsp; ${esc(p.email)} &nbsp;|&nbsp; ${esc(p.city)}</div></div>
${(areas(p)[0] ?? []).map((s) => sectionHtml(s, p, parts)).join('')}</div>`,
    );
  },
  // The LaTeX moderncv class, "classic" style: the first name in blue and the rest in grey at the top left,
  // the title in grey italics under it, the address, phone and e-mail at the top right; a left column
  // (the dates, right-aligned) beside a wide right column; each heading as a blue bar in the left column and
  // the heading in blue in the right; a role as "Title, Employer, Town" (title bold, employer italic) with
  // its bullets under it.
  'moderncv-classic': (p) => {
    const [first, rest] = nameParts(p.name);
    const row = (left: string, right: string) =>
      `<div class="row"><div class="l">${left}</div><div class="r">${right}</div></div>`;
    const parts: HtmlParts = {
      heading: (s) =>
        `<div class="row hd"><div class="l"><div class="bar"></div></div><div class="r">${esc(s.heading)}</div></div>`,
      summary: (q) => row('', esc(q.summary)),
      role: (r) =>
        row(
          esc(r.dates),
          `<b>${esc(r.title)}</b>, <i>${esc(r.employer)}</i>, ${esc(r.place)}${bulletList(r.bullets)}`,
        ),
      study: (st) => row(esc(st.dates), `<b>${esc(st.degree)}</b>, <i>${esc(st.school)}</i>`),
      skills: (q) => row('', esc(q.skills.join(', '))),
      extra: (x) => x.items.map((i) => row('', `&bull; ${esc(i)}`)).join(''),
    };
    return page(
      p,
      `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt}.pg{padding:16mm 18mm}.top{display:flex;justify-content:space-between;margin-bottom:8mm}
h1{font-size:28pt;font-weight:normal;margin:0}.f{color:#3873b3}.s{color:#7f7f7f}.ti{color:#7f7f7f;font-style:italic;font-size:13pt}
.ct{text-align:right;font-size:8.5pt;color:#555;line-height:1.6}.row{display:flex;margin-bottom:4px}.l{width:38mm;flex:none;text-align:right;padding-right:4mm;color:#555;font-size:8.5pt}
.r{flex:1}.hd{margin:10px 0 5px;align-items:center}.hd .r{color:#3873b3;font-size:13pt}.bar{height:7px;background:#3873b3;margin-left:6mm}ul{margin:2px 0 4px 14px}`,
      `<div class="pg"><div class="top"><div><h1><span class="f">${esc(first)}</span> <span class="s">${esc(rest)}</span></h1><div class="ti">${esc(p.headline)}</div></div>
<div class="ct">${esc(p.city)}<br>&#9742; ${esc(p.phone)}<br>&#9993; ${esc(p.email)}</div></div>
${(areas(p)[0] ?? []).map((s) => sectionHtml(s, p, parts)).join('')}</div>`,
    );
  },
  // A Canva design: the name in large spaced serif capitals across the top with the headline and contact,
  // a pastel left column (about me, skills and the small extras) and a right column (experience, education,
  // the rest), with decorative circles. Canva writes its text boxes in layer order: here the right column
  // comes first in the file, then the left column from bottom to top, then the name; the page shows them
  // in the usual places (CSS grid placement), and the truth gives the visual order.
  'canva-layer-order': (p) => {
    const [side = [], main = []] = areas(p);
    const parts: HtmlParts = {
      heading: (s) => `<h2>${esc(s.heading)}</h2>`,
      summary: (q) => `<p>${esc(q.summary)}</p>`,
      role: (r) =>
        `<div class="ent"><div class="t">${esc(r.title)}</div><div class="e">${esc(r.employer)}, ${esc(r.place)}</div><div class="d">${esc(r.dates)}</div>${bulletList(r.bullets)}</div>`,
      study: (st) =>
        `<div class="ent"><div class="t">${esc(st.degree)}</div><div class="e">${esc(st.school)}</div><div class="d">${esc(st.dates)}</div></div>`,
      skills: (q) => bulletList(q.skills),
      extra: (x) => lines(x),
      wrap: (_s, inner) => `<section>${inner}</section>`,
    };
    const mainHtml = main.map((s) => sectionHtml(s, p, parts)).join('');
    // The left column written bottom-up and shown top-down (column-reverse).
    const sideHtml = [...side]
      .reverse()
      .map((s) => sectionHtml(s, p, parts))
      .join('');
    return page(
      p,
      `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#3d3a35}.pg{position:relative;display:grid;grid-template-columns:68mm 1fr;grid-template-rows:auto 1fr;min-height:297mm;overflow:hidden}
.deco{position:absolute;width:70mm;height:70mm;border-radius:50%;background:#f3ddd3;right:-20mm;top:-25mm;z-index:0}.deco2{position:absolute;width:40mm;height:40mm;border-radius:50%;background:#e6eee2;left:-12mm;bottom:-10mm}
.main{grid-column:2;grid-row:2;padding:8mm 12mm 10mm 9mm;display:flex;flex-direction:column;position:relative}
.side{grid-column:1;grid-row:2;background:#f6efe9;padding:8mm 8mm 10mm 12mm;display:flex;flex-direction:column-reverse;justify-content:flex-end;position:relative}
.top{grid-column:1/3;grid-row:1;padding:16mm 12mm 8mm;position:relative;border-bottom:1px solid #c9b8a8}
h1{font-family:'DejaVu Serif',serif;font-weight:normal;font-size:28pt;letter-spacing:1px;margin:0}.hl{font-size:11pt;color:#a0705a;margin:2px 0 6px}.ct{font-size:8.5pt}
h2{font-family:'DejaVu Serif',serif;font-weight:normal;font-size:13pt;color:#a0705a;margin:10px 0 5px;border-bottom:1px solid #d9c9bb;padding-bottom:2px}
.t{font-weight:bold}.e{font-style:italic}.d{font-size:8.5pt;color:#7a6e64}.ent{margin-bottom:7px}`,
      `<div class="pg"><div class="deco"></div><div class="deco2"></div><div class="main">${mainHtml}</div><div class="side">${sideHtml}</div>
<div class="top"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div><div class="ct">${esc(p.phone)} &nbsp; · &nbsp; ${esc(p.email)} &nbsp; · &nbsp; ${esc(p.city)}</div></div></div>`,
    );
  },
  // In the manner of Novoresume: the name and title, a blue strip with the contact (icons before each), the
  // summary across the page; then experience and education at the left (title bold, employer in blue,
  // dates at the left and town at the right in small italics, an "Achievements/Tasks" label over the
  // bullets) and the skills as outlined boxes with the other sections at the right.
  'novoresume-tasks-label': (p) => {
    const [top = [], left = [], right = []] = areas(p);
    const tasks = TASKS[p.language] ?? 'Achievements/Tasks';
    const parts: HtmlParts = {
      heading: (s) => `<h2>${esc(s.heading)}</h2>`,
      summary: (q) => `<p>${esc(q.summary)}</p>`,
      role: (r) =>
        `<div class="ent"><div class="t">${esc(r.title)}</div><div class="e">${esc(r.employer)}</div><div class="dp"><i>${esc(r.dates)}</i><i>${esc(r.place)}</i></div>
${r.bullets.length ? `<div class="lab">${esc(tasks)}</div>${bulletList(r.bullets)}` : ''}</div>`,
      study: (st) =>
        `<div class="ent"><div class="t">${esc(st.degree)}</div><div class="e">${esc(st.school)}</div><div class="dp"><i>${esc(st.dates)}</i><i></i></div></div>`,
      skills: (q) => `<div class="boxes">${q.skills.map((k) => `<span>${esc(k)}</span>`).join(' ')}</div>`,
      extra: (x) => lines(x),
    };
    const col = (secs: Section[]) => secs.map((s) => sectionHtml(s, p, parts)).join('');
    return page(
      p,
      `.pg{padding:12mm 13mm}h1{font-size:24pt;margin:0}.hl{font-size:12pt;color:#1e6fb8;margin-bottom:4px}
.strip{background:#1e6fb8;color:#fff;display:flex;gap:10mm;padding:5px 10px;font-size:8.5pt;margin:4px 0 2px}
h2{font-size:12pt;color:#1e6fb8;border-bottom:2.5px solid #1e6fb8;margin:10px 0 5px;padding-bottom:1px}
.cols{display:flex;gap:8mm}.left{width:62%}.right{width:38%}.t{font-weight:bold;font-size:10.5pt}.e{color:#1e6fb8}
.dp{display:flex;justify-content:space-between;font-size:8pt;color:#555}.lab{font-size:8pt;font-style:italic;color:#777;margin-top:2px}.ent{margin-bottom:7px}
.boxes span{display:inline-block;border:1px solid #1e6fb8;border-radius:3px;padding:1px 5px;margin:0 2px 4px 0;font-size:8.5pt}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="strip"><span>&#9993; ${esc(p.email)}</span><span>&#9742; ${esc(p.phone)}</span><span>&#8962; ${esc(p.city)}</span></div>
${col(top)}<div class="cols"><div class="left">${col(left)}</div><div class="right">${col(right)}</div></div></div>`,
    );
  },
  // A graduate's one-page resume: the name centred over "Town | phone | e-mail", education first (with a
  // modules line), the work split into "Relevant" and "Other" experience; each entry on one line as
  // "Title, Employer, Town (dates)" or "Degree, School (dates)", the skills as one line, bold headings over
  // a rule.
  'graduate-inline-dates': (p) => {
    const parts: HtmlParts = {
      heading: (s) => `<h2>${esc(s.heading)}</h2>`,
      summary: (q) => `<p>${esc(q.summary)}</p>`,
      role: (r) =>
        `<div class="ent"><b>${esc(r.title)}</b>, ${esc(r.employer)}, ${esc(r.place)} (${esc(r.dates)})</div>${bulletList(r.bullets)}`,
      study: (st) =>
        `<div class="ent"><b>${esc(st.degree)}</b>, ${esc(st.school)} (${esc(st.dates)})</div>${st.detail ? `<div class="det">${esc(st.detail)}</div>` : ''}`,
      skills: (q) => `<p>${esc(q.skills.join(' • '))}</p>`,
      extra: (x) => bulletList(x.items),
    };
    return page(
      p,
      `body{font-family:'DejaVu Serif',serif;font-size:9.5pt}.pg{padding:13mm 17mm}h1{text-align:center;font-size:18pt;margin:0 0 2px}.ct{text-align:center;font-size:9pt;margin-bottom:3mm}
h2{font-size:11pt;border-bottom:1px solid #000;margin:9px 0 4px;padding-bottom:1px}.ent{margin-top:3px}.det{font-style:italic;font-size:8.5pt;margin:1px 0 4px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="ct">${esc(p.city)} | ${esc(p.phone)} | ${esc(p.email)}</div>
${(areas(p)[0] ?? []).map((s) => sectionHtml(s, p, parts)).join('')}</div>`,
    );
  },
  // Two pages: page 1 has a dark left sidebar (contact lines with icons, then skills, languages and the
  // extras marked for the side) beside the name, the profile and the first two roles; page 2 has no sidebar
  // and runs on at full width with the third role (no heading repeated), education and the other sections.
  'sidebar-first-page-only': (p) => {
    const [side = [], main = []] = areas(p);
    const parts: HtmlParts = {
      heading: (s) => `<h2>${esc(s.heading)}</h2>`,
      summary: (q) => `<p>${esc(q.summary)}</p>`,
      role: (r) =>
        `<div class="ent"><div class="lr"><b>${esc(r.title)}</b><span class="d">${esc(r.dates)}</span></div><div class="e">${esc(r.employer)}, ${esc(r.place)}</div>${bulletList(r.bullets)}</div>`,
      study: (st) =>
        `<div class="ent"><div class="lr"><b>${esc(st.degree)}</b><span class="d">${esc(st.dates)}</span></div><div class="e">${esc(st.school)}</div></div>`,
      skills: (q) => bulletList(q.skills),
      extra: (x) => lines(x),
    };
    const first: string[] = [];
    const second: string[] = [];
    let onSecond = false;
    for (const s of main) {
      if (s.body.type === 'roles' && !onSecond) {
        first.push(sectionHtml(s, p, parts, s.body.roles.slice(0, 2)));
        second.push(
          s.body.roles
            .slice(2)
            .map((r) => parts.role(r, p))
            .join(''),
        );
        onSecond = true;
      } else (onSecond ? second : first).push(sectionHtml(s, p, parts));
    }
    return page(
      p,
      `.p1{display:flex;height:297mm;overflow:hidden;break-after:page}.p2{padding:14mm 16mm 14mm 16mm}
aside{width:66mm;flex:none;background:#23395b;color:#f1f1f1;padding:14mm 7mm 10mm 9mm}aside h2{color:#fff;border-color:#8aa1c1}aside ul{margin-left:14px}
.ct div{margin-bottom:5px;font-size:8.5pt;word-break:break-all}main{flex:1;padding:14mm 13mm 10mm 10mm}
h1{font-size:19pt;margin:0;color:#23395b;white-space:nowrap}.hl{font-size:11pt;color:#555;margin-bottom:4mm}h2{font-size:12pt;color:#23395b;border-bottom:1px solid #23395b;margin:10px 0 5px;padding-bottom:1px}
.lr{display:flex;justify-content:space-between}.d{color:#666;font-size:8.5pt;white-space:nowrap}.e{font-style:italic}.ent{margin-bottom:6px}`,
      `<div class="p1"><aside><div class="ct"><div>&#9742; ${esc(p.phone)}</div><div>&#9993; ${esc(p.email)}</div><div>&#8962; ${esc(p.city)}</div></div>
${side.map((s) => sectionHtml(s, p, parts)).join('')}</aside>
<main><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>${first.join('')}</main></div>
<div class="p2">${second.join('')}</div>`,
    );
  },
  // A job-board profile exported to PDF: the name, headline, town, e-mail and phone as plain lines, a rule,
  // large plain headings; a role as the title in bold, "Employer - Town" and the dates on lines of their
  // own; each skill as a bullet with its years in brackets; certifications as bold lines.
  'jobboard-export': (p) => {
    const years = p.skillYears ?? [];
    const parts: HtmlParts = {
      heading: (s) => `<h2>${esc(s.heading)}</h2>`,
      summary: (q) => `<p>${esc(q.summary)}</p>`,
      role: (r) =>
        `<div class="ent"><div class="t">${esc(r.title)}</div><div>${esc(r.employer)} - ${esc(r.place)}</div><div class="d">${esc(r.dates)}</div>${bulletList(r.bullets)}</div>`,
      study: (st) =>
        `<div class="ent"><div class="t">${esc(st.degree)}</div><div>${esc(st.school)}</div><div class="d">${esc(st.dates)}</div></div>`,
      skills: (q) =>
        `<ul>${q.skills.map((k, i) => `<li>${esc(k)}${years[i] ? ` (${esc(years[i])})` : ''}</li>`).join('')}</ul>`,
      extra: (x) =>
        x.kind === 'certifications'
          ? x.items.map((i) => `<div class="t cert">${esc(i)}</div>`).join('')
          : x.kind === 'languages'
            ? bulletList(x.items)
            : lines(x),
    };
    return page(
      p,
      `body{font-family:'DejaVu Sans',sans-serif;font-size:10pt;color:#2d2d2d}.pg{padding:15mm 18mm}h1{font-size:22pt;font-weight:normal;margin:0 0 4px}
.c div{margin:1px 0}hr{border:0;border-top:1px solid #bbb;margin:10px 0}h2{font-size:14pt;font-weight:normal;margin:14px 0 6px}
.t{font-weight:bold}.d{color:#595959}.ent{margin-bottom:10px}.cert{margin-bottom:4px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="c"><div><b>${esc(p.headline)}</b></div><div>${esc(p.city)}</div><div>${esc(p.email)}</div><div>${esc(p.phone)}</div></div><hr>
${(areas(p)[0] ?? []).map((s) => sectionHtml(s, p, parts)).join('')}</div>`,
    );
  },
  // In the manner of Resume.io: the name and title at the top left and the contact lines at the top right;
  // every heading with an icon in a gutter at its left and the content indented to the heading; a role as
  // "Title at Employer, Town" in bold with the dates in small grey letters under it; the skills in a
  // two-column grid.
  'resumeio-icon-gutter': (p) => {
    const at = AT[p.language] ?? 'at';
    const parts: HtmlParts = {
      heading: (s) =>
        `<div class="hd"><span class="ic">${ICON[s.body.type]}</span><h2>${esc(s.heading)}</h2></div>`,
      summary: (q) => `<p>${esc(q.summary)}</p>`,
      role: (r) =>
        `<div class="ent"><div class="t">${esc(r.title)} ${esc(at)} ${esc(r.employer)}, ${esc(r.place)}</div><div class="d">${esc(r.dates)}</div>${bulletList(r.bullets)}</div>`,
      study: (st) =>
        `<div class="ent"><div class="t">${esc(st.degree)}, ${esc(st.school)}</div><div class="d">${esc(st.dates)}</div></div>`,
      skills: (q) => `<div class="grid">${q.skills.map((k) => `<div>${esc(k)}</div>`).join('')}</div>`,
      extra: (x) => lines(x),
      wrap: (_s, inner) => `<section>${inner}</section>`,
    };
    return page(
      p,
      `.pg{padding:14mm 16mm 14mm 10mm}.top{display:flex;justify-content:space-between;margin:0 0 5mm 12mm}h1{font-size:21pt;margin:0}.hl{font-size:10pt;color:#666;letter-spacing:0.5px}
.ct{text-align:right;font-size:8.5pt;line-height:1.55}section{padding-left:12mm}.hd{display:flex;align-items:center;margin:11px 0 5px -12mm}
.ic{width:12mm;flex:none;text-align:center;font-size:12pt;color:#3b7dd8}h2{font-size:12.5pt;margin:0}.t{font-weight:bold}.d{font-size:7.5pt;color:#888;letter-spacing:0.5px;margin:1px 0 2px}
.ent{margin-bottom:7px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:3px 10mm}`,
      `<div class="pg"><div class="top"><div><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div></div>
<div class="ct">${esc(p.city)}<br>${esc(p.phone)}<br>${esc(p.email)}</div></div>
${(areas(p)[0] ?? []).map((s) => sectionHtml(s, p, parts)).join('')}</div>`,
    );
  },
};

// --- DOCX ------------------------------------------------------------------------------------------------
// These layouts need a Google Docs export's styles and table, a converter's per-line paragraphs, a DrawingML
// shape with its VML fallback and hand-typed tabs, so they write their own WordprocessingML and zip it with
// the test zip writer.

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface RunStyle {
  bold?: boolean;
  italic?: boolean;
  /** Font size in points. */
  size?: number;
  color?: string;
  font?: string;
  /** Character spacing in twentieths of a point (PDF converters set it). */
  spacing?: number;
}

const runProps = (style: RunStyle) =>
  [
    style.font
      ? `<w:rFonts w:ascii="${style.font}" w:cs="${style.font}" w:eastAsia="${style.font}" w:hAnsi="${style.font}"/>`
      : '',
    style.bold ? '<w:b/>' : '',
    style.italic ? '<w:i/>' : '',
    style.color ? `<w:color w:val="${style.color}"/>` : '',
    style.spacing ? `<w:spacing w:val="${style.spacing}"/>` : '',
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
const TAB = '<w:r><w:tab/></w:r>';

const W_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
/** The namespaces a drawing shape with a VML fallback needs besides w and r. */
const DRAWING_NS =
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" ' +
  'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w10="urn:schemas-microsoft-com:office:word"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const styleXml = (defaults: string, styles: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${W_NS}><w:docDefaults><w:rPrDefault><w:rPr>${defaults}</w:rPr></w:rPrDefault></w:docDefaults>${styles}</w:styles>`;

const NORMAL =
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>';
const LIST_PARAGRAPH =
  '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="34"/><w:qFormat/><w:pPr><w:ind w:left="720"/><w:contextualSpacing/></w:pPr></w:style>';
const heading = (id: string, name: string, pPr: string, rPr: string) =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr>${pPr}</w:pPr><w:rPr>${rPr}</w:rPr></w:style>`;

/** Word's Calibri defaults with Heading 1 and List Paragraph (the template and hand-typed files). */
const WORD_STYLES = styleXml(
  '<w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:lang w:val="en-GB"/>',
  NORMAL +
    heading(
      'Heading1',
      'heading 1',
      '<w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/>',
      '<w:b/><w:color w:val="1F4E5F"/><w:sz w:val="28"/>',
    ) +
    LIST_PARAGRAPH,
);

/** The styles part of a Google Docs export: Merriweather and Open Sans, Title, Subtitle and Headings 1 to 3. */
const GDOCS_STYLES = styleXml(
  '<w:rFonts w:ascii="Open Sans" w:cs="Open Sans" w:eastAsia="Open Sans" w:hAnsi="Open Sans"/><w:color w:val="666666"/><w:sz w:val="18"/><w:szCs w:val="18"/><w:lang w:val="en-US"/>',
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="normal"/><w:pPr><w:spacing w:before="200" w:line="276" w:lineRule="auto"/></w:pPr></w:style>' +
    heading(
      'Heading1',
      'heading 1',
      '<w:keepNext/><w:keepLines/><w:spacing w:before="400" w:line="240" w:lineRule="auto"/><w:outlineLvl w:val="0"/>',
      '<w:rFonts w:ascii="Merriweather" w:cs="Merriweather" w:eastAsia="Merriweather" w:hAnsi="Merriweather"/><w:b/><w:color w:val="2079C7"/><w:sz w:val="18"/>',
    ) +
    heading(
      'Heading2',
      'heading 2',
      '<w:keepNext/><w:keepLines/><w:spacing w:before="320" w:line="240" w:lineRule="auto"/><w:outlineLvl w:val="1"/>',
      '<w:rFonts w:ascii="Merriweather" w:cs="Merriweather" w:eastAsia="Merriweather" w:hAnsi="Merriweather"/><w:color w:val="000000"/><w:sz w:val="22"/>',
    ) +
    heading(
      'Heading3',
      'heading 3',
      '<w:keepNext/><w:keepLines/><w:spacing w:before="100" w:line="240" w:lineRule="auto"/><w:outlineLvl w:val="2"/>',
      '<w:rFonts w:ascii="Open Sans" w:cs="Open Sans" w:eastAsia="Open Sans" w:hAnsi="Open Sans"/><w:color w:val="666666"/><w:sz w:val="16"/>',
    ) +
    heading(
      'Title',
      'Title',
      '<w:keepNext/><w:keepLines/><w:spacing w:before="0" w:line="240" w:lineRule="auto"/>',
      '<w:rFonts w:ascii="Merriweather" w:cs="Merriweather" w:eastAsia="Merriweather" w:hAnsi="Merriweather"/><w:b/><w:color w:val="000000"/><w:sz w:val="48"/>',
    ) +
    heading(
      'Subtitle',
      'Subtitle',
      '<w:keepNext/><w:keepLines/><w:spacing w:before="0" w:line="240" w:lineRule="auto"/>',
      '<w:rFonts w:ascii="Open Sans" w:cs="Open Sans" w:eastAsia="Open Sans" w:hAnsi="Open Sans"/><w:color w:val="2079C7"/><w:sz w:val="22"/>',
    ),
);

/** A converter's styles part: only Normal, in Arial. */
const CONVERTED_STYLES = styleXml(
  '<w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/><w:sz w:val="20"/><w:lang w:val="en-ZA"/>',
  NORMAL,
);

/** A one-level bullet list: `numId` uses `text` in `font` (none: the paragraph font). */
const bulletNum = (
  numId: number,
  lvlText: string,
  font?: string,
  ind = '<w:ind w:left="720" w:hanging="360"/>',
) =>
  `<w:abstractNum w:abstractNumId="${numId}"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="${lvlText}"/><w:lvlJc w:val="left"/>` +
  `<w:pPr>${ind}</w:pPr>${font ? `<w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:hint="default"/></w:rPr>` : '<w:rPr><w:u w:val="none"/></w:rPr>'}</w:lvl></w:abstractNum>`;

/**
 * Numbering 1: Word's round bullet; 2: Google Docs' "●" list; 3: Word's Symbol-font bullet (U+F0B7), as
 * the Bullets button writes it.
 */
const NUMBERING =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${W_NS}>` +
  bulletNum(1, '•') +
  bulletNum(2, '●', undefined, '<w:ind w:left="720" w:hanging="360"/>') +
  bulletNum(3, '\uF0B7', 'Symbol') +
  '<w:num w:numId="1"><w:abstractNumId w:val="1"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="2"/></w:num><w:num w:numId="3"><w:abstractNumId w:val="3"/></w:num>' +
  '</w:numbering>';

const A4 = '<w:pgSz w:w="11906" w:h="16838"/>';
const LETTER = '<w:pgSz w:w="12240" w:h="15840"/>';
const margins = (top: number, right: number, bottom: number, left: number) =>
  `<w:pgMar w:top="${top}" w:right="${right}" w:bottom="${bottom}" w:left="${left}" w:header="567" w:footer="567" w:gutter="0"/>`;

interface DocxParts {
  body: string;
  styles: string;
  /** Page size and margins for the section properties. */
  page: string;
  /** Extra namespace declarations on the document element. */
  ns?: string;
}

/** A DOCX package around the body: document, styles and numbering. */
function docxFile(parts: DocxParts): Uint8Array {
  const document =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}${parts.ns ? ` ${parts.ns}` : ''}><w:body>${parts.body}` +
    `<w:sectPr>${parts.page}<w:cols w:space="708"/></w:sectPr></w:body></w:document>`;
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
    { name: 'word/styles.xml', content: parts.styles },
    { name: 'word/numbering.xml', content: NUMBERING },
  ]);
}

/** Words of `value` in lines of at most `width` characters, as a converter breaks a printed paragraph. */
function wrap(value: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** Bookmark names as Google Docs writes them on headings. */
const GDOCS_BOOKMARKS = [
  '_gjdgxs',
  '_30j0zll',
  '_1fob9te',
  '_3znysh7',
  '_2et92p0',
  '_tyjcwt',
  '_3dy6vkm',
  '_1t3h5sf',
  '_4d34og8',
  '_2s8eyo1',
  '_17dp8vu',
  '_3rdcrjn',
];

const DOCX_LAYOUTS: Partial<Record<Layout, (p: Person) => DocxParts>> = {
  // A resume written in Google Docs (its "Serif"-like template) and downloaded as .docx: the whole page in
  // one two-column table whose borders are all "nil"; the first row holds the name (Title), the headline
  // (Subtitle) and, at the right, the contact lines; the second row the summary, experience and education at
  // the left and the skills and extras at the right. Headings in Heading 1 with Google's bookmarks, each
  // role as Heading 2 "Employer, Town — Title" (employer bold, title italic) over its dates in Heading 3,
  // the bullets in Google's "●" list, explicit fonts on the runs.
  'docx-gdocs-borderless-table': (p) => {
    const [left = [], right = []] = areas(p);
    let mark = 0;
    const h1 = (value: string) => {
      const id = mark++;
      return para(
        `<w:bookmarkStart w:colFirst="0" w:colLast="0" w:name="${GDOCS_BOOKMARKS[id % GDOCS_BOOKMARKS.length]}" w:id="${id}"/><w:bookmarkEnd w:id="${id}"/>${run(value)}`,
        {
          style: 'Heading1',
          pPr: '<w:keepNext w:val="0"/><w:keepLines w:val="0"/><w:spacing w:before="320"/>',
        },
      );
    };
    const body = (value: string) =>
      para(run(value, { font: 'Open Sans' }), { pPr: '<w:spacing w:before="0"/>' });
    const gBullet = (value: string) =>
      para(run(value, { font: 'Open Sans' }), {
        pPr: `${NUM(2)}<w:spacing w:before="0" w:after="0"/><w:ind w:left="720" w:hanging="360"/>`,
      });
    const section = (s: Section): string[] => {
      const b = s.body;
      const head = h1(s.heading);
      if (b.type === 'summary') return [head, body(p.summary)];
      if (b.type === 'roles')
        return [
          head,
          ...b.roles.flatMap((r) => [
            para(
              `${run(r.employer, { bold: true })}${run(`, ${r.place} — `)}${run(r.title, { italic: true })}`,
              {
                style: 'Heading2',
                pPr: '<w:spacing w:before="240"/>',
              },
            ),
            para(run(r.dates), { style: 'Heading3', pPr: '<w:spacing w:before="60"/>' }),
            ...r.bullets.map(gBullet),
          ]),
        ];
      if (b.type === 'education')
        return [
          head,
          ...p.education.flatMap((st) => [
            para(`${run(st.school, { bold: true })}${run(' — ')}${run(st.degree, { italic: true })}`, {
              style: 'Heading2',
              pPr: '<w:spacing w:before="240"/>',
            }),
            para(run(st.dates), { style: 'Heading3', pPr: '<w:spacing w:before="60"/>' }),
          ]),
        ];
      if (b.type === 'skills') return [head, ...p.skills.map(body)];
      return [head, ...b.extra.items.map(body)];
    };
    const nil = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
      .map((side) => `<w:${side} w:val="nil"/>`)
      .join('');
    const cellNil = ['top', 'left', 'bottom', 'right'].map((side) => `<w:${side} w:val="nil"/>`).join('');
    const cell = (width: number, content: string[]) =>
      `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/><w:tcBorders>${cellNil}</w:tcBorders><w:shd w:val="clear" w:color="auto" w:fill="auto"/>` +
      `<w:tcMar><w:top w:w="0" w:type="dxa"/><w:left w:w="0" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="360" w:type="dxa"/></w:tcMar></w:tcPr>${content.join('') || '<w:p/>'}</w:tc>`;
    const wide = 7380;
    const narrow = 3420;
    const table =
      `<w:tbl><w:tblPr><w:tblW w:w="${wide + narrow}" w:type="dxa"/><w:jc w:val="left"/><w:tblBorders>${nil}</w:tblBorders><w:tblLayout w:type="fixed"/>` +
      '<w:tblLook w:val="0600" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="1" w:noVBand="1"/></w:tblPr>' +
      `<w:tblGrid><w:gridCol w:w="${wide}"/><w:gridCol w:w="${narrow}"/></w:tblGrid>` +
      `<w:tr><w:trPr><w:trHeight w:val="1660" w:hRule="atLeast"/></w:trPr>${cell(wide, [
        para(run(p.name), { style: 'Title' }),
        para(run(p.headline), { style: 'Subtitle' }),
      ])}${cell(
        narrow,
        [p.city, p.phone, p.email].map((v) =>
          para(run(v, { font: 'Open Sans' }), { pPr: '<w:spacing w:before="0"/>' }),
        ),
      )}</w:tr>` +
      `<w:tr>${cell(wide, left.flatMap(section))}${cell(narrow, right.flatMap(section))}</w:tr></w:tbl>`;
    return {
      body: `${table}<w:p><w:pPr><w:spacing w:before="0"/></w:pPr></w:p>`,
      styles: GDOCS_STYLES,
      page: `${LETTER}${margins(576, 720, 576, 720)}`,
    };
  },
  // A PDF resume run through a PDF-to-Word converter: no styles beyond Normal, one paragraph per printed line
  // with exact line spacing, text in Arial runs of a few words with small character-spacing changes, each
  // bullet typed as "•" and a tab with its wrapped second line as an indented paragraph of its own, the
  // dates against a right tab stop, headings as bold coloured lines.
  'docx-pdf-converted': (p) => {
    const exact = (before: number, extra = '') =>
      `${extra}<w:spacing w:before="${before}" w:after="0" w:line="252" w:lineRule="exact"/>`;
    /** A printed line: its words in runs of three, every other run with a tighter character spacing. */
    const runs = (value: string, style: RunStyle = {}) => {
      const words = value.split(' ');
      const out: string[] = [];
      for (let i = 0; i < words.length; i += 3) {
        const piece = words.slice(i, i + 3).join(' ') + (i + 3 < words.length ? ' ' : '');
        out.push(run(piece, { font: 'Arial', ...style, ...(i % 6 === 3 ? { spacing: -1 } : {}) }));
      }
      return out.join('');
    };
    const line = (value: string, style: RunStyle = {}, before = 0, extra = '') =>
      para(runs(value, style), { pPr: exact(before, extra) });
    const rightTab = '<w:tabs><w:tab w:val="right" w:pos="10206"/></w:tabs>';
    const bulletLines = (value: string) =>
      wrap(value, 92).map((piece, i) =>
        i === 0
          ? para(`${run('•', { font: 'Arial' })}${TAB}${runs(piece)}`, {
              pPr: exact(
                20,
                '<w:tabs><w:tab w:val="left" w:pos="284"/></w:tabs><w:ind w:left="284" w:hanging="284"/>',
              ),
            })
          : para(runs(piece), { pPr: exact(0, '<w:ind w:left="284"/>') }),
      );
    const section = (s: Section): string[] => {
      const b = s.body;
      const head = line(s.heading, { bold: true, size: 12.5, color: '1F3864' }, 260);
      if (b.type === 'summary') return [head, ...wrap(p.summary, 100).map((l) => line(l))];
      if (b.type === 'roles')
        return [
          head,
          ...b.roles.flatMap((r) => [
            para(`${runs(r.title, { bold: true })}${TAB}${runs(r.dates)}`, { pPr: exact(120, rightTab) }),
            line(`${r.employer}, ${r.place}`, { italic: true }),
            ...r.bullets.flatMap(bulletLines),
          ]),
        ];
      if (b.type === 'education')
        return [
          head,
          ...p.education.flatMap((st) => [
            ...wrap(st.degree, 80).map((l, i) => line(l, { bold: true }, i === 0 ? 100 : 0)),
            para(`${runs(st.school)}${TAB}${runs(st.dates)}`, { pPr: exact(0, rightTab) }),
          ]),
        ];
      if (b.type === 'skills') return [head, ...p.skills.flatMap(bulletLines)];
      return [head, ...b.extra.items.flatMap(bulletLines)];
    };
    return {
      body: [
        line(p.name, { bold: true, size: 20 }),
        line(p.headline, { size: 12, color: '404040' }, 60),
        line(`${p.city} | ${p.phone} | ${p.email}`, {}, 60),
        ...(areas(p)[0] ?? []).flatMap(section),
      ].join(''),
      styles: CONVERTED_STYLES,
      page: `${A4}${margins(850, 850, 850, 850)}`,
    };
  },
  // A Word template with a dark sidebar: a full-height rectangle anchored to the page's left edge holds the
  // contact lines, the skills, languages and side extras as white text; Word writes that shape twice, as a
  // DrawingML text box (mc:Choice) and as a VML fallback (mc:Fallback), so its text is twice in the XML and
  // once on the page. The body, beside it behind a wide left margin, has the name, the headline and the
  // sections in Heading 1; a role as the title in bold and "Employer, Town | dates" in italics.
  'docx-textbox-fallback': (p) => {
    const [side = [], main = []] = areas(p);
    const white = (value: string, style: RunStyle = {}) =>
      para(run(value, { color: 'FFFFFF', ...style }), { pPr: '<w:spacing w:after="40"/>' });
    const sideParas = [
      white(p.phone),
      white(p.email),
      white(p.city),
      ...side.flatMap((s) => {
        const b = s.body;
        const items = b.type === 'skills' ? p.skills : b.type === 'extra' ? b.extra.items : [];
        return [
          para(run(s.heading, { bold: true, color: 'FFFFFF', size: 12 }), {
            pPr: '<w:spacing w:before="360" w:after="80"/>',
          }),
          ...items.map((i) => white(i)),
        ];
      }),
    ].join('');
    const width = 2520000;
    const height = 10692000;
    const shape =
      '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>' +
      `<wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="251659264" behindDoc="1" locked="0" layoutInCell="1" allowOverlap="1">` +
      '<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionV>' +
      `<wp:extent cx="${width}" cy="${height}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/><wp:docPr id="1" name="Rectangle 1"/><wp:cNvGraphicFramePr/>` +
      '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr/>' +
      `<wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${width}" cy="${height}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="1F4E5F"/></a:solidFill><a:ln><a:noFill/></a:ln></wps:spPr>` +
      `<wps:txbx><w:txbxContent>${sideParas}</w:txbxContent></wps:txbx>` +
      '<wps:bodyPr rot="0" vert="horz" wrap="square" lIns="288000" tIns="720000" rIns="216000" bIns="91440" anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr>' +
      '</wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict>' +
      '<v:rect id="Rectangle 1" o:spid="_x0000_s1026" style="position:absolute;margin-left:0;margin-top:0;width:198.45pt;height:841.9pt;z-index:-251657216;mso-position-horizontal-relative:page;mso-position-vertical-relative:page" fillcolor="#1f4e5f" stroked="f">' +
      `<v:textbox inset="8mm,20mm,6mm,2.54mm"><w:txbxContent>${sideParas}</w:txbxContent></v:textbox><w10:wrap anchorx="page" anchory="page"/></v:rect>` +
      '</w:pict></mc:Fallback></mc:AlternateContent></w:r>';
    const h = (value: string) => para(run(value), { style: 'Heading1' });
    const section = (s: Section): string[] => {
      const b = s.body;
      if (b.type === 'summary') return [h(s.heading), text(p.summary)];
      if (b.type === 'roles')
        return [
          h(s.heading),
          ...b.roles.flatMap((r) => [
            para(run(r.title, { bold: true }), { pPr: '<w:spacing w:before="120" w:after="0"/>' }),
            text(`${r.employer}, ${r.place} | ${r.dates}`, { italic: true, color: '595959' }),
            ...r.bullets.map((v) => para(run(v), { style: 'ListParagraph', pPr: NUM(1) })),
          ]),
        ];
      if (b.type === 'education')
        return [
          h(s.heading),
          ...p.education.flatMap((st) => [
            text(st.degree, { bold: true }),
            text(`${st.school}, ${st.dates}`),
          ]),
        ];
      if (b.type === 'skills') return [h(s.heading), text(p.skills.join(', '))];
      return [
        h(s.heading),
        ...b.extra.items.map((v) => para(run(v), { style: 'ListParagraph', pPr: NUM(1) })),
      ];
    };
    return {
      body: [
        para(`${shape}${run(p.name, { bold: true, size: 24, color: '1F4E5F' })}`),
        text(p.headline, { size: 13, color: '595959' }),
        ...main.flatMap(section),
      ].join(''),
      styles: WORD_STYLES,
      page: `${A4}${margins(1134, 1134, 1134, 4536)}`,
      ns: DRAWING_NS,
    };
  },
  // A resume typed by hand in a blank Word document: no heading styles, the name centred in bold, the town
  // and then (after a line break in the same paragraph) the phone and e-mail centred; each heading a
  // paragraph in a large blue font (16 pt, not bold); the dates pushed towards the right margin with several
  // tab characters against the default tab stops; bullets from Word's Bullets button (Symbol font); empty
  // paragraphs between the sections.
  'docx-hand-typed-tabs': (p) => {
    /** Enough default (1.27 cm) tab stops after `chars` characters of 11 pt text to reach about 13 cm. */
    const tabsAfter = (chars: number) => TAB.repeat(Math.max(1, Math.ceil((7400 - chars * 105) / 720)));
    const blank = '<w:p/>';
    const h = (value: string) => para(run(value, { size: 16, color: '2E74B5' }));
    const item = (v: string) => para(run(v), { style: 'ListParagraph', pPr: NUM(3) });
    const section = (s: Section): string[] => {
      const b = s.body;
      if (b.type === 'summary') return [h(s.heading), text(p.summary), blank];
      if (b.type === 'roles')
        return [
          h(s.heading),
          ...b.roles.flatMap((r) => {
            const line = `${r.title}, ${r.employer}, ${r.place}`;
            return [
              para(
                `${run(r.title, { bold: true })}${run(`, ${r.employer}, ${r.place}`)}${tabsAfter(line.length)}${run(r.dates)}`,
              ),
              ...r.bullets.map(item),
            ];
          }),
          blank,
        ];
      if (b.type === 'education')
        return [
          h(s.heading),
          ...p.education.flatMap((st) => [
            para(`${run(st.degree, { bold: true })}${tabsAfter(st.degree.length)}${run(st.dates)}`),
            text(st.school),
          ]),
          blank,
        ];
      if (b.type === 'skills') return [h(s.heading), ...p.skills.map(item), blank];
      return [h(s.heading), ...b.extra.items.map(item), blank];
    };
    const centre = '<w:jc w:val="center"/>';
    return {
      body: [
        para(run(p.name, { bold: true, size: 18 }), { pPr: centre }),
        para(run(p.headline, { size: 12 }), { pPr: centre }),
        para(`${run(p.city)}<w:r><w:br/></w:r>${run(`${p.phone} | ${p.email}`)}`, { pPr: centre }),
        blank,
        ...(areas(p)[0] ?? []).flatMap(section),
      ].join(''),
      styles: WORD_STYLES,
      page: `${A4}${margins(1440, 1440, 1440, 1440)}`,
    };
  },
};

/** Layouts set in more than one column, and how many (the most side by side anywhere on the page). */
const COLUMNS: Partial<Record<Layout, number>> = {
  'canva-layer-order': 2,
  'novoresume-tasks-label': 2,
  'sidebar-first-page-only': 2,
  'docx-gdocs-borderless-table': 2,
  'docx-textbox-fallback': 2,
};

/** What each file prints beyond its sections, for the truth's notes. */
const LAYOUT_NOTES: Partial<Record<Layout, string>> = {
  'awesome-cv':
    'each heading prints its first three letters in the accent colour and the rest in black, followed by a rule; roles print the employer and town on the first line and the title and dates on the second',
  'moderncv-classic':
    'a label column holds the dates and, beside each heading, a coloured bar; a role prints as "Title, Employer, Town" on one line',
  'canva-layer-order':
    'the text is written in layer order (right column first, then the left column from bottom to top, then the name); the sections are listed in visual order, left column first',
  'novoresume-tasks-label':
    'an "Achievements/Tasks" (French "Réalisations/Tâches") label is printed over each role’s bullets and is not a section; contact icons ✉ ☎ ⌂ precede the contact details',
  'graduate-inline-dates':
    'education comes first; the work is split into two experience sections; each entry prints its dates in brackets at the end of the line (the truth gives them without the brackets)',
  'sidebar-first-page-only':
    'two pages: the sidebar exists on page 1 only; the last role continues at full width at the top of page 2 without a repeated heading',
  'jobboard-export':
    'each skill is printed with its years of experience in brackets, e.g. "Forklift (8 years)"; the truth gives the skill names without them',
  'resumeio-icon-gutter':
    'each heading has an icon character in a gutter at its left (not part of the heading); roles print as "Title at Employer, Town" ("presso" in Italian) with the dates on the next line',
  'docx-gdocs-borderless-table':
    'Google Docs export: everything is in a two-column table with nil borders; role lines are Heading 2 ("Employer, Town — Title") and their dates Heading 3, so not every heading-styled paragraph is a section',
  'docx-pdf-converted':
    'converted from a PDF: one paragraph per printed line, long bullets wrap onto a second indented paragraph (still one bullet), bullets typed as "•" and a tab',
  'docx-textbox-fallback':
    'the sidebar is a DrawingML text box with a VML fallback, so its text (contact, sidebar sections) appears twice in document.xml but once on the page',
  'docx-hand-typed-tabs':
    'no heading styles: headings are 16 pt blue Normal paragraphs; dates are pushed right with several tab characters; empty paragraphs separate the sections',
};

function truthOf(p: Person, file: string, format: string) {
  const sections = areas(p)
    .flat()
    .map((s) => ({ heading: s.heading, kind: s.kind, ...(s.alt ? { alt: s.alt } : {}) }));
  const note = LAYOUT_NOTES[p.layout];
  return truthRecord({
    file,
    format,
    language: p.language,
    columns: COLUMNS[p.layout] ?? 1,
    layout: p.layout,
    generator: 'apps/server/src/evaluation/make-holdout9.ts',
    name: p.name,
    email: p.email,
    phone: p.phone,
    sections,
    roles: p.roles,
    skills: p.skills,
    notes: [
      'ninth held-out set: written without reading the parser, never measured or tuned on',
      ...(note ? [note] : []),
    ],
  });
}

writeHeldOutSet({
  fallback: '/tmp/careerlens-holdout9',
  what: 'ninth held-out resumes',
  people: PEOPLE,
  html: HTML_LAYOUTS,
  docx: DOCX_LAYOUTS,
  docxFile,
  truthOf,
});
