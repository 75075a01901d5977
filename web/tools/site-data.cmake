# Copy the conformance corpus into the site with an index the page reads
# (games/index.json), and docs/rules.md when the tree has it.
#   cmake -DGAMES=<dir> -DSITE=<dir> -DRULES=<file> -P site-data.cmake
file(GLOB games RELATIVE "${GAMES}" "${GAMES}/*.nxr")
list(SORT games)
set(json "")
foreach(name ${games})
    configure_file("${GAMES}/${name}" "${SITE}/games/${name}" COPYONLY)
    string(APPEND json "\"${name}\",")
endforeach()
string(REGEX REPLACE ",$" "" json "${json}")
file(WRITE "${SITE}/games/index.json" "[${json}]\n")
if(EXISTS "${RULES}")
    configure_file("${RULES}" "${SITE}/rules.md" COPYONLY)
endif()
