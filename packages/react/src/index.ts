// Public API of @veriframe/react: the provider, the kit's texts and hosted verification, what nearly every app
// uses. Each other flow has its own entry: `@veriframe/react/document` (the document modal and status) and
// `@veriframe/react/age-check` (the age check and its knowledge quiz); the style previewer and the texts'
// languages too. Core's names are imported from core's entries (its client from `@veriframe/core/client`, the
// hosted session's types from `@veriframe/core/hosted`): one name, one door.

export {
  HostedVerificationDialog,
  type HostedVerificationDialogProps,
} from './hosted/hosted-verification-dialog';
export {
  type HostedMessageCallbacks,
  HostedVerificationFrame,
  type HostedVerificationFrameProps,
} from './hosted/hosted-verification-frame';
export {
  type HostedSessionBody,
  type HostedVerification,
  type UseHostedVerificationOptions,
  useHostedVerification,
} from './hosted/use-hosted-verification';
export {
  type ResolvedVeriframeConfig,
  SANDBOX_FRONTEND_ORIGIN,
  type VeriframeConfig,
} from './provider/config';
export {
  configFromEnv,
  PublicEnvError,
  type PublicEnvIssue,
  publicEnvVariables,
} from './provider/config-from-env';
export {
  useVeriframe,
  type VeriframeContextValue,
  VeriframeProvider,
  type VeriframeProviderProps,
} from './provider/veriframe-provider';
export { englishKitTexts, formatCountdown, formatNumber, type KitTexts } from './texts/kit-texts';
export { useKitTexts, VeriframeTexts, type VeriframeTextsProps } from './texts/kit-texts-context';
