import { ageMatchRuleSets } from '@veriframe/core/age-check';

/** Rule sets of AgeMatch5.0 (spec 4.1) as the form offers them; the empty id is the base rule set. */
export const ruleSets = ['', ...ageMatchRuleSets] as const;
