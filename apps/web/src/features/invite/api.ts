// The dashboard's import of the invite rules, which now live in lib; it goes when the dashboard is reworked.
export { trialPlan } from '../../lib/api/invite.ts';
