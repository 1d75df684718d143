import { makeZip } from '../../../../packages/core/src/testing/documents';
import { escape as esc, truthRecord, writeHeldOutSet } from './make-designed';

/**
 * `npm run eval:make-holdout6 -- <folder>` writes a sixth held-out set of designed resumes with their truth
 * (the shape `npm run eval:layouts -- <folder>` reads). People, wording and templates are new (none of
 * make-designed's or make-holdout 1 to 5's) and were written without reading the parser: a dark header band
 * with the name at the left and the contact stacked in a table cell at the right, the roles as a definition
 * list (employer in bold, title in italics under it, the dates in a narrow right column); headings followed
 * by a rule running to the right margin with each role's dates on a line of their own BELOW its bullets;
 * education first, the work under an uncommon heading ("Where I've Worked") and the skills as a run-in
 * "Skills:" paragraph; the roles as a grid of cards, two to a row; a profile export in the style of a
 * networking site (contact, top skills and languages at the left, employer before title, durations after the
 * dates); a landscape page in three columns; the section labels in a column at the RIGHT of their content; a
 * two-page resume whose role runs over the page break under a running header (name and page number); DOCX
 * with Word headings in a custom font and the contact only in the page header part, DOCX with "Title <tab>
 * dates" against a right tab stop and headings as bordered plain paragraphs, DOCX where each role is one
 * paragraph of line breaks with typed bullet characters, DOCX in the manner of a Word resume template with
 * every section in a content control and the e-mail as a hyperlink. Twelve people write in English, two each
 * in German, French, Spanish, Italian, Dutch and Portuguese, mostly outside software. Names, employers,
 * emails (example.com / example.org) and phone numbers are invented; the generated files stay out of git.
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
  | 'header-band-dl'
  | 'heading-rule-dates-below'
  | 'education-first-runin'
  | 'role-card-grid'
  | 'profile-export'
  | 'landscape-three-columns'
  | 'right-labels'
  | 'running-header-two-page'
  | 'docx-header-contact'
  | 'docx-tab-stops'
  | 'docx-soft-breaks'
  | 'docx-content-controls';

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
  /** The two-page layout: the role and the bullet at which page 2 begins. */
  split?: [number, number];
}

