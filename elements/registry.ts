import { ispsAccountCenter } from './isps-account-center';
import { ispsDictItems } from './isps-dict-items';
import { ispsLogin } from './isps-login';
import { ispsUserAnnouncement } from './isps-user-announcement';

/**
 * Every element that exists, by tag. Importing this module defines them all; each imports its page
 * chunk lazily when its first instance connects. Add a line here with every new element file.
 */
export const elementRegistry = {
  'isps-login': ispsLogin,
  'isps-user-announcement': ispsUserAnnouncement,
  'isps-dict-items': ispsDictItems,
  'isps-account-center': ispsAccountCenter,
} satisfies Record<string, { tag: `isps-${string}` }>;

export type RegisteredTag = keyof typeof elementRegistry;
