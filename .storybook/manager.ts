import { addons } from 'storybook/manager-api';

// Storybook 10.6's own zoom tool renders a PopoverProvider without `ariaLabel`, which logs a deprecation
// warning on every story. The browser's zoom does the same job; the tool comes back once Storybook fixes it.
addons.setConfig({ toolbar: { zoom: { hidden: true } } });
