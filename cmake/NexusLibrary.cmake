# How libnexus and libnexus-bot are made: the same way, by the same code.
#
# nexus_link_exports(TARGET MAP): export exactly what the linker version
# script MAP lists (the test of each library's exports checks it), and
# resolve every symbol the library uses when it is linked.
function(nexus_link_exports target map)
    # Not with a sanitizer, whether the project's options or flags from
    # outside (CMAKE_C_FLAGS, the linker flags, as OSS-Fuzz and distributions
    # pass them) ask for one: clang leaves the sanitizer runtime to the
    # executable, so a shared library has undefined symbols on purpose.
    # (NEXUS_SANITIZED, from the top-level CMakeLists.txt.)
    if(CMAKE_SYSTEM_NAME STREQUAL "Linux" AND NOT NEXUS_SANITIZED
       AND NOT CMAKE_SHARED_LINKER_FLAGS MATCHES "-fsanitize")
        target_link_options(${target} PRIVATE "LINKER:--no-undefined")
    endif()
    if(UNIX AND NOT APPLE AND CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
        target_link_options(${target} PRIVATE "LINKER:--version-script=${map}")
        set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${map}")
    endif()
endfunction()

# nexus_add_library(NAME
#     SOURCES source...
#     OUTPUT_NAME file   BUILDING macro   MAP version-script   EXPORT set
#     EXPORT_NAME export
#     [LINK_SHARED library...] [LINK_STATIC library...]
#     [LINK_PRIVATE library...] [OUTPUT_DIRECTORY dir] [ABI_COPY])
#
# Compiles SOURCES once, as position-independent objects with hidden
# symbols and the macro BUILDING defined (the NEXUS_API and NEXUS_BOT_API
# macros then mark what is exported), and links them twice:
#   NAME         libFILE.so.<major>, exporting exactly what MAP lists, and
#                linking LINK_SHARED publicly (nexus::EXPORT);
#   NAME_static  libFILE.a, linking LINK_STATIC publicly (nexus::EXPORT_static).
# Both link LINK_PRIVATE privately (a static library's private libraries
# still reach the programs that link it), see the public headers in
# include/, and the folder's own and those of common/ as private, and are
# installed in the export set EXPORT. OUTPUT_DIRECTORY, when given, is
# where both files are written in the build tree. With ABI_COPY, NAME_abi is the shared library
# again with debug information (-g -Og), in <binary dir>/abi, for abidiff
# (tests/hardening); it is built only when a target depends on it.
function(nexus_add_library name)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "ABI_COPY"
        "OUTPUT_NAME;BUILDING;MAP;EXPORT;EXPORT_NAME;OUTPUT_DIRECTORY"
        "SOURCES;LINK_SHARED;LINK_STATIC;LINK_PRIVATE")
    foreach(required SOURCES OUTPUT_NAME BUILDING MAP EXPORT EXPORT_NAME)
        if(NOT ARG_${required})
            message(FATAL_ERROR "nexus_add_library(${name}): no ${required}")
        endif()
    endforeach()
    set(here "${CMAKE_CURRENT_SOURCE_DIR}")
    set(include "${PROJECT_SOURCE_DIR}/include")
    # The headers both libraries share and neither installs (common/).
    set(common "${PROJECT_SOURCE_DIR}/common")

    add_library(${name}_objects OBJECT ${ARG_SOURCES})
    set_target_properties(${name}_objects PROPERTIES
        POSITION_INDEPENDENT_CODE ON
        C_VISIBILITY_PRESET hidden
        VISIBILITY_INLINES_HIDDEN ON)
    target_compile_definitions(${name}_objects PRIVATE ${ARG_BUILDING})
    target_include_directories(${name}_objects
        PUBLIC "${include}" PRIVATE "${here}" "${common}")
    if(ARG_LINK_SHARED) # the headers of the libraries it is built on
        target_link_libraries(${name}_objects PRIVATE ${ARG_LINK_SHARED})
    endif()

    add_library(${name} SHARED $<TARGET_OBJECTS:${name}_objects>)
    add_library(${name}_static STATIC $<TARGET_OBJECTS:${name}_objects>)
    add_library(nexus::${ARG_EXPORT_NAME} ALIAS ${name})
    add_library(nexus::${ARG_EXPORT_NAME}_static ALIAS ${name}_static)
    set_target_properties(${name} PROPERTIES
        OUTPUT_NAME ${ARG_OUTPUT_NAME}
        VERSION ${PROJECT_VERSION}
        SOVERSION ${PROJECT_VERSION_MAJOR}
        EXPORT_NAME ${ARG_EXPORT_NAME})
    set_target_properties(${name}_static PROPERTIES
        OUTPUT_NAME ${ARG_OUTPUT_NAME}
        EXPORT_NAME ${ARG_EXPORT_NAME}_static)
    target_link_libraries(${name} PUBLIC ${ARG_LINK_SHARED})
    target_link_libraries(${name}_static PUBLIC ${ARG_LINK_STATIC})
    foreach(target ${name} ${name}_static)
        if(ARG_OUTPUT_DIRECTORY)
            set_target_properties(${target} PROPERTIES
                LIBRARY_OUTPUT_DIRECTORY "${ARG_OUTPUT_DIRECTORY}"
                ARCHIVE_OUTPUT_DIRECTORY "${ARG_OUTPUT_DIRECTORY}"
                RUNTIME_OUTPUT_DIRECTORY "${ARG_OUTPUT_DIRECTORY}")
        endif()
        target_include_directories(${target} PUBLIC
            $<BUILD_INTERFACE:${include}>
            $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
        target_compile_features(${target} PUBLIC c_std_11)
        if(ARG_LINK_PRIVATE)
            target_link_libraries(${target} PRIVATE ${ARG_LINK_PRIVATE})
        endif()
    endforeach()
    nexus_link_exports(${name} "${ARG_MAP}")

    install(TARGETS ${name} ${name}_static
        EXPORT ${ARG_EXPORT}
        RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}"
        LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}"
        ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}")

    if(ARG_ABI_COPY AND NOT EMSCRIPTEN)
        add_library(${name}_abi SHARED EXCLUDE_FROM_ALL ${ARG_SOURCES})
        set_target_properties(${name}_abi PROPERTIES
            OUTPUT_NAME ${ARG_OUTPUT_NAME}
            VERSION ${PROJECT_VERSION}
            SOVERSION ${PROJECT_VERSION_MAJOR}
            C_VISIBILITY_PRESET hidden
            LIBRARY_OUTPUT_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/abi")
        target_compile_definitions(${name}_abi PRIVATE ${ARG_BUILDING})
        target_include_directories(${name}_abi PRIVATE "${include}" "${here}"
            "${common}")
        target_compile_options(${name}_abi PRIVATE -g -Og)
        target_link_libraries(${name}_abi PRIVATE ${ARG_LINK_SHARED}
            ${ARG_LINK_PRIVATE})
        nexus_link_exports(${name}_abi "${ARG_MAP}")
    endif()
endfunction()
