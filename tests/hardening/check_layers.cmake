# layers: lib/ is layered core < rules < api < record < env < picture
# (lib/README.md). A file may include headers of its own layer and of the
# layers below it, never of one above; record/, env/ and picture/ are
# clients of nexus.h and their own files. Every C file of lib/ must stand
# in a layer's folder, so that no file escapes the check, and every source
# must be named once in lib/CMakeLists.txt, which lists them by layer.
# No name (without its extension) stands in two folders, so that a file's
# name alone says which layer it belongs to.
#   cmake -DLIB=lib -P check_layers.cmake
cmake_policy(VERSION 3.16)
if(NOT DEFINED LIB)
    message(FATAL_ERROR "check_layers.cmake: LIB is not set")
endif()

get_filename_component(LIB "${LIB}" ABSOLUTE)
set(layers core rules api record env picture)
set(clients record env picture)
set(bad "")
set(checked 0)
foreach(layer ${layers})
    # The layers above this one, which it must not include.
    list(FIND layers ${layer} index)
    math(EXPR above "${index} + 1")
    set(forbidden "")
    list(LENGTH layers n)
    while(above LESS n)
        list(GET layers ${above} name)
        list(APPEND forbidden ${name})
        math(EXPR above "${above} + 1")
    endwhile()
    if(layer IN_LIST clients)
        set(forbidden ${layers})
        list(REMOVE_ITEM forbidden ${layer})
    endif()
    file(GLOB files "${LIB}/${layer}/*.c" "${LIB}/${layer}/*.h")
    foreach(f ${files})
        math(EXPR checked "${checked} + 1")
        file(STRINGS "${f}" includes REGEX "^#include \"")
        foreach(line ${includes})
            foreach(name ${forbidden})
                if(line MATCHES "\"\\.\\./${name}/")
                    list(APPEND bad "${f}: ${line}")
                endif()
            endforeach()
        endforeach()
    endforeach()
endforeach()

# Every C file of lib/ is in a layer, and every source is listed once.
file(READ "${LIB}/CMakeLists.txt" listed)
file(GLOB_RECURSE all RELATIVE "${LIB}" "${LIB}/*.c" "${LIB}/*.h")
foreach(f ${all})
    string(REGEX MATCH "^[^/]+" top "${f}")
    if(NOT f MATCHES "/" OR NOT top IN_LIST layers)
        list(APPEND bad "${LIB}/${f}: in no layer of lib/README.md")
    endif()
    if(f MATCHES "\\.c$")
        string(REPLACE "." "\\." pattern "${f}")
        string(REGEX MATCHALL "[ \t\n(]${pattern}[ \t\n)]" named "${listed}")
        list(LENGTH named times)
        if(NOT times EQUAL 1)
            list(APPEND bad
                "${LIB}/${f}: named ${times} times in lib/CMakeLists.txt")
        endif()
    endif()
endforeach()

# No two folders share a file name: a turn.c in api/ beside rules/turn.h
# would be one name in two layers. The folder of each name is kept in a
# variable named after it.
foreach(f ${all})
    get_filename_component(dir "${f}" DIRECTORY)
    get_filename_component(name "${f}" NAME_WE)
    if(DEFINED "folder_of_${name}" AND NOT "${folder_of_${name}}" STREQUAL "${dir}")
        set(other "${folder_of_${name}}")
        list(APPEND bad "${LIB}/${f}: its name is used in ${other}/ too")
    endif()
    set("folder_of_${name}" "${dir}")
endforeach()

if(bad)
    string(REPLACE ";" "\n  " bad "${bad}")
    message(FATAL_ERROR "layers: an include goes up, a file is out of its "
        "layer, or a name is in two folders:\n  ${bad}")
endif()
if(checked EQUAL 0)
    message(FATAL_ERROR "layers: no file found under ${LIB}")
endif()
message("layers: ${checked} files, each in its layer, no name in two "
    "folders, every include goes down")
