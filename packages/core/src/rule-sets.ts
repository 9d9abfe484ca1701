/**
 * The nineteen AgeMatch5.0 rule sets of spec 4.1 (the base rules apply when `rules` is absent). One list for
 * every package: the proxy validates against it, the demo offers it.
 *
 * @example
 * ageMatchRuleSets.includes(input.rules); // a known rule set id?
 */
export const ageMatchRuleSets = [
  'AgeMatch5_0_RuleSet_YOB',
  'AgeMatch5_0_RuleSet_YOB_SSN',
  'AgeMatch5_0_RuleSet_DOB',
  'AgeMatch5_0_RuleSet_DOB_SSN',
  'AgeMatch5_0_RuleSet_ADDR',
  'AgeMatch5_0_RuleSet_ADDR_YOB',
  'AgeMatch5_0_RuleSet_ADDR_YOB_SSN',
  'AgeMatch5_0_RuleSet_ADDR_DOB_SSN_PHONE',
  'AgeMatch5_0_RuleSet_ADDR_YOB_SSN_PHONE',
  'AgeMatch5_0_RuleSet_ADDR_DOB_PHONE',
  'AgeMatch5_0_RuleSet_ADDR_YOB_PHONE',
  'AgeMatch5_0_RuleSet_ADDR_SSN_PHONE',
  'AgeMatch5_0_RuleSet_ADDR_PHONE',
  'AgeMatch5_0_RuleSet_YOB_SSN_PHONE',
  'AgeMatch5_0_RuleSet_DOB_SSN_PHONE',
  'AgeMatch5_0_RuleSet_YOB_PHONE',
  'AgeMatch5_0_RuleSet_DOB_PHONE',
  'AgeMatch5_0_RuleSet_SSN_PHONE',
  'AgeMatch5_0_RuleSet_PHONE',
] as const;

/** One of {@link ageMatchRuleSets}. */
export type AgeMatchRuleSet = (typeof ageMatchRuleSets)[number];
