import type { AgeMatchTarget, DmvDocumentText } from '@veriframe/core/schemas';

/**
 * The sandbox's documented test data set, like a payment provider's test card numbers. Every gateway service
 * searches these records (with or without `test_key`); the package README lists them in tables.
 * Names, addresses and numbers are made up.
 */

/** The 4.1 target fields a test person holds one value of each, by core's names (what a query sends). */
type PersonTargetFields = Required<
  Pick<AgeMatchTarget, 'fn' | 'ln' | 'addr' | 'city' | 'state' | 'zip' | 'phone' | 'email'>
>;

/** A person in the sandbox's US test database (AgeMatch5.0, AgeMatch5.0.KBA, IDMatchPLUS5.0.MULTI). */
export interface TestPerson extends PersonTargetFields {
  /** Short key used in docs and tests. */
  key: string;
  /** `YYYYMMDD`, or null when the sources hold no date of birth. */
  dob: string | null;
  /** Every SSN on file (9 digits); more than one triggers `MULTIPLE SSNS FOUND`. */
  ssns: string[];
  deceased: boolean;
  /** The V-PIN a PASS returns for this person (issued to the client and monitored). */
  vpin: string;
}

function person(p: TestPerson): TestPerson {
  return p;
}

/** US test people. A person is found by `fn` + `ln` + `zip` (case-insensitive). */
export const testPersons = {
  /** Adult who passes every service and every rule set when all inputs are sent as listed. */
  adult: person({
    key: 'adult',
    fn: 'ALICE',
    ln: 'ADULT',
    addr: '100 MAIN ST',
    city: 'ALBANY',
    state: 'NY',
    zip: '12207',
    dob: '19800115',
    ssns: ['123456789'],
    phone: '5185550100',
    email: 'alice.adult@example.com',
    deceased: false,
    vpin: 'VP-ADULT-0001',
  }),
  /** Born 2012: POSSIBLE MINOR for 18+ and 21+. */
  minor: person({
    key: 'minor',
    fn: 'MILO',
    ln: 'MINOR',
    addr: '200 OAK AVE',
    city: 'AUSTIN',
    state: 'TX',
    zip: '73301',
    dob: '20120704',
    ssns: ['234567890'],
    phone: '5125550101',
    email: 'milo.minor@example.com',
    deceased: false,
    vpin: 'VP-MINOR-0002',
  }),
  /** Born 2007: passes 18+, POSSIBLE MINOR for 21+ (until March 2028). */
  youngAdult: person({
    key: 'youngAdult',
    fn: 'YARA',
    ln: 'YOUNG',
    addr: '300 PINE RD',
    city: 'DENVER',
    state: 'CO',
    zip: '80202',
    dob: '20070310',
    ssns: ['345678901'],
    phone: '3035550102',
    email: 'yara.young@example.com',
    deceased: false,
    vpin: 'VP-YOUNG-0003',
  }),
  /** Found, but deceased: TARGET IS DECEASED. */
  deceased: person({
    key: 'deceased',
    fn: 'DEAN',
    ln: 'DECEASED',
    addr: '400 ELM ST',
    city: 'BOSTON',
    state: 'MA',
    zip: '02108',
    dob: '19400101',
    ssns: ['456789012'],
    phone: '6175550103',
    email: 'dean.deceased@example.com',
    deceased: true,
    vpin: 'VP-DECEASED-0004',
  }),
  /** Found, no date of birth on file: AGE NOT VERIFIED. */
  noDob: person({
    key: 'noDob',
    fn: 'NORA',
    ln: 'NODOB',
    addr: '500 CEDAR LN',
    city: 'SEATTLE',
    state: 'WA',
    zip: '98101',
    dob: null,
    ssns: ['567890123'],
    phone: '2065550104',
    email: 'nora.nodob@example.com',
    deceased: false,
    vpin: 'VP-NODOB-0005',
  }),
  /** Adult with two SSNs on file: MULTIPLE SSNS FOUND. */
  multipleSsns: person({
    key: 'multipleSsns',
    fn: 'SAM',
    ln: 'SEVERAL',
    addr: '600 BIRCH BLVD',
    city: 'MIAMI',
    state: 'FL',
    zip: '33101',
    dob: '19751120',
    ssns: ['678901234', '789012345'],
    phone: '3055550105',
    email: 'sam.several@example.com',
    deceased: false,
    vpin: 'VP-SEVERAL-0006',
  }),
} as const satisfies Record<string, TestPerson>;

/** The sample test key of the US services (4.2 item 5). */
export const generalIdentityTestKey = 'general_identity';

/** The eighteen issue values of AgeMatch5.0.DMV, in the spec's order. */
export const dmvIssues = [
  'FIRST NAME CHECK FAILED',
  'MIDDLE NAME CHECK FAILED',
  'LAST NAME CHECK FAILED',
  'NAME SUFFIX CHECK FAILED',
  'ADDRESS CHECK FAILED',
  'ADDRESS POD CHECK FAILED',
  'CITY CHECK FAILED',
  'STATE CHECK FAILED',
  'ZIP CHECK FAILED',
  'DATE OF BIRTH CHECK FAILED',
  'ID EXPIRATION CHECK FAILED',
  'ID ISSUE CHECK FAILED',
  'GENDER CHECK FAILED',
  'EYE COLOR CHECK FAILED',
  'WEIGHT CHECK FAILED',
  'HEIGHT CHECK FAILED',
  'AGE CHECK FAILED',
  'CURRENT DOCUMENT CHECK FAILED',
] as const;
export type DmvIssue = (typeof dmvIssues)[number];

