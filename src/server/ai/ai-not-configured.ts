import { AI_NOT_CONFIGURED_CODE } from '../../shared/contract/ai.js';
import { HttpError } from '../http-error.js';

/**
 * The answer of every action that needs a model when neither the workspace nor the server has one
 * (503 `ai_not_configured`): the editor reads the code to offer "Connect an AI model", and the
 * public API documents it.
 */
export function aiNotConfigured(): HttpError {
  return new HttpError(503, { error: 'No AI model is connected', code: AI_NOT_CONFIGURED_CODE });
}
