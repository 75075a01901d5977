# Link rules shared by libnexus and libnexus-bot.
#
# nexus_link_exports(TARGET MAP): export exactly what the linker version
# script MAP lists (the test of each library's exports checks it), and
# resolve every symbol the library uses when it is linked.
function(nexus_link_exports target map)
    # Not with the sanitizers: clang leaves their runtime to the executable.
    if(CMAKE_SYSTEM_NAME STREQUAL "Linux" AND NOT NEXUS_SANITIZE
       AND NOT NEXUS_TSAN AND NOT NEXUS_FUZZ)
        target_link_options(${target} PRIVATE "LINKER:--no-undefined")
    endif()
    if(UNIX AND NOT APPLE AND CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
        target_link_options(${target} PRIVATE "LINKER:--version-script=${map}")
        set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${map}")
    endif()
endfunction()
