/** Where the model is and which one to use (AI_* in the environment; a workspace may override them later). */
export interface ModelSettings {
  /** The endpoint's base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** Undefined for local servers that take none (Ollama, llama.cpp). */
  apiKey: string | undefined;
  model: string;
  /** For short tasks (headlines, subject lines); the main model unless AI_MODEL_FAST is set. */
  fastModel: string;
}
