export { analyzeDocument, type DocumentAnalysis } from './analyze-document.js';
export { countWords } from './count-words.js';
export { documentSeoOptions, type DocumentSeoFields } from './document-seo-options.js';
export { readabilityScore } from './readability.js';
export { NO_KEYPHRASE_MESSAGE, seoChecks, type SeoCheck, type SeoCheckId, type SeoOptions, type SeoReport } from './seo.js';
