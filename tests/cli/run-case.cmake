# Run one test case of the `nexus` command-line tool and check what it did.
#
#   cmake -DCLI=<nexus> -DCASE=<file.case> -DWORK=<dir> -DCORPUS=<dir>
#         [-DVALGRIND=<valgrind>] -P run-case.cmake
#   cmake -DCLI=<nexus> -DWORK=<dir> -DARGS=<a|b|c> [-DOUT=<regex>] [-DRC=<n>]
#         -P run-case.cmake               (a one-line case without a file)
#
# A case file holds one directive per line ('#' starts a comment line):
#   args: ARGS...      the command line after `nexus` (split like a shell;
#                      @CASES@ is the cases directory, @CORPUS@ the
#                      conformance games, @CLI@ the program, @ENGINES@
#                      the test engines of tests/cli/engines)
#   in: TEXT           one line of standard input ("in:" alone: empty line);
#                      without any, stdin is empty (immediate end of input)
#   in-long: N         one line of N 'x' characters
#   env: NAME=VALUE    run with this environment variable set
#   copy-cli: yes      run a copy of the program placed in the work directory
#   copy: FILE         copy FILE from the cases directory into the work
#                      directory before running
#   keep: yes          do not empty the work directory first (a case that
#                      continues another one's files; use ctest fixtures)
#   rc: N              the expected exit status (default 0)
#   out: REGEX         stdout must match REGEX after the previous out: match
#                      (\n in REGEX is a newline)
#   err: REGEX         stderr likewise, in order
#   not: REGEX         neither stdout nor stderr may match REGEX
#   file NAME: REGEX   the file NAME (in the work directory) must match, in
#                      order for each NAME
#   file-has NAME: REGEX  the file NAME must match REGEX anywhere (for
#                      files whose lines come in any order)
#   nofile: NAME       the file NAME must not exist
# A failed check prints CHECK FAILED with the output.

cmake_minimum_required(VERSION 3.16)

foreach(var CLI WORK)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "CHECK FAILED: ${var} not set")
    endif()
endforeach()
if(DEFINED CASE)
    get_filename_component(cases_dir "${CASE}" DIRECTORY)
else()
    set(CASE "${ARGS}")
    set(cases_dir "${CMAKE_CURRENT_LIST_DIR}/cases")
endif()

if(DEFINED ARGS)
    # Inline case: -DARGS=a|b|c and -DOUT=REGEX (one stdout check).
    string(REPLACE "|" " " inline_args "${ARGS}")
    set(case_lines "args: ${inline_args}")
    if(DEFINED OUT AND NOT OUT STREQUAL "")
        list(APPEND case_lines "out: ${OUT}")
    endif()
    if(DEFINED RC)
        list(APPEND case_lines "rc: ${RC}")
    endif()
else()
    file(STRINGS "${CASE}" case_lines)
endif()
set(args "")
set(input "")
set(has_input OFF)
set(expect_rc 0)
set(keep OFF)
set(copies "")
set(outs "")
set(errs "")
set(nots "")
set(files "")
set(nofiles "")
set(file_checks 0)
set(envs "")
set(copy_cli OFF)
set(has_names "")
set(has_res "")

foreach(line IN LISTS case_lines)
    if(line MATCHES "^#" OR line STREQUAL "")
        continue()
    endif()
    if(line MATCHES "^args: (.*)$")
        set(a "${CMAKE_MATCH_1}")
        string(REPLACE "@CASES@" "${cases_dir}" a "${a}")
        string(REPLACE "@CORPUS@" "${CORPUS}" a "${a}")
        string(REPLACE "@CLI@" "${CLI}" a "${a}")
        string(REPLACE "@ENGINES@" "${cases_dir}/../engines" a "${a}")
        separate_arguments(a UNIX_COMMAND "${a}")
        list(APPEND args ${a})
    elseif(line MATCHES "^in:$")
        string(APPEND input "\n")
        set(has_input ON)
    elseif(line MATCHES "^in: (.*)$")
        string(APPEND input "${CMAKE_MATCH_1}\n")
        set(has_input ON)
    elseif(line MATCHES "^in-long: ([0-9]+)$")
        string(REPEAT "x" ${CMAKE_MATCH_1} long)
        string(APPEND input "${long}\n")
        set(has_input ON)
    elseif(line MATCHES "^copy: (.*)$")
        list(APPEND copies "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^env: (.*)$")
        list(APPEND envs "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^copy-cli: yes$")
        set(copy_cli ON)
    elseif(line MATCHES "^keep: yes$")
        set(keep ON)
    elseif(line MATCHES "^rc: ([0-9]+)$")
        set(expect_rc "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^out: (.*)$")
        list(APPEND outs "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^err: (.*)$")
        list(APPEND errs "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^not: (.*)$")
        list(APPEND nots "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^file ([^:]+): (.*)$")
        math(EXPR file_checks "${file_checks} + 1")
        set(file_name_${file_checks} "${CMAKE_MATCH_1}")
        set(file_re_${file_checks} "${CMAKE_MATCH_2}")
    elseif(line MATCHES "^file-has ([^:]+): (.*)$")
        list(APPEND has_names "${CMAKE_MATCH_1}")
        list(APPEND has_res "${CMAKE_MATCH_2}")
    elseif(line MATCHES "^nofile: (.*)$")
        list(APPEND nofiles "${CMAKE_MATCH_1}")
    else()
        message(FATAL_ERROR "CHECK FAILED: ${CASE}: bad line '${line}'")
    endif()
