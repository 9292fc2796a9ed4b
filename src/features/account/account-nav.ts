import type { MessageKey } from '../../lib/i18n.ts';

/** The sections of /profile, each shown by the hash that names it (`#orders`); the first one without a hash. */
export const profileSections = ['info', 'account', 'password', 'orders', 'quotations', 'negotiations', 'afterSales', 'requirements', 'samples'] as const;
export type ProfileSection = (typeof profileSections)[number];

export const profileSectionTitles: Record<ProfileSection, MessageKey> = {
  info: 'profile.personalInfo',
  account: 'profile.accountChange',
  password: 'account.changePassword',
  orders: 'profile.orders',
  quotations: 'profile.quotations',
  negotiations: 'profile.negotiations',
  afterSales: 'profile.afterSales',
  requirements: 'profile.requirements',
  samples: 'profile.samples',
};

/** Where in the personal centre a page is: a section of /profile or a page of its own. */
export type AccountPlace = ProfileSection | 'company' | 'invoice' | 'address' | 'favourites' | 'messages';

type NavItem = { place: AccountPlace; path: string; label: MessageKey };
const section = (name: ProfileSection): NavItem => ({ place: name, path: `/profile#${name}`, label: profileSectionTitles[name] });

/** The personal centre's navigation, in its order, on every one of its pages (AccountNav.astro). */
export const accountNav: NavItem[] = [
  section('info'),
  section('account'),
  section('password'),
  section('orders'),
  section('afterSales'),
  { place: 'company', path: '/company', label: 'page.company' },
  { place: 'invoice', path: '/invoice', label: 'page.invoice' },
  { place: 'address', path: '/address', label: 'page.address' },
  { place: 'favourites', path: '/collect', label: 'profile.favourites' },
  { place: 'messages', path: '/information', label: 'page.information' },
  section('quotations'),
  section('negotiations'),
  section('samples'),
  section('requirements'),
];
