#!/usr/bin/env bash
# valgrind memcheck over the unit tests of a build tree: every ctest test
# whose name matches REGEX (default: ^test_, the CMocka tests) but not
# EXCLUDE, and whose command is a program built in that tree, runs under
#   valgrind --error-exitcode=1 --leak-check=full
#            --errors-for-leak-kinds=definite,indirect
# with the test's environment and working directory. Fails if any test fails
# or valgrind reports an error or a definite/indirect leak.
#
#   tests/hardening/memcheck.sh BUILD_DIR [REGEX [EXCLUDE]]
#
# MEMCHECK_JOBS tests run at a time (default 2). Logs:
# BUILD_DIR/memcheck/<test>.log. Use a build without sanitizers (valgrind
# and ASan do not mix), ideally with -g.
set -euo pipefail

build=${1:?usage: memcheck.sh BUILD_DIR [REGEX [EXCLUDE]]}
regex=${2:-^test_}
exclude=${3:-}
jobs=${MEMCHECK_JOBS:-2}
build=$(cd "$build" && pwd)
logs="$build/memcheck"
rm -rf "$logs"
mkdir -p "$logs"

command -v valgrind > /dev/null || { echo "memcheck: valgrind not found" >&2; exit 1; }

# name <TAB> working dir <TAB> env (NUL-separated in a file) <TAB> argv...
ctest --test-dir "$build" --show-only=json-v1 > "$logs/tests.json"
python3 - "$build" "$regex" "$exclude" "$logs" <<'EOF'
import json, os, re, shlex, sys
build, regex, logs = sys.argv[1], re.compile(sys.argv[2]), sys.argv[4]
exclude = re.compile(sys.argv[3]) if sys.argv[3] else None
data = json.load(open(os.path.join(logs, "tests.json")))
with open(os.path.join(logs, "plan"), "w") as plan:
    for t in data.get("tests", []):
        name, cmd = t["name"], t.get("command") or []
        if not regex.search(name) or not cmd:
            continue
        if exclude and exclude.search(name):
            print("memcheck: %s excluded" % name)
            continue
        exe = os.path.realpath(cmd[0])
        if not exe.startswith(build + os.sep):
            continue  # a script or a tool, not one of our programs
        wd, env = build, []
        for p in t.get("properties", []):
            if p["name"] == "WORKING_DIRECTORY":
                wd = p["value"]
            elif p["name"] == "ENVIRONMENT":
                env = p["value"]
        script = os.path.join(logs, name + ".sh")
        with open(script, "w") as f:
            f.write("cd %s\n" % shlex.quote(wd))
            f.write("exec env %s valgrind -q --error-exitcode=1 "
                    "--leak-check=full --errors-for-leak-kinds=definite,indirect "
                    "--show-leak-kinds=definite,indirect "
                    "--track-origins=yes %s\n" % (
                        " ".join(shlex.quote(e) for e in env),
                        " ".join(shlex.quote(c) for c in cmd)))
        plan.write(name + "\n")
EOF

mapfile -t tests < "$logs/plan"
if [ ${#tests[@]} -eq 0 ]; then
    echo "memcheck: no test matches $regex" >&2
    exit 1
fi
echo "memcheck: ${#tests[@]} tests, $jobs at a time"

run_one() {
    local name=$1 logs=$2 start=$SECONDS
    if bash "$logs/$name.sh" > "$logs/$name.log" 2>&1; then
        echo "memcheck: $name passed ($((SECONDS - start)) s)"
    else
        echo "memcheck: $name FAILED ($((SECONDS - start)) s), log:"
        sed 's/^/    /' "$logs/$name.log" | tail -n 60
        touch "$logs/$name.failed"
    fi
}
export -f run_one
printf '%s\n' "${tests[@]}" |
    xargs -P "$jobs" -I{} bash -c 'run_one "$1" "$2"' _ {} "$logs"

failed=$(find "$logs" -name '*.failed' | wc -l)
if [ "$failed" -ne 0 ]; then
    echo "memcheck: $failed of ${#tests[@]} tests failed" >&2
    exit 1
fi
echo "memcheck: all ${#tests[@]} tests clean"
