# abi-symbols: the dynamic symbols a shared library defines must be exactly
# the sorted list in EXPECTED, one "name@NODE" a line ('#' comments
# allowed), NODE being the version node the symbol is defined in
# (NEXUS_1.0, NEXUS_1.1, ...): a function that moved to another node breaks
# the programs linked against the old one, as a removed one does.
#   cmake -DNM=nm -DLIB=libnexus.so -DEXPECTED=abi/nexus.symbols
#         [-DMODE=update] -P check_symbols.cmake
# MODE=update rewrites EXPECTED from the library instead.
foreach(var NM LIB EXPECTED)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_symbols.cmake: ${var} is not set")
    endif()
endforeach()

# The defined dynamic symbols with their default version node, as
# "name@NODE" (nm prints "ADDRESS TYPE name@@NODE"); the nodes themselves
# are absolute symbols (type A), not exports.
execute_process(COMMAND "${NM}" -D --defined-only "${LIB}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE text ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${NM} -D --defined-only ${LIB} failed: ${err}")
endif()
string(REPLACE "\n" ";" lines "${text}")
set(actual "")
foreach(line ${lines})
    if(line MATCHES "^[0-9a-fA-F]* *([A-Za-z]) ([^ @]+)(@@?([^ ]+))?$")
        set(name "${CMAKE_MATCH_2}")
        if(NOT CMAKE_MATCH_1 STREQUAL "A")
            list(APPEND actual "${name}@${CMAKE_MATCH_4}")
        endif()
    endif()
endforeach()
list(REMOVE_DUPLICATES actual)
list(SORT actual)

if(MODE STREQUAL "update")
    string(REPLACE ";" "\n" text "${actual}")
    file(WRITE "${EXPECTED}" "${text}\n")
    list(LENGTH actual n)
    message(STATUS "wrote ${n} symbols to ${EXPECTED}")
    return()
endif()

file(STRINGS "${EXPECTED}" expected REGEX "^[^#]")
list(SORT expected)

set(extra "${actual}")
list(REMOVE_ITEM extra ${expected})
set(missing "${expected}")
if(actual)
    list(REMOVE_ITEM missing ${actual})
endif()
if(extra OR missing)
    string(REPLACE ";" "\n  " extra "${extra}")
    string(REPLACE ";" "\n  " missing "${missing}")
    message(FATAL_ERROR
        "exported symbols of ${LIB} differ from ${EXPECTED}\n"
        "exported but not listed:\n  ${extra}\n"
        "listed but not exported:\n  ${missing}\n"
        "(lib/nexus.map gives each function its version node; update the "
        "list only with an intentional ABI change, see docs/hardening.md)")
endif()
list(LENGTH actual n)
message(STATUS "${n} exported symbols, as listed in ${EXPECTED}")
