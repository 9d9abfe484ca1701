// The tests wait for answers from the real proxy and sandbox: Testing Library's 1 s default for `waitFor` and
// `findBy*` ran out while a loaded 2-core machine was still creating the session.
const { configure } = require('@testing-library/react-native');

configure({ asyncUtilTimeout: 20_000 });
