import { z } from 'zod';
import { CAREER_INTENT_IDS, EXPERIENCE_LEVEL_IDS, isCatalogueRole } from './role-catalogue';

export const ExperienceLevelSchema = z.enum(EXPERIENCE_LEVEL_IDS);
export const CareerIntentSchema = z.enum(CAREER_INTENT_IDS);

export const TargetRoleSchema = z
  .string()
  .refine(isCatalogueRole, { message: 'Choose a target role from the role catalogue' });
