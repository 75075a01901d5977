# The `coverage` target (top-level CMakeLists.txt, NEXUS_COVERAGE=ON): clear
# the counters, run the whole test suite (failures are reported but do not
# stop the report), then gcovr over lib/: line and branch summary, the
# uncovered lines (BUILD/coverage/lib.txt) and an HTML report
# (BUILD/coverage/index.html).
#   cmake -DGCOVR=gcovr -DCTEST=ctest -DSOURCE=src -DBUILD=build -P coverage.cmake
# Optional: -DEXCLUDE=<regex> leaves the matching tests out (ctest -E), and
# -DMIN_LINES=98 -DMIN_BRANCHES=95 fail the run below those percentages
# (after printing the report). BUILD/coverage/summary.txt keeps the figures.
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

set(exclude_args "")
if(EXCLUDE)
    set(exclude_args -E "${EXCLUDE}")
endif()
execute_process(COMMAND "${CTEST}" --test-dir "${BUILD}" -j2 ${exclude_args}
    RESULT_VARIABLE rc)
# A failed test fails the run, after the coverage is reported: the coverage
# build runs the tests under other flags, and a failure there is a failure.
set(ctest_rc ${rc})
if(NOT ctest_rc EQUAL 0)
    message(WARNING "some tests failed: the coverage below is still reported")
endif()

# Only the library: one object directory per target compiles lib/*.c
# (nexus_objects; nexus_abi is not built in coverage builds). The counters
# are searched in BUILD only: other build trees inside the source tree
# would otherwise be added in.
execute_process(COMMAND "${GCOVR}" --root "${SOURCE}"
        --object-directory "${BUILD}"
        --filter "${SOURCE}/lib/"
        --exclude-unreachable-branches
        --print-summary
        --txt "${BUILD}/coverage/lib.txt"
        --json-summary "${BUILD}/coverage/summary.json"
        --html-details "${BUILD}/coverage/index.html"
        "${BUILD}"
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gcovr failed")
endif()
file(READ "${BUILD}/coverage/lib.txt" report)
message("${report}")

# The branches left uncovered, file by file (docs/hardening.md lists them
# with their reasons): the branch report of the same data.
execute_process(COMMAND "${GCOVR}" --root "${SOURCE}"
        --object-directory "${BUILD}"
        --filter "${SOURCE}/lib/"
        --exclude-unreachable-branches --branches
        --txt "${BUILD}/coverage/branches.txt"
        "${BUILD}"
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gcovr failed (branches)")
endif()
file(READ "${BUILD}/coverage/branches.txt" report)
message("${report}")

# The totals from gcovr's JSON summary (regular expressions: CMake 3.16).
# The totals are the top-level keys, before and after the "files" array.
file(READ "${BUILD}/coverage/summary.json" json)
string(FIND "${json}" "\"files\"" files_at)
string(FIND "${json}" "}]" files_end REVERSE)
string(SUBSTRING "${json}" 0 ${files_at} head)
string(SUBSTRING "${json}" ${files_end} -1 tail)
set(summary "${head}${tail}")
foreach(key line_percent line_covered line_total
            branch_percent branch_covered branch_total)
    string(REGEX MATCH "\"${key}\": *([0-9.]+)" _ "${summary}")
    set(${key} "${CMAKE_MATCH_1}")
endforeach()
set(figures "lib/ coverage: lines ${line_percent} % (${line_covered} of ${line_total}), branches ${branch_percent} % (${branch_covered} of ${branch_total})")
file(WRITE "${BUILD}/coverage/summary.txt" "${figures}\n")
message("${figures}")
if(MIN_LINES AND line_percent LESS MIN_LINES)
    message(FATAL_ERROR "line coverage ${line_percent} % is below ${MIN_LINES} %")
endif()
if(MIN_BRANCHES AND branch_percent LESS MIN_BRANCHES)
    message(FATAL_ERROR "branch coverage ${branch_percent} % is below ${MIN_BRANCHES} %")
endif()
if(NOT ctest_rc EQUAL 0)
    message(FATAL_ERROR "some tests failed in the coverage build (ctest exit status ${ctest_rc})")
endif()