endforeach()

if(NOT keep)
    file(REMOVE_RECURSE "${WORK}")
endif()
file(MAKE_DIRECTORY "${WORK}")
foreach(f IN LISTS copies)
    file(COPY "${cases_dir}/${f}" DESTINATION "${WORK}")
endforeach()
set(stdin_file "${WORK}.stdin")
file(WRITE "${stdin_file}" "${input}")

set(cli "${CLI}")
if(copy_cli)
    file(COPY "${CLI}" DESTINATION "${WORK}")
    get_filename_component(cli_name "${CLI}" NAME)
    set(cli "${WORK}/${cli_name}")
endif()
set(cmd "${cli}" ${args})
if(VALGRIND)
    set(cmd "${VALGRIND}" --quiet --error-exitcode=99 --leak-check=full
        --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect
        ${cmd})
endif()
if(envs)
    set(cmd "${CMAKE_COMMAND}" -E env ${envs} ${cmd})
endif()
execute_process(COMMAND ${cmd}
    WORKING_DIRECTORY "${WORK}"
    INPUT_FILE "${stdin_file}"
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err
    RESULT_VARIABLE rc
    TIMEOUT 240)

set(report "--- command: ${cmd}\n--- exit status: ${rc}\n--- stdout:\n${out}\n--- stderr:\n${err}")

if(NOT "${rc}" STREQUAL "${expect_rc}")
    message(FATAL_ERROR "CHECK FAILED: exit status ${rc}, expected ${expect_rc}\n${report}")
endif()

# Each REGEX must match after the end of the previous one's match.
# In a case file, \n in a REGEX stands for a newline.
function(match_in_order what text regexes)
    set(rest "${text}")
    foreach(re IN LISTS regexes)
        string(REPLACE "\\n" "\n" re "${re}")
        string(REGEX MATCH "${re}" m "${rest}")
        if(m STREQUAL "")
            message(FATAL_ERROR
                "CHECK FAILED: ${what} lacks /${re}/ (in order)\n${report}")
        endif()
        string(FIND "${rest}" "${m}" pos)
        string(LENGTH "${m}" len)
        math(EXPR cut "${pos} + ${len}")
        string(SUBSTRING "${rest}" ${cut} -1 rest)
    endforeach()
endfunction()

match_in_order("stdout" "${out}" "${outs}")
match_in_order("stderr" "${err}" "${errs}")
foreach(re IN LISTS nots)
    if("${out}${err}" MATCHES "${re}")
        message(FATAL_ERROR "CHECK FAILED: output matches /${re}/\n${report}")
    endif()
endforeach()
set(checked_files "")
set(indices "")
if(file_checks GREATER 0)
    foreach(i RANGE 1 ${file_checks})
        list(APPEND indices ${i})
    endforeach()
endif()
foreach(i IN LISTS indices)
    set(name "${file_name_${i}}")
    if(NOT EXISTS "${WORK}/${name}")
        message(FATAL_ERROR "CHECK FAILED: no file ${name}\n${report}")
    endif()
    list(APPEND checked_files "${name}")
    list(APPEND file_res_${name} "${file_re_${i}}")
endforeach()
list(REMOVE_DUPLICATES checked_files)
foreach(name IN LISTS checked_files)
    file(READ "${WORK}/${name}" content)
    match_in_order("file ${name}" "${content}" "${file_res_${name}}")
endforeach()
list(LENGTH has_names n_has)
if(n_has GREATER 0)
    math(EXPR last "${n_has} - 1")
    foreach(i RANGE ${last})
        list(GET has_names ${i} name)
        list(GET has_res ${i} re)
        string(REPLACE "\\n" "\n" re "${re}")
        if(NOT EXISTS "${WORK}/${name}")
            message(FATAL_ERROR "CHECK FAILED: no file ${name}\n${report}")
        endif()
        file(READ "${WORK}/${name}" content)
        if(NOT content MATCHES "${re}")
            message(FATAL_ERROR
                "CHECK FAILED: file ${name} lacks /${re}/\n${report}")
        endif()
    endforeach()
endif()
foreach(name IN LISTS nofiles)
    if(EXISTS "${WORK}/${name}")
        message(FATAL_ERROR "CHECK FAILED: file ${name} exists\n${report}")
    endif()
endforeach()
message("passed: ${CASE}")
