/** The style guides a client can follow (issue 16): each a documented subset of the guide's checkable rules. */
export const STYLE_GUIDE_PRESETS = ['ap', 'chicago', 'mla', 'apa'] as const;
export type StyleGuidePreset = (typeof STYLE_GUIDE_PRESETS)[number];

/** Named for what they are: a set of the guide's rules, not the guide. */
export const STYLE_GUIDE_LABELS: Record<StyleGuidePreset, string> = {
  ap: 'AP-style',
  chicago: 'Chicago-style',
  mla: 'MLA-style',
  apa: 'APA-style',
};

/** The guide each preset draws on, and its edition. */
export const STYLE_GUIDE_SOURCES: Record<StyleGuidePreset, string> = {
  ap: 'The Associated Press Stylebook',
  chicago: 'The Chicago Manual of Style, 17th edition',
  mla: 'MLA Handbook, 9th edition',
  apa: 'Publication Manual of the American Psychological Association, 7th edition',
};
