"""pytest configuration of the libnexus tests: Hypothesis keeps no
database and has no deadline (the machine is shared and slow)."""

import os

import pytest
from hypothesis import settings

settings.register_profile("nexus", database=None, deadline=None,
                          print_blob=True)
settings.load_profile("nexus")


def pytest_collection_modifyitems(config, items):
    """Without the bot library, skip the tests that need it -- unless the
    build says it has one (NEXUS_HAVE_BOT=1): then they must run."""
    if os.environ.get("NEXUS_HAVE_BOT") == "1":
        return
    import libnexus
    try:
        libnexus._capi.botlib()
    except libnexus.LibraryNotFoundError as exc:
        skip = pytest.mark.skip(reason=str(exc))
        for item in items:
            if "bots" in item.keywords:
                item.add_marker(skip)


def pytest_configure(config):
    config.addinivalue_line("markers", "bots: needs libnexus-bot")
