// `@veriframe/react-native`: the hosted verification journey in a react-native-webview, over core's observer.

export {
  createProxyClient,
  isProxyError,
  type ProxyClient,
  type ProxyClientHeaders,
  type ProxyClientOptions,
  ProxyError,
} from '@veriframe/core/client';
export type { HostedMessage } from '@veriframe/core/embed';
export type { HostedSession, HostedVerificationPhase, VerificationOutcome } from '@veriframe/core/hosted';
export { askCameraPermission, type CameraPermission } from './camera-permission';
export type { OwnedWebViewProp, PassThroughWebViewProps } from './journey-webview';
export { type BlockedNavigation, judgeNavigation, type NavigationBlockReason } from './navigation';
export type { CameraRefusedScreen } from './screens';
export { defaultVerificationWebViewTexts, type VerificationWebViewTexts } from './texts';
export {
  type HostedSessionBody,
  type HostedVerification,
  type UseHostedVerificationOptions,
  useHostedVerification,
} from './use-hosted-verification';
export { type FinishedIn, VerificationWebView, type VerificationWebViewProps } from './verification-webview';
