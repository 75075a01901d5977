// Checks of the values a caller passes, made before any of them reaches
// the WebAssembly module. A number written into wasm memory or passed as a
// wasm argument is silently wrapped (2 ** 32 + 5 becomes 5, NaN becomes 0,
// 1.5 becomes 1), so every number is checked here to be an integer within
// its range, and every other argument to have its type. A wrong type
// throws a TypeError and a value out of range a RangeError; both messages
// name the argument, give the value, and say what is allowed.

/** A short printable account of any value, for an error message. */
export function describe(value) {
    if (typeof value === 'string') {
        const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
        return JSON.stringify(shown);
    }
    if (typeof value === 'bigint') return `${value}n`;
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an array';
    if (typeof value === 'object') return `an object (${value.constructor?.name ?? 'no prototype'})`;
    if (typeof value === 'function') return 'a function';
    if (typeof value === 'symbol') return 'a symbol';
    return String(value);
}

/**
 * Returns `value` when it is an integer from `min` to `max`; throws a
 * TypeError for anything but a number and a RangeError for a number that
 * is not such an integer (NaN, Infinity, 1.5, -1, 2 ** 32).
 */
export function integer(value, name, min, max) {
    const allowed = `an integer from ${min} to ${max}`;
    if (typeof value !== 'number')
        throw new TypeError(`${name} must be ${allowed}, not ${describe(value)}`);
    if (!Number.isInteger(value) || value < min || value > max)
        throw new RangeError(`${name} must be ${allowed}, not ${describe(value)}`);
    return value;
}

/** Like integer(), but undefined gives `fallback`. */
export function optionalInteger(value, name, min, max, fallback) {
    return value === undefined ? fallback : integer(value, name, min, max);
}

/** Returns `value` when it is a finite number from `min` to `max`. */
export function finite(value, name, min, max) {
    const allowed = `a number from ${min} to ${max}`;
    if (typeof value !== 'number')
        throw new TypeError(`${name} must be ${allowed}, not ${describe(value)}`);
    if (!Number.isFinite(value) || value < min || value > max)
        throw new RangeError(`${name} must be ${allowed}, not ${describe(value)}`);
    return value;
}

export const UINT64_MAX = (1n << 64n) - 1n;

/**
 * Returns a 64-bit unsigned value as a BigInt: a safe non-negative integer
 * Number (0 to 2 ** 53 - 1) or a BigInt from 0 to 2 ** 64 - 1. Larger
 * Numbers are refused rather than rounded.
 */
export function uint64(value, name) {
    const allowed = `an integer from 0 to 2 ** 53 - 1, or a BigInt from 0n to 2n ** 64n - 1n`;
    if (typeof value === 'bigint') {
        if (value < 0n || value > UINT64_MAX)
            throw new RangeError(`${name} must be ${allowed}, not ${describe(value)}`);
        return value;
    }
    if (typeof value !== 'number')
        throw new TypeError(`${name} must be ${allowed}, not ${describe(value)}`);
    if (!Number.isSafeInteger(value) || value < 0)
        throw new RangeError(`${name} must be ${allowed}, not ${describe(value)}`);
    return BigInt(value);
}

/** Returns `value` when it is a boolean (no truthy strings or numbers). */
export function boolean(value, name) {
    if (typeof value !== 'boolean')
        throw new TypeError(`${name} must be true or false, not ${describe(value)}`);
    return value;
}

/**
 * Returns `value` when it is a string without NUL (which C would take for
 * its end: 'C3\0x' would be read as 'C3').
 */
export function string(value, name) {
    if (typeof value !== 'string')
        throw new TypeError(`${name} must be a string, not ${describe(value)}`);
    if (value.includes('\0'))
        throw new RangeError(`${name} must not contain a NUL character: ${describe(value)}`);
    return value;
}

/** Returns `value` when it is one of `choices` (strings). */
export function oneOf(value, name, choices) {
    const allowed = choices.map((c) => `'${c}'`).join(' or ');
    if (typeof value !== 'string')
        throw new TypeError(`${name} must be ${allowed}, not ${describe(value)}`);
    if (!choices.includes(value))
        throw new RangeError(`${name} must be ${allowed}, not ${describe(value)}`);
    return value;
}

/**
 * Returns an options object (undefined gives {}): a plain object whose
 * keys are all in `keys`, so that a misspelt option (capture_debt) is
 * refused rather than ignored.
 */
export function options(value, name, keys) {
    if (value === undefined) return {};
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw new TypeError(`${name} must be an object, not ${describe(value)}`);
    for (const key of Object.keys(value)) {
        if (!keys.includes(key))
            throw new TypeError(`${name} has no option ${describe(key)} (its options: ${keys.join(', ')})`);
    }
    return value;
}

/** Returns `value` when it is an array of at most `max` items. */
export function array(value, name, max) {
    if (!Array.isArray(value))
        throw new TypeError(`${name} must be an array, not ${describe(value)}`);
    if (value.length > max)
        throw new RangeError(`${name} must have at most ${max} items, not ${value.length}`);
    return value;
}

/** Returns `value` when it is an instance of `type`. */
export function instance(value, name, type) {
    if (!(value instanceof type))
        throw new TypeError(`${name} must be a ${type.name}, not ${describe(value)}`);
    return value;
}
