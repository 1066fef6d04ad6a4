import {
  Coffee,
  Compass,
  GraduationCap,
  HeartPulse,
  Home,
  Layers,
  Palmtree,
  PiggyBank,
  Rocket,
  Sparkles,
  Users,
  Globe2,
} from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import { jobPositions } from '@shared/public-catalog/job-positions';
import type { MarketingPageContent } from './types';

/** Spec §2 Careers: the banner names the teams that are hiring. */
const hiringTeams = 'Engineering, Design, Marketing and Customer Success';
const openCount = jobPositions.length;

export const careersContent: MarketingPageContent = {
  documentTitle: 'Careers',
  hero: {
    eyebrow: 'Careers',
    title: 'Build the future of writing with us',
    description: `Join the team behind ${APP_NAME} and help writers, content teams and agencies everywhere do the best work of their careers.`,
    actions: [
      { label: 'View Open Positions', to: '/careers#open-positions' },
      { label: 'About the Company', to: '/about', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'banner',
      id: 'hiring',
      heading: 'We’re Hiring!',
      text: `${openCount} open positions across ${hiringTeams}.`,
      tone: 'brand',
      action: { label: 'See All Roles', to: '/careers#open-positions' },
    },
    {
      kind: 'features',
      id: 'why-work-here',
      heading: `Why work at ${APP_NAME}`,
      intro: 'Small teams, real ownership and a product people use every day.',
      items: [
        {
          icon: Rocket,
          title: 'Meaningful impact',
          description: 'What you ship reaches thousands of writers within days, and you will hear what they think of it.',
        },
        {
          icon: Sparkles,
          title: 'Cutting-edge AI',
          description: 'Work on language models, voice and writing analysis at the point where research meets product.',
        },
        {
          icon: Users,
          title: 'Talented, kind colleagues',
          description: 'People who are excellent at what they do and generous with what they know.',
        },
        {
          icon: Compass,
          title: 'Ownership from day one',
          description: 'Small teams own problems end to end, from the first conversation with a customer to the release.',
        },
        {
          icon: Globe2,
          title: 'Remote-first culture',
          description: 'Work where you work best. We write things down, so every time zone has a voice.',
        },
        {
          icon: Layers,
          title: 'Room to grow',
          description: 'Clear career paths for both managers and individual contributors, with regular, honest feedback.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'benefits',
      heading: 'Benefits & Perks',
      intro: 'We look after the people who look after our customers.',
      items: [
        {
          icon: HeartPulse,
          title: 'Health & wellness',
          description: 'Comprehensive medical, dental and vision cover for you and your dependants, plus a monthly wellness stipend.',
        },
        {
          icon: Home,
          title: 'Remote-first',
          description: 'Work from anywhere in your region, with a $2K home-office budget to set up a space you enjoy.',
        },
        {
          icon: Palmtree,
          title: 'Unlimited PTO',
          description: 'Take the time you need, plus quarterly company-wide rest weeks when the whole company logs off together.',
        },
        {
          icon: PiggyBank,
          title: 'Equity & bonuses',
          description: 'Every employee holds equity and shares in an annual performance bonus.',
        },
        {
          icon: GraduationCap,
          title: 'Learning & development',
          description: 'A $3K annual learning budget for courses and books, plus conference attendance each year.',
        },
        {
          icon: Coffee,
          title: 'Team culture',
          description: 'Twice-yearly team retreats, virtual coffee pairings and a community that celebrates each other’s wins.',
        },
      ],
    },
    {
      kind: 'positions',
      id: 'open-positions',
      heading: 'Open Positions',
      intro: `${openCount} roles open now. Every role is full-time, with the salary range shown up front.`,
      positions: jobPositions,
    },
    {
      kind: 'steps',
      id: 'hiring-process',
      heading: 'Our Hiring Process',
      intro: 'Four steps, usually completed within three weeks. We reply to every applicant.',
      items: [
        {
          label: 'Step 1',
          title: 'Application',
          description: 'Send your resume and a cover letter telling us why the role interests you.',
        },
        {
          label: 'Step 2',
          title: 'Phone Screen',
          description: 'A 30-minute chat with our recruiting team about your experience and what you are looking for.',
        },
        {
          label: 'Step 3',
          title: 'Technical Interview',
          description: 'A role-specific assessment, discussed with the people you would work with.',
        },
        {
          label: 'Step 4',
          title: 'Final Interview',
          description: 'Meet the team, ask anything, and make sure we are the right fit for each other.',
        },
      ],
    },
    {
      kind: 'embed',
      id: 'general-application',
      heading: 'Don’t See the Perfect Role?',
      intro: 'We are always glad to meet talented people. Tell us what you do best and we will be in touch when a role fits.',
      embed: 'general-application',
      actions: [{ label: 'Contact Us', to: '/contact?topic=careers', variant: 'outline' }],
    },
    {
      kind: 'banner',
      id: 'equal-opportunity',
      heading: 'Equal opportunity employer',
      text: `${APP_NAME} is an equal opportunity employer. We welcome applicants of every background and do not discriminate on the basis of race, colour, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran status or any other protected characteristic. If you need an accommodation during the hiring process, tell us and we will arrange it.`,
      tone: 'muted',
    },
  ],
};
