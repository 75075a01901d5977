#!/bin/bash
# The Python engine example (examples/engine/python_engine.py, on the
# libnexus package of python/) passes engine-check; skipped (exit 77) when
# the package is not there.
#   python-engine-check.sh NEXUS PYTHON ENGINE_PY
nexus=$1 python=$2 engine=$3
if ! "$python" -c 'import libnexus; libnexus.version()' 2>/dev/null; then
    echo "the libnexus Python package is not available: skipped"
    exit 77
fi
exec "$nexus" engine-check "$python $engine"
