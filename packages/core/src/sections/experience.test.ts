import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract';
import { linesToItems, makeDocx, makePdf } from '../testing/documents';
import { parseResume } from './parse-resume';
import { body, documentFromLines, type FixtureLine } from './test-document';

const REFERENCE = new Date(Date.UTC(2024, 5, 15));

function rolesOf(lines: FixtureLine[]) {
  const document = documentFromLines(['Experience', ...lines]);
  return parseResume(document, { referenceDate: REFERENCE }).experience;
}

function fields(roles: ReturnType<typeof rolesOf>) {
  return roles.map((role) => ({
    title: role.title,
    employer: role.employer,
    location: role.location,
    dates: role.dates?.text,
  }));
}

describe('experience entries', () => {
  it('reads a sentence-case title above an "Employer, Town | dates" line as the title, in any language', () => {
    const roles = rolesOf([
      'Capo partita (primi piatti)',
      'Osteria dei Portici, Bologna | Aprile 2021 – oggi',
      body('Pasta fresca tirata a mano per 120 coperti'),
      'Professeure des écoles remplaçante',
      'Circonscription de Rezé-Loire, Rezé — septembre 2017 – juin 2020',
      body('Remplacements de 2 jours à 6 mois'),
    ]);
    expect(fields(roles)).toEqual([
      {
        title: 'Capo partita (primi piatti)',
        employer: 'Osteria dei Portici',
        location: 'Bologna',
        dates: 'Aprile 2021 – oggi',
      },
      {
        title: 'Professeure des écoles remplaçante',
        employer: 'Circonscription de Rezé-Loire',
        location: 'Rezé',
        dates: 'septembre 2017 – juin 2020',
      },
    ]);
    // The last, unmarked line of a description above such a line is not a title: it does not start a block.
    const described = rolesOf([
      'Head Chef, Osteria dei Portici, Bologna | 2021 – 2024',
      'Ran the pass for 120 covers',
      'Trained two commis',
      'Osteria dei Portici, Bologna | 2019 – 2021',
    ]);
    expect(described.map((role) => role.title)).not.toContain('Trained two commis');
  });

  it('reads a title below the facts a form adds under the employer line (hours, salary, grade)', () => {
    const roles = rolesOf([
      'Midwest Regional Pay Office   10/2020 - Present',
      'Oklahoma City, OK US   Salary: $49,800 USD Per Year',
      'Hours per week: 40',
      'Payroll Technician',
      'Series: 0544 Pay Plan: GS Grade: 07',
      'Duties, Accomplishments and Related Skills:',
      body('Process pay actions for 1,800 civilian employees'),
      'Supervisor: Angela Roessler (405-555-0161)',
      'Red Earth Staffing LLC   03/2017 - 09/2020',
      'Tulsa, OK US   Salary: $38,000 USD Per Year',
      'Payroll Clerk',
      'Duties, Accomplishments and Related Skills:',
      body('Weekly payroll for 600 temporary staff'),
    ]);
    expect(roles.map((role) => [role.title, role.employer])).toEqual([
      ['Payroll Technician', 'Midwest Regional Pay Office'],
      ['Payroll Clerk', 'Red Earth Staffing LLC'],
    ]);
  });

  it('reads the title and employer under a date line set in brackets, as Europass writes it', () => {
    const roles = rolesOf([
      '[ 03/02/2020 – Actual ]',
      'Trabajadora social',
      'Centro de Servicios Sociales Triana-Los Remedios',
      'Ciudad: Sevilla | País: España',
      body('Seguimiento de unas 70 familias'),
      '[ 01/06/2017 – 31/01/2020 ]',
      'Trabajadora social',
      'Residencia de Mayores Virgen del Aljarafe',
      body('Valoraciones sociales al ingreso'),
    ]);
    expect(roles.map((role) => [role.title, role.employer])).toEqual([
      ['Trabajadora social', 'Centro de Servicios Sociales Triana-Los Remedios'],
      ['Trabajadora social', 'Residencia de Mayores Virgen del Aljarafe'],
    ]);
  });

  it('reads roles written as labelled fields by their labels, in any order of the fields', () => {
    const roles = rolesOf([
      'Organisation: Sahyadri Multispeciality Hospital',
      'Designation: Pharmacist',
      'Duration: June 2019 – Till date',
      'Location: Bengaluru',
      'Responsibilities:',
      body('Dispensing for in-patient and out-patient pharmacy'),
      'Designation: Trainee Pharmacist',
      'Organisation: Nandi Health Pharmacy',
      'Duration: Aug 2017 – May 2019',
      body('Billing, stock entry and expiry checks'),
    ]);
    expect(fields(roles)).toEqual([
      {
        title: 'Pharmacist',
        employer: 'Sahyadri Multispeciality Hospital',
        location: 'Bengaluru',
        dates: 'June 2019 – Till date',
      },
      {
        title: 'Trainee Pharmacist',
        employer: 'Nandi Health Pharmacy',
        location: undefined,
        dates: 'Aug 2017 – May 2019',
      },
    ]);
    expect(roles.map((role) => role.bulletLines.length)).toEqual([2, 1]);
    // One label in a role read by its look does not make the section a form.
    const plain = rolesOf([
      'Staff Nurse, City Hospital, 2019 – 2024',
      body('Location: Ward 7, acute medicine'),
    ]);
    expect(plain.map((role) => role.title)).toEqual(['Staff Nurse']);
  });

  it('reads the roles under an employer line with its own span (promotions) as roles at that employer', () => {
    const roles = rolesOf([
      'Soar Valley Hospitals NHS Trust, Leicester | Sep 2016 – Present',
      body('Ward Sister   Jan 2022 – Present'),
      body('Lead 34 nurses on a 28-bed acute medical unit'),
      body('Staff Nurse   Sep 2016 – Dec 2021'),
      body('Cared for up to 8 patients a shift'),
      'Charnwood Care Homes   Loughborough | Jun 2013 – Aug 2016',
      body('Healthcare Assistant   Jun 2013 – Aug 2016'),
    ]);
    expect(fields(roles)).toEqual([
      {
        title: 'Ward Sister',
        employer: 'Soar Valley Hospitals NHS Trust',
        location: 'Leicester',
        dates: 'Jan 2022 – Present',
      },
      {
        title: 'Staff Nurse',
        employer: 'Soar Valley Hospitals NHS Trust',
        location: 'Leicester',
        dates: 'Sep 2016 – Dec 2021',
      },
      {
        title: 'Healthcare Assistant',
        employer: 'Charnwood Care Homes',
        location: 'Loughborough',
        dates: 'Jun 2013 – Aug 2016',
      },
    ]);
  });

  it('parts "Title, Employer, Town (dates)" read as one title', () => {
    const roles = rolesOf([
      'Chef d’équipe électricien, Loire Anjou Électricité, Angers (depuis 2020)',
      body('Encadrement de 3 électriciens sur des chantiers de bureaux'),
    ]);
    expect(fields(roles).map(({ title, employer, location }) => [title, employer, location])).toEqual([
      ['Chef d’équipe électricien', 'Loire Anjou Électricité', 'Angers'],
    ]);
  });

  it('does not group an indented dated line that starts before the line above it', () => {
    const roles = rolesOf([
      'Nurse, Acme Hospital | Sep 2016 – Present',
      body('Volunteer   Jan 2010 – Dec 2012'),
      'Porter, Acme Hospital | Jan 2012 – Aug 2016',
    ]);
    expect(roles.map((role) => role.title)).toEqual(['Nurse', 'Porter']);
  });

  it('reads lines of a second bullet mark that each open a dated role as role headers', () => {
    const roles = rolesOf([
      '◆ Shift Supervisor (Nights) — Liffey Grocery Distribution',
      'Naas | Oct 2020 – Present',
      '✓ Supervise 55 operatives on the night shift',
      '✓ Raised pick rate from 142 to 171 cases per hour',
      '◆ Reach Truck Driver — Curragh Freight Services',
      'Newbridge | May 2014 – Jan 2017',
      '✓ Loaded 30 trailers a night',
    ]);
    expect(fields(roles).map(({ title, employer, dates }) => [title, employer, dates])).toEqual([
      ['Shift Supervisor (Nights)', 'Liffey Grocery Distribution', 'Oct 2020 – Present'],
      ['Reach Truck Driver', 'Curragh Freight Services', 'May 2014 – Jan 2017'],
    ]);
    expect(roles[0]?.bulletLines).toHaveLength(2);
  });

  it('reads a title ending in a person noun of O*NET titles that the title lexicon does not list', () => {
    const roles = rolesOf([
      'Physiotherapist · Meadows Sports Injury Clinic · Edinburgh   Aug 2019 – Dec 2021',
      body('Rehab for runners and rugby players.'),
      'Sonographer · Riverside Imaging · Leeds   Jan 2016 – Jul 2019',
      body('Performed 20 abdominal scans a day.'),
    ]);
    expect(fields(roles).map(({ title, employer }) => [title, employer])).toEqual([
      ['Physiotherapist', 'Meadows Sports Injury Clinic'],
      ['Sonographer', 'Riverside Imaging'],
    ]);
  });

  it('reads "Title , 01/2019 to Current" over "Company Name – City , State"', () => {
    const roles = rolesOf([
      'Inventory Planner , 01/2019 to Current',
      'Company Name – City , State',
      body('Planned stock for 300 stores.'),
      body('Cut overstock by 12%.'),
      'Supply Analyst , 01/2017 to 01/2019',
      'Company Name – City , State',
      body('Built the weekly demand forecast.'),
    ]);
    expect(fields(roles)).toEqual([
      {
        title: 'Inventory Planner',
        employer: 'Company Name',
        location: 'City , State',
        dates: '01/2019 to Current',
      },
      {
        title: 'Supply Analyst',
        employer: 'Company Name',
        location: 'City , State',
        dates: '01/2017 to 01/2019',
      },
    ]);
    expect(roles[0]?.headerLines).toEqual([1, 2]);
    expect(roles[0]?.bulletLines).toEqual([3, 4]);
    expect(roles[0]?.lineIndexes).toEqual([1, 2, 3, 4]);
    expect(roles[0]?.dates).toMatchObject({ current: true, start: { year: 2019, month: 1 } });
  });

  it('reads "Company — City, ST" over "Title   Jan 2020 – Present"', () => {
    const roles = rolesOf([
      'Acme Corp — Austin, TX',
      'Senior Software Engineer   Jan 2020 – Present',
      '• Led the move to event-driven billing',
      '• Cut p95 latency by 40%',
      'Globex Inc — Denver, CO',
      'Software Engineer   Jun 2016 – Dec 2019',
      '• Built the partner API',
    ]);
    expect(fields(roles)).toEqual([
      {
        title: 'Senior Software Engineer',
        employer: 'Acme Corp',
        location: 'Austin, TX',
        dates: 'Jan 2020 – Present',
      },
      {
        title: 'Software Engineer',
        employer: 'Globex Inc',
        location: 'Denver, CO',
        dates: 'Jun 2016 – Dec 2019',
      },
    ]);
    expect(roles[1]?.headerLines).toEqual([5, 6]);
  });

  it('reads "Title at Company (2019-2021)"', () => {
    const roles = rolesOf([
      'Data Analyst at Globex (2019-2021)',
      '• Modelled churn for 2M subscribers',
      'Junior Analyst at Initech (2017-2019)',
      '• Cleaned CRM data',
    ]);
    expect(fields(roles)).toEqual([
      { title: 'Data Analyst', employer: 'Globex', location: undefined, dates: '2019-2021' },
      { title: 'Junior Analyst', employer: 'Initech', location: undefined, dates: '2017-2019' },
    ]);
  });

  it('reads "Company | Title | 2019 - 2021"', () => {
    const roles = rolesOf([
      'Initech Ltd | QA Engineer | 2019 - 2021',
      '• Wrote 800 automated tests',
      'Hooli | Test Lead | 2016 - 2019',
      '• Ran the release checklist',
    ]);
    expect(fields(roles)).toEqual([
      { title: 'QA Engineer', employer: 'Initech Ltd', location: undefined, dates: '2019 - 2021' },
      { title: 'Test Lead', employer: 'Hooli', location: undefined, dates: '2016 - 2019' },
    ]);
  });

  it('reads a date on its own line before the role', () => {
    const roles = rolesOf([
      '03/2014 - 05/2015',
      'Company Name – City , State Line Baker',
      body('Baked 200 loaves a day.'),
      '06/2015 - 08/2016',
      'Company Name – City , State Pastry Cook',
      body('Laminated dough for croissants.'),
    ]);
    expect(fields(roles)).toEqual([
      {
        title: 'Line Baker',
        employer: 'Company Name',
        location: 'City , State',
        dates: '03/2014 - 05/2015',
      },
      {
        title: 'Pastry Cook',
        employer: 'Company Name',
        location: 'City , State',
        dates: '06/2015 - 08/2016',
      },
    ]);
  });

  it('reads a date on its own line after the title', () => {
    const roles = rolesOf([
      'Marketing Intern, Pied Piper Inc',
      'Summer 2015',
      '• Ran three email campaigns',
      'Sales Assistant, Hooli',
      'Fall 2013 - Spring 2014',
      '• Answered customer calls',
    ]);
    expect(fields(roles)).toEqual([
      { title: 'Marketing Intern', employer: 'Pied Piper Inc', location: undefined, dates: 'Summer 2015' },
      { title: 'Sales Assistant', employer: 'Hooli', location: undefined, dates: 'Fall 2013 - Spring 2014' },
    ]);
  });

  it('joins a date split over lines ("March 2012" / "to" / "Current")', () => {
    const roles = rolesOf([
      'March 2012',
      'to',
      'Current',
      'Company Name City , State Dispatcher / Fleet Coordinator',
      body('Routed 40 trucks a day.'),
      'June 2008',
      'to',
      'February 2012',
      'Company Name City , State Warehouse Clerk',
      body('Counted stock weekly.'),
    ]);
    expect(roles).toHaveLength(2);
    expect(roles[0]?.dates).toMatchObject({ start: { year: 2012, month: 3 }, current: true });
    expect(roles[0]?.title).toBe('Dispatcher / Fleet Coordinator');
    expect(roles[0]?.headerLines).toEqual([1, 2, 3, 4]);
    expect(roles[1]?.dates).toMatchObject({
      start: { year: 2008, month: 6 },
      end: { year: 2012, month: 2 },
    });
  });

  it('does not start a role at a bullet or a sentence that mentions a period', () => {
    const roles = rolesOf([
      'Operations Manager, Acme Ltd, 2015 - 2020',
      '• Cut costs from 2016 to 2018 by renegotiating supplier contracts',
      'Reduced stock write-offs between 2017 and 2019 through weekly cycle counts across all sites.',
      '• Hired 12 staff in 2018',
    ]);
    expect(roles).toHaveLength(1);
    expect(roles[0]?.bulletLines).toEqual([2, 3, 4]);
  });

  it('gives several roles under one employer that employer', () => {
    const roles = rolesOf([
      'Acme Corp, London, UK',
      'Engineering Manager   2021 – Present',
      '• Grew the team from 4 to 11',
      'Senior Engineer   2018 – 2021',
      '• Owned the payments service',
      'Globex Ltd, Leeds, UK',
      'Engineer   2015 – 2018',
      '• Built the reporting pipeline',
    ]);
    expect(fields(roles)).toEqual([
      {
        title: 'Engineering Manager',
        employer: 'Acme Corp',
        location: 'London, UK',
        dates: '2021 – Present',
      },
      { title: 'Senior Engineer', employer: 'Acme Corp', location: undefined, dates: '2018 – 2021' },
      { title: 'Engineer', employer: 'Globex Ltd', location: 'Leeds, UK', dates: '2015 – 2018' },
    ]);
  });

  it('finds undated roles between bulleted bodies, and leaves unclear fields undefined', () => {
    const roles = rolesOf([
      'Freelance Translator',
      body('Translated supply contracts for two law firms.'),
      'Teaching Assistant, University of Bristol',
      body('Marked first-year essays.'),
    ]);
    expect(roles).toHaveLength(2);
    expect(roles[0]).toMatchObject({ title: 'Freelance Translator', headerLines: [1], bulletLines: [2] });
    expect(roles[0]?.dates).toBeUndefined();
    expect(roles[1]).toMatchObject({ title: 'Teaching Assistant', employer: 'University of Bristol' });
  });

  it('reads a right-aligned column, where the dated lines share no left margin', () => {
    const roles = rolesOf([
      { text: 'Harbor Freight Lines', x: 150 },
      { text: 'Dispatcher', x: 170 },
      { text: 'since March 2021', x: 140 },
      { text: 'Planned routes for forty drivers.', x: 60 },
      { text: 'Northwind Traders', x: 155 },
      { text: 'Warehouse Supervisor', x: 130 },
      { text: 'June 2017 - February 2021', x: 95 },
      { text: 'Ran the night shift of a cross-dock.', x: 50 },
    ]);
    expect(fields(roles)).toEqual([
      {
        title: 'Dispatcher',
        employer: 'Harbor Freight Lines',
        location: undefined,
        dates: 'since March 2021',
      },
      {
        title: 'Warehouse Supervisor',
        employer: 'Northwind Traders',
        location: undefined,
        dates: 'June 2017 - February 2021',
      },
    ]);
  });

  it('reads a line that opens with "since <date>, <description>" as a role header', () => {
    const roles = rolesOf([
      'CHIEF BAKER \uE100 ROSEWOOD BAKERY GROUP',
      'since May 2019, Running the ovens and training two apprentices.',
      'PASTRY COOK \uE100 CAFE LUMEN',
      'April 2016 - April 2019, Laminated dough for the morning service.',
    ]);
    expect(fields(roles)).toEqual([
      {
        title: 'CHIEF BAKER',
        employer: 'ROSEWOOD BAKERY GROUP',
        location: undefined,
        dates: 'since May 2019',
      },
      { title: 'PASTRY COOK', employer: 'CAFE LUMEN', location: undefined, dates: 'April 2016 - April 2019' },
    ]);
  });

  it('reads a label column: "<dates> <employer>" with the title indented on the next line', () => {
    const roles = rolesOf([
      { text: '2019–Now NORTHGATE CAPITAL   Denver, Colorado', x: 40 },
      { text: '2nd Year Associate', x: 90 },
      { text: 'Built pricing models for municipal bonds and briefed the desk each week.', x: 90 },
      { text: '2016–2019 Meridian Freight', x: 40 },
      { text: 'Logistics Coordinator', x: 90 },
      { text: 'Booked ocean freight for retail clients.', x: 90 },
    ]);
    expect(fields(roles)).toEqual([
      {
        title: '2nd Year Associate',
        employer: 'NORTHGATE CAPITAL',
        location: 'Denver, Colorado',
        dates: '2019–Now',
      },
      {
        title: 'Logistics Coordinator',
        employer: 'Meridian Freight',
        location: undefined,
        dates: '2016–2019',
      },
    ]);
    expect(roles[0]?.bulletLines).toEqual([3]);
  });

  it('reads a label column whose dates are right-aligned, with the employer and address below', () => {
    const roles = rolesOf([
      { text: 'marzo 2018 - alla data attuale Impiegata amministrativa', x: 48 },
      { text: 'Studio Rinaldi', x: 190 },
      { text: 'Via Roma 12 20121 Milano', x: 190 },
      { text: 'Tenuta della contabilità e gestione delle fatture dei clienti', x: 190 },
      { text: 'giugno 2015 - febbraio 2018 Cassiere', x: 70 },
      { text: 'Cooperativa Sole', x: 190 },
      { text: 'Gestione della cassa e degli ordini', x: 190 },
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.dates?.text])).toEqual([
      ['Impiegata amministrativa', 'Studio Rinaldi', 'marzo 2018 - alla data attuale'],
      ['Cassiere', 'Cooperativa Sole', 'giugno 2015 - febbraio 2018'],
    ]);
    expect(roles[0]?.dates?.current).toBe(true);
  });

  it('does not take a sub-heading in a larger font ("Full Time") as a role\'s title or employer', () => {
    const roles = rolesOf([
      { text: 'Full Time', heading: true, fontSize: 14 },
      '2020–2024 Copperline Studios   Austin, Texas',
      body('Lead Animator'),
      body('Directed a team of six animators on two feature films.'),
      { text: 'Part Time', heading: true, fontSize: 14 },
      '2018–2020 Bramble Books',
      body('Illustrator'),
      body('Drew covers for a children’s imprint.'),
    ]);
    expect(roles.map((role) => [role.title, role.employer])).toEqual([
      ['Lead Animator', 'Copperline Studios'],
      ['Illustrator', 'Bramble Books'],
    ]);
  });

  it("reads a template's placeholder dates as role headers without giving the roles dates", () => {
    const roles = rolesOf([
      'year–year Shift lead, Employer, Town.',
      body('General description of the role.'),
      'Month 20xx – Present Barista, Corner Cafe, Town.',
      body('Opened the shop on weekdays.'),
      'Store Manager UK',
      'Lorem Retail Group xxxx-xxxx',
      '• Ran a team of nine.',
    ]);
    expect(fields(roles)).toEqual([
      { title: 'Shift lead', employer: 'Employer', location: 'Town', dates: undefined },
      { title: 'Barista', employer: 'Corner Cafe', location: 'Town', dates: undefined },
      { title: 'Store Manager', employer: 'Lorem Retail Group', location: 'UK', dates: undefined },
    ]);
  });

  it('reads a sentence-case title led by any noun before "de" as a name, in the order the other roles use', () => {
    const roles = rolesOf([
      'Jefe de equipo de seguridad — enero 2021 – actualidad',
      'Guadalsur Seguridad S.A., Sevilla',
      body('Coordino 12 vigilantes en un centro comercial.'),
      'Vigilante de seguridad — marzo 2015 – diciembre 2020',
      'Prosegur Andalucía Sur, Sevilla',
      body('Control de accesos en el hospital.'),
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.location])).toEqual([
      ['Jefe de equipo de seguridad', 'Guadalsur Seguridad S.A.', 'Sevilla'],
      ['Vigilante de seguridad', 'Prosegur Andalucía Sur', 'Sevilla'],
    ]);
  });

  it('keeps a town with its state code ("Geelong VIC") out of the employer', () => {
    const roles = rolesOf([
      'Plumber & Gasfitter | Corio Bay Plumbing Services, Geelong VIC | Jan 2020 – Current',
      body('Installed gas appliances and hot water systems.'),
      'Carpenter | Heritage Joinery Co., Maitland NSW | Jan 2015 – Dec 2019',
      body('Built stairs and window frames.'),
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.location])).toEqual([
      ['Plumber & Gasfitter', 'Corio Bay Plumbing Services', 'Geelong VIC'],
      ['Carpenter', 'Heritage Joinery Co.', 'Maitland NSW'],
    ]);
  });

  it('parts "title, employer, town" read as one title when the second part names an employer', () => {
    const roles = rolesOf([
      'Tecnico di laboratorio biomedico, Azienda Ospedaliera Euganea, Padova | 2019 – oggi',
      body('Analisi ematologiche e controllo qualità.'),
    ]);
    expect(roles.map((role) => [role.title, role.employer, role.location])).toEqual([
      ['Tecnico di laboratorio biomedico', 'Azienda Ospedaliera Euganea', 'Padova'],
    ]);
  });

  it('reads "dates  title, employer, town." and keeps the town out of the employer', () => {
    const roles = rolesOf([
      '2019–2022 ingeniera de datos, Datalia, Sevilla.',
      body('Construyó los flujos de datos.'),
      '2015–2019 Data Analyst, Acme Corp, Leipzig.',
      body('Wrote the monthly reports.'),
    ]);
    expect(fields(roles)).toEqual([
      { title: 'ingeniera de datos', employer: 'Datalia', location: 'Sevilla', dates: '2019–2022' },
      { title: 'Data Analyst', employer: 'Acme Corp', location: 'Leipzig', dates: '2015–2019' },
    ]);
  });

  it('reads sentence-case titles of French and Spanish resumes, and German compound titles', () => {
    const roles = rolesOf([
      'Responsable de la logistique',
      'Transports Exemple SARL',
      'mars 2020 – aujourd’hui',
      body('Pilotage de trois entrepôts.'),
      'Auxiliar de farmacia',
      'Farmacia Central SL',
      'enero 2017 - febrero 2020',
      body('Atención al cliente en el mostrador.'),
      '05.2014 – 12.2016 Vertriebsingenieurin, Muster Anlagenbau GmbH',
      body('Betreuung von Kunden in Süddeutschland.'),
    ]);
    expect(roles.map((role) => [role.title, role.employer])).toEqual([
      ['Responsable de la logistique', 'Transports Exemple SARL'],
      ['Auxiliar de farmacia', 'Farmacia Central SL'],
      ['Vertriebsingenieurin', 'Muster Anlagenbau GmbH'],
    ]);
  });

  it('reads Portuguese, Italian and Dutch titles, and dotted legal forms ("S.p.A.", "B.V.")', () => {
    const roles = rolesOf([
      'Enfermeira',
      'Hospital Exemplo',
      'março 2020 – presente',
      body('Cuidados a 20 doentes por turno.'),
      'Ragioniera',
      'Ceramiche Esempio S.p.A.',
      'maggio 2016 – febbraio 2020',
      body('Tenuta della contabilità clienti.'),
      'Verpleegkundige',
      'Zorggroep Voorbeeld B.V.',
      'jan. 2013 – apr. 2016',
      body('Zorg voor oudere patiënten.'),
    ]);
    expect(roles.map((role) => [role.title, role.employer])).toEqual([
      ['Enfermeira', 'Hospital Exemplo'],
      ['Ragioniera', 'Ceramiche Esempio S.p.A.'],
      ['Verpleegkundige', 'Zorggroep Voorbeeld B.V.'],
    ]);
  });

  it('reads roles whose dates close them, on a line of their own below the bullets', () => {
    const roles = rolesOf([
      'Chef sommelier',
      'Restaurant Le Clos des Cordeliers, Beaune',
      body('Carte de 650 références et achats auprès de 80 domaines'),
      'avril 2021 – à ce jour',
      'Sommelier',
      'Hôtel des Remparts, Dijon',
      body('Accords mets et vins pour le menu dégustation'),
      'févr. 2017 – mars 2021',
    ]);
    expect(fields(roles).map((role) => [role.title, role.employer, role.dates])).toEqual([
      ['Chef sommelier', 'Restaurant Le Clos des Cordeliers', 'avril 2021 – à ce jour'],
      ['Sommelier', 'Hôtel des Remparts', 'févr. 2017 – mars 2021'],
    ]);
    expect(roles[0]?.dates?.current).toBe(true);
    // Dates above their roles, as usual, stay where they are.
    const above = rolesOf([
      'avril 2021 – à ce jour',
      'Chef sommelier',
      'Restaurant Le Clos des Cordeliers, Beaune',
      body('Carte de 650 références'),
      'févr. 2017 – mars 2021',
      'Sommelier',
      'Hôtel des Remparts, Dijon',
    ]);
    expect(above.map((role) => role.title)).toEqual(['Chef sommelier', 'Sommelier']);
  });

  it('reads a card of dates, a sentence-case title and its employer line as one role', () => {
    const roles = rolesOf([
      { text: '2020 – oggi', x: 63, fontSize: 8 },
      { text: 'Restauratrice senior', x: 57 },
      { text: 'Laboratorio Arti Antiche Srl · Firenze', x: 57 },
      { text: 'Direzione tecnica di cantieri su affreschi del Trecento', x: 69 },
      { text: '2013 – 2015', x: 63, fontSize: 8 },
      { text: 'Collaboratrice di restauro', x: 57 },
      { text: 'Studio Bellandi Restauri · Prato', x: 57 },
      { text: 'Pulitura e documentazione fotografica', x: 69 },
    ]);
    expect(fields(roles).map((role) => [role.title, role.employer, role.location])).toEqual([
      ['Restauratrice senior', 'Laboratorio Arti Antiche Srl', 'Firenze'],
      ['Collaboratrice di restauro', 'Studio Bellandi Restauri', 'Prato'],
    ]);
  });

  it('reads eight roles in a real PDF as eight entries', async () => {
    const employers = ['Acme', 'Globex', 'Initech', 'Hooli', 'Umbrella', 'Stark', 'Wayne', 'Tyrell'];
    const lines: Array<string | { text: string; bold?: boolean; x?: number }> = [
      { text: 'Jordan Rivers', bold: true },
      'jordan.rivers@example.com | (312) 555-0148 | Chicago, IL',
      { text: 'PROFESSIONAL EXPERIENCE', bold: true },
    ];
    employers.forEach((employer, position) => {
      const end = 2024 - position * 2;
      lines.push(
        { text: `${employer} Inc. — Chicago, IL`, bold: true },
        `Operations Analyst   Mar ${end - 2} – ${position === 0 ? 'Present' : `Feb ${end}`}`,
        { text: `• Reduced order errors at ${employer} by ${10 + position}%`, x: 66 },
        { text: '• Built weekly KPI reports for regional managers', x: 66 },
      );
    });
    lines.push({ text: 'EDUCATION', bold: true }, 'BSc Economics, University of Illinois, 2006');
    const pages = [
      linesToItems(lines.slice(0, 30), { leading: 16 }),
      linesToItems(lines.slice(30), { leading: 16 }),
    ];
    const document = await extractDocument(makePdf(pages), 'pdf');
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(parsed.experience).toHaveLength(8);
    expect(parsed.experience.map((role) => role.employer)).toEqual(
      employers.map((employer) => `${employer} Inc.`),
    );
    expect(parsed.experience.every((role) => role.title === 'Operations Analyst')).toBe(true);
    expect(parsed.experience.every((role) => role.bulletLines.length === 2)).toBe(true);
    expect(parsed.reverseChronological).toBe(true);
    expect(parsed.education[0]).toMatchObject({ level: 'bachelors', institution: 'University of Illinois' });
  });

  it('reads roles from a DOCX with list bullets', async () => {
    const document = await extractDocument(
      makeDocx([
        'Priya Nair',
        { heading: 'Work History' },
        'Product Designer | Studio Uno Ltd | Bengaluru, India | Apr 2021 – Present',
        { bullet: 'Redesigned onboarding, lifting activation 18%' },
        'UX Designer | Hooli | Pune, India | Jul 2018 – Mar 2021',
        { bullet: 'Ran 40 usability sessions' },
        { heading: 'Education' },
        'B.Des, National Institute of Design, 2018',
      ]),
      'docx',
    );
    const parsed = parseResume(document, { referenceDate: REFERENCE });
    expect(fields(parsed.experience)).toEqual([
      {
        title: 'Product Designer',
        employer: 'Studio Uno Ltd',
        location: 'Bengaluru, India',
        dates: 'Apr 2021 – Present',
      },
      { title: 'UX Designer', employer: 'Hooli', location: 'Pune, India', dates: 'Jul 2018 – Mar 2021' },
    ]);
    expect(parsed.experience[0]?.bulletLines).toEqual([3]);
  });
});
