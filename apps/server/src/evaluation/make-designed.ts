import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeDocx, type DocxBlock } from '../../../../packages/core/src/testing/documents';

/**
 * `npm run eval:make-designed -- <folder>` writes designed resumes with their truth (the shape of
 * ../shared/eval/designed/truth.json) for `npm run eval:layouts -- <folder>`: every profile below in every
 * layout below. PDFs are HTML templates printed by Chromium (CHROME_PATH, default /usr/bin/chromium);
 * DOCX files are written with the DOCX writer the tests use (tables, nested tables, text boxes). The layouts
 * are generic designs (sidebar, two columns under a header, label column, "Employer — Title" with the dates
 * at the right, dates on a line above the title, table grid, text-box header),
 * never copies of a measured file; the generated files stay out of git.
 */

interface Role {
  title: string;
  employer: string;
  dates: string;
  bullets: string[];
}

interface Profile {
  id: string;
  language: string;
  name: string;
  email: string;
  phone: string;
  headings: { summary: string; experience: string; education: string; skills: string; languages: string };
  summary: string;
  roles: Role[];
  education: string[];
  skills: string[];
  spoken: string[];
}

const PROFILES: Profile[] = [
  {
    id: 'en-analyst',
    language: 'en',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '+44 20 7946 0958',
    headings: {
      summary: 'Profile',
      experience: 'Work Experience',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
    },
    summary:
      'Data analyst with seven years in retail and logistics, turning sales data into pricing and stock decisions.',
    roles: [
      {
        title: 'Senior Data Analyst',
        employer: 'Northwind Traders Ltd',
        dates: 'Mar 2021 – Present',
        bullets: [
          'Built the weekly pricing dashboard used by 120 store managers',
          'Cut stock write-offs by 14% with a demand forecast in Python',
        ],
      },
      {
        title: 'Data Analyst',
        employer: 'Contoso Logistics',
        dates: 'Jun 2017 – Feb 2021',
        bullets: [
          'Automated 30 supplier reports in SQL and Power BI',
          'Trained 12 colleagues in Excel modelling',
        ],
      },
    ],
    education: ['MSc Data Science, University of Leeds, 2017', 'BSc Economics, University of York, 2015'],
    skills: ['Python', 'SQL', 'Power BI', 'Excel', 'Forecasting', 'Tableau'],
    spoken: ['English', 'Tamil'],
  },
  {
    id: 'de-engineer',
    language: 'de',
    name: 'Lena Hoffmann',
    email: 'lena.hoffmann@example.de',
    phone: '+49 170 2345678',
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      languages: 'Sprachen',
    },
    summary:
      'Maschinenbauingenieurin mit sechs Jahren Erfahrung in der Konstruktion und der Fertigung von Baugruppen für die Automobilindustrie.',
    roles: [
      {
        title: 'Konstruktionsingenieurin',
        employer: 'Beispiel Automotive GmbH',
        dates: '04.2020 – heute',
        bullets: [
          'Entwicklung von Baugruppen für die Serienfertigung mit einem Team von acht Personen',
          'Senkung der Fertigungskosten um 12 % durch eine neue Konstruktion',
        ],
      },
      {
        title: 'Werkstudentin',
        employer: 'Muster Maschinenbau AG',
        dates: '01.10.2017 – 31.03.2020',
        bullets: ['Betreuung der Prüfstände und Auswertung der Messdaten für die Entwicklung'],
      },
    ],
    education: [
      'Master Maschinenbau, Universität Stuttgart, 2020',
      'Bachelor Maschinenbau, Universität Stuttgart, 2017',
    ],
    skills: ['CATIA', 'SolidWorks', 'MATLAB', 'FMEA', 'SAP'],
    spoken: ['Deutsch', 'Englisch'],
  },
  {
    id: 'fr-marketing',
    language: 'fr',
    name: 'Camille Laurent',
    email: 'camille.laurent@example.fr',
    phone: '+33 6 12 34 56 78',
    headings: {
      summary: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
    },
    summary:
      'Chargée de marketing digital avec cinq ans d’expérience dans la gestion des campagnes et le suivi des résultats pour les marques de la distribution.',
    roles: [
      {
        title: 'Chargée de marketing digital',
        employer: 'Exemple Distribution SAS',
        dates: 'janv. 2021 – aujourd’hui',
        bullets: [
          'Gestion des campagnes SEA pour un budget de 400 000 € par an',
          'Hausse du taux de conversion de 18 % sur le site de la marque',
        ],
      },
      {
        title: 'Assistante marketing',
        employer: 'Agence Modèle SARL',
        dates: 'sept. 2018 – déc. 2020',
        bullets: ['Suivi des campagnes et des rapports pour les clients de l’agence'],
      },
    ],
    education: ['Master Marketing, Université de Lyon, 2018'],
    skills: ['Google Ads', 'Google Analytics', 'SEO', 'HubSpot', 'Excel'],
    spoken: ['Français', 'Anglais'],
  },
  {
    id: 'es-nurse',
    language: 'es',
    name: 'Lucía Fernández',
    email: 'lucia.fernandez@example.es',
    phone: '+34 612 345 678',
    headings: {
      summary: 'Perfil',
      experience: 'Experiencia profesional',
      education: 'Formación académica',
      skills: 'Competencias',
      languages: 'Idiomas',
    },
    summary:
      'Enfermera con ocho años de experiencia en la atención de los pacientes de urgencias y de la unidad de cuidados intensivos.',
    roles: [
      {
        title: 'Enfermera',
        employer: 'Hospital Universitario del Norte',
        dates: 'marzo 2019 - actualidad',
        bullets: [
          'Atención de 25 pacientes por turno en la unidad de urgencias',
          'Formación de 10 enfermeras nuevas en los protocolos del hospital',
        ],
      },
      {
        title: 'Auxiliar de enfermería',
        employer: 'Clínica Ejemplo',
        dates: 'junio 2015 - febrero 2019',
        bullets: ['Apoyo a los pacientes y gestión de las historias clínicas'],
      },
    ],
    education: ['Grado en Enfermería, Universidad de Sevilla, 2015'],
    skills: ['Urgencias', 'Cuidados intensivos', 'Triaje', 'Historia clínica electrónica'],
    spoken: ['Español', 'Inglés'],
  },
  {
    id: 'it-accountant',
    language: 'it',
    name: 'Chiara Ferraro',
    email: 'chiara.ferraro@example.it',
    phone: '+39 347 555 0192',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienza lavorativa',
      education: 'Istruzione',
      skills: 'Competenze',
      languages: 'Lingue',
    },
    summary:
      'Contabile con sei anni di esperienza nella chiusura dei bilanci e nella gestione della contabilità fornitori per aziende manifatturiere.',
    roles: [
      {
        title: 'Contabile senior',
        employer: 'Officine Esempio S.p.A.',
        dates: 'marzo 2021 – oggi',
        bullets: [
          'Chiusura mensile del bilancio in cinque giorni lavorativi invece di otto',
          'Gestione di 1.200 fatture fornitori al mese con il gestionale SAP',
        ],
      },
      {
        title: 'Impiegata amministrativa',
        employer: 'Studio Modello Srl',
        dates: 'settembre 2017 – febbraio 2021',
        bullets: ['Registrazione delle fatture e riconciliazione dei conti bancari'],
      },
    ],
    education: ['Laurea in Economia, Università di Torino, 2017'],
    skills: ['Contabilità generale', 'SAP', 'Excel', 'Bilancio', 'IVA'],
    spoken: ['Italiano', 'Inglese'],
  },
  {
    id: 'pt-teacher',
    language: 'pt',
    name: 'Beatriz Almeida',
    email: 'beatriz.almeida@example.pt',
    phone: '+351 912 345 678',
    headings: {
      summary: 'Perfil',
      experience: 'Experiência profissional',
      education: 'Formação académica',
      skills: 'Competências',
      languages: 'Idiomas',
    },
    summary:
      'Professora de matemática com oito anos de experiência no ensino básico e secundário e na preparação de alunos para exames nacionais.',
    roles: [
      {
        title: 'Professora de matemática',
        employer: 'Escola Secundária Exemplo',
        dates: 'setembro 2019 – presente',
        bullets: [
          'Ensino de seis turmas do secundário com uma taxa de aprovação de 94 %',
          'Coordenação do clube de matemática com 40 alunos',
        ],
      },
      {
        title: 'Professora auxiliar',
        employer: 'Colégio Modelo',
        dates: 'setembro 2016 – julho 2019',
        bullets: ['Apoio individual a alunos com dificuldades de aprendizagem'],
      },
    ],
    education: ['Mestrado em Ensino da Matemática, Universidade de Coimbra, 2016'],
    skills: ['Didática', 'Avaliação', 'Moodle', 'GeoGebra', 'Gestão de turma'],
    spoken: ['Português', 'Inglês'],
  },
  {
    id: 'nl-developer',
    language: 'nl',
    name: 'Daan de Vries',
    email: 'daan.devries@example.nl',
    phone: '+31 6 12345678',
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      languages: 'Talen',
    },
    summary:
      'Softwareontwikkelaar met vijf jaar ervaring in webapplicaties voor logistieke bedrijven, van ontwerp tot beheer in productie.',
    roles: [
      {
        title: 'Softwareontwikkelaar',
        employer: 'Voorbeeld Logistiek B.V.',
        dates: 'jan. 2021 – heden',
        bullets: [
          'Bouw van een planningssysteem voor 200 vrachtwagens in TypeScript',
          'Verkorting van de laadtijd van de app met 40 %',
        ],
      },
      {
        title: 'Junior ontwikkelaar',
        employer: 'Model Software B.V.',
        dates: 'aug. 2018 – dec. 2020',
        bullets: ['Onderhoud van webshops voor twaalf klanten'],
      },
    ],
    education: ['Bachelor Informatica, Hogeschool Utrecht, 2018'],
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
    spoken: ['Nederlands', 'Engels'],
  },
];

