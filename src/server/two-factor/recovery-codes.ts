import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../shared/contract/two-factor.js';

/**
 * Recovery codes (ADR 0038): ten codes of two groups of five characters from an alphabet without
 * look-alikes (no 0/o, 1/l/i), about 50 bits each. They are random, not chosen by a person, so
 * SHA-256 is enough to store them; case, spaces and the dash are ignored when one is typed.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

function randomGroup(): string {
  return Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);
}

export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
