import { defaultResultMessages, type ResultMessages } from '@veriframe/core';

/** Every key of 4.9 (with the VX system-error pair), in the order of the spec. */
export const resultMessageKeys = Object.keys(defaultResultMessages) as (keyof ResultMessages)[];