export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function rolesHtml(profile: Profile): string {
  return profile.roles
    .map(
      (role) =>
        `<div class="role"><div class="title">${escape(role.title)}</div><div class="employer">${escape(role.employer)}</div>` +
        `<div class="dates">${escape(role.dates)}</div><ul>${role.bullets.map((bullet) => `<li>${escape(bullet)}</li>`).join('')}</ul></div>`,
    )
    .join('');
}

const STYLE = `body{font-family:'DejaVu Sans',sans-serif;font-size:10pt;margin:0}h1{font-size:22pt;margin:0}
h2{font-size:12pt;text-transform:uppercase;margin:14px 0 6px}.title{font-weight:bold}.dates{color:#555}
ul{margin:4px 0 8px 16px;padding:0}.page{padding:36px}`;

/** HTML layouts: each takes a profile and gives a full page. */
const HTML_LAYOUTS: Record<string, (profile: Profile) => string> = {
  'sidebar-left': (p) =>
    `<div style="display:flex"><aside style="width:30%;background:#eef;padding:36px 16px;min-height:1000px">
<h1 style="font-size:16pt">${escape(p.name)}</h1><p>${escape(p.email)}<br>${escape(p.phone)}</p>
<h2>${escape(p.headings.skills)}</h2>${p.skills.map((skill) => `<div>${escape(skill)}</div>`).join('')}
<h2>${escape(p.headings.languages)}</h2>${p.spoken.map((item) => `<div>${escape(item)}</div>`).join('')}</aside>
<main style="width:70%;padding:36px 24px"><h2>${escape(p.headings.summary)}</h2><p>${escape(p.summary)}</p>
<h2>${escape(p.headings.experience)}</h2>${rolesHtml(p)}<h2>${escape(p.headings.education)}</h2>
${p.education.map((item) => `<div>${escape(item)}</div>`).join('')}</main></div>`,
  'header-two-columns': (p) =>
    `<div class="page"><h1>${escape(p.name)}</h1><p>${escape(p.email)} · ${escape(p.phone)}</p><p>${escape(p.summary)}</p>
<div style="display:flex;gap:28px"><div style="width:62%"><h2>${escape(p.headings.experience)}</h2>${rolesHtml(p)}</div>
<div style="width:38%"><h2>${escape(p.headings.education)}</h2>${p.education.map((item) => `<p>${escape(item)}</p>`).join('')}
<h2>${escape(p.headings.skills)}</h2>${p.skills.map((skill) => `<div>${escape(skill)}</div>`).join('')}
<h2>${escape(p.headings.languages)}</h2>${p.spoken.map((item) => `<div>${escape(item)}</div>`).join('')}</div></div></div>`,
  // One column: "Employer — Title" in bold with the dates right-aligned on the same line.
  'employer-first': (p) =>
    `<div class="page"><h1>${escape(p.name)}</h1><p>${escape(p.phone)} · ${escape(p.email)}</p>
<h2>${escape(p.headings.summary)}</h2><p>${escape(p.summary)}</p><h2>${escape(p.headings.experience)}</h2>
${p.roles
  .map(
    (role) =>
      `<div style="display:flex;justify-content:space-between"><b>${escape(role.employer)} — ${escape(role.title)}</b><span>${escape(role.dates)}</span></div><ul>${role.bullets.map((b) => `<li>${escape(b)}</li>`).join('')}</ul>`,
  )
  .join('')}
<h2>${escape(p.headings.education)}</h2>${p.education.map((item) => `<div>${escape(item)}</div>`).join('')}
<h2>${escape(p.headings.skills)}</h2><p>${escape(p.skills.join(' · '))}</p></div>`,
  // One column: the dates on a line of their own above the title, the employer below it.
  'dates-above': (p) =>
    `<div class="page"><h1>${escape(p.name)}</h1><p>${escape(p.email)}<br>${escape(p.phone)}</p>
<h2>${escape(p.headings.summary)}</h2><p>${escape(p.summary)}</p><h2>${escape(p.headings.experience)}</h2>
${p.roles
  .map(
    (role) =>
      `<div class="dates">${escape(role.dates)}</div><div class="title">${escape(role.title)}</div><div><i>${escape(role.employer)}</i></div><ul>${role.bullets.map((b) => `<li>${escape(b)}</li>`).join('')}</ul>`,
  )
  .join('')}
<h2>${escape(p.headings.education)}</h2>${p.education.map((item) => `<div>${escape(item)}</div>`).join('')}
<h2>${escape(p.headings.skills)}</h2><p>${escape(p.skills.join(', '))}</p></div>`,
  'label-column': (p) => {
    const row = (label: string, content: string) =>
      `<tr><td style="width:24%;vertical-align:top;text-align:right;padding-right:14px"><b>${label}</b></td><td>${content}</td></tr>`;
    const roles = p.roles
      .map((role) =>
        row(
          escape(role.dates),
          `<div class="title">${escape(role.title)}, ${escape(role.employer)}</div><ul>${role.bullets.map((b) => `<li>${escape(b)}</li>`).join('')}</ul>`,
        ),
      )
      .join('');
    return `<div class="page"><h1>${escape(p.name)}</h1><p>${escape(p.email)} | ${escape(p.phone)}</p><table style="width:100%">
${row(escape(p.headings.summary.toUpperCase()), escape(p.summary))}
${row(escape(p.headings.experience.toUpperCase()), '')}${roles}
${row(escape(p.headings.education.toUpperCase()), p.education.map(escape).join('<br>'))}
${row(escape(p.headings.skills.toUpperCase()), escape(p.skills.join(', ')))}</table></div>`;
  },
};

