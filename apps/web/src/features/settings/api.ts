// The dashboard's import of the settings calls, which now live in lib; it goes when the dashboard is reworked.
export { useStartTrial } from '../../lib/api/settings.ts';
