import { StylePreviewer, themeJson } from '@veriframe/react/style-previewer';
import { sandboxFrontendUrl } from '../config';
import { saveTheme } from '../theme/savedTheme';

/** Share links open this page: the route stays in the hash and the theme rides in its query. */
const shareBase = () => `${window.location.origin}${window.location.pathname}#/styles`;

/**
 * The style previewer as a demo page: designers build the `styles` and `resultMessages` of create_session and
 * see the sandbox's real hosted pages with them (its preview mode: no session is created).
 */
export function StylePreviewerPage() {
  return (
    <>
      <h1>Style previewer</h1>
      <p className="lead">
        Edit every key of the VX <code>styles</code> theme and every <code>resultMessages</code> text. The
        preview is the sandbox's real hosted page with your theme; the core builders check each field. The
        exported JSON is what create_session takes, and the Hosted verification page can apply it to a real
        session.
      </p>
      <StylePreviewer
        loadFromUrlHash
        shareBaseUrl={shareBase()}
        pageOrigin={sandboxFrontendUrl}
        defaultCompareSchemes
        onChange={(_, check) => {
          if (check.output) saveTheme(themeJson(check.output));
        }}
      />
    </>
  );
}
