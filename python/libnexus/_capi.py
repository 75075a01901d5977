"""The C interface: structures, prototypes, and the two loaded libraries.

Every function of nexus.h and nexus_bot.h that the package calls has its
prototype here. Functions of API 1.1 that an older library lacks are
declared only when present; :func:`has` tells which are.
"""

import ctypes
from ctypes import (CFUNCTYPE, POINTER, Structure, c_char, c_char_p,
                    c_double, c_int, c_int64, c_size_t, c_ubyte, c_uint,
                    c_uint64, c_ulong, c_void_p)
from typing import Any, Dict, List, Optional, Tuple

from ._ints import exports
from ._loader import open_library

__all__ = [
    "BOT_PROTOTYPES", "CAllocator", "CBotCallbacks", "CBotOption", "CEnvBuffers",
    "CEnvOptions", "CHOOSE_FN", "CORE_1_2_PROTOTYPES",
    "CMatchOptions", "CMatchResult", "CMctsOptions", "COptions",
    "CORE_1_1_PROTOTYPES", "CORE_PROTOTYPES", "CPosition", "CPreview",
    "CRecordCallbacks", "CRecordError", "CRecordLine", "CRecordMove",
    "CSeriesResult", "CSolveOptions", "CSolveResult", "CStrongOptions",
    "CSvgOptions", "CTurn", "EXPECT_FN", "FLAG_FN", "FREE_FN", "HEADER_FN",
    "MALLOC_FN", "MAX_POINTS", "MOVE_FN", "Prototype", "REALLOC_FN",
    "RELEASE_FN", "SEED_FN", "START_FN", "SVG_MARK_KINDS", "bot_library_path",
    "botlib", "has", "lib", "library_path", "need",
]

MAX_POINTS = 81

MALLOC_FN = CFUNCTYPE(c_void_p, c_size_t, c_void_p)
REALLOC_FN = CFUNCTYPE(c_void_p, c_void_p, c_size_t, c_void_p)
FREE_FN = CFUNCTYPE(None, c_void_p, c_void_p)


class CAllocator(Structure):
    """nexus_allocator."""
    _fields_ = [("malloc_fn", MALLOC_FN), ("realloc_fn", REALLOC_FN),
                ("free_fn", FREE_FN), ("user", c_void_p)]


class COptions(Structure):
    """nexus_options."""
    _fields_ = [("version", c_uint), ("size", c_int), ("capture_debt", c_int),
                ("unblock_debt", c_int), ("allocator", CAllocator)]


class CPosition(Structure):
    """nexus_position."""
    _fields_ = [("cells", c_ubyte * MAX_POINTS), ("black_debt", c_int64),
                ("white_debt", c_int64), ("to_move", c_int), ("quiet", c_int)]


class CTurn(Structure):
    """nexus_turn."""
    _fields_ = [("n_unblock", c_int), ("unblock", c_int * MAX_POINTS),
                ("point", c_int), ("n_pay", c_int),
                ("pay", c_int * MAX_POINTS)]


class CPreview(Structure):
    """nexus_preview."""
    _fields_ = [("n_captured", c_int), ("captured", c_int * MAX_POINTS),
                ("mover_debt", c_int64), ("opponent_debt", c_int64),
                ("audit", c_int), ("net", c_int64), ("n_payers", c_int),
                ("payers", c_int * MAX_POINTS)]


class CRecordError(Structure):
    """nexus_record_error."""
    _fields_ = [("line", c_int), ("status", c_int), ("message", c_char * 128)]


CHOOSE_FN = CFUNCTYPE(c_int, c_void_p, c_void_p, POINTER(CTurn))
FLAG_FN = CFUNCTYPE(c_int, c_void_p, c_void_p, POINTER(c_int))
SEED_FN = CFUNCTYPE(c_int, c_void_p, c_uint64)
RELEASE_FN = CFUNCTYPE(None, c_void_p)


class CBotCallbacks(Structure):
    """nexus_bot_callbacks."""
    _fields_ = [("version", c_uint), ("choose_turn", CHOOSE_FN),
                ("offer_draw", FLAG_FN), ("answer_draw", FLAG_FN),
                ("seed", SEED_FN), ("release", RELEASE_FN),
                ("user", c_void_p), ("name", c_char_p)]


