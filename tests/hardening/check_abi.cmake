# abi-abidiff: compare a freshly built libnexus.so (with debug info) with the
# committed baseline BASELINE (abidw output) and fail on any ABI change that
# is not a pure addition.
#   cmake -DABIDIFF=abidiff -DABIDW=abidw -DLIB=libnexus.so
#         -DHEADERS=include -DBASELINE=abi/libnexus.abi
#         -DMODE=check|update -P check_abi.cmake
# MODE=update rewrites BASELINE from LIB (moving the baseline, see
# docs/hardening.md).
#
# abidiff's exit status is a bit field (libabigail manual, "abidiff"):
#   1 ABIDIFF_ERROR, 2 ABIDIFF_USAGE_ERROR,
#   4 ABIDIFF_ABI_CHANGE (a change that may be harmful),
#   8 ABIDIFF_ABI_INCOMPATIBLE_CHANGE (certainly incompatible, e.g. a
#     removed function).
# Added functions are compatible within 1.x and are not reported
# (--no-added-syms); every other change fails the test.
foreach(var ABIDIFF ABIDW LIB HEADERS BASELINE MODE)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_abi.cmake: ${var} is not set")
    endif()
endforeach()

# Only types of the public headers count: the layout of the opaque
# nexus_game and of lib/ internals is not part of the ABI. (The baseline
# keeps short locations: without them abidiff takes every type for a
# private one and filters out all changes.)

if(MODE STREQUAL "update")
    execute_process(COMMAND "${ABIDW}" --headers-dir "${HEADERS}"
            --drop-private-types --short-locs
            --no-corpus-path --no-comp-dir-path --no-architecture
            --out-file "${BASELINE}" "${LIB}"
        RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "abidw failed (${rc}): ${err}")
    endif()
    message(STATUS "wrote ${BASELINE}")
    return()
endif()

if(NOT EXISTS "${BASELINE}")
    message(FATAL_ERROR "no ABI baseline ${BASELINE}: build the target abi-baseline")
endif()
execute_process(COMMAND "${ABIDIFF}" --headers-dir2 "${HEADERS}"
        --drop-private-types --no-added-syms --no-architecture
        "${BASELINE}" "${LIB}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc MATCHES "^[0-9]+$")
    message(FATAL_ERROR "abidiff did not run: ${rc}")
endif()
math(EXPR errors "${rc} & 3")
math(EXPR change "${rc} & 4")
math(EXPR incompatible "${rc} & 8")
if(errors)
    message(FATAL_ERROR "abidiff failed to compare (exit status ${rc})")
endif()
if(incompatible)
    message(FATAL_ERROR "INCOMPATIBLE ABI change against ${BASELINE} (exit status ${rc})")
endif()
if(change)
    message(FATAL_ERROR "ABI change against ${BASELINE} (exit status ${rc}); "
        "if it is intentional, see docs/hardening.md to move the baseline")
endif()
message(STATUS "ABI compatible with ${BASELINE}")