const PEOPLE: Person[] = [
  // --- Header band with the contact stacked at the right; roles as a definition list -------------------
  {
    id: 'en-arborist',
    language: 'en',
    layout: 'header-band-dl',
    name: 'Callum Ferreira-Whitlock',
    headline: 'Arborist and Tree Surgeon',
    email: 'callum.fw@example.com',
    phone: '07700 900 318',
    city: 'Shrewsbury',
    headings: {
      summary: 'Snapshot',
      experience: 'Positions Held',
      education: 'Tickets and Training',
      skills: 'Hands-on Skills',
    },
    summary:
      'NPTC-qualified arborist with nine years of climbing, felling and hedgerow work for councils, estates and homeowners.',
    roles: [
      {
        title: 'Lead Climber',
        employer: 'Severnside Tree Care Ltd',
        place: 'Shrewsbury',
        dates: 'Apr 2020 – Present',
        bullets: [
          'Run a three-person crew on council highway contracts',
          'Plan rigging for removals over roads and roofs',
        ],
      },
      {
        title: 'Climbing Arborist',
        employer: 'Long Mynd Estates',
        place: 'Church Stretton',
        dates: 'Jun 2017 – Mar 2020',
        bullets: ['Crown reductions and veteran tree work on a 3,000-acre estate'],
      },
      {
        title: 'Groundsman',
        employer: 'Wrekin Garden & Tree Services',
        place: 'Telford',
        dates: 'Sep 2015 – May 2017',
        bullets: ['Chipping, stump grinding and site clean-up'],
      },
    ],
    education: [
      { degree: 'NPTC CS38 Climb and Aerial Rescue', school: 'Walford College', dates: '2016' },
      { degree: 'Level 3 Diploma in Arboriculture', school: 'Walford College', dates: '2015' },
    ],
    skills: ['Aerial rescue', 'Sectional felling', 'Rigging', 'Stump grinding', 'Hedge laying'],
    extras: [
      { heading: 'Driving', kind: 'certifications', items: ['Full UK licence with B+E trailer entitlement'] },
    ],
  },
  {
    id: 'de-konditorin',
    language: 'de',
    layout: 'header-band-dl',
    name: 'Henrike Staudacher',
    headline: 'Konditormeisterin',
    email: 'h.staudacher@example.org',
    phone: '0171 5550 9321',
    city: 'Passau',
    headings: {
      summary: 'Kurz über mich',
      experience: 'Berufliche Stationen',
      education: 'Qualifikationen',
      skills: 'Stärken',
    },
    summary:
      'Konditormeisterin mit zwölf Jahren in Café-Konditoreien und einer Hotelpatisserie, verantwortlich für Torten, Pralinen und Lehrlinge.',
    roles: [
      {
        title: 'Leiterin der Backstube',
        employer: 'Café Innstadt GmbH',
        place: 'Passau',
        dates: '03/2019 – heute',
        bullets: [
          'Führung von fünf Gesellinnen und zwei Auszubildenden',
          'Einführung einer saisonalen Tortenkarte',
        ],
      },
      {
        title: 'Patissière',
        employer: 'Hotel Dreiflüssehof',
        place: 'Passau',
        dates: '05/2014 – 02/2019',
        bullets: ['Desserts für Bankette bis 300 Gäste'],
      },
      {
        title: 'Konditorin',
        employer: 'Konditorei Aigner',
        place: 'Vilshofen',
        dates: '09/2012 – 04/2014',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Meisterprüfung im Konditorenhandwerk',
        school: 'Handwerkskammer Niederbayern-Oberpfalz',
        dates: '2018',
      },
      { degree: 'Ausbildung zur Konditorin', school: 'Konditorei Aigner, Vilshofen', dates: '2009 – 2012' },
    ],
    skills: [
      'Tortendekoration',
      'Pralinenherstellung',
      'HACCP',
      'Ausbildung von Lehrlingen',
      'Warenkalkulation',
    ],
    extras: [
      {
        heading: 'Sprachkenntnisse',
        kind: 'languages',
        items: ['Deutsch (Muttersprache)', 'Englisch (gut)'],
      },
    ],
  },
  // --- Headings with a rule running to the right margin; the dates on a line below the bullets ----------
  {
    id: 'en-warehouse',
    language: 'en',
    layout: 'heading-rule-dates-below',
    name: 'Delphine Okonkwo-Barratt',
    headline: 'Warehouse Shift Manager',
    email: 'd.okonkwo.barratt@example.com',
    phone: '0161 496 0727',
    city: 'Warrington',
    headings: {
      summary: 'At a Glance',
      experience: 'Employment Record',
      education: 'Training Record',
      skills: 'Capabilities',
    },
    summary:
      'Shift manager in ambient and chilled distribution, leading up to 70 pickers and loaders on nights with strong safety records.',
    roles: [
      {
        title: 'Night Shift Manager',
        employer: 'Mersey Gateway Distribution',
        place: 'Warrington',
        dates: 'Jan. 2021 – Present',
        bullets: [
          'Lead 70 colleagues across picking, loading and goods-in',
          'Lifted pick rate from 142 to 171 cases an hour',
        ],
      },
      {
        title: 'Team Leader, Goods-In',
        employer: 'Northgate Chilled Logistics',
        place: 'Haydock',
        dates: 'Aug. 2017 – Dec. 2020',
        bullets: ['Booked and checked 45 inbound loads a night', 'Ran stock accuracy audits'],
      },
      {
        title: 'Reach Truck Driver',
        employer: 'Northgate Chilled Logistics',
        place: 'Haydock',
        dates: 'Mar. 2015 – Jul. 2017',
        bullets: ['Put-away and replenishment at heights to 11 m'],
      },
    ],
    education: [
      {
        degree: 'Level 3 Award in Supervising Health and Safety',
        school: 'Warrington & Vale Royal College',
        dates: '2019',
      },
    ],
    skills: [
      'Labour planning',
      'WMS (Manhattan)',
      'Counterbalance and reach trucks',
      'Root-cause analysis',
      'Coaching',
    ],
    extras: [],
  },
  {
    id: 'fr-sommelier',
    language: 'fr',
    layout: 'heading-rule-dates-below',
    name: 'Anatole Brisebois',
    headline: 'Sommelier',
    email: 'anatole.brisebois@example.org',
    phone: '06 72 55 31 08',
    city: 'Beaune',
    headings: {
      summary: 'Qui suis-je',
      experience: 'Postes occupés',
      education: 'Cursus',
      skills: 'Points forts',
    },
    summary:
      'Sommelier depuis huit ans en restaurant gastronomique et en cave, passionné par les vins de Bourgogne et le service en salle.',
    roles: [
      {
        title: 'Chef sommelier',
        employer: 'Restaurant Le Clos des Cordeliers',
        place: 'Beaune',
        dates: 'avril 2021 – à ce jour',
        bullets: [
          'Carte de 650 références et achats auprès de 80 domaines',
          'Formation de deux commis sommeliers',
        ],
      },
      {
        title: 'Sommelier',
        employer: 'Hôtel des Remparts',
        place: 'Dijon',
        dates: 'févr. 2017 – mars 2021',
        bullets: ['Accords mets et vins pour le menu dégustation'],
      },
      {
        title: 'Caviste',
        employer: 'Cave Saint-Vincent',
        place: 'Nuits-Saint-Georges',
        dates: 'sept. 2015 – janv. 2017',
        bullets: [],
      },
    ],
    education: [
      { degree: 'Mention complémentaire Sommellerie', school: 'Lycée hôtelier de Dijon', dates: '2015' },
      {
        degree: 'BTS Management en hôtellerie-restauration',
        school: 'Lycée hôtelier de Dijon',
        dates: '2014',
      },
    ],
    skills: ['Dégustation', 'Gestion de cave', 'Service du vin', 'Achats', 'Anglais du service'],
    extras: [
      {
        heading: 'Distinctions',
        kind: 'other',
        items: ['Finaliste du concours régional des jeunes sommeliers, 2019'],
      },
    ],
  },
  // --- Education first, the work under an uncommon heading, the skills as a run-in paragraph -----------
  {
    id: 'en-teacher',
    language: 'en',
    layout: 'education-first-runin',
    name: 'Imogen Tasker-Mbeki',
    headline: 'Primary School Teacher',
    email: 'imogen.tasker@example.com',
    phone: '0117 496 0153',
    city: 'Bristol',
    headings: {
      summary: 'Introduction',
      experience: "Where I've Worked",
      education: 'Where I Studied',
      skills: 'Skills',
    },
    summary:
      'Newly qualified primary teacher with a background in museum learning, keen on outdoor lessons and early reading.',
    roles: [
      {
        title: 'Early Career Teacher (Year 2)',
        employer: 'St Werburgh’s Park Primary',
        place: 'Bristol',
        dates: 'Sept 2023 – Present',
        bullets: ['Class of 28 with four pupils on EHC plans', 'Run the after-school gardening club'],
      },
      {
        title: 'Learning Assistant',
        employer: 'Harbourside Museum of Making',
        place: 'Bristol',
        dates: 'May 2019 – Jul 2022',
        bullets: ['Delivered 300 school workshops on Victorian industry'],
      },
    ],
    education: [
      { degree: 'PGCE Primary with QTS', school: 'University of the West Country', dates: '2022 – 2023' },
      { degree: 'BA (Hons) History', school: 'University of Exeter Campus', dates: '2016 – 2019' },
    ],
    skills: [
      'Phonics (Little Wandle)',
      'Behaviour management',
      'Forest School',
      'SEND support',
      'Google Classroom',
    ],
    extras: [
      { heading: 'Languages', kind: 'languages', items: ['English (native)', 'isiXhosa (conversational)'] },
    ],
  },
  {
    id: 'es-agricultor',
    language: 'es',
    layout: 'education-first-runin',
    name: 'Baltasar Urquiaga Miró',
    headline: 'Técnico agrícola',
    email: 'baltasar.urquiaga@example.com',
    phone: '+34 655 203 917',
    city: 'Lleida',
    headings: {
      summary: 'Presentación',
      experience: 'Dónde he trabajado',
      education: 'Formación reglada',
      skills: 'Destrezas',
    },
    summary:
      'Técnico agrícola con diez años en fruticultura de regadío, riego por goteo y certificación GlobalG.A.P.',
    roles: [
      {
        title: 'Encargado de finca',
        employer: 'Fruites del Segrià SCCL',
        place: 'Alcarràs',
        dates: 'enero 2019 – actualmente',
        bullets: [
          'Gestión de 120 hectáreas de melocotón y nectarina',
          'Coordinación de cuadrillas de hasta 40 temporeros',
        ],
      },
      {
        title: 'Técnico de riego',
        employer: 'Regadius Ponent SL',
        place: 'Lleida',
        dates: 'marzo 2014 – diciembre 2018',
        bullets: ['Diseño y mantenimiento de instalaciones de goteo'],
      },
    ],
    education: [
      { degree: 'Ingeniería Técnica Agrícola', school: 'Universitat de Lleida', dates: '2009 – 2013' },
      {
        degree: 'Carné de aplicador de fitosanitarios (nivel cualificado)',
        school: 'Generalitat de Catalunya',
        dates: '2014',
      },
    ],
    skills: ['Poda en vaso', 'Riego por goteo', 'GlobalG.A.P.', 'Tractor y atomizador', 'Control de plagas'],
    extras: [
      {
        heading: 'Idiomas hablados',
        kind: 'languages',
        items: ['Español y catalán (nativo)', 'Francés (B1)'],
      },
    ],
  },
  // --- Experience as a grid of role cards, two to a row ---------------------------------------------------
  {
    id: 'en-event-producer',
    language: 'en',
    layout: 'role-card-grid',
    name: 'Sebastián Holloway',
    headline: 'Live Events Producer',
    email: 'seb.holloway@example.org',
    phone: '+44 7700 900 561',
    city: 'Glasgow',
    headings: { summary: 'Career Snapshot', experience: 'Roles', education: 'Learning', skills: 'Skill Set' },
    summary:
      'Events producer with a decade of festivals, conferences and touring shows, from budget to get-out.',
    roles: [
      {
        title: 'Senior Producer',
        employer: 'Clydebank Live Ltd',
        place: 'Glasgow',
        dates: '2021–present',
        bullets: ['Produced a 25,000-capacity city festival', 'Budgets up to £2.4m'],
      },
      {
        title: 'Event Producer',
        employer: 'Thistle Conference Company',
        place: 'Edinburgh',
        dates: '2018–2021',
        bullets: ['Ran 40 conferences a year for 200–1,500 delegates'],
      },
      {
        title: 'Production Coordinator',
        employer: 'Northern Lights Touring',
        place: 'Manchester',
        dates: '2016–2018',
        bullets: ['Advanced venues and crew for UK tours'],
      },
      {
        title: 'Stage Manager',
        employer: 'Tron Community Theatre',
        place: 'Glasgow',
        dates: '2014–2016',
        bullets: ['Called 180 performances'],
      },
    ],
    education: [{ degree: 'BA Stage Management', school: 'Royal Conservatoire of the North', dates: '2014' }],
    skills: [
      'Budgeting',
      'Licensing applications',
      'Crowd management plans',
      'Supplier negotiation',
      'Vectorworks',
    ],
    extras: [
      {
        heading: 'Certificates',
        kind: 'certifications',
        items: ['IOSH Managing Safely', 'Personal Licence Holder'],
      },
    ],
  },
  {
    id: 'it-restauratrice',
    language: 'it',
    layout: 'role-card-grid',
    name: 'Ottavia Scarpellini',
    headline: 'Restauratrice di beni culturali',
    email: 'ottavia.scarpellini@example.com',
    phone: '+39 338 555 2741',
    city: 'Firenze',
    headings: {
      summary: 'In breve',
      experience: 'Incarichi ricoperti',
      education: 'Percorso di studi',
      skills: 'Abilità',
    },
    summary:
      'Restauratrice di dipinti su tavola e affreschi con undici anni di cantieri in chiese e musei toscani.',
    roles: [
      {
        title: 'Restauratrice senior',
        employer: 'Laboratorio Arti Antiche Srl',
        place: 'Firenze',
        dates: '2020 – oggi',
        bullets: ['Direzione tecnica di cantieri su affreschi del Trecento'],
      },
      {
        title: 'Restauratrice',
        employer: 'Cooperativa Opificio del Colle',
        place: 'Siena',
        dates: '2015 – 2020',
        bullets: ['Consolidamento e integrazione pittorica di tavole'],
      },
      {
        title: 'Collaboratrice di restauro',
        employer: 'Studio Bellandi Restauri',
        place: 'Prato',
        dates: '2013 – 2015',
        bullets: ['Pulitura e documentazione fotografica'],
      },
    ],
    education: [
      {
        degree: 'Laurea magistrale in Conservazione e restauro',
        school: 'Accademia di Belle Arti di Firenze',
        dates: '2013',
      },
    ],
    skills: [
      'Consolidamento',
      'Integrazione pittorica',
      'Documentazione tecnica',
      'Diagnostica UV',
      'Ponteggi',
    ],
    extras: [
      {
        heading: 'Lingue conosciute',
        kind: 'languages',
        items: ['Italiano (madrelingua)', 'Inglese (B2)', 'Tedesco (A2)'],
      },
    ],
  },
  // --- A LinkedIn-style profile export: contact and top skills at the left, employer first --------------
  {
    id: 'en-bank-teller',
    language: 'en',
    layout: 'profile-export',
    name: 'Thandiwe Castellanos',
    headline: 'Branch Operations Lead at Harbour Mutual Bank',
    email: 'thandiwe.castellanos@example.com',
    phone: '+1 555 010 4482',
    city: 'Halifax, Nova Scotia',
    headings: { summary: 'Summary', experience: 'Experience', education: 'Education', skills: 'Top Skills' },
    summary:
      'Retail banking lead with twelve years at the counter and in branch operations, balancing vault limits, audits and a friendly lobby.',
    roles: [
      {
        title: 'Branch Operations Lead',
        employer: 'Harbour Mutual Bank',
        place: 'Halifax, Nova Scotia',
        dates: 'February 2020 - Present',
        bullets: ['Oversee cash operations and audits for two branches'],
      },
      {
        title: 'Senior Teller',
        employer: 'Harbour Mutual Bank',
        place: 'Dartmouth, Nova Scotia',
        dates: 'June 2016 - January 2020',
        bullets: ['Trained 15 new tellers on cash handling and fraud checks'],
      },
      {
        title: 'Customer Service Representative',
        employer: 'Bluenose Credit Union',
        place: 'Truro, Nova Scotia',
        dates: 'May 2012 - May 2016',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Diploma, Business Administration – Financial Services',
        school: 'Atlantic Community College',
        dates: '2010 - 2012',
      },
    ],
    skills: [
      'Cash Handling',
      'Branch Audits',
      'Anti-Money Laundering',
      'Customer Service',
      'Team Scheduling',
    ],
    extras: [
      {
        heading: 'Languages',
        kind: 'languages',
        items: ['English (Native or Bilingual)', 'Spanish (Professional Working)'],
      },
    ],
  },
  {
    id: 'nl-logistiek',
    language: 'nl',
    layout: 'profile-export',
    name: 'Jorien van Heumen-Kaya',
    headline: 'Planner wegtransport bij Maasvlakte Container Trucking',
    email: 'jorien.vanheumen@example.org',
    phone: '+31 6 5550 8214',
    city: 'Rotterdam',
    headings: {
      summary: 'Samenvatting',
      experience: 'Ervaring',
      education: 'Opleiding',
      skills: 'Belangrijkste vaardigheden',
    },
    summary:
      'Transportplanner met negen jaar ervaring in containervervoer van en naar de haven, rustig onder druk en sterk in klantcontact.',
    roles: [
      {
        title: 'Planner wegtransport',
        employer: 'Maasvlakte Container Trucking',
        place: 'Rotterdam',
        dates: 'maart 2019 - heden',
        bullets: ['Dagelijkse planning van 55 trekkers en 30 charters'],
      },
      {
        title: 'Medewerker klantenservice',
        employer: 'Waalhaven Expeditie B.V.',
        place: 'Rotterdam',
        dates: 'september 2015 - februari 2019',
        bullets: ['Aanspreekpunt voor 40 vaste verladers'],
      },
    ],
    education: [
      {
        degree: 'MBO 4, Logistiek Teamleider',
        school: 'Scheepvaart en Transport College',
        dates: '2011 - 2015',
      },
    ],
    skills: ['Transportplanning', 'Douanedocumenten', 'Klantcontact', 'TMS (Trimble)', 'Roosters'],
    extras: [
      {
        heading: 'Talenkennis',
        kind: 'languages',
        items: ['Nederlands (moedertaal)', 'Engels (professioneel)', 'Turks (moedertaal)'],
      },
    ],
  },
  // --- A landscape page in three columns -----------------------------------------------------------------
  {
    id: 'en-ceramicist',
    language: 'en',
    layout: 'landscape-three-columns',
    name: 'Wren Abernathy-Sato',
    headline: 'Studio Potter and Ceramics Tutor',
    email: 'wren.abernathy@example.org',
    phone: '01326 555 904',
    city: 'Falmouth',
    headings: {
      summary: 'In a Nutshell',
      experience: 'Studio & Teaching Work',
      education: 'Formal Education',
      skills: 'Making Skills',
    },
    summary:
      'Potter making wheel-thrown tableware for restaurants and galleries, and teaching evening and weekend classes.',
    roles: [
      {
        title: 'Owner and Potter',
        employer: 'Penryn Quay Pottery',
        place: 'Penryn',
        dates: '2019–present',
        bullets: ['Tableware for 14 restaurants across Cornwall', 'Two solo gallery shows'],
      },
      {
        title: 'Ceramics Tutor (part-time)',
        employer: 'Kernow Adult Learning',
        place: 'Falmouth',
        dates: '2017–2022',
        bullets: ['Taught throwing and glazing to 60 adults a term'],
      },
      {
        title: 'Production Thrower',
        employer: 'Leach Lane Ceramics',
        place: 'St Ives',
        dates: '2014–2019',
        bullets: ['Threw up to 200 pots a day for the standard range'],
      },
    ],
    education: [
      {
        degree: 'BA (Hons) Contemporary Crafts',
        school: 'Falmouth School of Art & Craft',
        dates: '2011–2014',
      },
    ],
    skills: [
      'Wheel throwing',
      'Glaze chemistry',
      'Kiln firing (gas and electric)',
      'Teaching adults',
      'Etsy shop',
    ],
    extras: [
      {
        heading: 'Exhibitions',
        kind: 'other',
        items: ['Salt & Ash, Porthleven Gallery, 2023', 'Table Manners, Truro Arts Centre, 2021'],
      },
    ],
  },
  {
    id: 'pt-motorista',
    language: 'pt',
    layout: 'landscape-three-columns',
    name: 'Rui Valadares Pestana',
    headline: 'Motorista de pesados de mercadorias',
    email: 'rui.pestana@example.com',
    phone: '+351 917 555 380',
    city: 'Leiria',
    headings: { summary: 'Síntese', experience: 'Onde trabalhei', education: 'Estudos', skills: 'Aptidões' },
    summary:
      'Motorista de pesados com catorze anos em transporte nacional e internacional, sem acidentes e com ADR.',
    roles: [
      {
        title: 'Motorista internacional',
        employer: 'TransLis Cargas Lda',
        place: 'Leiria',
        dates: 'jan. 2018 – atualmente',
        bullets: [
          'Rotas Portugal–Espanha–França com semirreboque frigorífico',
          'Cumprimento rigoroso dos tempos de condução',
        ],
      },
      {
        title: 'Motorista de distribuição',
        employer: 'Distribuidora Pinhal Norte',
        place: 'Marinha Grande',
        dates: 'mar. 2010 – dez. 2017',
        bullets: ['Entregas diárias a 30 clientes da restauração'],
      },
    ],
    education: [
      {
        degree: 'CAM — Certificado de Aptidão de Motorista',
        school: 'Escola de Condução Lis',
        dates: '2010',
      },
      { degree: 'Ensino secundário', school: 'Escola Secundária Afonso Lopes Vieira', dates: '2007' },
    ],
    skills: ['Carta C+E', 'ADR', 'Tacógrafo digital', 'Cargas frigoríficas', 'Espanhol de estrada'],
    extras: [],
  },
  // --- Section labels in a column at the RIGHT of their content ----------------------------------------
  {
    id: 'en-paramedic',
    language: 'en',
    layout: 'right-labels',
    name: 'Ffion Radcliffe-Adeyemi',
    headline: 'HCPC-Registered Paramedic',
    email: 'ffion.radcliffe@example.com',
    phone: '029 2018 0447',
    city: 'Cardiff',
    headings: {
      summary: 'Outline',
      experience: 'Service Record',
      education: 'Study',
      skills: 'Clinical Abilities',
    },
    summary:
      'Paramedic with seven years on emergency ambulances in city and valleys, now mentoring newly qualified staff.',
    roles: [
      {
        title: 'Specialist Paramedic',
        employer: 'Welsh Coast Ambulance Service Trust',
        place: 'Cardiff',
        dates: '11/2021 – present',
        bullets: ['Senior clinician on a rapid response vehicle', 'Practice educator for six NQPs'],
      },
      {
        title: 'Paramedic',
        employer: 'Welsh Coast Ambulance Service Trust',
        place: 'Merthyr Tydfil',
        dates: '09/2017 – 10/2021',
        bullets: ['Emergency responses across the Heads of the Valleys'],
      },
      {
        title: 'Emergency Care Assistant',
        employer: 'Valleys Patient Transport',
        place: 'Pontypridd',
        dates: '02/2015 – 08/2017',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'BSc (Hons) Paramedic Science',
        school: 'Cardiff Metropolitan Health Campus',
        dates: '2014 – 2017',
      },
    ],
    skills: ['Advanced life support', 'Trauma care', 'Cannulation', 'Mentoring', 'Safeguarding referrals'],
    extras: [
      {
        heading: 'Memberships',
        kind: 'other',
        items: ['College of Paramedics', 'Welsh Mountain Rescue volunteer'],
      },
    ],
  },
  {
    id: 'de-steuerfach',
    language: 'de',
    layout: 'right-labels',
    name: 'Ansgar Pohlmeier',
    headline: 'Steuerfachangestellter',
    email: 'ansgar.pohlmeier@example.com',
    phone: '0521 555 47 02',
    city: 'Bielefeld',
    headings: {
      summary: 'Persönliches Profil',
      experience: 'Bisherige Tätigkeiten',
      education: 'Schulische Laufbahn',
      skills: 'Fertigkeiten',
    },
    summary:
      'Steuerfachangestellter mit zehn Jahren in Kanzleien, zuständig für Finanzbuchhaltung, Lohn und Jahresabschlüsse mittelständischer Mandanten.',
    roles: [
      {
        title: 'Steuerfachangestellter',
        employer: 'Kanzlei Brockhage & Partner',
        place: 'Bielefeld',
        dates: 'Okt. 2018 – heute',
        bullets: ['Betreuung von 45 Mandanten aus Handwerk und Handel', 'Erstellung von Jahresabschlüssen'],
      },
      {
        title: 'Lohnbuchhalter',
        employer: 'Teutoburger Steuerberatung GmbH',
        place: 'Gütersloh',
        dates: 'Aug. 2014 – Sept. 2018',
        bullets: ['Monatliche Lohnabrechnung für 600 Beschäftigte'],
      },
    ],
    education: [
      {
        degree: 'Ausbildung zum Steuerfachangestellten',
        school: 'Teutoburger Steuerberatung GmbH',
        dates: '2011 – 2014',
      },
      { degree: 'Fachhochschulreife', school: 'Carl-Severing-Berufskolleg', dates: '2011' },
    ],
    skills: ['DATEV', 'Finanzbuchhaltung', 'Lohnabrechnung', 'Umsatzsteuer', 'Jahresabschluss'],
    extras: [],
  },
  // --- Two pages: a role runs over the page break, page 2 opens on a running header ----------------------
  {
    id: 'en-housing-officer',
    language: 'en',
    layout: 'running-header-two-page',
    name: 'Bartholomew Nakashima-Reid',
    headline: 'Housing Officer',
    email: 'bart.nakashima@example.org',
    phone: '0113 496 0871',
    city: 'Leeds',
    headings: {
      summary: 'Who I Am',
      experience: 'Professional Background',
      education: 'Education Record',
      skills: 'Proficiencies',
    },
    summary:
      'Housing officer with eleven years in council and housing-association tenancy management, homelessness prevention and estate inspections. I work patiently with tenants in arrears, vulnerable residents and contractors, and I write clear case notes that hold up at court and at panel.',
    split: [1, 2],
    roles: [
      {
        title: 'Senior Housing Officer',
        employer: 'Aire Valley Homes',
        place: 'Leeds',
        dates: 'Mar 2020 – Present',
        bullets: [
          'Manage a patch of 640 general-needs and sheltered homes',
          'Cut rent arrears on the patch from 6.8% to 3.1%',
          'Chair monthly estate walkabouts with residents and police',
          'Lead on anti-social behaviour cases up to injunction stage',
          'Coach three housing officers through their CIH Level 4',
        ],
      },
      {
        title: 'Homelessness Prevention Officer',
        employer: 'Leeds City Council',
        place: 'Leeds',
        dates: 'Jun 2015 – Feb 2020',
        bullets: [
          'Assessed 25 households a month under the Housing Act',
          'Negotiated with private landlords to keep tenancies going',
          'Placed families in temporary accommodation within 24 hours',
          'Built a rent deposit scheme with two local charities',
          'Trained new starters on the case-management system',
        ],
      },
      {
        title: 'Tenancy Support Worker',
        employer: 'Kirkstall Housing Trust',
        place: 'Leeds',
        dates: 'Sep 2012 – May 2015',
        bullets: [
          'Supported 30 tenants with benefits claims and budgeting',
          'Set up furniture packs for new tenancies',
        ],
      },
    ],
    education: [
      {
        degree: 'CIH Level 4 Certificate in Housing',
        school: 'Chartered Institute of Housing',
        dates: '2016',
      },
      { degree: 'BA (Hons) Social Policy', school: 'University of Bradford Campus', dates: '2009 – 2012' },
    ],
    skills: [
      'Tenancy management',
      'Rent arrears recovery',
      'Anti-social behaviour casework',
      'Northgate Housing',
      'Mediation',
    ],
    extras: [
      {
        heading: 'Interests & Community',
        kind: 'other',
        items: ['Treasurer, Burley Allotment Society', 'Weekend football coach (under-11s)'],
      },
    ],
  },
  {
    id: 'fr-educatrice',
    language: 'fr',
    layout: 'running-header-two-page',
    name: 'Solène Marchetti-Ndiaye',
    headline: 'Éducatrice de jeunes enfants',
    email: 'solene.marchetti@example.com',
    phone: '07 55 41 20 96',
    city: 'Nantes',
    headings: {
      summary: 'Profil en quelques mots',
      experience: 'Expérience de terrain',
      education: 'Études',
      skills: 'Aptitudes clés',
    },
    summary:
      'Éducatrice de jeunes enfants depuis dix ans en crèche collective puis en direction adjointe de multi-accueil. Je construis des projets pédagogiques avec les équipes, j’accompagne les familles et je veille à l’accueil des enfants en situation de handicap.',
    split: [0, 3],
    roles: [
      {
        title: 'Directrice adjointe',
        employer: 'Multi-accueil Les Petits Ponts',
        place: 'Nantes',
        dates: 'janvier 2020 – aujourd’hui',
        bullets: [
          'Encadrement d’une équipe de 14 professionnelles',
          'Rédaction du projet pédagogique et du règlement de fonctionnement',
          'Accueil de 45 enfants de 10 semaines à 3 ans',
          'Lien avec la PMI et les services de soins',
          'Organisation des réunions avec les familles',
        ],
      },
      {
        title: 'Éducatrice de jeunes enfants',
        employer: 'Crèche municipale de l’Erdre',
        place: 'Nantes',
        dates: 'septembre 2014 – décembre 2019',
        bullets: [
          'Animation d’ateliers d’éveil et de motricité libre',
          'Suivi de deux enfants accueillis au titre du handicap',
          'Tutorat de stagiaires EJE',
        ],
      },
    ],
    education: [
      {
        degree: 'Diplôme d’État d’éducateur de jeunes enfants',
        school: 'Institut régional du travail social de Loire-Atlantique',
        dates: '2011 – 2014',
      },
      { degree: 'Licence de sciences de l’éducation', school: 'Université de Nantes', dates: '2011' },
    ],
    skills: [
      'Pédagogie active',
      'Motricité libre',
      'Accompagnement des familles',
      'Gestion d’équipe',
      'Langue des signes bébé',
    ],
    extras: [
      {
        heading: 'Langues pratiquées',
        kind: 'languages',
        items: ['Français', 'Italien (courant)', 'Wolof (notions)'],
      },
    ],
  },
  // --- DOCX: Word headings in a custom font, the contact in the page header part -------------------------
  {
    id: 'en-electrician',
    language: 'en',
    layout: 'docx-header-contact',
    name: 'Desmond Achterlonie',
    headline: 'Approved Electrician (JIB Gold Card)',
    email: 'des.achterlonie@example.com',
    phone: '07700 900 842',
    city: 'Dundee',
    headings: {
      summary: 'Background',
      experience: 'Work Record',
      education: 'Apprenticeship & Courses',
      skills: 'Trade Skills',
    },
    summary:
      'Approved electrician with fifteen years in domestic rewires, commercial fit-outs and periodic inspection.',
    roles: [
      {
        title: 'Approved Electrician',
        employer: 'Tayside Electrical Contractors',
        place: 'Dundee',
        dates: '2016–present',
        bullets: [
          'Install and test three-phase boards in schools and offices',
          'Sign off EICRs for housing associations',
        ],
      },
      {
        title: 'Electrician',
        employer: 'Carnoustie Sparks Ltd',
        place: 'Carnoustie',
        dates: '2012–2016',
        bullets: ['Domestic rewires, EV chargers and solar PV'],
      },
      {
        title: 'Apprentice Electrician',
        employer: 'Carnoustie Sparks Ltd',
        place: 'Carnoustie',
        dates: '2008–2012',
        bullets: [],
      },
    ],
    education: [
      { degree: 'SVQ Level 3 Electrical Installation', school: 'Dundee & Angus College', dates: '2012' },
      { degree: 'City & Guilds 2391 Inspection and Testing', school: 'Perth Training Centre', dates: '2017' },
    ],
    skills: [
      'Fault finding',
      'Inspection and testing',
      'Three-phase installation',
      'EV charger installation',
      'Solar PV',
    ],
    extras: [
      {
        heading: 'Cards & Memberships',
        kind: 'certifications',
        items: ['JIB Approved Electrician Gold Card', 'SELECT member', 'IPAF 3a/3b'],
      },
    ],
  },
  {
    id: 'es-recepcionista',
    language: 'es',
    layout: 'docx-header-contact',
    name: 'Inmaculada Sotomayor Quirós',
    headline: 'Jefa de recepción',
    email: 'inma.sotomayor@example.org',
    phone: '+34 622 555 148',
    city: 'Málaga',
    headings: { summary: 'Extracto', experience: 'Empleos', education: 'Educación', skills: 'Conocimientos' },
    summary:
      'Jefa de recepción con once años en hoteles vacacionales de la Costa del Sol, acostumbrada a temporadas de ocupación completa.',
    roles: [
      {
        title: 'Jefa de recepción',
        employer: 'Hotel Mirador de Gibralfaro',
        place: 'Málaga',
        dates: 'may. 2019 – presente',
        bullets: [
          'Dirección de un equipo de 12 recepcionistas y botones',
          'Mejora de la puntuación en Booking de 8,4 a 9,1',
        ],
      },
      {
        title: 'Recepcionista',
        employer: 'Aparthotel Costa Azahar',
        place: 'Torremolinos',
        dates: 'abr. 2013 – abr. 2019',
        bullets: ['Check-in y check-out de 200 habitaciones', 'Atención en cuatro idiomas'],
      },
    ],
    education: [
      {
        degree: 'Técnico Superior en Gestión de Alojamientos Turísticos',
        school: 'IES La Rosaleda',
        dates: '2011 – 2013',
      },
    ],
    skills: [
      'Opera Cloud',
      'Gestión de reservas',
      'Overbooking',
      'Atención de reclamaciones',
      'Caja y cierres',
    ],
    extras: [
      {
        heading: 'Lenguas',
        kind: 'languages',
        items: ['Español (nativo)', 'Inglés (C1)', 'Alemán (B2)', 'Francés (B1)'],
      },
    ],
  },
  // --- DOCX: "Title <tab> dates" against a right tab stop, headings as paragraphs with a bottom border ---
  {
    id: 'en-librarian',
    language: 'en',
    layout: 'docx-tab-stops',
    name: 'Philippa Oyelaran-Dunmore',
    headline: 'Community Librarian',
    email: 'philippa.od@example.com',
    phone: '01632 960 519',
    city: 'Lincoln',
    headings: {
      summary: 'Summary Statement',
      experience: 'Past Roles',
      education: 'Diplomas',
      skills: 'Competences',
    },
    summary:
      'Librarian running branch services, reading groups and digital drop-ins for a county library network.',
    roles: [
      {
        title: 'Community Librarian',
        employer: 'Lincolnshire Shire Libraries',
        place: 'Lincoln',
        dates: 'October 2019 – present',
        bullets: [
          'Manage three branch libraries and 11 staff',
          'Set up weekly digital help sessions for older residents',
        ],
      },
      {
        title: 'Library Assistant',
        employer: 'Lincolnshire Shire Libraries',
        place: 'Gainsborough',
        dates: 'July 2015 – September 2019',
        bullets: ['Ran rhyme time and a teen reading group'],
      },
      {
        title: 'Bookseller',
        employer: 'Steep Hill Books',
        place: 'Lincoln',
        dates: 'March 2013 – June 2015',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'MA Library and Information Studies',
        school: 'University of Sheffield Online',
        dates: '2019',
      },
      { degree: 'BA English Literature', school: 'University of Lincoln', dates: '2012' },
    ],
    skills: ['Reader development', 'Spydus LMS', 'Digital inclusion', 'Event planning', 'Stock management'],
    extras: [],
  },
  {
    id: 'it-contabile',
    language: 'it',
    layout: 'docx-tab-stops',
    name: 'Gianmarco Bellavista',
    headline: 'Contabile',
    email: 'g.bellavista@example.com',
    phone: '+39 349 555 6620',
    city: 'Bergamo',
    headings: {
      summary: 'Presentazione',
      experience: 'Percorso lavorativo',
      education: 'Studi',
      skills: 'Conoscenze',
    },
    summary: 'Contabile con nove anni in aziende manifatturiere, dalla prima nota al bilancio d’esercizio.',
    roles: [
      {
        title: 'Responsabile contabilità',
        employer: 'Orobica Valvole Spa',
        place: 'Dalmine',
        dates: 'settembre 2020 – in corso',
        bullets: [
          'Chiusure mensili e bilancio con la società di revisione',
          'Gestione di due addette alla contabilità',
        ],
      },
      {
        title: 'Impiegato amministrativo',
        employer: 'Tessitura Brembana Srl',
        place: 'Zogno',
        dates: 'febbraio 2015 – agosto 2020',
        bullets: ['Contabilità fornitori e liquidazioni IVA'],
      },
    ],
    education: [
      { degree: 'Laurea in Economia aziendale', school: 'Università degli Studi di Bergamo', dates: '2014' },
    ],
    skills: ['Contabilità generale', 'Bilancio', 'IVA', 'TeamSystem', 'Excel avanzato'],
    extras: [],
  },
  // --- DOCX: each role one paragraph held together by line breaks, bullets typed as characters --------
  {
    id: 'en-chef',
    language: 'en',
    layout: 'docx-soft-breaks',
    name: 'Marisol Featherstonehaugh',
    headline: 'Sous Chef',
    email: 'marisol.fh@example.org',
    phone: '020 7946 0314',
    city: 'Brighton',
    headings: {
      summary: 'Short Bio',
      experience: 'Kitchens',
      education: 'Culinary Training',
      skills: 'Toolkit',
    },
    summary:
      'Sous chef from busy seafood and brasserie kitchens, strong on fish butchery, ordering and calm service.',
    roles: [
      {
        title: 'Sous Chef',
        employer: 'The Shingle Street Brasserie',
        place: 'Brighton',
        dates: 'Jan. 2022 – Present',
        bullets: ['Run the pass on 180-cover Saturdays', 'Brought food cost from 33% to 28%'],
      },
      {
        title: 'Chef de Partie',
        employer: 'Hove Lagoon Fish House',
        place: 'Hove',
        dates: 'Apr. 2018 – Dec. 2021',
        bullets: ['Fish section and daily butchery of whole fish'],
      },
      {
        title: 'Commis Chef',
        employer: 'Lewes Road Kitchen',
        place: 'Brighton',
        dates: 'Sept. 2016 – Mar. 2018',
        bullets: [],
      },
    ],
    education: [
      {
        degree: 'Level 3 Diploma in Professional Cookery',
        school: 'Brighton Metropolitan Kitchen School',
        dates: '2016',
      },
    ],
    skills: ['Fish butchery', 'Menu costing', 'Allergen control', 'Ordering', 'Team rotas'],
    extras: [
      {
        heading: 'Food Safety',
        kind: 'certifications',
        items: ['Level 3 Food Hygiene', 'Allergen Awareness'],
      },
    ],
  },
  {
    id: 'nl-kapper',
    language: 'nl',
    layout: 'docx-soft-breaks',
    name: 'Femke Oudewater',
    headline: 'Kapster en salonmanager',
    email: 'femke.oudewater@example.com',
    phone: '06 5550 3371',
    city: 'Zwolle',
    headings: {
      summary: 'Kort profiel',
      experience: 'Werkgeschiedenis',
      education: 'Onderwijs',
      skills: 'Vakkennis',
    },
    summary:
      'Kapster met elf jaar salonervaring, gespecialiseerd in kleurtechnieken en het begeleiden van leerlingen.',
    roles: [
      {
        title: 'Salonmanager',
        employer: 'Kapsalon Thorbeckegracht',
        place: 'Zwolle',
        dates: 'jun. 2020 – heden',
        bullets: ['Leiding over zes stylisten en twee leerlingen', 'Omzet per klant met 18% verhoogd'],
      },
      {
        title: 'Kapster',
        employer: 'Haarstudio De Vecht',
        place: 'Dalfsen',
        dates: 'aug. 2013 – mei 2020',
        bullets: ['Balayage, kleurcorrecties en bruidskapsels'],
      },
    ],
    education: [{ degree: 'MBO 3 Kapper', school: 'Deltion Vakschool', dates: '2010 – 2013' }],
    skills: ['Kleurtechnieken', 'Balayage', 'Herenknippen', 'Salonplanning', 'Productadvies'],
    extras: [],
  },
  // --- DOCX: a Word resume template, every section in a content control, the e-mail a hyperlink ---------
  {
    id: 'en-nurse-aide',
    language: 'en',
    layout: 'docx-content-controls',
    name: 'Augustine Kamara-Lindqvist',
    headline: 'Healthcare Assistant',
    email: 'augustine.kl@example.com',
    phone: '0191 498 0265',
    city: 'Sunderland',
    headings: {
      summary: 'Objective Statement',
      experience: 'Experience to Date',
      education: 'Studies',
      skills: 'Abilities',
    },
    summary:
      'Healthcare assistant seeking a trainee nursing associate place after six years on acute medical wards.',
    roles: [
      {
        title: 'Healthcare Assistant',
        employer: 'Wearside General Hospital',
        place: 'Sunderland',
        dates: '04/2020 - present',
        bullets: [
          'Observations, ECGs and blood glucose on a 28-bed ward',
          'Ward champion for falls prevention',
        ],
      },
      {
        title: 'Care Assistant',
        employer: 'Roker Cliffs Care Home',
        place: 'Sunderland',
        dates: '01/2018 - 03/2020',
        bullets: ['Personal care for 22 residents living with dementia'],
      },
    ],
    education: [
      { degree: 'Care Certificate', school: 'Wearside General Hospital', dates: '2020' },
      {
        degree: 'Access to Higher Education Diploma (Health)',
        school: 'Sunderland Further Education College',
        dates: '2024',
      },
    ],
    skills: ['Clinical observations', 'ECG recording', 'Venepuncture', 'Dementia care', 'Infection control'],
    extras: [],
  },
  {
    id: 'pt-professora',
    language: 'pt',
    layout: 'docx-content-controls',
    name: 'Leonor Saldanha Quaresma',
    headline: 'Professora do 1.º ciclo',
    email: 'leonor.quaresma@example.org',
    phone: '+351 926 555 713',
    city: 'Braga',
    headings: {
      summary: 'Apresentação',
      experience: 'Experiência de trabalho',
      education: 'Formação escolar',
      skills: 'Conhecimentos',
    },
    summary:
      'Professora do 1.º ciclo com oito anos de ensino em escolas públicas do Minho e experiência em apoio educativo.',
    roles: [
      {
        title: 'Professora titular de turma',
        employer: 'Agrupamento de Escolas Sá de Miranda',
        place: 'Braga',
        dates: 'setembro de 2019 – presente',
        bullets: ['Turma de 24 alunos do 3.º ano', 'Coordenação do clube de leitura'],
      },
      {
        title: 'Professora de apoio educativo',
        employer: 'Agrupamento de Escolas de Vila Verde',
        place: 'Vila Verde',
        dates: 'setembro de 2016 – julho de 2019',
        bullets: ['Apoio a alunos com dificuldades de aprendizagem'],
      },
    ],
    education: [
      {
        degree: 'Mestrado em Ensino do 1.º e 2.º Ciclo do Ensino Básico',
        school: 'Universidade do Minho',
        dates: '2016',
      },
    ],
    skills: [
      'Diferenciação pedagógica',
      'Apoio educativo',
      'Literacia',
      'Plataformas Moodle',
      'Trabalho com famílias',
    ],
    extras: [
      {
        heading: 'Outras formações',
        kind: 'certifications',
        items: ['Curso de Primeiros Socorros', 'Ação de formação em Educação Inclusiva'],
      },
    ],
  },
];

