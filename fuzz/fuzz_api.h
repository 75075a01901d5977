/*
 * The input format of the API fuzzer (fuzz_api.c), shared with the seed
 * maker (make_api_seeds.c). Reading past the end of the input gives zeros.
 *
 * FUZZ_API_HEADER: size byte (3 + b % 7), p1 byte, p2 byte (rate(): b < 240
 *   gives b % 12, else 1000 - (b - 240)), start byte: if odd, a
 *   FUZZ_API_POSITION follows and the game starts from it when it is valid.
 * FUZZ_API_POSITION: cells, 2 bits each, 4 per byte (3 = invalid colour,
 *   kept only on even points), black debt byte, white debt byte, side byte,
 *   quiet byte (see read_position()).
 * Then operations until the input ends: an op byte (b % FUZZ_API_N_OPS)
 *   followed by its arguments.
 * FUZZ_API_SMART (a legal turn): when an unblocking is due, a 16-bit
 *   little-endian index into the offered sets (mod their number); a byte
 *   indexing the legal points (mod their number); when the audit asks for
 *   net stones, net bytes, each picking (mod the number left) one of the
 *   stones that may pay, removed from the list (order kept).
 */
#ifndef NEXUS_FUZZ_API_H
#define NEXUS_FUZZ_API_H

enum {
    FUZZ_API_SMART = 0,      /* a legal turn chosen by the input */
    FUZZ_API_MUTATED = 1,    /* a legal turn, then one mutation byte */
    FUZZ_API_RAW = 2,        /* raw counts and points */
    FUZZ_API_PLACE = 3,      /* nexus_game_place(raw point) */
    FUZZ_API_UNDO = 4,
    FUZZ_API_OFFER = 5,
    FUZZ_API_ANSWER = 6,     /* byte: odd accepts */
    FUZZ_API_CLONE = 7,      /* byte: odd continues with the clone */
    FUZZ_API_COPY = 8,
    FUZZ_API_QUERIES = 9,
    FUZZ_API_PREVIEW = 10,
    FUZZ_API_NEW_POSITION = 11,
    FUZZ_API_NEW = 12,
    FUZZ_API_RECORD = 13,    /* write; byte % 4 == 0: read back, compare */
    FUZZ_API_FAIL = 14,      /* byte: fail allocation 1 + b % 8 of the next call */
    FUZZ_API_LABEL = 15,
    FUZZ_API_TEXT = 16,      /* turn lines, point names, status names */
    FUZZ_API_N_OPS = 17
};

#endif
