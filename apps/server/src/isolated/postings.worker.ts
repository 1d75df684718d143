import { serveTasks } from './channel';
import { readPostings } from './postings-task';

/** Reads postings once at ingestion, off the API thread (postings-task.ts). */
serveTasks(readPostings);
