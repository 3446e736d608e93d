import { defineElement } from '../src/ui/root/defineElement';

/** Offers › offer dashboard (menu ofr.dashboard, issue 15 point 9). */
export const ispsOfferDashboard = defineElement('isps-offer-dashboard', {
  summary:
    'Offer dashboard: open, won and lost offers with the win rate, the margin distribution of approved offers and open offers by sales user.',
  page: () => import('../src/pages/offer/OfferDashboardPage'),
  props: {},
  events: {},
});
