# Replay the golden records (tests/golden/CMakeLists.txt).
#   cmake -DARCHIVE=golden.tar.xz -DWORK=DIR -DRUNNER=nexus-conformance
#         -DGENERATOR=make_golden -DSUBSET=ON|OFF -P run-golden.cmake
# SUBSET=ON replays the first 1,000 files; OFF replays all of them and then
# checks that make_golden, run on this engine, writes the same bytes.
foreach(var ARCHIVE WORK RUNNER GENERATOR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "run-golden.cmake: ${var} is not set")
    endif()
endforeach()

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E tar xf "${ARCHIVE}"
    WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cannot unpack ${ARCHIVE}")
endif()

if(SUBSET)
    file(GLOB files "${WORK}/golden/g00*.nxr")
else()
    file(GLOB files "${WORK}/golden/*.nxr")
endif()
list(SORT files)
list(LENGTH files n)
execute_process(COMMAND "${RUNNER}" ${files}
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
string(REGEX MATCH "[0-9]+ passed, [0-9]+ failed" summary "${out}")
if(NOT rc EQUAL 0 OR NOT summary STREQUAL "${n} passed, 0 failed")
    string(REGEX MATCHALL "FAIL[^\n]*\n[^\n]*" failures "${out}")
    message(FATAL_ERROR "golden: ${summary} (of ${n})\n${failures}\n${err}")
endif()
message("golden: ${summary}")

if(NOT SUBSET)
    file(MAKE_DIRECTORY "${WORK}/again")
    execute_process(COMMAND "${GENERATOR}" "${WORK}/again" 10000 20261201
        RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "golden: make_golden failed")
    endif()
    foreach(f ${files})
        get_filename_component(name "${f}" NAME)
        file(SHA256 "${f}" a)
        file(SHA256 "${WORK}/again/${name}" b)
        if(NOT a STREQUAL b)
            message(FATAL_ERROR "golden: ${name} differs when regenerated")
        endif()
    endforeach()
    message("golden: all ${n} records regenerated identically")
endif()
