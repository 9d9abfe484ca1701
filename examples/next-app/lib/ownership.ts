import { createOwnership } from '@veriframe/server/clients';
import { MemoryOwnershipStore } from '@veriframe/server/stores';

// Who created each verification: the proxy's route handlers record it here, and the app's own server code
// checks it before asking the service about an id (lib/verification-result.ts). In memory, for one instance;
// several share a `RedisOwnershipStore` (`@veriframe/server/redis`). On globalThis: route handlers and pages
// are bundled apart and must see one store.
const shared = globalThis as { exampleOwnershipStore?: MemoryOwnershipStore };

/** The store given to the proxy (app/api/veriframe/[...path]/route.ts). */
shared.exampleOwnershipStore ??= new MemoryOwnershipStore();
export const ownershipStore: MemoryOwnershipStore = shared.exampleOwnershipStore;

/** Checks ids over that store as the proxy does: `check` throws `NotOwnedError` for all but the creator. */
export const ownership = createOwnership({ store: ownershipStore });
