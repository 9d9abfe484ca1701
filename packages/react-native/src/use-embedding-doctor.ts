import { checkWebViewEmbedding, type WebViewJourneySnapshot } from '@veriframe/core/webview';
import { useEffect } from 'react';
import { Platform } from 'react-native';
import { cameraSettings } from './journey-webview';

declare const __DEV__: boolean | undefined;

/** Development builds: the embedding doctor on this WebView's settings and the camera the app holds. */
export function useEmbeddingDoctor(
  { camera, link }: Pick<WebViewJourneySnapshot, 'camera' | 'link'>,
  allowedOrigins: readonly string[],
): void {
  useEffect(() => {
    if (typeof __DEV__ === 'undefined' || !__DEV__ || camera === 'asking' || !link) return;
    const findings = checkWebViewEmbedding({
      webView: { ...cameraSettings, source: { uri: link }, onShouldStartLoadWithRequest: () => true },
      hostedOrigins: allowedOrigins,
      platform: Platform.OS,
      cameraPermission: camera,
    });
    for (const finding of findings) console.warn(`Veriframe: ${finding.problem}.\n   Fix: ${finding.fix}.`);
  }, [camera, link, allowedOrigins]);
}
