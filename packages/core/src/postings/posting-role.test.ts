import { describe, expect, it } from 'vitest';
import { findSkillByName } from '../skills/taxonomy';
import { mapPostingRole } from './posting-role';

describe('mapPostingRole', () => {
  const examples: ReadonlyArray<readonly [string, string]> = [
    ['Frontend Developer', 'Frontend Engineer'],
    ['Software Engineer, Blockchain Infrastructure', 'Software Engineer'],
    ['RN - Med/Surg Nights', 'Registered Nurse'],
    ['Line Cook', 'Chef'],
    ['Staff Accountant', 'Accountant'],
    ['Talent Acquisition Partner', 'Recruiter'],
    ['Customer Support Specialist', 'Customer Service Representative'],
    ['Data Scientist II', 'Data Scientist'],
    ['Sous Chef', 'Chef'],
    ['A&P Mechanic', 'Aircraft Maintenance Technician'],
    ['Diesel Technician', 'Automotive Technician'],
    ['Senior Frontend Engineer (Remote)', 'Frontend Engineer'],
    ['Sr. Data Analyst - Remote', 'Data Analyst'],
    ['Front-End Engineer', 'Frontend Engineer'],
    ['Full-Stack Developer', 'Full Stack Engineer'],
    ['Head of Engineering', 'Engineering Manager'],
    ['Registered Nurse (ICU) - Night Shift', 'Registered Nurse'],
    ['Electrician Apprentice', 'Electrician'],
    ['Payroll Specialist (Part-time)', 'Payroll Specialist'],
    ['Engineer 4, Software Development & Engineering-8308', 'Software Engineer'],
    ['Rust Backend Engineer', 'Backend Engineer'],
    ['Senior Database Software Engineer - Rust (US)', 'Software Engineer'],
  ];

  it.each(examples)('%s -> %s', (title, roleTitle) => {
    expect(mapPostingRole(title, []).roleTitle).toBe(roleTitle);
  });

  it('is most confident for an exact title, less after removing level words', () => {
    expect(mapPostingRole('Data Scientist', []).roleConfidence).toBe(0.95);
    expect(mapPostingRole('Data Scientist II', []).roleConfidence).toBe(0.92);
    expect(mapPostingRole('Software Engineer, Blockchain Infrastructure', []).roleConfidence).toBe(0.9);
  });

  it('returns the group of the catalogue title', () => {
    expect(mapPostingRole('Staff Accountant', [])).toEqual({
      roleTitle: 'Accountant',
      roleGroup: 'Finance & Operations',
      roleConfidence: 0.95,
    });
  });

  it('maps a title that only names a generic noun by its skills', () => {
    const role = mapPostingRole('Engineer', [
      'python',
      'machine-learning',
      'pytorch',
      'tensorflow',
      'deep-learning',
    ]);
    expect(role.roleTitle).toBe('Machine Learning Engineer');
    expect(role.roleConfidence).toBeLessThanOrEqual(0.6);
  });

  it('keeps "Rust Engineer" a software engineer when the skills say nothing clear', () => {
    const role = mapPostingRole('Rust Engineer', []);
    expect(role.roleTitle).toBe('Software Engineer');
    expect(role.roleConfidence).toBeLessThan(0.5);
  });

  it('falls back to the best skill overlap for an unknown title', () => {
    const role = mapPostingRole('Wizard of Light', [
      'patient-assessment',
      'medication-administration',
      'iv-therapy',
    ]);
    expect(role.roleTitle).toBe('Registered Nurse');
    expect(role.roleConfidence).toBeLessThanOrEqual(0.5);
  });

  it('maps an unknown title with no skills to Other with low confidence', () => {
    expect(mapPostingRole('Wizard of Light', [])).toEqual({
      roleTitle: 'Other',
      roleGroup: 'Other',
      roleConfidence: 0.1,
    });
    expect(mapPostingRole('Barista', []).roleTitle).toBe('Other');
    expect(mapPostingRole('Warehouse Associate', []).roleTitle).toBe('Other');
  });

  it.each([
    ['Public Relations Director', 'Public Relations Specialist'],
    ['Assistant Director of Public Relations', 'Public Relations Specialist'],
    ['Director of Human Resources', 'HR Manager'],
    ['Human Resource Assistant', 'HR Generalist'],
    ['Accounting Manager', 'Accountant'],
    ['Payroll Clerk', 'Payroll Specialist'],
    ['Personal Training Manager', 'Personal Trainer'],
    ['Director of Information Technology', 'Systems Administrator'],
    ['Claims Manager', 'Claims Adjuster'],
    ['Director of Claims', 'Claims Adjuster'],
    ['Social Services Director', 'Social Worker'],
    ['Child Welfare Specialist', 'Social Worker'],
  ])("maps a field and a rank word to the field's role: %s -> %s", (title, roleTitle) => {
    const role = mapPostingRole(title, []);
    expect(role.roleTitle).toBe(roleTitle);
    // 0.65 or more: O*NET reads some as a related occupation (an accounting manager is a financial manager).
    expect(role.roleConfidence).toBeGreaterThanOrEqual(0.65);
  });

  it('does not read a field into a title that only names a level or an intern', () => {
    expect(mapPostingRole('Engineering Intern', []).roleTitle).not.toBe('Engineering Manager');
    expect(mapPostingRole('Security Officer', []).roleTitle).not.toBe('Security Engineer');
  });

  it.each([
    ['Dispatcher', 'Logistics Coordinator'],
    ['Bus Driver', 'Truck Driver'],
    ['Certified Nursing Assistant', 'Medical Assistant'],
    ['Mortgage Underwriter', 'Loan Officer'],
    ['Key Holder', 'Retail Store Manager'],
    ['Courtesy Clerk', 'Retail Sales Associate'],
    ['Forestry Technician', 'Farm Manager'],
    ['Hydrologist', 'Environmental Scientist'],
    ['Environmental Engineer', 'Environmental Scientist'],
    ['Plant Protection and Quarantine Technician', 'Environmental Scientist'],
    ['Ranch Hand', 'Farm Manager'],
  ])(
    'maps an occupation outside the catalogue to its nearest role, less surely: %s -> %s',
    (title, roleTitle) => {
      const role = mapPostingRole(title, []);
      expect(role.roleTitle).toBe(roleTitle);
      // Below an alias (0.95): O*NET lists some under the role's own occupation (a mortgage underwriter is
      // a loan officer in O*NET), read at 0.9 at most.
      expect(role.roleConfidence).toBeLessThanOrEqual(0.9);
      expect(role.roleConfidence).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each([
    ['Pediatric Occupational Therapist', 'Registered Nurse'],
    ['Bilingual Community Health Worker', 'Social Worker'],
    ['Outpatient Mental Health Counselor', 'Registered Nurse'],
    ['Electro-Mechanical Designer', 'Mechanical Engineer'],
    ['Freight Dispatcher', 'Logistics Coordinator'],
  ])(
    "maps a longer title ending in a neighbouring occupation's title, less surely still: %s -> %s",
    (title, roleTitle) => {
      const role = mapPostingRole(title, []);
      expect(role.roleTitle).toBe(roleTitle);
      expect(role.roleConfidence).toBeLessThanOrEqual(0.65);
      expect(role.roleConfidence).toBeGreaterThanOrEqual(0.5);
    },
  );

  it.each([
    ['Aquatics and Fitness Director', 'Personal Trainer'],
    ['Accounts Payable Branch Chief', 'Bookkeeper'],
    ['Retail Banking Branch Officer', 'Personal Banker'],
    ['Information Technology Project Management Office Lead', 'Project Manager'],
  ])('reads a title by the field words that make up most of it: %s -> %s', (title, roleTitle) => {
    const role = mapPostingRole(title, []);
    expect(role.roleTitle).toBe(roleTitle);
    expect(role.roleConfidence).toBeLessThanOrEqual(0.65);
  });

  it('does not read a field from a shared rank or role noun alone', () => {
    // "Administrator" alone does not make a systems administrator, nor "Officer" a loan officer.
    expect(mapPostingRole('Corporate Administrator', []).roleTitle).toBe('Other');
    expect(mapPostingRole('Healthcare Management Representative', []).roleTitle).not.toBe(
      'Sales Representative',
    );
    expect(mapPostingRole('IT Support Officer', []).roleTitle).toBe('IT Support Specialist');
    expect(mapPostingRole('Fitness Attendant', []).roleTitle).toBe('Personal Trainer');
    expect(mapPostingRole('Flight Attendant', []).roleTitle).toBe('Customer Service Representative');
  });

  it.each([
    'Truck Driver',
    'Delivery Driver',
    'CDL Driver',
    'CDL-A Driver',
    'Class A CDL Driver',
    'Driver',
    'Car Hauler',
    'Auto Transporter',
    'Automobile Transporter',
    'Route Driver',
    'Local Driver',
    'OTR Driver',
    'Tractor Trailer Driver',
    'Tractor-Trailer Driver',
  ])('maps the driver title %s to Truck Driver as an alias', (title) => {
    expect(mapPostingRole(title, [])).toEqual({
      roleTitle: 'Truck Driver',
      roleGroup: 'Other',
      roleConfidence: 0.95,
    });
  });

  it('maps longer driver titles to Truck Driver', () => {
    for (const title of [
      'Freight Truck Driver',
      'Senior Truck Driver',
      'Lead Driver',
      'Truck Driver (CDL-A) - Regional',
      'CDL Class A Driver - Home Daily',
      'Delivery Driver - Class B',
    ]) {
      expect(mapPostingRole(title, []).roleTitle, title).toBe('Truck Driver');
    }
  });

  it('keeps warehouse and dispatch work with Logistics Coordinator, and software drivers with engineering', () => {
    for (const title of ['Dispatcher', 'Shipping Clerk', 'Material Handler', 'Forklift Operator']) {
      expect(mapPostingRole(title, []).roleTitle, title).toBe('Logistics Coordinator');
    }
    // "Driver" alone is a generic noun: a device driver engineer shares nothing with truck drivers.
    for (const title of ['Device Driver Engineer', 'Driver Engineer', 'Graphics Driver Engineer']) {
      expect(mapPostingRole(title, []).roleTitle, title).toBe('Software Engineer');
    }
  });

  it.each([
    'Claims Adjuster',
    'Claims Representative',
    'Claims Specialist',
    'Claims Examiner',
    'Claims Associate',
    'Insurance Adjuster',
    'Insurance Claims Representative',
    'Field Adjuster',
    'Desk Adjuster',
    'Liability Claims Representative',
    'Workers Compensation Claims Adjuster',
  ])('maps the insurance claims title %s to Claims Adjuster as an alias', (title) => {
    expect(mapPostingRole(title, [])).toEqual({
      roleTitle: 'Claims Adjuster',
      roleGroup: 'Finance & Operations',
      roleConfidence: 0.95,
    });
  });

  it('maps claims titles with a level, a line of business or a rank to Claims Adjuster', () => {
    for (const title of [
      'Claims Adjuster Trainee',
      'Associate Claims Representative',
      'Auto Claims Adjuster II',
      'Senior Property Claims Adjuster',
      "Claims Examiner - Workers' Comp",
      'Claims Processor',
      'Subrogation Specialist',
    ]) {
      expect(mapPostingRole(title, []).roleTitle, title).toBe('Claims Adjuster');
    }
    // Selling policies and underwriting them stay where they were.
    // O*NET: insurance sales agents, Primary-Short related to the sales representatives of services.
    expect(['Sales Representative', 'Sales Development Representative']).toContain(
      mapPostingRole('Insurance Agent', []).roleTitle,
    );
    expect(mapPostingRole('Underwriter', []).roleTitle).toBe('Loan Officer');
  });

  it.each([
    'School Principal',
    'Elementary School Principal',
    'High School Principal',
    'Assistant Principal',
    'Vice Principal',
    'Deputy Principal',
    'Dean of Students',
    'Head of School',
    'School Director',
    'Director of School Improvement',
  ])('maps the school leadership title %s to School Administrator as an alias', (title) => {
    expect(mapPostingRole(title, [])).toEqual({
      roleTitle: 'School Administrator',
      roleGroup: 'Other',
      roleConfidence: 0.95,
    });
  });

  it('maps a school principal named with the school to School Administrator', () => {
    for (const title of [
      'Elementary Principal',
      'Middle School Assistant Principal',
      'Assistant Principal - Middle School',
      'Principal - High School',
      'Principal, Elementary School',
      'Principal (Middle School)',
    ]) {
      expect(mapPostingRole(title, []).roleTitle, title).toBe('School Administrator');
    }
  });

  it('keeps "Principal" a level word everywhere else', () => {
    expect(mapPostingRole('Principal Engineer', []).roleTitle).toBe('Software Engineer');
    expect(mapPostingRole('Principal Software Engineer', []).roleTitle).toBe('Software Engineer');
    expect(mapPostingRole('Assistant Principal Engineer', []).roleTitle).toBe('Software Engineer');
    expect(mapPostingRole('Principal Strategy Consultant', []).roleTitle).toBe('Management Consultant');
    expect(mapPostingRole('Principal Product Manager', []).roleTitle).toBe('Product Manager');
    expect(mapPostingRole('Principal', []).roleTitle).not.toBe('School Administrator');
  });

  it.each([
    'Social Worker',
    'Licensed Clinical Social Worker',
    'Clinical Social Worker',
    'Medical Social Worker',
    'LCSW',
    'Case Manager',
    'Caseworker',
    'Case Worker',
    'Family Advocate',
    'Patient Advocate',
    'Victim Advocate',
  ])('maps the social services title %s to Social Worker as an alias', (title) => {
    expect(mapPostingRole(title, [])).toEqual({
      roleTitle: 'Social Worker',
      roleGroup: 'Other',
      roleConfidence: 0.95,
    });
  });

  it.each([
    'RN Case Manager',
    'Nurse Case Manager',
    'Registered Nurse Case Manager',
    'Case Manager RN',
    'Case Manager - RN',
    'Case Manager, RN',
    'Case Manager (RN)',
    'Case Manager - Registered Nurse',
    'RN - Case Manager',
    'Case Manager - RN - Emergency Department',
  ])('keeps the nurse case manager title %s with Registered Nurse', (title) => {
    expect(mapPostingRole(title, []).roleTitle).toBe('Registered Nurse');
  });

  it('maps other case managers, and therapists, where they belong', () => {
    expect(mapPostingRole('Housing Case Manager', []).roleTitle).toBe('Social Worker');
    expect(mapPostingRole('Case Manager II', []).roleTitle).toBe('Social Worker');
    expect(mapPostingRole('Care Coordinator', []).roleTitle).toBe('Registered Nurse');
    expect(mapPostingRole('Mental Health Therapist', []).roleTitle).toBe('Registered Nurse');
  });

  it('keeps coaching in schools and in sales out of personal training', () => {
    for (const title of ['Literacy Coach', 'Reading Interventionist'])
      expect(mapPostingRole(title, []).roleTitle, title).toBe('Teacher');
    // O*NET: an instructional coordinator, next to training and development specialists.
    expect(['Teacher', 'Learning and Development Specialist']).toContain(
      mapPostingRole('Instructional Coach', []).roleTitle,
    );
    expect(mapPostingRole('Sales Coach', []).roleTitle).toBe('Sales Manager');
    for (const title of ['Fitness Coach', 'Health Coach', 'Nutrition Coach'])
      expect(mapPostingRole(title, []).roleTitle, title).toBe('Personal Trainer');
  });

  it.each([
    'Retail Sales Associate',
    'Sales Associate',
    'Retail Associate',
    'Store Associate',
    'Sales Floor Associate',
    'Sales Clerk',
    'Retail Sales Consultant',
    'Cashier',
    'Retail Cashier',
    'Stock Associate',
    'Stocker',
    'Stock Clerk',
  ])('maps the store title %s to Retail Sales Associate as an alias', (title) => {
    expect(mapPostingRole(title, [])).toEqual({
      roleTitle: 'Retail Sales Associate',
      roleGroup: 'Sales & Customer',
      roleConfidence: 0.95,
    });
  });

  it.each([
    ['Cashier/Stocker', 'Retail Sales Associate'],
    ['Part-Time Sales Associate', 'Retail Sales Associate'],
    ['Stock Associate - Overnight', 'Retail Sales Associate'],
    ['Apparel Sales Associate', 'Retail Sales Associate'],
    ['Store Clerk', 'Retail Sales Associate'],
    ['Retail Team Lead', 'Retail Sales Associate'],
    ['Key Holder', 'Retail Store Manager'],
    ['Keyholder', 'Retail Store Manager'],
    ['Assistant Store Manager', 'Retail Store Manager'],
    ['Store Manager', 'Retail Store Manager'],
    ['Retail Supervisor', 'Retail Store Manager'],
    ['Sales Representative', 'Sales Representative'],
    ['Inside Sales Representative', 'Sales Representative'],
    ['Inside Sales Associate', 'Sales Representative'],
    ['Outside Sales Representative', 'Sales Representative'],
    ['Sales Consultant', 'Sales Representative'],
    ['Insurance Sales Associate', 'Sales Representative'],
    ['Customer Service Representative', 'Customer Service Representative'],
    ['Customer Service Associate', 'Customer Service Representative'],
  ])('keeps store, sales and service titles apart: %s -> %s', (title, roleTitle) => {
    expect(mapPostingRole(title, []).roleTitle).toBe(roleTitle);
  });

  it.each([
    'Environmental Scientist',
    'Environmental Specialist',
    'Environmental Technician',
    'Environmental Consultant',
    'Environmental Compliance Specialist',
    'Environmental Protection Specialist',
    'Ecologist',
    'Wildlife Biologist',
    'Fisheries Biologist',
    'Biological Science Technician',
    'Wildlife Technician',
    'Natural Resources Specialist',
    'Wetland Scientist',
  ])('maps the environmental title %s to Environmental Scientist as an alias', (title) => {
    expect(mapPostingRole(title, [])).toEqual({
      roleTitle: 'Environmental Scientist',
      roleGroup: 'Other',
      roleConfidence: 0.95,
    });
  });

  it('maps longer environmental titles, and environmental field words, to Environmental Scientist', () => {
    expect(mapPostingRole('Senior Environmental Scientist', []).roleTitle).toBe('Environmental Scientist');
    expect(mapPostingRole('Environmental Field Technician', []).roleTitle).toBe('Environmental Scientist');
    expect(mapPostingRole('Environmental Scientist/Engineer', []).roleTitle).toBe('Environmental Scientist');
    expect(mapPostingRole('Environmental Coordinator', []).roleTitle).toBe('Environmental Scientist');
    expect(mapPostingRole('Natural Resources Manager', []).roleTitle).toBe('Environmental Scientist');
  });

  it('keeps environmental services (housekeeping), field technicians and farm work out of environmental science', () => {
    expect(mapPostingRole('Environmental Services Technician', []).roleTitle).not.toBe(
      'Environmental Scientist',
    );
    expect(mapPostingRole('Environmental Services Aide', []).roleTitle).not.toBe('Environmental Scientist');
    expect(mapPostingRole('Director of Environmental Services', []).roleTitle).not.toBe(
      'Environmental Scientist',
    );
    expect(mapPostingRole('Field Technician', []).roleTitle).not.toBe('Environmental Scientist');
    expect(mapPostingRole('Telecom Field Technician', []).roleTitle).not.toBe('Environmental Scientist');
    for (const title of ['Farm Manager', 'Farmer', 'Agronomist', 'Agricultural Inspector', 'Forester']) {
      expect(mapPostingRole(title, []).roleTitle, title).toBe('Farm Manager');
    }
    expect(mapPostingRole('Data Scientist', []).roleTitle).toBe('Data Scientist');
    expect(mapPostingRole('Civil Engineer', []).roleTitle).toBe('Civil Engineer');
  });

  it('reads "Owner" and "Founder" as no occupation, not as a product owner', () => {
    expect(mapPostingRole('Owner', []).roleTitle).toBe('Other');
    expect(mapPostingRole('Co-Founder', []).roleTitle).toBe('Other');
  });

  it("reads a catalogue title in O*NET's other sense only when the skills clearly say so", () => {
    const ids = (...names: string[]) => names.map((name) => findSkillByName(name)?.id ?? name);
    // O*NET lists "Product Designer" under mechanical drafters and industrial designers, the catalogue
    // under UX design: the skills that come with the title decide.
    const mechanical = mapPostingRole(
      'Product designer',
      ids('SolidWorks', 'AutoCAD', 'Finite Element Analysis', 'Machine Design', 'GD&T'),
    );
    expect(mechanical.roleTitle).toBe('Mechanical Engineer');
    expect(mechanical.roleConfidence).toBeLessThan(mapPostingRole('Product designer', []).roleConfidence);
    expect(mapPostingRole('Product Designer', ids('Figma', 'User Research', 'Wireframing')).roleTitle).toBe(
      'Product Designer',
    );
    expect(mapPostingRole('Product Designer', []).roleTitle).toBe('Product Designer');
    // A title O*NET also lists under the catalogue role's own occupation keeps its reading.
    expect(mapPostingRole('Accountant', ids('SolidWorks', 'AutoCAD')).roleTitle).toBe('Accountant');
  });

  it('reads an executive of a field as its lead role, however the title is written', () => {
    for (const title of [
      'VP of Engineering',
      'Vice President of Engineering',
      'Vice President, Engineering',
      'Engineering Director',
      'Director of Engineering',
    ])
      expect(mapPostingRole(title, []).roleTitle, title).toBe('Engineering Manager');
    expect(mapPostingRole('VP, Sales', []).roleTitle).toBe('Sales Manager');
    // Alone, the rank names no field.
    expect(mapPostingRole('Vice President', []).roleTitle).toBe('Other');
  });

  it('reads "services" between a field and a role noun as adding nothing when the rest is a catalogue title', () => {
    expect(mapPostingRole('Engineering Services Manager', []).roleTitle).toBe('Engineering Manager');
    // A catalogue title with the word keeps its own reading.
    expect(mapPostingRole('Client Services Manager', []).roleTitle).toBe('Account Manager');
    expect(mapPostingRole('Guest Services Manager', []).roleTitle).toBe('Hotel Manager');
  });

  it('reads a bare "Consultant" as no field of its own: the skills that come with it decide', () => {
    for (const title of ['Consultant', 'Senior Consultant', 'Principal Consultant'])
      expect(mapPostingRole(title, []).roleConfidence, title).toBeLessThan(0.5);
    const ids = (...names: string[]) => names.map((name) => findSkillByName(name)?.id ?? name);
    expect(
      mapPostingRole('Consultant', ids('Management Consulting', 'Strategic Planning', 'Market Research'))
        .roleTitle,
    ).toBe('Management Consultant');
    expect(mapPostingRole('Strategy Consultant', []).roleTitle).toBe('Management Consultant');
    expect(mapPostingRole('Sales Consultant', []).roleTitle).toBe('Sales Representative');
  });

  it('uses the skills to break a near tie between titles', () => {
    expect(mapPostingRole('Systems Engineer', ['c', 'cpp', 'rtos', 'microcontrollers']).roleTitle).toBe(
      'Embedded Systems Engineer',
    );
    expect(mapPostingRole('Systems Engineer', ['aws', 'terraform', 'microsoft-azure']).roleTitle).toBe(
      'Cloud Engineer',
    );
  });
});
