/** One rule of a built-in style guide: a Vale rule file, what it checks, and where the guide says so. */
export interface PresetRule {
  /** `AP/Percent.yml`: its id is `AP.Percent`. */
  file: string;
  description: string;
  /** The guide's section (its edition named in the preset's label and ADR 0031). */
  reference: string;
  source: string;
}
