import type { z } from 'zod';
import type { analyzeBody, AnalyzeResponse } from '../../../shared/contract/public-api/analyze.js';
import { countWords } from '../../../shared/writing-analysis/count-words.js';
import { seoChecks, type SeoReport } from '../../../shared/writing-analysis/seo.js';
import type { FeedbackReport } from '../../../shared/writing-feedback/index.js';
import { textBlocks } from '../../../shared/writing-feedback/text-blocks.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http-error.js';
import { analyzeInThread } from '../../writing-feedback/feedback-thread-client.js';
import { feedbackOptionsOf } from '../../writing-feedback/measure-feedback.js';
import { findBrand } from '../brands/find-brand.js';
import { presentAnalysis } from './present-analysis.js';

type AnalyzeInput = z.output<typeof analyzeBody>;

/**
 * The editor's writing feedback for a text sent to the API (issue 17): the same engine, checks and
 * options the editor and the stored scores use (ADR 0030), run in the server's feedback thread so a
 * long text never holds up other requests, and the SEO checks when asked for. With a brand, the
 * client's brand rules, style guide and key messages apply (another workspace's client: 404).
 */
export async function analyzeText(db: Database, workspaceId: number, input: AnalyzeInput): Promise<AnalyzeResponse> {
  if (input.analysis_type === 'brand' && input.brand_id === undefined) {
    throw new HttpError(400, { error: 'analysis_type "brand" needs a brand_id: the client whose brand rules to check against.', field: 'brand_id' });
  }
  const client = input.brand_id === undefined ? null : await findBrand(db, workspaceId, input.brand_id);
  const blocks = textBlocks(input.text);
  const wantsFeedback = input.analysis_type !== 'seo';
  const wantsSeo = input.analysis_type === 'seo' || input.analysis_type === 'all';

  let report: FeedbackReport | null = null;
  if (wantsFeedback) {
    const options = await feedbackOptionsOf(db, workspaceId, {
      clientId: client?.id ?? null,
      focusKeyphrase: input.keyphrase || null,
      ignoredFindings: [],
      withKeyMessages: true,
    });
    report = await analyzeInThread(blocks, options);
    if (!report) {
      throw new HttpError(503, { error: 'The text could not be analysed in time. Try again, or send a shorter text.', code: 'analysis_timeout' }, { 'retry-after': '5' });
    }
  }
  const seo: SeoReport | null = wantsSeo
    ? seoChecks(input.text, {
        keywords: input.keyphrase ? [input.keyphrase] : [],
        title: input.title ?? null,
        metaDescription: input.meta_description ?? null,
        websiteUrl: client?.websiteUrl ?? null,
      })
    : null;

  return presentAnalysis({
    type: input.analysis_type,
    text: input.text,
    wordCount: countWords(input.text),
    blocks,
    report,
    seo,
    keyphrase: input.keyphrase || null,
    brand: client && { id: client.id, name: client.name },
  });
}