class CMatchOptions(Structure):
    """nexus_match_options."""
    _fields_ = [("version", c_uint), ("game", COptions), ("seed", c_uint64),
                ("turn_limit", c_size_t)]


class CStrongOptions(Structure):
    """nexus_strong_options."""
    _fields_ = [("version", c_uint), ("nodes", c_ulong), ("time_ms", c_uint),
                ("max_depth", c_int), ("seed", c_uint64)]


class CMctsOptions(Structure):
    """nexus_mcts_options (bot API 1.1)."""
    _fields_ = [("version", c_uint), ("iterations", c_ulong),
                ("time_ms", c_uint), ("exploration", c_double),
                ("seed", c_uint64)]


class CSolveOptions(Structure):
    """nexus_solve_options (bot API 1.1)."""
    _fields_ = [("version", c_uint), ("max_plies", c_int),
                ("max_nodes", ctypes.c_ulonglong), ("table_bytes", c_size_t)]


class CSolveResult(Structure):
    """nexus_solve_result (bot API 1.1)."""
    _fields_ = [("value", c_int), ("plies", c_int),
                ("nodes", ctypes.c_ulonglong), ("line_length", c_int),
                ("complete", c_int)]


class CBotOption(Structure):
    """nexus_bot_option (bot API 1.2), in the library's static storage."""
    _fields_ = [("name", c_char_p), ("type", c_int),
                ("default_value", c_double), ("min", c_double),
                ("max", c_double), ("help", c_char_p)]


class CMatchResult(Structure):
    """nexus_match_result."""
    _fields_ = [("outcome", c_int), ("reason", c_int), ("unfinished", c_int),
                ("turns", c_size_t)]


class CSeriesResult(Structure):
    """nexus_series_result."""
    _fields_ = [("games", c_uint), ("a_wins", c_uint), ("b_wins", c_uint),
                ("draws", c_uint), ("unfinished", c_uint),
                ("no_winner", c_uint)]


class CRecordLine(Structure):
    """nexus_record_line (API 1.1); text and words are not NUL-terminated."""
    _fields_ = [("number", c_int), ("key", c_int), ("text", c_void_p),
                ("len", c_size_t), ("words", c_void_p),
                ("words_len", c_size_t)]


class CRecordMove(Structure):
    """nexus_record_move (API 1.1)."""
    _fields_ = [("side", c_int), ("turn", CTurn), ("preview", CPreview)]


HEADER_FN = CFUNCTYPE(c_int, POINTER(CRecordLine), c_void_p)
START_FN = CFUNCTYPE(c_int, c_void_p, c_void_p)
MOVE_FN = CFUNCTYPE(c_int, c_void_p, POINTER(CRecordLine),
                    POINTER(CRecordMove), c_void_p)
EXPECT_FN = CFUNCTYPE(c_int, c_void_p, POINTER(CRecordLine), c_void_p)


class CRecordCallbacks(Structure):
    """nexus_record_callbacks (API 1.1)."""
    _fields_ = [("version", c_uint), ("header", HEADER_FN),
                ("start", START_FN), ("move", MOVE_FN),
                ("expect", EXPECT_FN)]


SVG_MARK_KINDS = 3


class CSvgOptions(Structure):
    """nexus_svg_options (API 1.1)."""
    _fields_ = [("version", c_uint), ("coordinates", c_int),
                ("legal_points", c_int), ("last_move", c_int),
                ("caption", c_int), ("n_marks", c_int * SVG_MARK_KINDS),
                ("marks", (c_int * MAX_POINTS) * SVG_MARK_KINDS)]


_P = POINTER
_game = c_void_p
_bot = c_void_p
Prototype = Tuple[Any, List[Any]]

