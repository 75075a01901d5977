# nexus_install_pkgconfig(TEMPLATE NAME)
#
# Configure the pkg-config file NAME.pc from TEMPLATE and install it into
# <libdir>/pkgconfig. The file is relocatable: with relative install
# directories (the default) its prefix is ${pcfiledir}/../.., so the
# installed tree may be moved or installed with `--prefix` anywhere and
# still describe itself. The template uses @PC_PREFIX@, @PC_LIBDIR@ and
# @PC_INCLUDEDIR@, and @PC_NEXT_MAJOR@ (the first incompatible version).
function(nexus_install_pkgconfig template name)
    math(EXPR PC_NEXT_MAJOR "${PROJECT_VERSION_MAJOR} + 1")
    if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
        set(PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
    else()
        file(RELATIVE_PATH up "/p/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/p")
        string(REGEX REPLACE "/$" "" up "${up}")
        set(PC_PREFIX "\${pcfiledir}/${up}")
    endif()
    foreach(dir LIBDIR INCLUDEDIR)
        if(IS_ABSOLUTE "${CMAKE_INSTALL_${dir}}")
            set(PC_${dir} "${CMAKE_INSTALL_${dir}}")
        else()
            set(PC_${dir} "\${prefix}/${CMAKE_INSTALL_${dir}}")
        endif()
    endforeach()
    configure_file("${template}" "${PROJECT_BINARY_DIR}/pkgconfig/${name}.pc"
        @ONLY)
    install(FILES "${PROJECT_BINARY_DIR}/pkgconfig/${name}.pc"
        DESTINATION "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
endfunction()
