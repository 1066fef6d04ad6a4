/**
 * The global writing catalog: the five brand-voice personalities (fixed ids 1 to 5) and the
 * starter template library every workspace sees. Plain typed data; seed-writing-catalog.ts writes
 * it to the database at every start, matching personalities by id and templates by slug, so a
 * slug must never change once shipped.
 *
 * The voice profiles are instructions for the writing model and stay on the server. Copy is
 * original and uses American spelling. Square brackets in template bodies are guidance for the
 * writer, to be replaced with their own words.
 */

export type { VoiceProfile } from '../../shared/vocabulary.js';
import type { TemplateCategory, VoiceProfile } from '../../shared/vocabulary.js';

export interface SeedPersonality {
  id: 1 | 2 | 3 | 4 | 5;
  name: string;
  /** #rrggbb, at least 4.5:1 against white so the dot reads on a light card. */
  color: string;
  tagline: string;
  voiceProfile: VoiceProfile;
}

export interface SeedTemplate {
  /** kebab-case, unique and stable: the re-seed key. */
  slug: string;
  name: string;
  category: TemplateCategory;
  description: string;
  /** Markdown body; its first lines are the card preview. */
  content: string;
  /** null: no preferred voice, the writer's default applies. */
  personalityId: 1 | 2 | 3 | 4 | 5 | null;
}

