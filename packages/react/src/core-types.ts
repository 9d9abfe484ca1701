// Temporary local copy of the core contract types (docs/contracts.md section 2) until @veriframe/core lands.
export interface ModalSdkConfig {
  scriptUrl: string;
  stylesheetUrl?: string;
  constructorPath: string;
  nonce?: string;
  timeoutMs?: number;
}
