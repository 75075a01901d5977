# The interface target nexus_test_cmocka, wrapping CMocka for every test
# directory (tests/, tests/bot/, tests/hardening/). Included once.
#
# CMocka is found, in order, through:
#   1. its CMake package (find_package(cmocka CONFIG)): newer releases define
#      the imported target cmocka::cmocka, older ones (1.1.5, Debian 12) only
#      set CMOCKA_LIBRARY / CMOCKA_LIBRARIES and CMOCKA_INCLUDE_DIR;
#   2. pkg-config (module `cmocka`);
#   3. a plain find_library / find_path search.
# Whatever is found is wrapped in the interface target nexus_test_cmocka.

include_guard(GLOBAL)

set(_nexus_cmocka_found FALSE)
add_library(nexus_test_cmocka INTERFACE)

find_package(cmocka CONFIG QUIET)
if(cmocka_FOUND)
    if(TARGET cmocka::cmocka)
        target_link_libraries(nexus_test_cmocka INTERFACE cmocka::cmocka)
        set(_nexus_cmocka_found TRUE)
    elseif(TARGET cmocka)
        target_link_libraries(nexus_test_cmocka INTERFACE cmocka)
        set(_nexus_cmocka_found TRUE)
    else()
        set(_nexus_cmocka_lib "")
        if(CMOCKA_LIBRARIES)
            set(_nexus_cmocka_lib "${CMOCKA_LIBRARIES}")
        elseif(CMOCKA_LIBRARY)
            set(_nexus_cmocka_lib "${CMOCKA_LIBRARY}")
        endif()
        set(_nexus_cmocka_ok TRUE)
        foreach(_lib ${_nexus_cmocka_lib})
            if(IS_ABSOLUTE "${_lib}" AND NOT EXISTS "${_lib}")
                set(_nexus_cmocka_ok FALSE)
            endif()
        endforeach()
        if(_nexus_cmocka_lib AND _nexus_cmocka_ok)
            target_link_libraries(nexus_test_cmocka INTERFACE
                ${_nexus_cmocka_lib})
            if(CMOCKA_INCLUDE_DIR AND EXISTS "${CMOCKA_INCLUDE_DIR}/cmocka.h")
                target_include_directories(nexus_test_cmocka SYSTEM INTERFACE
                    "${CMOCKA_INCLUDE_DIR}")
            endif()
            set(_nexus_cmocka_found TRUE)
        endif()
    endif()
endif()

if(NOT _nexus_cmocka_found)
    find_package(PkgConfig QUIET)
    if(PKG_CONFIG_FOUND)
        pkg_check_modules(NEXUS_PC_CMOCKA QUIET IMPORTED_TARGET cmocka)
        if(NEXUS_PC_CMOCKA_FOUND)
            target_link_libraries(nexus_test_cmocka INTERFACE
                PkgConfig::NEXUS_PC_CMOCKA)
            set(_nexus_cmocka_found TRUE)
        endif()
    endif()
endif()

if(NOT _nexus_cmocka_found)
    find_path(NEXUS_CMOCKA_INCLUDE_DIR cmocka.h)
    find_library(NEXUS_CMOCKA_LIBRARY NAMES cmocka)
    if(NEXUS_CMOCKA_INCLUDE_DIR AND NEXUS_CMOCKA_LIBRARY)
        target_include_directories(nexus_test_cmocka SYSTEM INTERFACE
            "${NEXUS_CMOCKA_INCLUDE_DIR}")
        target_link_libraries(nexus_test_cmocka INTERFACE
            "${NEXUS_CMOCKA_LIBRARY}")
        set(_nexus_cmocka_found TRUE)
    endif()
endif()

if(NOT _nexus_cmocka_found)
    message(FATAL_ERROR
        "CMocka not found: install it (Debian/Ubuntu: apt-get install "
        "libcmocka-dev) or configure with -DNEXUS_BUILD_TESTS=OFF")
endif()

