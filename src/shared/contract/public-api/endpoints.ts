/**
 * The public API v1 as the /api-docs page lists it (issue 17): every operation with its
 * parameters, under the names the routes validate. A server test holds this list and the routes
 * registered under /api/v1 to each other (every route listed, every listing a route, the same
 * parameters), so the page cannot drift from the API. Plain data without zod: the page's bundle
 * stays small, and the OpenAPI document (generated from the routes' schemas) has the rest.
 */

export type PublicEndpointMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface PublicEndpointParameter {
  name: string;
  /** Where it goes: the JSON body, the query string or the path (`{id}`). */
  in: 'body' | 'query' | 'path';
  type: string;
  required: boolean;
  description: string;
}

export interface PublicEndpoint {
  method: PublicEndpointMethod;
  /** The path as the OpenAPI document writes it (`/api/v1/documents/{id}`). */
  path: string;
  description: string;
  parameters: PublicEndpointParameter[];
}

/** Where the instance serves the machine-readable description, the interactive reference and the guide. */
export const PUBLIC_API_DOCS = {
  openapiDocument: '/api/v1/openapi.json',
  reference: '/api-docs/reference',
  guide: '/api-docs/guide',
} as const;

const body = (name: string, type: string, required: boolean, description: string): PublicEndpointParameter => ({
  name,
  in: 'body',
  type,
  required,
  description,
});
const query = (name: string, type: string, description: string): PublicEndpointParameter => ({ name, in: 'query', type, required: false, description });

const documentId: PublicEndpointParameter = { name: 'id', in: 'path', type: 'integer', required: true, description: 'The document’s id.' };

const brandId = (description: string) => body('brand_id', 'integer', false, description);

const page = [
  query('limit', 'integer', 'How many to return, 1 to 100 (default 20).'),
  query('cursor', 'string', 'The next_cursor of the previous page, as it came.'),
];

/** The fields a document is written with, the same for create and change. */
const documentFields = (title: PublicEndpointParameter): PublicEndpointParameter[] => [
  title,
  body('content', 'string', false, 'The document as markdown.'),
  body('personality_id', 'integer or null', false, 'The AI personality it is written in.'),
  body('project_id', 'integer or null', false, 'The project it belongs to.'),
  brandId('The brand (client) it is written for.'),
  body('word_goal', 'integer or null', false, 'The length it aims for, in words.'),
  body('focus_keyphrase', 'string', false, 'The keyphrase the SEO checks look for.'),
  body('seo_title', 'string', false, 'The title search results show.'),
  body('meta_description', 'string', false, 'The description search results show.'),
  body('slug', 'string', false, 'The last part of its web address.'),
];

export const publicEndpoints: readonly PublicEndpoint[] = [
  {
    method: 'POST',
    path: '/api/v1/analyze',
    description: 'Analyse a text with the editor’s engine: writing suggestions with their positions, readability, tone, SEO checks and a brand’s rules.',
    parameters: [
      body('text', 'string', true, 'The content to analyse: plain text or markdown, up to 200,000 characters.'),
      brandId('Analyse against this brand: its rules, style guide and key messages.'),
      body('analysis_type', 'string', false, 'What to analyse: readability, seo, style, brand, tone or all (the default).'),
      body('keyphrase', 'string', false, 'For the SEO checks: the focus keyphrase.'),
      body('title', 'string', false, 'For the SEO checks: the page title.'),
      body('meta_description', 'string', false, 'For the SEO checks: the meta description.'),
    ],
  },
  {
    method: 'POST',
    path: '/api/v1/rewrite',
    description: 'Rewrite a text in a brand’s voice for a given tone and audience, with the writing suggestions of the result (needs an AI model; counts towards the plan’s AI allowance).',
    parameters: [
      body('text', 'string', true, 'The content to rewrite.'),
      brandId('The brand voice to write in.'),
      body('tone', 'string', false, 'For example professional, friendly or playful; the brand’s own voice when left out.'),
      body('audience', 'string', false, 'Who the rewrite is for, in a few words.'),
      body('personality_id', 'integer', false, 'The AI personality to write as.'),
    ],
  },
  {
    method: 'GET',
    path: '/api/v1/brands',
    description: 'List the brands (clients) of the key’s workspace, with their brand profile and learned voice.',
    parameters: [query('user_id', 'integer', 'Optional; when sent, it must be the id of the key’s own user.'), ...page],
  },
  {
    method: 'POST',
    path: '/api/v1/brands',
    description: 'Create a brand and learn its voice from a sample of its writing.',
    parameters: [
      body('name', 'string', true, 'The brand’s name.'),
      body('sample_text', 'string or string[]', true, 'Writing that shows the voice: one text or up to 5; 3 to 5 samples of 150 words or more give the best results.'),
      body('guidelines', 'string', false, 'Style rules the voice should follow.'),
    ],
  },
  {
    method: 'GET',
    path: '/api/v1/documents',
    description: 'List the workspace’s documents, most recently updated first, with their scores.',
    parameters: [...page, query('q', 'string', 'Words in the title.')],
  },
  {
    method: 'POST',
    path: '/api/v1/documents',
    description: 'Create a document from markdown; the answer carries the scores computed from it.',
    parameters: documentFields(body('title', 'string', false, 'The title (“Untitled Document” when left out).')),
  },
  {
    method: 'GET',
    path: '/api/v1/documents/{id}',
    description: 'Read a document: its markdown, fields, version and scores.',
    parameters: [documentId],
  },
  {
    method: 'PATCH',
    path: '/api/v1/documents/{id}',
    description: 'Change any of a document’s fields; the answer carries the new scores.',
    parameters: [
      documentId,
      ...documentFields(body('title', 'string', false, 'The title.')),
      body('base_version', 'integer', false, 'The version the change was made on: a document saved since answers 409 instead of being overwritten.'),
    ],
  },
  {
    method: 'DELETE',
    path: '/api/v1/documents/{id}',
    description: 'Delete a document.',
    parameters: [documentId],
  },
  {
    method: 'POST',
    path: '/api/v1/generate',
    description: 'Generate headlines, meta descriptions, social posts or email subject lines from a text or a saved document, best first (built in: no AI model needed).',
    parameters: [
      body('type', 'string', true, 'headlines, meta_description, social_posts or email_subject_lines.'),
      body('text', 'string', false, 'The source text, markdown or plain (send text or document_id).'),
      body('document_id', 'integer', false, 'A saved document to work from (send text or document_id).'),
      brandId('Social posts link to this brand’s website.'),
      body('keyphrase', 'string', false, 'The keyphrase to use; a document’s focus keyphrase when left out.'),
      body('count', 'integer', false, 'How many variants, 1 to 10 (default 5).'),
    ],
  },
];
