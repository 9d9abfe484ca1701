// The journey page's screens (its `body[data-state]`), written once for the page, its preview mode and the
// Playwright drivers (`@veriframe/sandbox/playwright`), which import this module and nothing else of the page.

/** The steps a person goes through, in order. */
export const journeyStepScreens = ['intro', 'document', 'selfie', 'phone', 'handoff', 'email-sent'] as const;

/** The screens a journey ends on. */
export const journeyEndScreens = [
  'pass',
  'fail',
  'pending',
  'more-info',
  'verified',
  'expired',
  'blocked',
  'error',
] as const;

/** Every screen of the journey page; a preview can open each directly. */
export const journeyScreens = [...journeyStepScreens, ...journeyEndScreens] as const;

export type JourneyEnd = (typeof journeyEndScreens)[number];