/** HTML layouts that set the page in one column (a label column beside its rows counts as one). */
const ONE_COLUMN_HTML = new Set(['label-column', 'employer-first', 'dates-above']);

/** DOCX layouts: a table grid with labels at the left, and a text-box header above plain sections. */
const DOCX_LAYOUTS: Record<string, (profile: Profile) => DocxBlock[]> = {
  'table-grid': (p) => [
    { heading: p.name },
    {
      table: [
        ['', [p.email, p.phone]],
        [p.headings.summary, [p.summary]],
        [
          p.headings.experience,
          p.roles.flatMap((role): DocxBlock[] => [
            { table: [[role.title, role.dates]] },
            role.employer,
            ...role.bullets.map((bullet) => ({ bullet })),
          ]),
        ],
        [p.headings.education, p.education],
        [p.headings.skills, [p.skills.join(', ')]],
      ],
    },
  ],
  'textbox-header': (p) => [
    { textBox: [p.name, `${p.email} | ${p.phone}`] },
    { heading: p.headings.summary },
    p.summary,
    { heading: p.headings.experience },
    ...p.roles.flatMap((role): DocxBlock[] => [
      `${role.title} | ${role.employer} | ${role.dates}`,
      ...role.bullets.map((bullet) => ({ bullet })),
    ]),
    { heading: p.headings.education },
    ...p.education,
    { heading: p.headings.skills },
    p.skills.join(', '),
  ],
};