/** One record of the sandbox's issuing database and the document to send to reach its outcome. */
export interface DmvTestRecord {
  number: string;
  /** Send this as `target.document`. */
  document: DmvDocumentText;
  /** What the issuing database holds for `number`. */
  record: DmvDocumentText;
  /** The address is not a valid point of delivery (ADDRESS POD CHECK FAILED). */
  podFailed: boolean;
  /** Issues the document above produces with `age` `21+` (empty: PASS / ALL CHECKS PASSED). */
  expectedIssues: DmvIssue[];
}

/** The driver license that passes: send it unchanged for PASS / ALL CHECKS PASSED. */
export const dmvPassDocument: Readonly<DmvDocumentText> = Object.freeze({
  fn: 'DANA',
  mn: 'MARIE',
  ln: 'DRIVER',
  suffix: 'JR',
  addr: '700 HIGHWAY DR',
  city: 'SACRAMENTO',
  state: 'CA',
  zip: '95814',
  dob: '19850305',
  number: 'D1000000',
  expiration: '20300305',
  issue: '20220305',
  height: '507',
  weight: '140',
  eye_color: 'BRO',
  gender: 'f',
  category: '1',
});

/** How the database record differs from the pass document to trigger each issue. */
const recordChanges: Record<DmvIssue, Partial<DmvDocumentText> & { podFailed?: boolean; both?: boolean }> = {
  'FIRST NAME CHECK FAILED': { fn: 'DANIELLE' },
  'MIDDLE NAME CHECK FAILED': { mn: 'LOUISE' },
  'LAST NAME CHECK FAILED': { ln: 'DRIVERS' },
  'NAME SUFFIX CHECK FAILED': { suffix: 'SR' },
  'ADDRESS CHECK FAILED': { addr: '702 HIGHWAY DR' },
  'ADDRESS POD CHECK FAILED': { podFailed: true },
  'CITY CHECK FAILED': { city: 'FRESNO' },
  'STATE CHECK FAILED': { state: 'NV' },
  'ZIP CHECK FAILED': { zip: '95815' },
  'DATE OF BIRTH CHECK FAILED': { dob: '19850306' },
  'ID EXPIRATION CHECK FAILED': { expiration: '20310305' },
  'ID ISSUE CHECK FAILED': { issue: '20210305' },
  'GENDER CHECK FAILED': { gender: 'm' },
  'EYE COLOR CHECK FAILED': { eye_color: 'BLU' },
  'WEIGHT CHECK FAILED': { weight: '175' },
  'HEIGHT CHECK FAILED': { height: '510' },
  // Same value on document and record: the outcome comes from the value itself.
  'AGE CHECK FAILED': { dob: '20100101', both: true },
  'CURRENT DOCUMENT CHECK FAILED': { expiration: '20200101', issue: '20120101', both: true },
};

/** One record per issue value, numbered D1000001 to D1000018 in the order of `dmvIssues`. */
export const dmvTestRecords: readonly DmvTestRecord[] = [
  {
    number: 'D1000000',
    document: { ...dmvPassDocument },
    record: { ...dmvPassDocument },
    podFailed: false,
    expectedIssues: [],
  },
  ...dmvIssues.map((issue, index): DmvTestRecord => {
    const { podFailed, both, ...changes } = recordChanges[issue];
    const number = `D${String(1000001 + index)}`;
    const record = { ...dmvPassDocument, ...changes, number };
    const document = both ? { ...record } : { ...dmvPassDocument, number };
    return { number, document, record, podFailed: podFailed ?? false, expectedIssues: [issue] };
  }),
];

/** A document number with no record: FAIL / NO MATCH. */
export const dmvUnknownNumber = 'D9999999';

/** The five canned test keys of AgeMatch5.0.<Country> (target input ignored). */
export const internationalTestKeys = {
  international_pass: { action: 'PASS', detail: 'ALL CHECKS PASSED' },
  international_fail_no_match: { action: 'FAIL', detail: 'NO MATCH' },
  international_fail_age_not_verified: { action: 'FAIL', detail: 'AGE NOT VERIFIED' },
  international_fail_possible_minor: { action: 'FAIL', detail: 'POSSIBLE MINOR' },
  international_fail_cannot_be_completed: { action: 'FAIL', detail: 'SERVICE CANNOT BE COMPLETED' },
} as const;

/** A person of the international test database (searched when no canned key is sent). */
export interface InternationalTestPerson {
  key: string;
  /** Country part of the service name, e.g. `UK` for `AgeMatch5.0.UK`. */
  country: string;
  fn: string;
  ln: string;
  zip: string;
  dob: string | null;
  vpin: string;
}

/** Found by country + `fn` + `ln` + `zip` (case-insensitive, spaces in the postcode ignored). */
export const internationalPersons: readonly InternationalTestPerson[] = [
  {
    key: 'ukAdult',
    country: 'UK',
    fn: 'OLIVER',
    ln: 'BRITTON',
    zip: 'SW1A 1AA',
    dob: '19820214',
    vpin: 'VP-UK-0101',
  },
  { key: 'ukNoDob', country: 'UK', fn: 'EMMA', ln: 'NODOB', zip: 'M1 1AE', dob: null, vpin: 'VP-UK-0102' },
  {
    key: 'canadaAdult',
    country: 'Canada',
    fn: 'LIAM',
    ln: 'TREMBLAY',
    zip: 'H2X 1Y4',
    dob: '19900630',
    vpin: 'VP-CA-0103',
  },
];

/** Country names accepted after `AgeMatch5.0.` (the real coverage list is not shown in the spec). */
export const internationalCountries = [
  'UK',
  'Canada',
  'Mexico',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Netherlands',
  'Ireland',
  'Australia',
  'NewZealand',
  'Japan',
  'Brazil',
  'India',
  'SouthAfrica',
] as const;
