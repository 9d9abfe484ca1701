import type { VeriframeConfig } from '@veriframe/react';
import { proxyBasePath, sandboxFrontendOrigin, sandboxFrontendUrl } from './config';

/** The provider's configuration: the proxy on this origin, the modal SDK and hosted pages on the sandbox's. */
export const veriframeConfig: VeriframeConfig = {
  proxyBasePath,
  documentModal: {
    scriptUrl: `${sandboxFrontendUrl}/modal/v1/modal.js`,
    stylesheetUrl: `${sandboxFrontendUrl}/modal/v1/modal.css`,
    constructorPath: 'SandboxVerify.DocumentModal',
  },
  hostedOrigins: [sandboxFrontendOrigin],
};
