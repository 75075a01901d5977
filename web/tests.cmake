# Tests of the WebAssembly build, run by ctest in build-wasm (the CI stage
# `web`). The browser tests need `npm ci` in web/ (playwright-core from the
# lockfile) and Debian's chromium at /usr/bin/chromium.
set(NEXUS_CHECK_RUN "${PROJECT_SOURCE_DIR}/conformance/check-run.cmake")
set(NEXUS_WEB_TEST_ENV
    "NEXUS_WEB_SITE=${NEXUS_SITE_DIR}"
    "NEXUS_WEB_ARTEFACTS=${CMAKE_CURRENT_BINARY_DIR}/artefacts")

# The corpus under node through the wasm nexus-conformance, bot turns
# included (the same expectations as the native conformance-bots test).
add_test(NAME web-conformance-node
    COMMAND "${CMAKE_COMMAND}" "-DEXPECT_LAST=172 passed, 0 failed"
            -P "${NEXUS_CHECK_RUN}" --
            "${NEXUS_NODE}" $<TARGET_FILE:nexus-conformance> --bots
            "${PROJECT_SOURCE_DIR}/conformance/games")
set_tests_properties(web-conformance-node PROPERTIES
    PASS_REGULAR_EXPRESSION "(^|\n)1484 bot turns checked\n172 passed, 0 failed\n"
    FAIL_REGULAR_EXPRESSION "CHECK FAILED"
    TIMEOUT 120)

# perft under node: the 5x5 depth-4 count of the corpus README.
add_test(NAME web-perft-node
    COMMAND "${CMAKE_COMMAND}" "-DEXPECT_LAST=303424"
            -P "${NEXUS_CHECK_RUN}" --
            "${NEXUS_NODE}" $<TARGET_FILE:nexus-conformance> perft 5 2 4 4)
set_tests_properties(web-perft-node PROPERTIES
    PASS_REGULAR_EXPRESSION "(^|\n)303424\n$"
    FAIL_REGULAR_EXPRESSION "CHECK FAILED"
    TIMEOUT 120)

# The JavaScript API under node's test runner.
add_test(NAME web-api-node
    COMMAND "${NEXUS_NODE}" --test "${CMAKE_CURRENT_SOURCE_DIR}/test/api.test.mjs"
            "${CMAKE_CURRENT_SOURCE_DIR}/test/bad-input.test.mjs"
            "${CMAKE_CURRENT_SOURCE_DIR}/test/markdown.test.mjs"
            "${CMAKE_CURRENT_SOURCE_DIR}/test/page-logic.test.mjs")

# The page and the corpus in headless Chromium (one browser at a time):
# web-browser-page runs test/browser/page.test.mjs, and so on.
set(NEXUS_WEB_BROWSER_TESTS "")
foreach(name corpus page defects features learn)
    add_test(NAME web-browser-${name}
        COMMAND "${NEXUS_NODE}" --test --test-concurrency=1
                "${CMAKE_CURRENT_SOURCE_DIR}/test/browser/${name}.test.mjs")
    list(APPEND NEXUS_WEB_BROWSER_TESTS web-browser-${name})
endforeach()

set_tests_properties(web-api-node ${NEXUS_WEB_BROWSER_TESTS} PROPERTIES
    ENVIRONMENT "${NEXUS_WEB_TEST_ENV}"
    FAIL_REGULAR_EXPRESSION "(^|\n)# fail [1-9]"
    TIMEOUT 600)
set_tests_properties(${NEXUS_WEB_BROWSER_TESTS} PROPERTIES RUN_SERIAL TRUE)
