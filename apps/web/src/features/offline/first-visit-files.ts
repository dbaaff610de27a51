/**
 * The message the page sends its worker once it controls it: every same-origin file the first visit loaded
 * before the worker was there, for the worker to keep those its rules keep (src/sw.ts). Its own module, so the
 * page names it without loading the worker's route table.
 */
export const FIRST_VISIT_FILES = 'FIRST_VISIT_FILES';
