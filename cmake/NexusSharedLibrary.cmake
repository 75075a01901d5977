# Link rules shared by libnexus and libnexus-bot.
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
