export * from './analysis';
export * from './auth';
export * from './blog';
export * from './errors';
export * from './jobs';
export * from './matching';
export * from './resumes';
export * from './roles';
