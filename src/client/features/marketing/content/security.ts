import {
  Archive,
  BadgeCheck,
  Cloud,
  DatabaseBackup,
  Eye,
  FileLock2,
  Fingerprint,
  Globe2,
  KeyRound,
  Lock,
  Scale,
  ServerCog,
  ShieldCheck,
  Trash2,
  UserCheck,
} from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import type { MarketingPageContent } from './types';

export const securityContent: MarketingPageContent = {
  documentTitle: 'Security',
  hero: {
    eyebrow: 'Security',
    title: 'Your content, protected at every step',
    description: `Brands trust ${APP_NAME} with unpublished campaigns and client strategy. Here is how we keep it safe.`,
    actions: [
      { label: 'Talk to Our Security Team', to: '/contact' },
      { label: 'System Status', to: '/status', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'features',
      id: 'security-features',
      heading: 'Security features',
      intro: 'Protection built into the product, not bolted on.',
      items: [
        {
          icon: Lock,
          title: 'Encryption everywhere',
          description: 'TLS for every connection and AES-256 encryption for stored documents and files.',
        },
        {
          icon: Fingerprint,
          title: 'Strong authentication',
          description:
            'Passwords hashed with a memory-hard algorithm, two-factor sign-in with an authenticator app (which a workspace’s owner can require of every member), and sessions you can revoke at any time.',
        },
        {
          icon: KeyRound,
          title: 'Role-based permissions',
          description: 'Owners, admins and members see and do only what their role allows.',
        },
        {
          icon: Eye,
          title: 'Audit trail',
          description: 'Sign-ins and changes to workspaces are recorded so administrators can review them.',
        },
        {
          icon: ShieldCheck,
          title: 'Workspace isolation',
          description: 'Every record belongs to one workspace and is never visible to another.',
        },
        {
          icon: FileLock2,
          title: 'Safe file handling',
          description: 'Uploads are checked by size, type and content and stored under generated names.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'certifications',
      heading: 'Certifications and compliance',
      intro: 'Independent standards we build and operate against.',
      columns: 4,
      items: [
        {
          icon: BadgeCheck,
          title: 'SOC 2 Type II',
          description: 'Controls for security, availability and confidentiality, audited every year.',
          badge: 'Certified',
        },
        {
          icon: BadgeCheck,
          title: 'ISO/IEC 27001',
          description: 'An information security management system covering the whole company.',
          badge: 'Certified',
        },
        {
          icon: Scale,
          title: 'GDPR',
          description: 'Data processing agreements, EU data rights and lawful processing for every customer.',
          badge: 'Compliant',
        },
        {
          icon: Scale,
          title: 'CCPA',
          description: 'Californian privacy rights honoured, and we never sell personal information.',
          badge: 'Compliant',
        },
      ],
    },
    {
      kind: 'features',
      id: 'data-protection',
      heading: 'Data protection',
      intro: 'Your content stays yours.',
      items: [
        {
          icon: UserCheck,
          title: 'You own your content',
          description: 'We never use your documents or brand voices to train models for anyone else.',
        },
        {
          icon: Archive,
          title: 'Export any time',
          description: 'Take your documents, clients and files with you whenever you like.',
        },
        {
          icon: Trash2,
          title: 'Deletion on request',
          description: 'Deleted workspaces are purged from live systems and, after 30 days, from backups.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'infrastructure-figures',
      heading: 'Infrastructure in figures',
      items: [
        { value: '99.99%', label: 'Uptime SLA (Enterprise)' },
        { value: '<200 ms', label: 'Average API response' },
        { value: '24/7', label: 'Monitoring' },
        { value: 'Daily', label: 'Encrypted backups' },
      ],
    },
    {
      kind: 'features',
      id: 'infrastructure',
      heading: 'Infrastructure',
      intro: 'Redundant, monitored and recoverable by design.',
      items: [
        {
          icon: Cloud,
          title: 'Redundant hosting',
          description: 'Stateless application servers behind load balancers, so one failure never takes us down.',
        },
        {
          icon: DatabaseBackup,
          title: 'Durable storage',
          description: 'Replicated databases with point-in-time recovery and encrypted daily backups.',
        },
        {
          icon: ServerCog,
          title: 'Hardened operations',
          description: 'Least-privilege access for staff, patched systems and security headers on every response.',
        },
        {
          icon: Globe2,
          title: 'Public status',
          description: 'Live service health and incident history on our status page.',
        },
      ],
    },
    {
      kind: 'call-to-action',
      id: 'security-questions',
      heading: 'Questions from your security team?',
      text: 'We are happy to complete questionnaires, share our policies and walk your team through our controls.',
      actions: [
        { label: 'Contact Us', to: '/contact' },
        { label: 'Read the Privacy Policy', to: '/privacy', variant: 'outline' },
      ],
    },
  ],
};
