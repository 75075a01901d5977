# nexus_exported_symbols(OUT NM LIB [VERSIONS]): the sorted names of the
# dynamic symbols that the shared library LIB defines, read with `NM -D
# --defined-only`; with VERSIONS, each as "NAME@NODE", the version node it
# is defined in. Lines are "ADDRESS TYPE NAME[@[@]VERSION]"; a version node
# (NEXUS_1.0, NEXUS_BOT_1.0) is an absolute symbol (type A) named like the
# node, not an export. Used in script mode by the export tests of both
# libraries.
function(nexus_exported_symbols out nm lib)
    execute_process(COMMAND "${nm}" -D --defined-only "${lib}"
        RESULT_VARIABLE rc OUTPUT_VARIABLE text ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${nm} -D --defined-only ${lib} failed: ${err}")
    endif()
    string(REPLACE "\n" ";" lines "${text}")
    set(names "")
    foreach(line ${lines})
        if(line MATCHES "^[0-9a-fA-F]* *([A-Za-z]) ([^ @]+)(@.*)?$")
            set(type "${CMAKE_MATCH_1}")
            set(name "${CMAKE_MATCH_2}")
            set(version "${CMAKE_MATCH_3}")
            if(NOT (type STREQUAL "A" AND name MATCHES "^NEXUS_[A-Z_]*[0-9.]+$"))
                if(ARGV3 STREQUAL "VERSIONS")
                    string(REGEX REPLACE "^@@?" "" node "${version}")
                    set(name "${name}@${node}")
                endif()
                list(APPEND names "${name}")
            endif()
        endif()
    endforeach()
    list(REMOVE_DUPLICATES names)
    list(SORT names)
    set(${out} "${names}" PARENT_SCOPE)
endfunction()
