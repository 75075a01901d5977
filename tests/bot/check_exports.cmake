# Check that libnexus-bot exports exactly the functions its header declares
# with NEXUS_BOT_API.
#   cmake -DNM=nm -DLIB=libnexus-bot.so -DHEADER=nexus_bot.h -P check_exports.cmake
# Declarations start a line with NEXUS_BOT_API; the name is the identifier
# before the first '('.
file(STRINGS "${HEADER}" decls REGEX "^NEXUS_BOT_API ")
set(expected "")
foreach(d ${decls})
    if(d MATCHES "([a-z_0-9]+)\\(")
        list(APPEND expected "${CMAKE_MATCH_1}")
    endif()
endforeach()
list(SORT expected)

execute_process(COMMAND "${NM}" -D --defined-only "${LIB}"
    OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "nm failed on ${LIB}")
endif()
string(REPLACE "\n" ";" lines "${out}")
set(exported "")
# Lines are "ADDRESS TYPE NAME[@[@]VERSION]"; the version node itself is an
# absolute symbol (type A) named like the node: not an export.
foreach(l ${lines})
    if(l MATCHES "^[0-9a-fA-F]* *([A-Za-z]) ([^ @]+)(@.*)?$")
        set(type "${CMAKE_MATCH_1}")
        set(sym "${CMAKE_MATCH_2}")
        if(NOT (type STREQUAL "A" AND sym MATCHES "^NEXUS_BOT_[0-9.]+$"))
            list(APPEND exported "${sym}")
        endif()
    endif()
endforeach()
list(REMOVE_DUPLICATES exported)
list(SORT exported)

if(NOT expected)
    message(FATAL_ERROR "no NEXUS_BOT_API declarations found in ${HEADER}")
endif()
if(NOT exported STREQUAL expected)
    message(FATAL_ERROR "exported symbols differ from the header\n"
        "exported: ${exported}\nexpected: ${expected}")
endif()
list(LENGTH expected count)
message(STATUS "${count} exported functions, as declared")
