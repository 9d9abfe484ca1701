import { StylePreviewer } from '@veriframe/react/style-previewer';

/**
 * The style previewer as a demo page: designers build the `styles` and `resultMessages` of create_session and
 * see the hosted screens with them. Not `loadFromUrlHash`: the demo's router owns the URL hash.
 */
export function StylePreviewerPage() {
  return (
    <>
      <h1>Style previewer</h1>
      <p className="lead">
        Edit every key of the VX <code>styles</code> theme and every <code>resultMessages</code> text. The
        preview follows the hosted pages' Mantine rules; the core builders check each field, and the JSON you
        export is what create_session takes.
      </p>
      <StylePreviewer />
    </>
  );
}
