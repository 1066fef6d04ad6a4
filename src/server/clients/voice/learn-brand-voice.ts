import { and, eq, inArray } from 'drizzle-orm';
import type { LearnVoiceBody } from '../../../shared/contract/brand-voice.js';
import { VOICE_SAMPLE_MIN_WORDS, VOICE_SAMPLES_MAX, VOICE_SAMPLES_MIN } from '../../../shared/limits.js';
import { countWords } from '../../../shared/writing-analysis/count-words.js';
import { avoidedTerms } from '../../../shared/writing-analysis/avoided-terms.js';
import { distinctiveTerms } from '../../../shared/writing-analysis/distinctive-terms.js';
import { averageVoice, measureVoice } from '../../../shared/writing-analysis/voice-traits.js';
import type { Database } from '../../db/database.js';
import { clients, files, type StoredBrandVoice } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { findClient } from '../find-client.js';

type Sample = { name: string; text: string };

/** The chosen reference files' extracted text: each must be this client's, with its text read. */
async function fileSamples(db: Database, workspaceId: number, clientId: number, fileIds: readonly number[]): Promise<Sample[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select({ id: files.id, name: files.originalName, text: files.extractedText, status: files.processingStatus })
    .from(files)
    .where(and(eq(files.workspaceId, workspaceId), eq(files.clientId, clientId), inArray(files.id, [...fileIds])));
  return fileIds.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new HttpError(400, { error: `File ${id} is not one of this client’s reference files.`, field: 'fileIds' });
    if (!row.text?.trim()) {
      throw new HttpError(400, { error: `“${row.name}” has no extracted text${row.status === 'completed' ? '' : ' yet'}: choose another file or paste a sample.`, field: 'fileIds' });
    }
    return { name: row.name, text: row.text };
  });
}

/**
 * Learns a client's voice from 3–5 samples of at least 150 words each (pasted, or reference
 * files): each sample's traits are measured, the voice is their mean, and the recurring terms are
 * kept. Replaces any voice learned before; the written style guide is kept for the agency to
 * redraft.
 */
export async function learnBrandVoice(db: Database, workspaceId: number, clientId: number, body: LearnVoiceBody) {
  await findClient(db, workspaceId, clientId);
  const pasted = (body.samples ?? []).map((sample, index) => ({ name: sample.name?.trim() || `Sample ${index + 1}`, text: sample.text }));
  const samples = [...pasted, ...(await fileSamples(db, workspaceId, clientId, body.fileIds ?? []))];
  if (samples.length < VOICE_SAMPLES_MIN || samples.length > VOICE_SAMPLES_MAX) {
    throw new HttpError(400, { error: `Give ${VOICE_SAMPLES_MIN} to ${VOICE_SAMPLES_MAX} samples of the brand’s writing; you gave ${samples.length}.`, field: 'samples' });
  }
  const voice = voiceFromSamples(samples, 'samples');
  const [row] = await db
    .update(clients)
    .set({ brandVoice: voice, updatedAt: new Date() })
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .returning();
  return row!;
}

/**
 * A voice measured from samples: each sample's traits, their mean, and the recurring terms. Each
 * sample needs VOICE_SAMPLE_MIN_WORDS words (a 400 names it and the request's `field`); how many
 * samples are needed is the caller's rule (the clients screen asks 3–5, the public API 1–5).
 */
export function voiceFromSamples(samples: readonly Sample[], field: string): StoredBrandVoice {
  const counted = samples.map((sample) => ({ ...sample, words: countWords(sample.text) }));
  const short = counted.find((sample) => sample.words < VOICE_SAMPLE_MIN_WORDS);
  if (short) {
    throw new HttpError(400, {
      error: `“${short.name}” has ${short.words} words; each sample needs at least ${VOICE_SAMPLE_MIN_WORDS} to measure a voice.`,
      field,
    });
  }
  return {
    samples: counted,
    traits: averageVoice(counted.map((sample) => measureVoice(sample.text)))!,
    distinctiveTerms: distinctiveTerms(counted.map((sample) => sample.text)),
    avoidedTerms: avoidedTerms(counted.map((sample) => sample.text)),
    learnedAt: new Date().toISOString(),
  };
}