#: name -> (restype, argtypes) of the functions of nexus.h (API 1.0).
CORE_PROTOTYPES: Dict[str, Prototype] = {
    "nexus_version_number": (c_uint, []),
    "nexus_version_string": (c_char_p, []),
    "nexus_status_name": (c_char_p, [c_int]),
    "nexus_status_message": (c_char_p, [c_int]),
    "nexus_options_init": (c_int, [_P(COptions), c_uint]),
    "nexus_point_parse": (c_int, [_P(c_int), c_int, c_char_p]),
    "nexus_point_format": (c_int, [c_char_p, c_size_t, c_int, c_int]),
    "nexus_game_new": (c_int, [_P(_game), _P(COptions)]),
    "nexus_game_new_from_position": (c_int, [_P(_game), _P(COptions),
                                             _P(CPosition)]),
    "nexus_game_free": (None, [_game]),
    "nexus_game_clone": (c_int, [_P(_game), _game]),
    "nexus_game_copy": (c_int, [_game, _game]),
    "nexus_game_equal": (c_int, [_P(c_int), _game, _game]),
    "nexus_game_options": (c_int, [_P(COptions), _game]),
    "nexus_game_to_move": (c_int, [_P(c_int), _game]),
    "nexus_game_phase": (c_int, [_P(c_int), _game]),
    "nexus_game_stone": (c_int, [_P(c_int), _game, c_int]),
    "nexus_game_debts": (c_int, [_P(c_int64), _P(c_int64), _game]),
    "nexus_game_quiet": (c_int, [_P(c_int), _game]),
    "nexus_game_turn_count": (c_int, [_P(c_size_t), _game]),
    "nexus_game_result": (c_int, [_P(c_int), _P(c_int), _game]),
    "nexus_game_owns_line": (c_int, [_P(c_int), _game, c_int]),
    "nexus_game_position": (c_int, [_P(CPosition), _game]),
    "nexus_game_format_board": (c_int, [c_char_p, c_size_t, _P(c_size_t),
                                        _game]),
    "nexus_game_hash": (c_int, [_P(c_uint64), _game]),
    "nexus_game_legal_points": (c_int, [_P(c_int), c_size_t, _P(c_size_t),
                                        _game]),
    "nexus_game_point_status": (c_int, [_P(c_int), _game, c_int]),
    "nexus_game_unblock_size": (c_int, [_P(c_int), _game]),
    "nexus_game_unblock_sets": (c_int, [_P(c_int), c_size_t, _P(c_size_t),
                                        _game]),
    "nexus_game_legal_after_unblock": (c_int, [_P(c_int), c_size_t,
                                               _P(c_size_t), _game,
                                               _P(c_int), c_int]),
    "nexus_game_preview": (c_int, [_P(CPreview), _game, _P(c_int), c_int,
                                   c_int]),
    "nexus_game_play": (c_int, [_game, _P(CTurn)]),
    "nexus_game_place": (c_int, [_game, c_int]),
    "nexus_game_undo": (c_int, [_game]),
    "nexus_game_turn_at": (c_int, [_P(CTurn), _game, c_size_t]),
    "nexus_game_declined_offers": (c_int, [_P(c_int), _game, c_size_t]),
    "nexus_game_start_position": (c_int, [_P(CPosition), _P(c_int), _game]),
    "nexus_game_offer_draw": (c_int, [_game]),
    "nexus_game_answer_draw": (c_int, [_game, c_int]),
    "nexus_game_draw_pending": (c_int, [_P(c_int), _game]),
    "nexus_game_set_label": (c_int, [_game, c_int, c_char_p]),
    "nexus_game_label": (c_int, [_P(c_char_p), _game, c_int]),
    "nexus_record_read": (c_int, [_P(_game), c_char_p, c_size_t,
                                  _P(CAllocator), _P(CRecordError)]),
    "nexus_record_write": (c_int, [c_char_p, c_size_t, _P(c_size_t), _game]),
    "nexus_turn_parse": (c_int, [_P(CTurn), _P(c_int), c_int, c_char_p]),
    "nexus_turn_format": (c_int, [c_char_p, c_size_t, _P(c_size_t), c_int,
                                  c_int, _P(CTurn)]),
    "nexus_game_check_consistency": (c_int, [_game]),
}

