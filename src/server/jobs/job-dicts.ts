/**
 * The job names' dictionary, kept in step with the registry at start (modules/quartz). The screen's
 * other dictionaries (job status, run trigger, run result) are data: schemas/dicts/quartz.json.
 */
export const QUARTZ_JOB_NAME_DICT = 'quartz_job_name';
