import { serveTasks } from './channel';
import { buildProfiles } from './profiles-task';

/** Builds job profiles with the built-in generator, off the API thread (profiles-task.ts). */
serveTasks(buildProfiles);
