# Run a command and check both its exit status and its last output line.
#   cmake -DEXPECT_LAST=<text> [-DEXPECT_RC=<status>] -P check-run.cmake --
#         <command> [args...]
# EXPECT_RC is the exit status required, 0 unless given.
# ctest's PASS_REGULAR_EXPRESSION alone ignores the exit status; this script
# makes a non-zero status fail the test too (it then prints CHECK FAILED,
# which the tests list as FAIL_REGULAR_EXPRESSION).
set(cmd "")
set(collect OFF)
math(EXPR last_arg "${CMAKE_ARGC} - 1")
foreach(i RANGE 0 ${last_arg})
    if(collect)
        list(APPEND cmd "${CMAKE_ARGV${i}}")
    elseif("${CMAKE_ARGV${i}}" STREQUAL "--")
        set(collect ON)
    endif()
endforeach()
if(NOT cmd)
    message(FATAL_ERROR "CHECK FAILED: no command given")
endif()

execute_process(COMMAND ${cmd}
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err
    RESULT_VARIABLE rc)

string(REGEX REPLACE "\n+$" "" trimmed "${out}")
string(REGEX REPLACE "^.*\n" "" last "${trimmed}")

if(NOT DEFINED EXPECT_RC)
    set(EXPECT_RC 0)
endif()
if(NOT rc EQUAL EXPECT_RC)
    message(FATAL_ERROR "CHECK FAILED: exit status ${rc}\n${out}${err}")
endif()
if(NOT last STREQUAL "${EXPECT_LAST}")
    message(FATAL_ERROR
        "CHECK FAILED: last line '${last}', expected '${EXPECT_LAST}'\n${out}${err}")
endif()
# Passed: show the output so that PASS_REGULAR_EXPRESSION sees it.
execute_process(COMMAND "${CMAKE_COMMAND}" -E echo "${trimmed}")
