# Builds the libnexus wheel (target python-wheel of python/CMakeLists.txt):
# stages python/ with both libraries in libnexus/_lib, then runs
# `PYTHON -m build --wheel --no-isolation` on the staged tree, offline.
#   cmake -DPYTHON=python3 -DSOURCE=python -DSTAGE=dir -DDIST=dir
#         -DVERSION=1.2.0 -DCORE=libnexus.so.1.2.0 -DBOT=libnexus-bot.so.1.2.0
#         -P wheel.cmake
foreach(var PYTHON SOURCE STAGE DIST VERSION CORE BOT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "wheel.cmake: ${var} is not set")
    endif()
endforeach()

# The package's version is the library's: a wheel of another version
# would load libraries it does not describe.
file(READ "${SOURCE}/pyproject.toml" pyproject)
if(NOT pyproject MATCHES "\nversion = \"${VERSION}\"\n")
    message(FATAL_ERROR "python/pyproject.toml does not say version = "
        "\"${VERSION}\", the version of the libraries")
endif()

file(REMOVE_RECURSE "${STAGE}")
file(MAKE_DIRECTORY "${STAGE}/libnexus/_lib" "${DIST}")
file(COPY "${SOURCE}/pyproject.toml" "${SOURCE}/setup.py" "${SOURCE}/README.md"
    DESTINATION "${STAGE}")
file(COPY "${SOURCE}/libnexus/" DESTINATION "${STAGE}/libnexus"
    FILES_MATCHING PATTERN "*.py" PATTERN "py.typed"
    PATTERN "__pycache__" EXCLUDE)
file(WRITE "${STAGE}/libnexus/_paths.py"
"\"\"\"Written by the wheel build: the libraries are in _lib, here.\"\"\"

from typing import Dict, Tuple

__all__ = [\"LIBRARY_DIRS\"]

LIBRARY_DIRS: Dict[str, Tuple[str, ...]] = {
    \"nexus\": (\"_lib\",),
    \"nexus-bot\": (\"_lib\",),
}
")
# Each library under its SONAME, the name the package and the dynamic
# loader know it by, without the build tree's run path: libnexus-bot finds
# libnexus.so.1 because the package has loaded it first.
foreach(pair "${CORE}|libnexus.so.1" "${BOT}|libnexus-bot.so.1")
    string(REPLACE "|" ";" pair "${pair}")
    list(GET pair 0 from)
    list(GET pair 1 to)
    file(COPY_FILE "${from}" "${STAGE}/libnexus/_lib/${to}")
    file(RPATH_REMOVE FILE "${STAGE}/libnexus/_lib/${to}")
endforeach()

# Wheels of any version: a rebuild after an upgrade leaves only the new one.
file(GLOB old "${DIST}/libnexus-*.whl")
if(old)
    file(REMOVE ${old})
endif()
execute_process(
    COMMAND "${PYTHON}" -m build --wheel --no-isolation --outdir "${DIST}"
        "${STAGE}"
    WORKING_DIRECTORY "${STAGE}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "building the wheel failed (${rc}):\n${out}\n${err}")
endif()
file(GLOB made "${DIST}/libnexus-${VERSION}-py3-none-*.whl")
if(NOT made)
    message(FATAL_ERROR "no libnexus-${VERSION}-py3-none-*.whl in ${DIST}:\n${out}")
endif()
message(STATUS "wheel: ${made}")
