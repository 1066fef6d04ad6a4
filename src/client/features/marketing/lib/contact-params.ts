import { CONTACT_TOPIC_MAX_LENGTH } from '@shared/limits';
import { planInterests, TOPIC_SLUG, type PlanInterest } from '@shared/contract/public-forms';

const planInterestList: readonly string[] = planInterests;

function isPlanInterest(value: string): value is PlanInterest {
  return planInterestList.includes(value);
}

export type ContactFormDefaults = { defaultPlanInterest?: PlanInterest; defaultTopic?: string };

/**
 * What /contact?plan=…&topic=… preselects in the form. Pages link here with a plan (pricing) or a
 * topic (support's emergency chat, the community's chat buttons); anything unrecognised is ignored
 * rather than shown, so a hand-edited link cannot put odd text into the form.
 */
export function readContactParams(params: URLSearchParams): ContactFormDefaults {
  const plan = params.get('plan')?.trim().toLowerCase();
  const topic = params.get('topic')?.trim().toLowerCase();
  return {
    ...(plan && isPlanInterest(plan) ? { defaultPlanInterest: plan } : {}),
    ...(topic && topic.length <= CONTACT_TOPIC_MAX_LENGTH && TOPIC_SLUG.test(topic) ? { defaultTopic: topic } : {}),
  };
}
