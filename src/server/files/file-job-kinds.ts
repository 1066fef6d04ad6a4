/** The job that extracts an uploaded file's text; payload `{ fileId }`. */
export const EXTRACT_FILE_JOB = 'extract-file';