function truthOf(profile: Profile, file: string, format: string, columns: number, layout: string) {
  const sections = [
    { heading: profile.headings.summary, kind: 'summary', alt: ['other'] },
    { heading: profile.headings.experience, kind: 'experience' },
    { heading: profile.headings.education, kind: 'education' },
    { heading: profile.headings.skills, kind: 'skills' },
  ];
  if (layout === 'sidebar-left' || layout === 'header-two-columns')
    sections.push({ heading: profile.headings.languages, kind: 'other' });
  return {
    file,
    path: `files/${file}`,
    format,
    language: profile.language,
    columns,
    layout,
    source: {
      repository: 'generated',
      path: 'apps/server/src/evaluation/make-designed.ts',
      commit: '',
      licence: '',
    },
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    sections,
    work: profile.roles.map((role) => ({
      title: role.title,
      employer: role.employer,
      dates: role.dates,
      bullets: role.bullets.length,
    })),
    skills: profile.skills,
    notes: [],
  };
}

/** Prints a full HTML page to `pdfPath` with Chromium (CHROME_PATH, default /usr/bin/chromium). */
export function printPdf(page: string, pdfPath: string): void {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const html = `${pdfPath}.html`;
  writeFileSync(html, page);
  execFileSync(
    chrome,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      `--print-to-pdf=${pdfPath}`,
      `file://${html}`,
    ],
    { stdio: 'ignore', timeout: 60_000 },
  );
  rmSync(html);
}

