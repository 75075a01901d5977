# The `coverage` target (top-level CMakeLists.txt, NEXUS_COVERAGE=ON): clear
# the counters, run the whole test suite (failures are reported but do not
# stop the report), then gcovr over lib/: line and branch summary, the
# uncovered lines (BUILD/coverage/lib.txt) and an HTML report
# (BUILD/coverage/index.html).
#   cmake -DGCOVR=gcovr -DCTEST=ctest -DSOURCE=src -DBUILD=build -P coverage.cmake
foreach(var GCOVR CTEST SOURCE BUILD)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "coverage.cmake: ${var} is not set")
    endif()
endforeach()

file(GLOB_RECURSE counters "${BUILD}/*.gcda")
if(counters)
    file(REMOVE ${counters})
endif()
file(REMOVE_RECURSE "${BUILD}/coverage")
file(MAKE_DIRECTORY "${BUILD}/coverage")

execute_process(COMMAND "${CTEST}" --test-dir "${BUILD}" -j2
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(WARNING "some tests failed: the coverage below is still reported")
endif()

# Only the library: one object directory per target compiles lib/*.c
# (nexus_objects; nexus_abi is not built in coverage builds).
execute_process(COMMAND "${GCOVR}" --root "${SOURCE}"
        --object-directory "${BUILD}"
        --filter "${SOURCE}/lib/"
        --exclude-unreachable-branches
        --print-summary
        --txt "${BUILD}/coverage/lib.txt"
        --html-details "${BUILD}/coverage/index.html"
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gcovr failed")
endif()
file(READ "${BUILD}/coverage/lib.txt" report)
message("${report}")