#: Functions of API 1.1, declared when the loaded library has them.
CORE_1_1_PROTOTYPES: Dict[str, Prototype] = {
    "nexus_game_check_turn": (c_int, [_game, _P(CTurn)]),
    "nexus_rng_next": (c_int, [_P(c_uint64), _P(c_uint64)]),
    "nexus_rng_below": (c_int, [_P(c_uint64), _P(c_uint64), c_uint64]),
    "nexus_game_random_turn": (c_int, [_P(CTurn), _game, _P(c_uint64)]),
    "nexus_game_playout": (c_int, [_game, c_uint64, c_size_t,
                                   _P(c_size_t)]),
    "nexus_turns_new": (c_int, [_P(c_void_p), _game]),
    "nexus_turns_next": (c_int, [_P(CTurn), c_void_p]),
    "nexus_turns_free": (None, [c_void_p]),
    "nexus_game_count_turns": (c_int, [_P(c_uint64), _game]),
    "nexus_line_count": (c_int, [_P(c_int), c_int]),
    "nexus_line_points": (c_int, [_P(c_int), c_size_t, _P(c_size_t), c_int,
                                  c_int]),
    "nexus_outcome_name": (c_char_p, [c_int]),
    "nexus_reason_name": (c_char_p, [c_int]),
    "nexus_outcome_parse": (c_int, [_P(c_int), c_char_p]),
    "nexus_reason_parse": (c_int, [_P(c_int), c_char_p]),
    "nexus_record_key_name": (c_char_p, [c_int]),
    "nexus_record_callbacks_init": (c_int, [_P(CRecordCallbacks), c_uint]),
    "nexus_record_replay": (c_int, [_P(_game), c_char_p, c_size_t,
                                    _P(CAllocator), _P(CRecordCallbacks),
                                    c_void_p, _P(CRecordError)]),
    "nexus_svg_options_init": (c_int, [_P(CSvgOptions), c_uint]),
    "nexus_game_format_svg": (c_int, [c_char_p, c_size_t, _P(c_size_t),
                                      _game, _P(CSvgOptions)]),
}

class CEnvOptions(Structure):
    """nexus_env_options (API 1.2)."""
    _fields_ = [("version", c_uint), ("game", COptions),
                ("turn_limit", c_size_t), ("autoreset", c_int)]


class CEnvBuffers(Structure):
    """nexus_env_buffers (API 1.2): pointers into the caller's arrays."""
    _fields_ = [("version", c_uint), ("observations", c_void_p),
                ("masks", c_void_p), ("rewards", c_void_p),
                ("terminated", c_void_p), ("truncated", c_void_p),
                ("to_play", c_void_p), ("final_observations", c_void_p)]


#: Functions of API 1.2, declared when the loaded library has them.
CORE_1_2_PROTOTYPES: Dict[str, Prototype] = {
    "nexus_env_options_init": (c_int, [_P(CEnvOptions), c_uint]),
    "nexus_env_buffers_init": (c_int, [_P(CEnvBuffers), c_uint]),
    "nexus_env_new": (c_int, [_P(c_void_p), c_size_t, _P(CEnvOptions)]),
    "nexus_env_free": (None, [c_void_p]),
    "nexus_env_reset": (c_int, [c_void_p, _game]),
    "nexus_env_observe": (c_int, [c_void_p, _P(CEnvBuffers)]),
    "nexus_env_step": (c_int, [c_void_p, c_void_p, c_size_t,
                               _P(CEnvBuffers)]),
    "nexus_env_game": (c_int, [_P(c_void_p), c_void_p, c_size_t]),
}

