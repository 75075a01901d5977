# Screenshots of the built documentation in headless Chromium.
#   cmake -DCHROMIUM=chromium -DHTML=<build>/docs/html -DOUT=dir
#         -P screenshots.cmake
cmake_minimum_required(VERSION 3.16)
file(MAKE_DIRECTORY "${OUT}")
set(pages
    "md_docs_rules.html=1000,9000"
    "md_docs_tutorial.html=1000,3000"
    "board.svg=270,300" "ko.svg=270,300" "audit-pay.svg=270,300"
    "unblock.svg=270,300" "171-3x3-no-placement.svg=270,300")
foreach(entry ${pages})
    string(REPLACE "=" ";" parts "${entry}")
    list(GET parts 0 page)
    list(GET parts 1 size)
    string(REGEX REPLACE "\\.[a-z]+$" ".png" png "${page}")
    string(RANDOM LENGTH 12 tag)
    set(profile "${OUT}/.profile-${tag}")
    execute_process(COMMAND "${CHROMIUM}" --headless --no-sandbox --disable-gpu
            --disable-background-networking --disable-component-update
            --disable-sync --no-first-run "--user-data-dir=${profile}"
            --hide-scrollbars "--window-size=${size}"
            "--screenshot=${OUT}/${png}" "file://${HTML}/${page}"
        RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET TIMEOUT 120)
    file(REMOVE_RECURSE "${profile}")
    if(NOT rc EQUAL 0 OR NOT EXISTS "${OUT}/${png}")
        message(FATAL_ERROR "chromium failed on ${page} (${rc})")
    endif()
    message(STATUS "${OUT}/${png}")
endforeach()
