// Seeded randomness, so that the same knowledge data always gives the same quiz bank (the one
// generator of the shared package).
export { hashString, pickFromTop, type Random, seeded, shuffle } from '@sommai/shared';