/** The folder given on the command line (or `fallback`), emptied, with an empty `files` folder in it. */
export function freshFolder(fallback: string): string {
  const folder = path.resolve(process.argv[2] ?? fallback);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.join(folder, 'files'), { recursive: true });
  return folder;
}

/** Writes `<folder>/truth.json` in the shape eval-layouts.ts reads. */
/** What a held-out generator gives `writeHeldOutSet`: its people and how each layout is written. */
export interface HeldOutSet<P extends { id: string; layout: string }, D> {
  /** Folder used when the command names none. */
  fallback: string;
  /** The set's name in the closing message ("sixth held-out resumes"). */
  what: string;
  people: readonly P[];
  html: Partial<Record<P['layout'], (person: P) => string>>;
  docx: Partial<Record<P['layout'], (person: P) => D>>;
  docxFile: (parts: D) => Uint8Array;
  truthOf: (person: P, file: string, format: string) => unknown;
}

/** Writes a held-out set: each person's file in their layout (DOCX or a PDF printed from HTML), then truth.json. */
export function writeHeldOutSet<P extends { id: string; layout: string }, D>(set: HeldOutSet<P, D>): void {
  const started = Date.now();
  const folder = freshFolder(set.fallback);
  const files = set.people.map((p) => {
    const docx = set.docx[p.layout as P['layout']];
    const html = set.html[p.layout as P['layout']];
    const file = `${p.id}-${p.layout}.${docx ? 'docx' : 'pdf'}`;
    if (docx) writeFileSync(path.join(folder, 'files', file), set.docxFile(docx(p)));
    else if (html) printPdf(html(p), path.join(folder, 'files', file));
    else throw new Error(`No layout ${p.layout}`);
    return set.truthOf(p, file, docx ? 'docx' : 'pdf');
  });
  writeTruth(folder, files, set.what);
  console.log(`in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function writeTruth(folder: string, files: unknown[], what: string): void {
  writeFileSync(path.join(folder, 'truth.json'), JSON.stringify({ version: 1, files }, null, 1));
  console.log(`Wrote ${files.length} ${what} and truth.json to ${folder}`);
}

/** What a held-out generator knows of one file; `truthRecord` adds the path, the source and the roles' bullets. */
export interface TruthFields {
  file: string;
  format: string;
  language: string;
  columns: number;
  layout: string;
  generator: string;
  name: string;
  email: string;
  phone: string;
  sections: Array<{ heading: string; kind: string; alt?: string[] }>;
  roles: Array<{ title: string; employer: string; dates: string; bullets: string[] }>;
  skills: string[];
  notes: string[];
}

/** One file's entry of truth.json, in the shape eval-layouts.ts reads. */
export function truthRecord(fields: TruthFields) {
  return {
    file: fields.file,
    path: `files/${fields.file}`,
    format: fields.format,
    language: fields.language,
    columns: fields.columns,
    layout: fields.layout,
    source: { repository: 'generated', path: fields.generator, commit: '', licence: '' },
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    sections: fields.sections,
    work: fields.roles.map((role) => ({
      title: role.title,
      employer: role.employer,
      dates: role.dates,
      bullets: role.bullets.length,
    })),
    skills: fields.skills,
    notes: fields.notes,
  };
}

/**
 * Writes each person into `<folder>/files` in their layout, `<id>-<layout>.docx` when `docx` has the layout,
 * else a PDF printed from `html`, and returns their truth entries.
 */
export function writePeople<P extends { id: string; layout: string }>(
  folder: string,
  people: P[],
  layouts: {
    docx: Partial<Record<string, (person: P) => DocxBlock[]>>;
    html: Partial<Record<string, (person: P) => string>>;
  },
  truth: (person: P, file: string, format: 'pdf' | 'docx') => unknown,
): unknown[] {
  return people.map((person) => {
    const docx = layouts.docx[person.layout];
    const html = layouts.html[person.layout];
    const file = `${person.id}-${person.layout}.${docx ? 'docx' : 'pdf'}`;
    if (docx) writeFileSync(path.join(folder, 'files', file), makeDocx(docx(person)));
    else if (html) printPdf(html(person), path.join(folder, 'files', file));
    else throw new Error(`No layout ${person.layout}`);
    return truth(person, file, docx ? 'docx' : 'pdf');
  });
}

function main() {
  const folder = freshFolder('/tmp/careerlens-designed');
  const files: unknown[] = [];
  for (const profile of PROFILES) {
    for (const [layout, render] of Object.entries(HTML_LAYOUTS)) {
      const name = `${profile.id}-${layout}`;
      printPdf(
        `<!doctype html><meta charset="utf-8"><style>${STYLE}</style>${render(profile)}`,
        path.join(folder, 'files', `${name}.pdf`),
      );
      const columns = ONE_COLUMN_HTML.has(layout) ? 1 : 2;
      files.push(truthOf(profile, `${name}.pdf`, 'pdf', columns, layout));
    }
    for (const [layout, build] of Object.entries(DOCX_LAYOUTS)) {
      const name = `${profile.id}-${layout}.docx`;
      writeFileSync(path.join(folder, 'files', name), makeDocx(build(profile)));
      files.push(truthOf(profile, name, 'docx', layout === 'table-grid' ? 2 : 1, layout));
    }
  }
  writeTruth(folder, files, 'designed resumes');
}

// Run as a script, not when another generator imports the helpers above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
