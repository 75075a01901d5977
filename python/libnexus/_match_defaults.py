"""The bot library's defaults of a match (nexus_match_options_init), below
both :mod:`libnexus.game` (Game.play_out's turn limit) and
:mod:`libnexus.match`, which exports :func:`default_turn_limit`.
"""

from ctypes import byref

from ._capi import CMatchOptions, botlib
from ._ints import exports
from .errors import check_status

__all__ = ["MATCH_OPTIONS_VERSION", "default_turn_limit", "match_options"]

MATCH_OPTIONS_VERSION = 1


def match_options() -> CMatchOptions:
    """Returns nexus_match_options filled with the bot library's defaults
    (the bot library is loaded if it is not yet)."""
    mo = CMatchOptions()
    check_status(botlib().nexus_match_options_init(byref(mo),
                                                   MATCH_OPTIONS_VERSION))
    return mo


def default_turn_limit() -> int:
    """The library's turn limit of a match game (R22)."""
    return int(match_options().turn_limit)


__dir__ = exports(globals())
