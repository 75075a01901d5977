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

include("${CMAKE_CURRENT_LIST_DIR}/../../cmake/NexusExports.cmake")
nexus_exported_symbols(exported "${NM}" "${LIB}")

if(NOT expected)
    message(FATAL_ERROR "no NEXUS_BOT_API declarations found in ${HEADER}")
endif()
if(NOT exported STREQUAL expected)
    message(FATAL_ERROR "exported symbols differ from the header\n"
        "exported: ${exported}\nexpected: ${expected}")
endif()
list(LENGTH expected count)
message(STATUS "${count} exported functions, as declared")
