// Ownership of a C handle: free() releases it at once; a FinalizationRegistry
// releases a handle the program forgot (a safety net, not a schedule); any
// use after free() throws instead of touching freed memory.
import { module } from './wasm.mjs';
import { NexusError, NEXUS_E_INVALID_ARG } from './marshal.mjs';

const registry = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry(({ release, ptr }) => module()[release](ptr))
    : null;

export class Handle {
    #ptr;
    #release;

    /** Own `ptr`, released by the module function `release`. */
    constructor(ptr, release) {
        this.#ptr = ptr;
        this.#release = release;
        registry?.register(this, { release, ptr }, this);
    }

    /** The C pointer; throws once the handle is freed. */
    get ptr() {
        if (!this.#ptr)
            throw new NexusError(NEXUS_E_INVALID_ARG, `${this.constructor.name} used after free()`);
        return this.#ptr;
    }

    get freed() {
        return this.#ptr === 0;
    }

    /** Release the C memory now. Calling it twice does nothing. */
    free() {
        if (!this.#ptr) return;
        registry?.unregister(this);
        module()[this.#release](this.#ptr);
        this.#ptr = 0;
    }
}
