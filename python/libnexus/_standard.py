"""The standard game's rules, as nexus_options_init fills them (the size
points need for names given without a board, and data's Options
defaults), below both :mod:`libnexus.points` and :mod:`libnexus.data`.
"""

from ctypes import byref

from ._capi import COptions, lib
from ._ints import exports
from .errors import check_status

__all__ = ["OPTIONS_VERSION", "STANDARD_SIZE", "standard_c_options"]

OPTIONS_VERSION = 1


def standard_c_options() -> COptions:
    """Returns nexus_options filled by nexus_options_init: the standard
    game."""
    opts = COptions()
    check_status(lib.nexus_options_init(byref(opts), OPTIONS_VERSION))
    return opts


#: The board size of the standard game.
STANDARD_SIZE = int(standard_c_options().size)

__dir__ = exports(globals())
