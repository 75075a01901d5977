# nexus_install_pkgconfig(TEMPLATE NAME)
#
# Configure a pkg-config file from TEMPLATE twice: now into the build tree
# (for the configured prefix), and again at install time, so that
# `cmake --install --prefix P` installs NAME.pc pointing into P. The
# install-time copy is written to a scratch file per prefix, so installs to
# different prefixes at the same time never overwrite each other's.
function(nexus_install_pkgconfig template name)
    configure_file("${template}" "${PROJECT_BINARY_DIR}/${name}.pc" @ONLY)
    install(CODE "
        set(PROJECT_NAME \"${PROJECT_NAME}\")
        set(PROJECT_VERSION \"${PROJECT_VERSION}\")
        set(PROJECT_DESCRIPTION \"${PROJECT_DESCRIPTION}\")
        set(_rel_LIBDIR \"${CMAKE_INSTALL_LIBDIR}\")
        set(_rel_INCLUDEDIR \"${CMAKE_INSTALL_INCLUDEDIR}\")
        foreach(_dir LIBDIR INCLUDEDIR)
            set(_rel \"\${_rel_\${_dir}}\")
            if(IS_ABSOLUTE \"\${_rel}\")
                set(CMAKE_INSTALL_FULL_\${_dir} \"\${_rel}\")
            else()
                set(CMAKE_INSTALL_FULL_\${_dir} \"\${CMAKE_INSTALL_PREFIX}/\${_rel}\")
            endif()
        endforeach()
        string(MD5 _key \"\${CMAKE_INSTALL_PREFIX}\")
        set(_pc \"${PROJECT_BINARY_DIR}/pkgconfig-install/\${_key}/${name}.pc\")
        configure_file(\"${template}\" \"\${_pc}\" @ONLY)
        file(INSTALL DESTINATION \"\${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig\"
            TYPE FILE FILES \"\${_pc}\")
    ")
endfunction()
