export { analyzeDocument, type DocumentAnalysis } from './analyze-document.js';
export { countWords } from './count-words.js';
export { readabilityScore } from './readability.js';
export { seoChecks, type SeoCheck, type SeoCheckId, type SeoOptions, type SeoReport } from './seo.js';
