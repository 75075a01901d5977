/*
 * libFuzzer target: the record reader (nexus_record_read).
 *
 * Any input either fails cleanly (an error status, a NUL-terminated message,
 * nothing allocated) or gives a consistent game whose record, written back,
 * reads to an equal game and writes to the same bytes again.
 *
 * Built as a fuzzer with -DNEXUS_FUZZ=ON (clang), or linked with
 * replay_main.c by any compiler to replay a corpus (ctest fuzz-record-corpus).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nexus.h"

#define FUZZ_TARGET "fuzz_record"
#include "fuzz_check.h"

/* Write a game's record into a fresh buffer; *len excludes the NUL. */
static char *write_record(const nexus_game *g, size_t *len)
{
    size_t count = 0, again = 0;
    char *buf;
    CHECK(nexus_record_write(NULL, 0, &count, g) == NEXUS_E_BUFFER_TOO_SMALL);
    CHECK(count >= 1);
    buf = malloc(count);
    CHECK(buf != NULL);
    /* a buffer one byte short is refused and left untouched */
    memset(buf, 0x5a, count);
    CHECK(nexus_record_write(buf, count - 1, &again, g) ==
          NEXUS_E_BUFFER_TOO_SMALL);
    CHECK(again == count);
    CHECK(count < 2 || (unsigned char)buf[count - 2] == 0x5a);
    CHECK(nexus_record_write(buf, count, &again, g) == NEXUS_OK);
    CHECK(again == count && buf[count - 1] == '\0' &&
          strlen(buf) == count - 1);
    *len = count - 1;
    return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    nexus_game *g = NULL, *g2 = NULL, *g3 = NULL;
    nexus_record_error err;
    nexus_status st;
    char *text, *text2;
    size_t len = 0, len2 = 0;
    int eq = 0;

    memset(&err, 0x5a, sizeof err);
    st = nexus_record_read(&g, (const char *)data, size, NULL, &err);
    if (st != NEXUS_OK) {
        CHECK(st == NEXUS_E_RECORD);
        CHECK(g == NULL);
        CHECK(memchr(err.message, '\0', sizeof err.message) != NULL);
        CHECK(err.line >= 0 && err.status < 0);
        return 0;
    }
    CHECK(g != NULL);
    CHECK(err.line == 0 && err.status == NEXUS_OK);
    CHECK(nexus_game_check_consistency(g) == NEXUS_OK);

    /* write -> read -> equal game -> write -> same bytes */
    text = write_record(g, &len);
    st = nexus_record_read(&g2, text, len, NULL, &err);
    if (st != NEXUS_OK)
        fprintf(stderr, "fuzz_record: re-read failed, line %d: %s\n",
                err.line, err.message);
    CHECK(st == NEXUS_OK);
    CHECK(nexus_game_equal(&eq, g, g2) == NEXUS_OK && eq);
    CHECK(nexus_game_check_consistency(g2) == NEXUS_OK);
    text2 = write_record(g2, &len2);
    CHECK(len == len2 && memcmp(text, text2, len) == 0);

    /* the clone of a read game is equal, and so is a copy into it */
    CHECK(nexus_game_clone(&g3, g) == NEXUS_OK);
    CHECK(nexus_game_equal(&eq, g3, g) == NEXUS_OK && eq);
    CHECK(nexus_game_copy(g3, g2) == NEXUS_OK);
    CHECK(nexus_game_equal(&eq, g3, g) == NEXUS_OK && eq);

    free(text);
    free(text2);
    nexus_game_free(g3);
    nexus_game_free(g2);
    nexus_game_free(g);
    return 0;
}