export const seedPersonalities: readonly SeedPersonality[] = [
  {
    id: 1,
    name: 'Minimalist Visionary',
    color: '#334155',
    tagline: 'Say less. Mean more.',
    voiceProfile: {
      tone: 'Calm, confident and quietly ambitious; talks about the future as if it were already obvious, and lets the idea do the persuading.',
      sentenceLength:
        'Short: 6–12 words on average; one idea per sentence; paragraphs of one to three sentences; a fragment for emphasis at most once per paragraph.',
      vocabulary:
        'Plain, concrete, everyday words; strong nouns and verbs over adjectives; no jargon, no superlatives, no buzzwords.',
      do: [
        'Lead with the single most important idea in the first sentence.',
        'Cut every word that does not change the meaning.',
        'Describe what the reader can now do or feel, not a list of features.',
        'Use white space generously: short paragraphs and one point per line in lists.',
        'End with one clear, understated call to action.',
      ],
      dont: [
        'Stack adjectives or use superlatives such as "best-in-class", "revolutionary" or "world-class".',
        'Use exclamation marks.',
        'Explain technical internals unless the reader explicitly needs them.',
        'Offer more than one call to action in a piece.',
        'Hedge with filler words such as "very", "really", "just" or "quite".',
      ],
    },
  },
  {
    id: 2,
    name: 'Bold Challenger',
    color: '#DC2626',
    tagline: 'Question the default. Then beat it.',
    voiceProfile: {
      tone: 'Direct, energetic and provocative; names the status quo and argues against it, while always staying firmly on the reader’s side.',
      sentenceLength:
        'Punchy and varied: mostly 8–16 words, with a very short sentence of 2–5 words after each key claim; an occasional rhetorical question is fine.',
      vocabulary:
        'Active, muscular verbs and vivid old-way-versus-new-way contrasts; everyday language with an edge, never crude or aggressive.',
      do: [
        'Open with a claim that challenges an assumption the reader holds.',
        'Use "you" and "we" to put the reader on your side against the problem.',
        'Back every bold claim with a number, an example or a proof point.',
        'Use contrast structures such as "Not X. Y." to sharpen the point.',
        'Close with a clear, urgent call to action.',
      ],
      dont: [
        'Attack or name competitors or individual people.',
        'Use passive voice or corporate hedging such as "may potentially help".',
        'Bury the main point below the first paragraph.',
        'Use more than one exclamation mark in a piece.',
        'Make a claim you cannot support with evidence.',
      ],
    },
  },
  {
    id: 3,
    name: 'Warm Storyteller',
    color: '#B45309',
    tagline: 'Every brand is a story about people.',
    voiceProfile: {
      tone: 'Warm, generous and human; sounds like a trusted friend sharing something that matters, with gentle humor and real feeling.',
      sentenceLength:
        'Medium and flowing: 12–20 words on average, mixing longer descriptive sentences with short reflective ones to set the rhythm.',
      vocabulary:
        'Sensory, specific and emotionally honest words; real names, places and moments; contractions welcome.',
      do: [
        'Open with a person, a moment or a scene, not a statement about the company.',
        'Use concrete details such as a time, a place or a name to make stories believable.',
        'Make the customer the hero and the brand the helpful guide.',
        'Tie every story back to a clear takeaway for the reader.',
        'Use "we" and "you" naturally, as in conversation.',
      ],
      dont: [
        'Lead with statistics or product specifications.',
        'Invent testimonials, quotes or details; use real ones or leave a marked gap for the writer.',
        'Lean on sentimental clichés such as "journey" or "passion" without a concrete example.',
        'Let a story run longer than it needs to make its point.',
        'Slip into press-release language.',
      ],
    },
  },
  {
    id: 4,
    name: 'Precise Expert',
    color: '#1D4ED8',
    tagline: 'Clear facts, carefully explained.',
    voiceProfile: {
      tone: 'Measured, authoritative and helpful; explains complex topics clearly, respects the reader’s intelligence and never overstates.',
      sentenceLength:
        'Medium: 14–22 words on average with one claim per sentence; numbered steps for procedures and bulleted lists or tables for comparisons.',
      vocabulary:
        'Accurate, domain-appropriate terms, each defined on first use; exact numbers, units and dates instead of vague qualifiers.',
      do: [
        'State the answer or conclusion first, then the supporting detail.',
        'Define every technical term the first time it appears.',
        'Quantify with figures, ranges, timeframes and attributed sources wherever possible.',
        'Use headings, lists and tables to make information easy to scan.',
        'Flag limitations, assumptions and exceptions explicitly.',
      ],
      dont: [
        'Use hype words such as "game-changing", "revolutionary" or "magic".',
        'Write "many", "soon" or "significantly" when a number or date is available.',
        'Use humor, slang or emoji.',
        'Make a claim without evidence or an attributed source.',
        'Pad the opening with throat-clearing introductions.',
      ],
    },
  },
  {
    id: 5,
    name: 'Playful Friend',
    color: '#7E22CE',
    tagline: 'Serious about the work, never about ourselves.',
    voiceProfile: {
      tone: 'Cheerful, upbeat and informal; a witty friend who knows their stuff and genuinely wants the reader to win.',
      sentenceLength:
        'Short to medium: 8–15 words on average with a bouncy rhythm; occasional one-word sentences and asides in parentheses.',
      vocabulary:
        'Casual and conversational with contractions throughout; light wordplay and friendly interjections; one or two emoji at most, and only where the channel suits them.',
      do: [
        'Write the way you would talk to a friend across the table.',
        'Use one joke or playful turn of phrase per section, then get back to the point.',
        'Celebrate the reader’s wins, including the small ones.',
        'Make instructions easy with short steps and clear action verbs.',
        'Keep calls to action friendly and low-pressure.',
      ],
      dont: [
        'Joke about the reader’s problems, money worries or other sensitive topics.',
        'Use sarcasm that could read as mean.',
        'Let a pun obscure the actual message.',
        'Use slang that dates quickly or leaves readers out.',
        'Use stiff, formal phrases such as "please be advised" or "in accordance with".',
      ],
    },
  },
];