#: name -> (restype, argtypes) of the functions of nexus_bot.h.
BOT_PROTOTYPES: Dict[str, Prototype] = {
    "nexus_bot_callbacks_init": (c_int, [_P(CBotCallbacks), c_uint]),
    "nexus_bot_new_custom": (c_int, [_P(_bot), _P(CBotCallbacks)]),
    # bot API 1.1: the MCTS bot and the solver
    "nexus_mcts_options_init": (c_int, [_P(CMctsOptions), c_uint]),
    "nexus_bot_new_mcts": (c_int, [_P(_bot), _P(CMctsOptions)]),
    "nexus_solve_options_init": (c_int, [_P(CSolveOptions), c_uint]),
    "nexus_solve": (c_int, [_P(CSolveResult), _P(CTurn), c_size_t, _game,
                            _P(CSolveOptions)]),
    "nexus_match_game_seeds": (c_int, [_P(c_uint64), _P(c_uint64), c_uint64,
                                       c_uint]),
    # 1.2: every built-in bot by name, and its options as text
    "nexus_bot_builtin": (c_int, [_P(c_char_p), _P(c_char_p), c_size_t]),
    "nexus_bot_new_named": (c_int, [_P(_bot), c_char_p]),
    "nexus_bot_new_spec": (c_int, [_P(_bot), _P(c_size_t), c_char_p]),
    "nexus_bot_option_count": (c_int, [_P(c_size_t), c_char_p]),
    "nexus_bot_option_info": (c_int, [_P(_P(CBotOption)), c_char_p,
                                      c_size_t]),
    "nexus_bot_option_find": (c_int, [_P(_P(CBotOption)), c_char_p,
                                      c_char_p]),
    "nexus_bot_set_option": (c_int, [_bot, c_char_p, c_char_p]),
    "nexus_bot_get_option": (c_int, [c_char_p, c_size_t, _P(c_size_t), _bot,
                                     c_char_p]),
    "nexus_bot_new_simple": (c_int, [_P(_bot)]),
    "nexus_bot_new_random": (c_int, [_P(_bot), c_uint64]),
    "nexus_strong_options_init": (c_int, [_P(CStrongOptions), c_uint]),
    "nexus_bot_new_strong": (c_int, [_P(_bot), _P(CStrongOptions)]),
    "nexus_bot_free": (None, [_bot]),
    "nexus_bot_choose": (c_int, [_P(CTurn), _bot, _game]),
    "nexus_bot_offer_draw": (c_int, [_P(c_int), _bot, _game]),
    "nexus_bot_answer_draw": (c_int, [_P(c_int), _bot, _game]),
    "nexus_bot_seed": (c_int, [_bot, c_uint64]),
    "nexus_bot_name": (c_int, [_P(c_char_p), _bot]),
    "nexus_match_options_init": (c_int, [_P(CMatchOptions), c_uint]),
    "nexus_match_play": (c_int, [_P(CMatchResult), _P(_game), _bot, _bot,
                                 _P(CMatchOptions)]),
    "nexus_match_series": (c_int, [_P(CSeriesResult), _bot, _bot,
                                   _P(CMatchOptions), c_uint]),
}


def _declare(lib: ctypes.CDLL, prototypes: Dict[str, Prototype],
             optional: bool = False) -> None:
    for name, (restype, argtypes) in prototypes.items():
        if optional and not hasattr(lib, name):
            continue
        fn = getattr(lib, name)
        fn.restype = restype
        fn.argtypes = argtypes


lib, library_path = open_library("nexus")
_declare(lib, CORE_PROTOTYPES)
_declare(lib, CORE_1_1_PROTOTYPES, optional=True)
_declare(lib, CORE_1_2_PROTOTYPES, optional=True)

if lib.nexus_version_number() // 10000 != 1:
    raise ImportError("libnexus %s at %s: this package needs version 1.x"
                      % (lib.nexus_version_string().decode(), library_path))

_bot_library: Optional[ctypes.CDLL] = None
bot_library_path: Optional[str] = None


def has(name: str) -> bool:
    """Whether the loaded libnexus has the function ``name``."""
    return hasattr(lib, name)


def need(name: str) -> Any:
    """The function ``name`` of libnexus, or NotImplementedError saying
    the loaded library is too old for it."""
    if not has(name):
        raise NotImplementedError("%s is not in the loaded libnexus %s (%s)"
                                  % (name, lib.nexus_version_string().decode(),
                                     library_path))
    return getattr(lib, name)


def botlib() -> ctypes.CDLL:
    """libnexus-bot, opened on first use (the core works without it)."""
    global _bot_library, bot_library_path
    if _bot_library is None:
        found, path = open_library("nexus-bot")
        _declare(found, BOT_PROTOTYPES)
        _bot_library, bot_library_path = found, path
    return _bot_library


__dir__ = exports(globals())