const bulletList = (items: string[]) =>
  items.length ? `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : '';
const extrasHtml = (p: Person, heading: (text: string) => string) =>
  p.extras.map((x) => `${heading(x.heading)}${bulletList(x.items)}`).join('');

function page(p: Person, style: string, body: string, size = 'A4'): string {
  return `<!doctype html><html lang="${p.language}"><meta charset="utf-8"><style>@page{size:${size};margin:0}
body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#222;line-height:1.35}
ul{margin:2px 0 7px 16px;padding:0}p{margin:2px 0 6px}
${style}</style><body>${body}</body></html>`;
}

/** The heading over the contact column of the profile export, per language. */
const CONTACT: Partial<Record<Person['language'], string>> = { en: 'Contact', nl: 'Contactgegevens' };

/** How long each role lasted, as the profile export prints it after the dates. */
const DURATIONS: Record<string, string[]> = {
  'en-bank-teller': ['4 years 10 months', '3 years 8 months', '4 years 1 month'],
  'nl-logistiek': ['5 jaar 9 maanden', '3 jaar 6 maanden'],
};

/** The running header's page number of the two-page layout, per language. */
const PAGE_TWO: Partial<Record<Person['language'], string>> = { en: 'Page 2 of 2', fr: 'Page 2 sur 2' };

const HTML_LAYOUTS: Partial<Record<Layout, (p: Person) => string>> = {
  // A dark band across the top: the name and headline at the left, the contact stacked in the right cell of
  // the band's table. Each role a definition-list row: the employer in bold and the title in italics under it
  // at the left, the dates alone in a narrow right column.
  'header-band-dl': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const row = (left: string, right: string) => `<dt>${left}</dt><dd>${esc(right)}</dd>`;
    return page(
      p,
      `table.band{width:100%;border-collapse:collapse;background:#23313f;color:#fff}table.band td{padding:10mm 16mm;vertical-align:middle}
h1{margin:0;font-size:22pt;letter-spacing:.5px;white-space:nowrap}.hl{font-size:11pt;color:#c9d6e2}td.ct{text-align:right;font-size:9pt;line-height:1.6;width:62mm}
.in{padding:6mm 16mm}h2{font-size:12pt;color:#23313f;margin:13px 0 5px;border-bottom:2px solid #e0a43a;display:inline-block}
dl{display:grid;grid-template-columns:1fr 30mm;margin:0;column-gap:6mm}dt{margin:6px 0 0}dd{margin:6px 0 0;text-align:right;color:#555;font-size:9pt}
.e{font-weight:bold}.t{font-style:italic}`,
      `<table class="band"><tr><td><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div></td>
<td class="ct">${esc(p.email)}<br>${esc(p.phone)}<br>${esc(p.city)}</td></tr></table>
<div class="in">${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}<dl>${p.roles
        .map((r) =>
          row(
            `<div class="e">${esc(r.employer)}, ${esc(r.place)}</div><div class="t">${esc(r.title)}</div>${bulletList(r.bullets)}`,
            r.dates,
          ),
        )
        .join('')}</dl>
${h(p.headings.education)}<dl>${p.education
        .map((s) =>
          row(`<div class="e">${esc(s.school)}</div><div class="t">${esc(s.degree)}</div>`, s.dates),
        )
        .join('')}</dl>
${h(p.headings.skills)}<p>${esc(p.skills.join(' · '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // Each heading followed on its line by a rule running to the right margin; a role as its title in bold,
  // "Employer, Town" under it, the bullets, then the dates on a line of their own below the bullets.
  'heading-rule-dates-below': (p) => {
    const h = (text: string) => `<h2><span>${esc(text)}</span></h2>`;
    return page(
      p,
      `.pg{padding:16mm 18mm}h1{margin:0;font-size:21pt;color:#3d2f5b}.hl{font-size:11pt;color:#6a5a8c}.ct{margin:3px 0 8px}
h2{display:flex;align-items:center;font-size:11.5pt;color:#3d2f5b;margin:14px 0 5px}h2::after{content:'';flex:1;border-top:1px solid #9c8fbf;margin-left:8px}
.t{font-weight:bold;margin-top:8px}.d{font-size:8.5pt;color:#777;font-style:italic;margin:-3px 0 4px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} · ${esc(p.email)} · ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div>${esc(r.employer)}, ${esc(r.place)}</div>${bulletList(r.bullets)}<div class="d">${esc(r.dates)}</div>`,
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
  // Education first; the work under an uncommon heading; the skills and the extras as run-in paragraphs that
  // open on a bold "Skills:" in the same line as their comma list.
  'education-first-runin': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const runIn = (label: string, items: string[]) =>
      `<p class="ri"><b>${esc(label)}:</b> ${esc(items.join(', '))}</p>`;
    return page(
      p,
      `.pg{padding:18mm 20mm;font-size:10pt}h1{margin:0;font-size:20pt;color:#1e5a3a}.hl{font-size:11pt}.ct{margin:3px 0 9px;color:#555}
h2{font-size:12pt;color:#1e5a3a;margin:14px 0 5px}.t{font-weight:bold;margin-top:7px}.m{color:#555;font-size:9pt}.ri{margin-top:10px}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.city)} | ${esc(p.phone)} | ${esc(p.email)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="t">${esc(s.degree)}</div><div class="m">${esc(s.school)} | ${esc(s.dates)}</div>`,
        )
        .join('')}
${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)} | ${esc(r.place)} | ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${runIn(p.headings.skills, p.skills)}${p.extras.map((x) => runIn(x.heading, x.items)).join('')}</div>`,
    );
  },
  // The experience as a grid of bordered cards, two to a row, each with the dates in a small tag, the title,
  // "Employer · Town" and a bullet or two; the other sections full width under the grid.
  'role-card-grid': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{padding:15mm 16mm}h1{margin:0;font-size:22pt;color:#8a3b12}.hl{font-size:11.5pt}.ct{margin:3px 0 8px;color:#555}
h2{font-size:12pt;color:#8a3b12;margin:14px 0 6px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:5mm}
.card{border:1px solid #e2c7b6;border-radius:6px;padding:4mm;background:#fdf8f4}.tag{display:inline-block;background:#8a3b12;color:#fff;
font-size:8pt;padding:1px 7px;border-radius:8px}.t{font-weight:bold;margin-top:4px;font-size:10.5pt}.m{color:#555}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} / ${esc(p.phone)} / ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}<div class="grid">${p.roles
        .map(
          (r) =>
            `<div class="card"><span class="tag">${esc(r.dates)}</span><div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)} · ${esc(r.place)}</div>${bulletList(r.bullets)}</div>`,
        )
        .join('')}</div>
${h(p.headings.education)}${p.education.map((s) => `<p><b>${esc(s.degree)}</b> — ${esc(s.school)}, ${esc(s.dates)}</p>`).join('')}
${h(p.headings.skills)}<p>${esc(p.skills.join(' | '))}</p>${extrasHtml(p, h)}</div>`,
    );
  },
  // A profile exported from a networking site: a pale column at the left with the contact, the top skills
  // and the languages; the main column with the name, headline, town, the summary, and each role as the
  // employer in bold, the title, "dates (duration)" and the town in grey; schools as "School / Degree · (dates)".
  'profile-export': (p) => {
    const contact = CONTACT[p.language];
    const durations = DURATIONS[p.id];
    if (!contact || !durations) throw new Error(`${p.id}: no contact label or durations`);
    const side = (text: string) => `<h3>${esc(text)}</h3>`;
    const main = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.cols{display:flex;min-height:296mm}.side{width:31%;background:#f3f2ef;padding:16mm 7mm 0 12mm;font-size:9pt}
.main{width:69%;padding:16mm 14mm 0 9mm}h3{font-size:11pt;margin:14px 0 5px;color:#000}h3:first-child{margin-top:0}
.side div{margin-bottom:4px}h1{margin:0;font-size:24pt;font-weight:normal}.hl{font-size:11.5pt;margin:3px 0}.loc{color:#777;margin-bottom:6mm}
h2{font-size:14pt;font-weight:normal;margin:14px 0 6px}.e{font-size:11pt;font-weight:bold;margin-top:9px}.t{font-size:10.5pt}.g{color:#777}`,
      `<div class="cols"><div class="side">${side(contact)}<div>${esc(p.email)}</div><div>${esc(p.phone)}</div>
${side(p.headings.skills)}${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}
${p.extras.map((x) => `${side(x.heading)}${x.items.map((i) => `<div>${esc(i)}</div>`).join('')}`).join('')}</div>
<div class="main"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div><div class="loc">${esc(p.city)}</div>
${main(p.headings.summary)}<p>${esc(p.summary)}</p>
${main(p.headings.experience)}${p.roles
        .map(
          (r, i) =>
            `<div class="e">${esc(r.employer)}</div><div class="t">${esc(r.title)}</div><div class="g">${esc(r.dates)} (${esc(durations[i] ?? '')})</div><div class="g">${esc(r.place)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}
${main(p.headings.education)}${p.education
        .map((s) => `<div class="e">${esc(s.school)}</div><div>${esc(s.degree)} · (${esc(s.dates)})</div>`)
        .join('')}</div></div>`,
    );
  },
  // A landscape A4 page: the name, headline and contact across the top, then three columns: the summary and
  // skills at the left, the experience in the middle, the education and extras at the right.
  'landscape-three-columns': (p) => {
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    return page(
      p,
      `.pg{padding:12mm 14mm}.top{display:flex;align-items:baseline;gap:8mm;border-bottom:3px solid #0d6e6e;padding-bottom:3mm}
h1{margin:0;font-size:22pt;color:#0d6e6e;white-space:nowrap}.hl{font-size:11.5pt}.ct{margin-left:auto;color:#444}
.cols{display:grid;grid-template-columns:1fr 1.35fr 1fr;gap:9mm;margin-top:4mm}h2{font-size:11.5pt;color:#0d6e6e;margin:8px 0 5px}
.t{font-weight:bold;margin-top:7px}.m{color:#555}`,
      `<div class="pg"><div class="top"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.phone)} · ${esc(p.email)} · ${esc(p.city)}</div></div><div class="cols">
<div>${h(p.headings.summary)}<p>${esc(p.summary)}</p>${h(p.headings.skills)}${bulletList(p.skills)}</div>
<div>${h(p.headings.experience)}${p.roles
        .map(
          (r) =>
            `<div class="t">${esc(r.title)}</div><div class="m">${esc(r.employer)}, ${esc(r.place)} — ${esc(r.dates)}</div>${bulletList(r.bullets)}`,
        )
        .join('')}</div>
<div>${h(p.headings.education)}${p.education
        .map(
          (s) =>
            `<div class="t">${esc(s.degree)}</div><div class="m">${esc(s.school)}, ${esc(s.dates)}</div>`,
        )
        .join('')}${extrasHtml(p, h)}</div></div></div>`,
      'A4 landscape',
    );
  },
  // Each section a table row: the content in the wide left cell, the section's label in a narrow column at
  // the RIGHT, right-aligned against a coloured rule; a role as its title in bold, then "Employer, Town
  // (dates)".
  'right-labels': (p) => {
    const row = (label: string, content: string) =>
      `<tr><td class="c">${content}</td><td class="l">${esc(label)}</td></tr>`;
    return page(
      p,
      `.pg{padding:16mm 16mm 16mm 20mm}h1{margin:0;font-size:21pt}.hl{font-size:11pt;color:#7a1f3d}.ct{margin:3px 0 8mm;color:#444}
table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:6px 0 8px}td.l{width:48mm;text-align:right;font-weight:bold;
color:#7a1f3d;font-size:10pt;border-left:2px solid #7a1f3d;padding-left:4mm}td.c{padding-right:6mm}.t{font-weight:bold;margin-top:6px}
.t:first-child{margin-top:0}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div><table>
${row(p.headings.summary, `<p>${esc(p.summary)}</p>`)}
${row(
  p.headings.experience,
  p.roles
    .map(
      (r) =>
        `<div class="t">${esc(r.title)}</div><div>${esc(r.employer)}, ${esc(r.place)} (${esc(r.dates)})</div>${bulletList(r.bullets)}`,
    )
    .join(''),
)}
${row(
  p.headings.education,
  p.education
    .map((s) => `<div class="t">${esc(s.degree)}</div><div>${esc(s.school)} (${esc(s.dates)})</div>`)
    .join(''),
)}
${row(p.headings.skills, bulletList(p.skills))}
${p.extras.map((x) => row(x.heading, bulletList(x.items))).join('')}</table></div>`,
    );
  },
  // Two A4 pages: page 1 with the name, contact, summary and the experience up to the middle of one role's
  // bullets; page 2 opens on a running header (name at the left, "Page 2 of 2" at the right) and goes on with
  // the rest of that role's bullets, the later roles, the education, the skills and the extras.
  'running-header-two-page': (p) => {
    const [splitRole, splitBullet] = p.split ?? [0, 0];
    const pageTwo = PAGE_TWO[p.language];
    if (!pageTwo) throw new Error(`${p.id}: no page label for ${p.language}`);
    const h = (text: string) => `<h2>${esc(text)}</h2>`;
    const header = (r: Role) =>
      `<div class="r"><b>${esc(r.title)}</b><span>${esc(r.dates)}</span></div><div class="e">${esc(r.employer)} — ${esc(r.place)}</div>`;
    const before = p.roles
      .slice(0, splitRole)
      .map((r) => `${header(r)}${bulletList(r.bullets)}`)
      .join('');
    const broken = p.roles[splitRole];
    if (!broken) throw new Error(`${p.id}: no role ${splitRole}`);
    const after = p.roles
      .slice(splitRole + 1)
      .map((r) => `${header(r)}${bulletList(r.bullets)}`)
      .join('');
    return page(
      p,
      `.pg{height:296mm;box-sizing:border-box;padding:18mm 20mm;font-size:11pt;line-height:1.55;page-break-after:always;overflow:hidden}
.pg:last-child{page-break-after:auto}h1{margin:0;font-size:25pt}.hl{font-size:13pt;color:#2b5d8a}.ct{margin:4px 0 10mm}
h2{font-size:13.5pt;color:#2b5d8a;margin:16px 0 6px}.r{display:flex;justify-content:space-between;margin-top:10px}.e{color:#444;font-style:italic}
ul{margin:4px 0 8px 18px}li{margin-bottom:3px}.run{display:flex;justify-content:space-between;font-size:8.5pt;color:#777;border-bottom:.5pt solid #aaa;
padding-bottom:2mm;margin:-8mm 0 8mm}`,
      `<div class="pg"><h1>${esc(p.name)}</h1><div class="hl">${esc(p.headline)}</div>
<div class="ct">${esc(p.email)} · ${esc(p.phone)} · ${esc(p.city)}</div>
${h(p.headings.summary)}<p>${esc(p.summary)}</p>
${h(p.headings.experience)}${before}${header(broken)}${bulletList(broken.bullets.slice(0, splitBullet))}</div>
<div class="pg"><div class="run"><span>${esc(p.name)} — ${esc(p.headline)}</span><span>${esc(pageTwo)}</span></div>
${bulletList(broken.bullets.slice(splitBullet))}${after}
${h(p.headings.education)}${p.education.map((s) => `<div class="r"><b>${esc(s.degree)}</b><span>${esc(s.dates)}</span></div><div class="e">${esc(s.school)}</div>`).join('')}
${h(p.headings.skills)}${bulletList(p.skills)}${extrasHtml(p, h)}</div>`,
    );
  },
};

// --- DOCX ------------------------------------------------------------------------------------------------
// The test DOCX writer knows Heading1 paragraphs, bullets, tables and text boxes; these layouts need a header
// part, tab stops, paragraph borders, line breaks inside a paragraph, content controls and a hyperlink, so
// they write their own WordprocessingML and zip it with the test zip writer.

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface RunStyle {
  bold?: boolean;
  italic?: boolean;
  /** Font size in points. */
  size?: number;
  color?: string;
}

/** One run of text; a tab character in the text becomes a Word tab, a newline a line break. */
function run(text: string, style: RunStyle = {}): string {
  const rPr = [
    style.bold ? '<w:b/>' : '',
    style.italic ? '<w:i/>' : '',
    style.color ? `<w:color w:val="${style.color}"/>` : '',
    style.size ? `<w:sz w:val="${style.size * 2}"/>` : '',
  ].join('');
  const parts = text.split(/(\t|\n)/).map((part) => {
    if (part === '\t') return '<w:tab/>';
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
const bullet = (value: string) =>
  para(run(value), {
    style: 'ListParagraph',
    pPr: '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>',
  });
const centred = (runs: string) => para(runs, { pPr: '<w:jc w:val="center"/>' });

const W_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Styles: Normal in Calibri, Title, Heading 1 in Georgia (teal), Heading 2 and 3, List Paragraph, Hyperlink. */
const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${W_NS}>` +
  '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="21"/></w:rPr></w:rPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="60"/></w:pPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' +
  '<w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia"/><w:sz w:val="48"/><w:color w:val="1F4E5A"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' +
  '<w:pPr><w:keepNext/><w:spacing w:before="280" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr>' +
  '<w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia"/><w:color w:val="1F6F6F"/><w:sz w:val="30"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' +
  '<w:pPr><w:keepNext/><w:spacing w:before="240" w:after="60"/><w:outlineLvl w:val="1"/></w:pPr>' +
  '<w:rPr><w:b/><w:color w:val="7F3F98"/><w:sz w:val="26"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' +
  '<w:pPr><w:keepNext/><w:spacing w:before="120" w:after="0"/><w:outlineLvl w:val="2"/></w:pPr><w:rPr><w:b/><w:sz w:val="22"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>' +
  '<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>' +
  '</w:styles>';

const NUMBERING =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${W_NS}>` +
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/>' +
  '<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' +
  '</w:numbering>';

/** What a DOCX layout writes: the body, and optionally a page header and a mailto hyperlink target. */
interface DocxParts {
  body: string;
  header?: string;
  /** The address of relationship rId10 (a hyperlink in the body refers to it). */
  link?: string;
}

/** A DOCX package around the parts: document, styles, numbering, an optional header, their relationships. */
function docxFile(parts: DocxParts): Uint8Array {
  const headerRef = parts.header ? '<w:headerReference w:type="default" r:id="rId3"/>' : '';
  const document =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}><w:body>${parts.body}` +
    `<w:sectPr>${headerRef}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1418" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/><w:cols w:space="708"/></w:sectPr>` +
    '</w:body></w:document>';
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
  const rels = [
    `<Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>`,
    `<Relationship Id="rId2" Type="${REL}/numbering" Target="numbering.xml"/>`,
    parts.header ? `<Relationship Id="rId3" Type="${REL}/header" Target="header1.xml"/>` : '',
    parts.link
      ? `<Relationship Id="rId10" Type="${REL}/hyperlink" Target="${xml(parts.link)}" TargetMode="External"/>`
      : '',
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
        (parts.header ? `<Override PartName="/word/header1.xml" ContentType="${main}.header+xml"/>` : '') +
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
  if (parts.header) {
    files.push({
      name: 'word/header1.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr ${W_NS}>${parts.header}</w:hdr>`,
    });
  }
  return makeZip(files);
}

/** A right tab stop at the right margin of an A4 page with 2 cm margins. */
const RIGHT_TAB = '<w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs>';
/** A paragraph border under the text, as a rule under a typed heading. */
const RULE_UNDER = '<w:pBdr><w:bottom w:val="single" w:sz="8" w:space="1" w:color="444444"/></w:pBdr>';
/** A block-level content control (as the sections of a Word resume template). */
const control = (tag: string, id: number, content: string) =>
  `<w:sdt><w:sdtPr><w:alias w:val="${xml(tag)}"/><w:tag w:val="${xml(tag)}"/><w:id w:val="${id}"/></w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;

const DOCX_LAYOUTS: Partial<Record<Layout, (p: Person) => DocxParts>> = {
  // The name as a Title paragraph, Word Heading 1 headings in Georgia; the e-mail, phone and town only in the
  // page header part (right-aligned), not in the body. A role as "Title, Employer" in bold, then "Town ·
  // dates" in italics, then the bullets.
  'docx-header-contact': (p) => ({
    header: para(run(`${p.email}  |  ${p.phone}  |  ${p.city}`, { size: 9, color: '555555' }), {
      pPr: '<w:jc w:val="right"/>',
    }),
    body: [
      para(run(p.name), { style: 'Title' }),
      text(p.headline, { size: 12 }),
      para(run(p.headings.summary), { style: 'Heading1' }),
      text(p.summary),
      para(run(p.headings.experience), { style: 'Heading1' }),
      ...p.roles.flatMap((r) => [
        text(`${r.title}, ${r.employer}`, { bold: true }),
        text(`${r.place} · ${r.dates}`, { italic: true }),
        ...r.bullets.map(bullet),
      ]),
      para(run(p.headings.education), { style: 'Heading1' }),
      ...p.education.map((s) => para(run(s.degree, { bold: true }) + run(` — ${s.school}, ${s.dates}`))),
      para(run(p.headings.skills), { style: 'Heading1' }),
      ...p.skills.map(bullet),
      ...p.extras.flatMap((x) => [para(run(x.heading), { style: 'Heading1' }), ...x.items.map(bullet)]),
    ].join(''),
  }),
  // The name centred; headings typed as bold plain paragraphs with a bottom border; a role as "Title <tab>
  // dates" against a right tab stop at the margin, then "Employer, Town" in italics, then the bullets.
  'docx-tab-stops': (p) => {
    const h = (value: string) =>
      para(run(value, { bold: true, size: 12 }), {
        pPr: `${RULE_UNDER}<w:spacing w:before="240" w:after="80"/>`,
      });
    const tabbed = (left: string, right: string) =>
      para(run(`${left}\t${right}`, { bold: true }), { pPr: RIGHT_TAB });
    return {
      body: [
        centred(run(p.name, { bold: true, size: 20 })),
        centred(run(p.headline, { size: 11 })),
        centred(run(`${p.phone} – ${p.email} – ${p.city}`)),
        h(p.headings.summary),
        text(p.summary),
        h(p.headings.experience),
        ...p.roles.flatMap((r) => [
          tabbed(r.title, r.dates),
          text(`${r.employer}, ${r.place}`, { italic: true }),
          ...r.bullets.map(bullet),
        ]),
        h(p.headings.education),
        ...p.education.flatMap((s) => [tabbed(s.degree, s.dates), text(s.school, { italic: true })]),
        h(p.headings.skills),
        text(p.skills.join(', ')),
        ...p.extras.flatMap((x) => [h(x.heading), text(x.items.join(', '))]),
      ].join(''),
    };
  },
  // Headings typed as bold paragraphs on a grey shading; each role ONE paragraph whose lines are separated by
  // line breaks: the title in bold, "Employer, Town", the dates in italics, then each bullet typed as "• ".
  'docx-soft-breaks': (p) => {
    const h = (value: string) =>
      para(run(value, { bold: true, size: 12 }), {
        pPr: '<w:shd w:val="clear" w:color="auto" w:fill="E4E4E4"/><w:spacing w:before="200" w:after="80"/>',
      });
    const block = (r: Role) =>
      para(
        run(r.title, { bold: true }) +
          run(`\n${r.employer}, ${r.place}\n`) +
          run(r.dates, { italic: true }) +
          run(r.bullets.map((b) => `\n•  ${b}`).join('')),
        { pPr: '<w:spacing w:after="160"/>' },
      );
    return {
      body: [
        para(run(p.name, { bold: true, size: 22 })),
        para(run(`${p.headline}\n${p.city} · ${p.phone} · ${p.email}`)),
        h(p.headings.summary),
        text(p.summary),
        h(p.headings.experience),
        ...p.roles.map(block),
        h(p.headings.education),
        ...p.education.map((s) => para(run(s.degree, { bold: true }) + run(`\n${s.school}, ${s.dates}`))),
        h(p.headings.skills),
        para(run(p.skills.map((s) => `•  ${s}`).join('\n'))),
        ...p.extras.flatMap((x) => [h(x.heading), para(run(x.items.map((i) => `•  ${i}`).join('\n')))]),
      ].join(''),
    };
  },
  // A Word resume template: every block in a content control; the name and headline at the top, the contact
  // line with the e-mail as a mailto hyperlink; Heading 2 headings, each role as a Heading 3 "Title · Employer"
  // with "dates | Town" under it and the bullets.
  'docx-content-controls': (p) => {
    let id = 100;
    const section = (title: string, content: string[]) =>
      control(title, (id += 1), [para(run(title), { style: 'Heading2' }), ...content].join(''));
    return {
      link: `mailto:${p.email}`,
      body: [
        control('Author', (id += 1), para(run(p.name, { bold: true, size: 24, color: '7F3F98' }))),
        control('Headline', (id += 1), text(p.headline, { size: 12 })),
        control(
          'Contact',
          (id += 1),
          para(
            run(`${p.city} · ${p.phone} · `) +
              `<w:hyperlink r:id="rId10"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>${xml(p.email)}</w:t></w:r></w:hyperlink>`,
          ),
        ),
        section(p.headings.summary, [text(p.summary)]),
        section(
          p.headings.experience,
          p.roles.flatMap((r) => [
            para(run(`${r.title} · ${r.employer}`), { style: 'Heading3' }),
            text(`${r.dates} | ${r.place}`, { color: '666666' }),
            ...r.bullets.map(bullet),
          ]),
        ),
        section(
          p.headings.education,
          p.education.flatMap((s) => [
            para(run(s.degree), { style: 'Heading3' }),
            text(`${s.school}, ${s.dates}`),
          ]),
        ),
        section(p.headings.skills, p.skills.map(bullet)),
        ...p.extras.map((x) => section(x.heading, x.items.map(bullet))),
      ].join(''),
    };
  },
};

/** Layouts set in more than one column, and how many. */
const COLUMNS: Partial<Record<Layout, number>> = {
  'role-card-grid': 2,
  'profile-export': 2,
  'landscape-three-columns': 3,
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
  let sections: Array<{ heading: string; kind: string; alt?: string[] }>;
  if (p.layout === 'education-first-runin') sections = [summary, education, experience, skills, ...extras];
  else if (p.layout === 'landscape-three-columns')
    sections = [summary, skills, experience, education, ...extras];
  else if (p.layout === 'profile-export') {
    const contact = { heading: CONTACT[p.language] ?? '', kind: 'other' };
    sections = [contact, skills, ...extras, summary, experience, education];
  } else sections = [summary, experience, education, skills, ...extras];
  return truthRecord({
    file,
    format,
    language: p.language,
    columns: COLUMNS[p.layout] ?? 1,
    layout: p.layout,
    generator: 'apps/server/src/evaluation/make-holdout6.ts',
    name: p.name,
    email: p.email,
    phone: p.phone,
    sections,
    roles: p.roles,
    skills: p.skills,
    notes: ['sixth held-out set: written without reading the parser, never measured or tuned on'],
  });
}

writeHeldOutSet({
  fallback: '/tmp/careerlens-holdout6',
  what: 'sixth held-out resumes',
  people: PEOPLE,
  html: HTML_LAYOUTS,
  docx: DOCX_LAYOUTS,
  docxFile,
  truthOf,
});
