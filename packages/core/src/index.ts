export * from './analysis/analyze-resume';
export * from './analysis/market';
export * from './extract/extract';
export * from './extract/types';
export * from './files/detect-file-type';
export * from './roles/role-profiles';
export type * from './roles/types';
export * from './sections/parse-resume';
export { US_STATES } from './sections/locations';
export type * from './sections/types';
export * from './skills/matcher';
export * from './skills/evidence';
export * from './skills/taxonomy';
export type * from './skills/types';
export * from './postings/analyze-posting';
export type * from './postings/types';
export * from './demo/generate-demo-postings';
export { mulberry32 } from './demo/random';
export * from './interview/generate-profile';
export * from './interview/profile-grounding';
export * from './interview/profile-grounds';
export * from './interview/profile-meta';
export * from './interview/content-report';
export { hashText } from './interview/profile-context';
export * from './interview/question-bank';
export * from './matching/fit';
export * from './matching/lexical-vector';
export * from './matching/rank';
export type * from './matching/types';
export * from './matching/batch';
export * from './matching/embedding-text';
export {
  fieldClosenessOf,
  fieldFactorOf,
  fieldRoleTitles,
  indexResume,
  resumeField,
  type FieldRole,
} from './matching/components';
export * from './occupations/occupations';
export * from './occupations/role-occupations';
