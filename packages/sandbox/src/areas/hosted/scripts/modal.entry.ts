import { installDocumentModal, type ModalScriptConfig } from './modal';

/** Passed in by the server around the bundle (`servedModalScript`): its origin and the 4.8 parameter names. */
declare const sandboxModalConfig: ModalScriptConfig;

installDocumentModal(window, sandboxModalConfig);
