# Fails when groff warns about nexus(1) or cannot read it:
#   cmake -DGROFF=groff -DPAGE=docs/nexus.1 -P man_check.cmake
cmake_minimum_required(VERSION 3.16)
execute_process(COMMAND "${GROFF}" -man -ww -z "${PAGE}"
    RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT err STREQUAL "")
    message(FATAL_ERROR "groff -man -ww -z ${PAGE} failed (${rc}):\n${err}")
endif()