export const seedTemplates: readonly SeedTemplate[] = [
  // Email
  {
    slug: 'product-launch-email',
    name: 'Product launch announcement',
    category: 'email',
    description: 'Announce a new product or feature to existing customers with one clear benefit and a single call to action.',
    personalityId: 1,
    content: `Subject: Introducing [Product name]. [The main benefit in five words or fewer.]
Preview text: [One sentence that finishes the thought the subject line started.]

Hi [First name],

Today we're launching [Product name].

[Name the problem it removes in one or two short sentences. Example: "Reports used to take an afternoon. Now they take a minute."]

Here's what changes for you:

- **[Benefit one].** [What the reader can now do, in one line.]
- **[Benefit two].** [What the reader can now do, in one line.]
- **[Benefit three].** [What the reader can now do, in one line.]

It's available today on [plans or regions] at no extra cost. [Adjust this line if pricing differs.]

**[Button: Try [Product name]]**

We built this because customers like you asked for it. [Optional: one sentence on the feedback that shaped it.] Reply to this email and tell us what you think. Every reply reaches the team.

[Your name]
[Role], [Company]`,
  },
  {
    slug: 'cold-outreach-email',
    name: 'Cold outreach email',
    category: 'email',
    description: "A short first-touch sales email that earns a reply by leading with the prospect's problem, not your pitch.",
    personalityId: 2,
    content: `Subject: [Company name]'s [process] is costing more than it should
Preview text: A quick idea for [team or goal]. No slide deck required.

Hi [First name],

Most [job title]s we talk to accept [common pain point] as the cost of doing business. It isn't.

[Show you did your homework in one sentence. Example: "I saw you're hiring three more support agents this quarter."] That usually means [the consequence: higher costs, slower growth or a stretched team].

We help teams like yours [outcome, stated as a result]. [Type of customer similar to the prospect] cut [metric] by [number] in [timeframe] after switching. Not with more people. With a better process.

I'm not asking for an hour. I'm asking for 15 minutes to show you exactly where [company name] could [specific gain].

Worth a quick call on [day] or [day]?

[Your name]
[Role], [Company]
[Phone number]

P.S. [Add one extra proof point or a relevant resource link. Keep it to a single line.]`,
  },
  {
    slug: 'monthly-newsletter-email',
    name: 'Monthly customer newsletter',
    category: 'email',
    description: "A friendly monthly roundup that opens with a story, shares what's new and gives readers one thing to try.",
    personalityId: 3,
    content: `Subject: [Month] notes: [the most interesting story in this issue]
Preview text: [A line from the opening story that makes people want to read on.]

Hi [First name],

[Open with a small, real moment from this month: a customer conversation, a team win or something you noticed. Two to four sentences. Example: "Last Tuesday, a bakery owner in Portland sent us a photo of her first online order. It was a lemon tart, and she'd waited two years to sell it."]

[Add one sentence connecting that moment to why this issue matters to the reader.]

**What's new this month**

- **[Update or feature].** [What it means for the reader, in one sentence.]
- **[Update or feature].** [What it means for the reader, in one sentence.]

**One thing to try**

[Share a single practical tip readers can use in under ten minutes, with a link if relevant.]

**From the community**

[Feature a customer quote, a reader reply or a win worth celebrating. Ask permission before naming anyone.]

That's it for [month]. Hit reply and tell us what you're working on. We read every note, and the best ones may appear in next month's issue (with your permission, of course).

Warmly,
[Your name]
[Team or company name]`,
  },
  {
    slug: 'service-incident-update-email',
    name: 'Service incident update',
    category: 'email',
    description: 'Tell customers plainly what went wrong, who was affected, what you fixed and what you are changing next.',
    personalityId: 4,
    content: `Subject: Incident update: [service] disruption on [date] (resolved)
Preview text: What happened, who was affected and what we're changing.

Hi [First name],

On [date], between [start time] and [end time] [time zone], [service or feature] was [unavailable / slower than normal / returning errors] for [scope: all customers, or a stated percentage or region]. The issue is resolved, and [no data was lost / describe any data impact precisely].

**What happened**

[Explain the cause in two or three plain sentences. Define any technical term you use.]

**How it affected you**

[Describe the concrete impact: failed actions, delayed messages or missing reports. If the reader needs to do anything, say so here.]

**What we've done**

- [The fix applied, and when.]
- [How you confirmed the fix worked.]

**What we're changing**

- [Preventive measure, with a target date.]
- [Preventive measure, with a target date.]

We're sorry for the disruption. [If applicable: state any service credit and how it will be applied.] If you still see problems, reply to this email or contact [support channel] and quote incident [ID].

[Your name]
[Role], [Company]`,
  },
  {
    slug: 'welcome-email',
    name: 'New subscriber welcome',
    category: 'email',
    description: "Greet new subscribers, set expectations for what they'll receive and point them to one great first step.",
    personalityId: 5,
    content: `Subject: You're in! Here's what happens next
Preview text: A quick hello, plus the one thing worth doing first.

Hi [First name],

Welcome aboard! We're so glad you're here. (Our inbox did a small happy dance when you signed up.)

Here's the deal: every [day or frequency], you'll get [what they'll receive, e.g., one practical tip, one short story and zero fluff]. It takes about [number] minutes to read, roughly one coffee break.

**Start here**

[Link to your single best guide, resource or feature] is where most new folks begin, and for good reason: [one sentence on the payoff].

**Three quick things**

1. Add [sender email address] to your contacts so we don't end up in spam.
2. [Optional step, e.g., pick the topics you care about in your preferences.]
3. Hit reply and tell us [a simple question, e.g., what you're hoping to get better at this year]. A real human reads every answer.

That's it. No homework, no pop quiz.

See you [day]!
[Your name]
[Team or company name]

P.S. [Add a small bonus: a discount code, a free template or a favorite past issue.]`,
  },

  // Blog
  {
    slug: 'how-to-guide',
    name: 'How-to guide',
    category: 'blog',
    description: 'A step-by-step tutorial outline that takes readers from problem to result, with prerequisites and troubleshooting.',
    personalityId: 4,
    content: `# How to [Achieve a Specific Result] in [Number] Steps

[Summarize in one sentence what the reader will be able to do by the end and how long it takes. Example: "By the end of this guide, you'll have an automated weekly report running in under 30 minutes."]

## Why this matters

[Describe the problem your reader faces and what it costs them in time, money or risk. Include one concrete figure if you have it. Keep this to three or four sentences.]

## Before you start

[List everything the reader needs before step one.]

- [Tool, account or access level required]
- [Knowledge they should already have, with a link to a primer]
- [Estimated time to complete]

## Step 1: [Action verb + object]

[Explain the first action in two to four sentences. Say what the reader should see when it works, such as a confirmation message or a changed setting.]

## Step 2: [Action verb + object]

[Explain the next action. If there is a choice to make, say which option suits which situation.]

## Step 3: [Action verb + object]

[Continue with one step per section. Add a screenshot, code sample or worked example wherever a sentence alone could be ambiguous.]

## Check your result

[Tell the reader exactly how to confirm that everything works: a test they can run or an outcome they can observe.]

## Troubleshooting

[Cover the two or three most common problems and their fixes.]

- **[Symptom]:** [Likely cause and how to fix it]
- **[Symptom]:** [Likely cause and how to fix it]

## Next steps

[Suggest one logical follow-on task or related guide, with a link. End by telling readers where to get help if they are stuck.]`,
  },
  {
    slug: 'list-post',
    name: 'List post',
    category: 'blog',
    description: 'A skimmable numbered list of tips, tools or ideas, each with a quick example and something to try right away.',
    personalityId: 5,
    content: `# [Number] [Tips, Ideas or Mistakes] to [Reach a Goal] Without [Common Pain]

[Open with a relatable moment in two or three sentences, then promise what the list delivers. Example: "Twelve tabs open, a blinking cursor and a deadline at five. Been there. Here's how to get unstuck fast."]

## Why this list, and why now

[Explain in a few sentences why this topic matters to your reader today. A quick stat, a trend or a funny observation works well.]

## 1. [Short, punchy tip written as an action]

[Explain the tip in two to four sentences. Add a real example, a mini story or a before-and-after.]

**Try it:** [One specific thing the reader can do in the next ten minutes.]

## 2. [Short, punchy tip written as an action]

[Explain the tip. Keep items roughly the same length so the list feels balanced.]

**Try it:** [One specific action.]

## 3. [Short, punchy tip written as an action]

[Explain the tip. This is a good spot for a surprising or counterintuitive item that keeps readers scrolling.]

**Try it:** [One specific action.]

## 4. [Short, punchy tip written as an action]

[Repeat the pattern for each remaining item. Five to nine items is the sweet spot for most lists.]

**Try it:** [One specific action.]

## Bonus: [An unexpected extra]

[Add one small surprise: a template, a shortcut or a tip from a reader. Credit them if they agree.]

## The short version

[Recap the list in one line per item so skimmers get the whole value at a glance.]

[Close with a friendly call to action: ask readers which tip they'll try first, or invite them to share their own in the comments.]`,
  },
  {
    slug: 'contrarian-opinion-piece',
    name: 'Contrarian opinion piece',
    category: 'blog',
    description: 'Argue against a common industry belief with evidence, a fair hearing for the other side and a clear alternative.',
    personalityId: 2,
    content: `# [Common Belief] Is Wrong. Here's What Works Instead.

[Open with the belief your audience takes for granted, stated fairly in one or two sentences. Then challenge it in one short, sharp sentence. Example: "Every content team is told to publish more often. Most of them should publish half as much."]

## The conventional wisdom

[Describe the accepted view the way its strongest supporters would. Explain why it became popular and who benefits from it. Being fair here makes your argument more persuasive.]

## Why it no longer holds

[Present your core argument with two or three pieces of evidence. Start each point with the claim, then the proof.]

- [Evidence one: a number or result, with its source]
- [Evidence two: a concrete example or case]
- [Evidence three: a change in conditions that makes the old approach outdated]

## What works instead

[Lay out your alternative clearly: what readers should do differently and what result they can expect. Make it specific enough that someone could act on it tomorrow.]

## The strongest objection, answered

[Name the best counterargument to your position and respond to it honestly. If there are situations where the old approach still wins, say so.]

## What this means for you

[Translate the argument into two or three practical implications for your reader's role, team or business.]

## The bottom line

[Restate your position in one or two punchy sentences. Finish with a challenge: a question to ask their team, an experiment to run this month or a resource to read next.]`,
  },
  {
    slug: 'behind-the-scenes-story',
    name: 'Behind-the-scenes story',
    category: 'blog',
    description: 'Share how a product, decision or milestone came to be, through the people and moments that shaped it.',
    personalityId: 3,
    content: `# How We [Built, Changed or Learned Something]: The Story Behind [Project]

[Open in the middle of a real moment: a meeting, a message, a mistake. Name the person and the setting. Example: "It was 11 p.m. on a Thursday when Priya posted a screenshot in the team chat with one word: 'Look.'"]

## Where it started

[Describe the situation before the change. Who was struggling with what? Use one or two specific details, such as a customer email, a whiteboard sketch or a number that wouldn't budge.]

## The turning point

[Tell the moment everything shifted: the insight, the decision or the conversation. Quote the people involved if they agree. Keep the focus on people rather than process.]

## What we tried, and what didn't work

[Be honest about the false starts; readers trust stories that include setbacks. Share one thing that failed and what it taught you.]

## What we made

[Describe the result in plain terms: what it is and, more importantly, what it changes for the people who use it.]

## What it meant for our customers

[Share a real customer reaction, a before-and-after or an early result. Ask permission before naming anyone.]

## If you're facing the same thing

[Offer two or three lessons readers can apply to their own work, drawn directly from the story. Phrase each one as advice you would give a friend, not as a slogan.]

[Close by returning to the opening moment or person and showing how things look now. Invite readers to try the result, share their own story or reply with questions.]`,
  },

  // Social
  {
    slug: 'professional-insight-post',
    name: 'Professional insight post',
    category: 'social',
    description: 'A short, scroll-stopping post for professional networks that shares one hard-won lesson from your work.',
    personalityId: 1,
    content: `[Pick one variant. Keep it under 120 words, leave a blank line between ideas and use two hashtags at most.]

**Variant A: The lesson**

We removed [feature, meeting or habit] last quarter.

[One line on what everyone expected to happen.]

[One line on what actually happened, with one number.]

The lesson: [the insight, in under 12 words].

**Variant B: The shift**

[Old way] worked in [year].
[New way] works now.

[Two or three short lines on why, one idea per line.]

[One line the reader can act on today.]

**Variant C: The number**

[A number]. That's [what it measures].

[Two short lines on why it matters more than people think.]

[One line on what you're doing about it.]`,
  },
  {
    slug: 'launch-announcement-posts',
    name: 'Launch announcement posts',
    category: 'social',
    description: 'Announce a launch three ways: a short post, a longer post and a four-part thread.',
    personalityId: 2,
    content: `**Short post (under 280 characters)**

Everyone said [problem] was just part of the job. We disagreed. [Product name] is live today: [core outcome] in [timeframe]. Try it free: [link]

**Longer post**

[Problem] has cost [audience] [time or money] for years.

Not anymore.

Today we're launching [Product name]. It [core outcome], so you can [bigger benefit].

Early users have already [proof point with a number].

See it in action: [link]

**Thread (4 posts)**

1/ [Bold claim about the problem.] Here's why we built [Product name].

2/ [The old way and why it fails, with one stat.]

3/ [What the product does differently, in one or two lines.]

4/ [Proof point, call to action and link.]

[Add one or two relevant hashtags at most.]`,
  },
  {
    slug: 'event-promotion-posts',
    name: 'Event promotion posts',
    category: 'social',
    description: 'A five-post mini campaign that promotes a webinar, workshop or meetup from first announcement to thank-you.',
    personalityId: 5,
    content: `**1. Announcement (3–4 weeks before)**

Mark your calendar! [Event name] is happening on [date] at [time and time zone]. We're talking [topic] with [speaker], who [fun or impressive fact]. Free seats, good company, zero boring slides. Save your spot: [link]

**2. Reminder (1 week before)**

One week to go until [Event name]! Bring your questions about [topic], because [speaker] is answering them live. (Snacks are on you, sadly.) [link]

**3. Last call (day before)**

Tomorrow! ⏰ [Number] people have already signed up for [Event name]. Want in? There's still a seat with your name on it: [link]

**4. Live now (at start time)**

We're live! 🎉 Jump into [Event name] right now: [link]

**5. Thank-you (day after)**

Thanks to everyone who joined [Event name]! Missed it? The recording is right here: [link]. Our favorite moment: [one highlight or quote].`,
  },
  {
    slug: 'customer-spotlight-posts',
    name: 'Customer spotlight posts',
    category: 'social',
    description: "Celebrate a customer's win in their own words, with variants for a quote card, a short story and a photo caption.",
    personalityId: 3,
    content: `**Quote card**

"[A short, vivid quote from your customer: under 25 words, ideally about a feeling or a moment rather than a feature.]"
[Name], [Role] at [Company]

**Short story post**

When [customer name] started [their business or project], [the challenge they faced, in one concrete sentence].

[What changed, told as a moment. Example: "The first week, they answered every order before lunch."]

Today, [the result, with one specific number or detail].

We're proud to be a small part of their story. Read how they did it: [link]

**Photo caption**

Meet [name], [role] at [company], who [one-line achievement]. [Add a human detail they're happy to share: where they work, what they love, a small quirk.] Thank you for letting us tell your story, [first name].

[Get the customer's approval on the final wording, and tag them so they can share it.]`,
  },

  // Other
  {
    slug: 'press-release',
    name: 'Press release',
    category: 'other',
    description: 'A standard news release with headline, dateline, quotes and boilerplate, ready to send to journalists.',
    personalityId: 4,
    content: `# [Company] Launches [Product or News] to [Solve a Specific Problem for a Specific Audience]

**FOR IMMEDIATE RELEASE.** [Subheadline: one sentence adding the most important supporting fact, such as a figure, a partner or an availability date.]

**[City, State], [Month Day, Year]:** [Company], [short descriptor, e.g., "a provider of scheduling software for clinics"], today announced [the news]. [One sentence on why it matters, with a concrete figure if available.]

[Explain what the product or news is, who it is for, and when and where it is available. Include pricing if it is public.]

[Give context: cite a relevant statistic or trend, with its source, that shows the problem this news addresses.]

"[Quote from an executive on why this matters and what it signals about the company's direction. Avoid stock phrases such as 'we're excited to announce.']," said [Full name], [title] of [Company].

[List the key features or details if there are three or more.]

- [Feature or fact one]
- [Feature or fact two]
- [Feature or fact three]

"[Quote from a customer, partner or analyst describing a concrete result or expectation]," said [Full name], [title] at [Organization].

[Close with availability, how to get it and where to learn more, with a URL.]

## About [Company]

[Two or three sentences of standard boilerplate: what the company does and for whom, its founding year and headquarters, and one proof point such as customer count.]

## Media contact

[Full name], [Title]
[Email] | [Phone]`,
  },
  {
    slug: 'customer-case-study',
    name: 'Customer case study',
    category: 'other',
    description: "Tell a customer's before-and-after story with the challenge, the solution and measurable results.",
    personalityId: 3,
    content: `# How [Customer] [Achieved a Result] with [Product]

**At a glance:** [Customer name, industry and size] used [Product] to [solve a problem], and [headline result with a number, e.g., "cut onboarding time by 38% in three months"].

## Meet [Customer]

[Introduce the customer and the person telling the story. Include a detail that makes them real: what they make, whom they serve, what a normal day looks like.]

## The challenge

[Describe the problem the customer faced, in their words where possible. What was it costing them? What had they already tried?]

> "[Quote about the challenge, ideally about how it felt.]" [Name], [Role]

## Finding a better way

[Explain how they found you and why they chose you. Mention any alternatives they considered and what tipped the decision.]

## The solution

[Describe how they use the product day to day. Focus on the two or three features tied to their goals, and be honest about how the rollout went, bumps included.]

## The results

[Share measurable outcomes with timeframes, and pair each number with what it means for the people involved.]

- [Result one: metric, before and after, timeframe]
- [Result two: metric, before and after, timeframe]
- [Result three: a qualitative change, such as team morale or customer feedback]

> "[Quote about the results and what comes next.]" [Name], [Role]

## What's next for [Customer]

[Close with their plans and a forward-looking note, then invite readers with a similar challenge to get in touch.]

[Get the customer's written approval for every quote, figure and logo before publishing.]`,
  },
  {
    slug: 'landing-page-copy',
    name: 'Landing page copy',
    category: 'other',
    description: 'Conversion-focused page copy with a headline, benefits, social proof, answered objections and a single call to action.',
    personalityId: 1,
    content: `# [Headline: the outcome your customer wants, in under ten words]

[Subheadline: one sentence on how you deliver it, and for whom.]

**[Primary button: verb plus outcome, e.g., "Start writing free"]**

## [Problem headline, e.g., "Still doing it the hard way?"]

[Name the problem in two or three short sentences, using the words your customers use.]

## How it works

1. **[Step one].** [One line.]
2. **[Step two].** [One line.]
3. **[Step three].** [One line.]

## Why teams choose [Product]

- **[Benefit one].** [One sentence tied to a result, not a feature.]
- **[Benefit two].** [One sentence tied to a result.]
- **[Benefit three].** [One sentence tied to a result.]

## Proof

> "[Short customer quote with a specific result.]" [Name], [Role], [Company]

[Add customer logos, a headline metric or a rating, but only if it is accurate and you have permission.]

## Questions

**[The most common objection, phrased as a question, e.g., "How long does setup take?"]**
[A direct answer in one or two sentences.]

**[The second objection, e.g., pricing or the effort of switching]**
[A direct answer.]

## [Closing headline that restates the outcome]

[One sentence that removes the last bit of risk, e.g., free trial, no card required, cancel anytime. Only claim what is true.]

**[Primary button: same text as at the top]**`,
  },
  {
    slug: 'product-description',
    name: 'Product description',
    category: 'other',
    description: 'A concise store or catalog description that leads with the benefit and covers the details buyers check.',
    personalityId: null,
    content: `# [Product name]: [The main benefit in a few words]

[Opening line: who it's for and the moment it makes better. Example: "For early risers who want great coffee in the time it takes to find a mug."]

[In two sentences, say what makes it different. Pick the one or two qualities buyers care about most and explain why they matter.]

**Why you'll love it**

- **[Benefit one].** [The feature that delivers it.]
- **[Benefit two].** [The feature that delivers it.]
- **[Benefit three].** [The feature that delivers it.]

**Details**

- **Size:** [Exact dimensions and weight, with units]
- **Materials:** [Full list of materials or ingredients]
- **In the box:** [Everything included]
- **Care:** [Key care or usage instructions]

**Good to know**

[Answer the questions buyers ask most: shipping times, warranty, returns or compatibility.]`,
  },
  {
    slug: 'meeting-recap',
    name: 'Meeting recap',
    category: 'other',
    description: 'Summarize decisions, action items and open questions so everyone leaves a meeting with the same record.',
    personalityId: null,
    content: `# Recap: [Meeting name], [Date]

**In short:** [Two sentences a busy reader can skim: the main decision and the most urgent next step.]

**Attendees:** [Names]
**Purpose:** [One sentence on why the meeting was held]

## Decisions

1. [Decision, stated as a fact, e.g., "We will launch the beta on June 3."]
2. [Decision, with the reasoning in one clause if it isn't obvious.]

## Action items

| Owner | Task | Due |
| --- | --- | --- |
| [Name] | [Specific task, starting with a verb] | [Date] |
| [Name] | [Specific task, starting with a verb] | [Date] |

## Discussion highlights

- [Key point raised, and by whom if it helps]
- [Concern raised, and how it was resolved or parked]

## Open questions

- [Question that still needs an answer]. Owner: [Name], by [date]

## Next meeting

[Date, time and the main agenda item, or "None scheduled."]

[Send this within an hour of the meeting, and ask for corrections within 24 hours; after that, it stands as the record.]`,
  },
];
