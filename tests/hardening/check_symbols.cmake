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

include("${CMAKE_CURRENT_LIST_DIR}/../../cmake/NexusExports.cmake")
nexus_exported_symbols(actual "${NM}" "${LIB}" VERSIONS)

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
