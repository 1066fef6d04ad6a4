import { z } from 'zod';

/**
 * Every table's id is a PostgreSQL `integer` identity: 1 to 2^31 − 1. A larger number names no
 * row, and sent to PostgreSQL it fails the whole statement ("out of range for type integer"), so
 * the contract refuses it as bad input instead (issue 12, defect 9).
 */
export const RECORD_ID_MAX = 2_147_483_647;

/**
 * Says nothing of which field it is on purpose: one schema serves every id, and the error handler
 * puts the field's name in front ("clientId must be…").
 */
export const RECORD_ID_MESSAGE = `must be a whole number from 1 to ${RECORD_ID_MAX}`;

/** An id in a JSON body. */
export const recordId = z
  .number({ error: RECORD_ID_MESSAGE })
  .int(RECORD_ID_MESSAGE)
  .min(1, RECORD_ID_MESSAGE)
  .max(RECORD_ID_MAX, RECORD_ID_MESSAGE);

/**
 * An id that may arrive as text (a path parameter, a query string, a multipart field, or a body
 * that sends "12"): plain digits only, so "1e3", "0x10" and " 12" are refused rather than read as
 * some other record.
 */
export const recordIdText = z.preprocess(
  (value) => (typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value),
  recordId,
);

/** `/:id` of every route that names one record. */
export const idParams = z.object({ id: recordIdText });
