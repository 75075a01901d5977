# Write nexus(1) with help2man from the tool's own help: `nexus --help`
# gives the synopsis and description, and every command listed there
# adds its `nexus COMMAND --help` as a subsection of COMMANDS.
#   cmake -DHELP2MAN=help2man -DNEXUS=path/to/nexus -DOUT=nexus.1
#         -DVERSION=1.1.0 -P man.cmake
cmake_minimum_required(VERSION 3.16)
foreach(var HELP2MAN NEXUS OUT VERSION)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "man.cmake: ${var} is not set")
    endif()
endforeach()

execute_process(COMMAND "${NEXUS}" --help
    OUTPUT_VARIABLE help RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${NEXUS} --help failed (${rc})")
endif()

# The command lines of the overview: two spaces, a lower-case word, spaces.
string(REGEX MATCHALL "\n  [a-z][a-z0-9-]* +[^\n]*" lines "${help}")
set(include "[COMMANDS]\n")
foreach(line ${lines})
    string(REGEX REPLACE "^\n  ([a-z][a-z0-9-]*) .*" "\\1" cmd "${line}")
    if(cmd STREQUAL "help" OR cmd STREQUAL "version")
        continue()
    endif()
    execute_process(COMMAND "${NEXUS}" "${cmd}" --help
        OUTPUT_VARIABLE text RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${NEXUS} ${cmd} --help failed (${rc})")
    endif()
    # roff: a backslash is written \e, and a line must not start with a dot.
    string(REPLACE "\\" "\\e" text "${text}")
    string(REGEX REPLACE "\n\\." "\n\\\\&." text "${text}")
    string(APPEND include ".SS \"nexus ${cmd}\"\n.nf\n${text}.fi\n")
endforeach()
string(APPEND include "[SEE ALSO]\nThe rules: share/doc/nexus/rules.md; "
    "the record format: share/doc/nexus/records.md.\n")
get_filename_component(dir "${OUT}" DIRECTORY)
file(WRITE "${dir}/nexus.h2m" "${include}")

execute_process(COMMAND "${HELP2MAN}" --no-info --no-discard-stderr
        --name "play, check and measure games of Nexus"
        --version-string "${VERSION}" --include "${dir}/nexus.h2m"
        --output "${OUT}" "${NEXUS}"
    RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "help2man failed (${rc}): ${err}")
endif()
