import type { IgnoredFindings } from '../../shared/contract/writing-feedback.js';

export function presentIgnoredFindings(keys: readonly string[]): IgnoredFindings {
  return { keys: [...keys] };
}
