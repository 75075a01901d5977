"""Status codes and the exception raised for each error status.

Every C error becomes an exception: :class:`NexusError` (``status``,
``name``, ``message``) or its subclass for that status, listed in
:data:`ERRORS`. A call that raises changed nothing.
"""

from typing import Any, Dict, Optional, Tuple, Type, Union

from ._capi import lib
from ._ints import INT, check, exports
from .enums import WordEnum

__all__ = [
    "ERRORS", "Status", "check_status", "error", "status_message",
    "status_name", "ClosedError", "NexusError", "InvalidArgError",
    "NoMemoryError", "BufferTooSmallError", "VersionError",
    "OffBoardError", "ParseError", "GameOverError", "IllegalTurnError",
    "MustUnblockError", "UnblockNotDueError", "NotOfferedError",
    "OccupiedError", "SuicideError", "RepetitionError", "PaymentError",
    "PaymentNotDueError", "PaymentSizeError", "PaymentDuplicateError",
    "PaymentNotOwnError", "NoHistoryError", "DeadGroupError",
    "LineOwnedError", "DrawPendingError", "NoDrawOfferError", "RecordError",
]


class Status(WordEnum):
    """nexus_status: 0 or a negative error code; ``str()`` gives its C
    name ('NEXUS_E_SUICIDE')."""
    OK = 0
    E_INVALID_ARG = -1
    E_NOMEM = -2
    E_BUFFER_TOO_SMALL = -3
    E_VERSION = -4
    E_OFF_BOARD = -5
    E_PARSE = -6
    E_GAME_OVER = -7
    E_MUST_UNBLOCK = -8
    E_UNBLOCK_NOT_DUE = -9
    E_NOT_OFFERED = -10
    E_OCCUPIED = -11
    E_SUICIDE = -12
    E_REPETITION = -13
    E_PAYMENT_NOT_DUE = -14
    E_PAYMENT_SIZE = -15
    E_PAYMENT_DUPLICATE = -16
    E_PAYMENT_NOT_OWN = -17
    E_NO_HISTORY = -18
    E_DEAD_GROUP = -19
    E_LINE_OWNED = -20
    E_DRAW_PENDING = -21
    E_NO_DRAW_OFFER = -22
    E_RECORD = -23
    ITER_OVER = -24  # an iterator has no more items (1.1; not an error)

    @property
    def word(self) -> str:
        """The C name (nexus_status_name)."""
        return status_name(self.value)


def status_name(status: int) -> str:
    """Returns the C name of a status code, e.g. 'NEXUS_E_SUICIDE'."""
    return str(lib.nexus_status_name(check(status, "status", INT)).decode())


def status_message(status: int) -> str:
    """Returns a one-line English description of a status code."""
    return str(lib.nexus_status_message(check(status, "status",
                                                  INT)).decode())


class ClosedError(ValueError):
    """A game, bot or iterator was used after close() (or after the call
    that lent it ended)."""


class NexusError(Exception):
    """An error status from the C library.

    ``status`` is the :class:`Status` (or the raw int for a code this
    package does not know), ``name`` its C name and ``message`` the
    library's description; ``detail`` says what was being done.
    """

    def __init__(self, status: int, detail: Optional[str] = None):
        self._args: Tuple[Any, ...] = (status, detail)
        self.status: Union[Status, int]
        try:
            self.status = Status(status)
        except ValueError:
            self.status = status
        self.name = status_name(status)
        self.message = status_message(status)
        self.detail = detail
        text = "%s: %s" % (self.name, self.message)
        super().__init__(text + (": %s" % detail if detail else ""))

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        # Rebuilt from the constructor's arguments, so that the error of a
        # game played in a worker process comes back to its caller.
        return (type(self), self._args)


class InvalidArgError(NexusError, ValueError):
    """NEXUS_E_INVALID_ARG: a value out of range."""


class NoMemoryError(NexusError, MemoryError):
    """NEXUS_E_NOMEM: an allocation failed."""


class BufferTooSmallError(NexusError):
    """NEXUS_E_BUFFER_TOO_SMALL (never seen through this package)."""


class VersionError(NexusError):
    """NEXUS_E_VERSION: unsupported structure or record version."""


class OffBoardError(NexusError, IndexError, ValueError):
    """NEXUS_E_OFF_BOARD: a point index is not on the board."""


class ParseError(NexusError, ValueError):
    """NEXUS_E_PARSE: text could not be parsed."""


class GameOverError(NexusError):
    """NEXUS_E_GAME_OVER: the game has ended."""


class IllegalTurnError(NexusError):
    """Base of the errors of a turn that breaks the rules."""


class MustUnblockError(IllegalTurnError):
    """NEXUS_E_MUST_UNBLOCK: an unblocking set is required."""


class UnblockNotDueError(IllegalTurnError):
    """NEXUS_E_UNBLOCK_NOT_DUE: an unblocking set given when none is due."""


class NotOfferedError(IllegalTurnError):
    """NEXUS_E_NOT_OFFERED: the unblocking set is not offered."""


class OccupiedError(IllegalTurnError):
    """NEXUS_E_OCCUPIED: the point holds a stone."""


class SuicideError(IllegalTurnError):
    """NEXUS_E_SUICIDE: the placement is suicide."""


class RepetitionError(IllegalTurnError):
    """NEXUS_E_REPETITION: the placement repeats a position."""


class PaymentError(IllegalTurnError):
    """Base of the audit payment errors."""


class PaymentNotDueError(PaymentError):
    """NEXUS_E_PAYMENT_NOT_DUE: a payment given when none is due."""


class PaymentSizeError(PaymentError):
    """NEXUS_E_PAYMENT_SIZE: the payment is not exactly net stones."""


class PaymentDuplicateError(PaymentError):
    """NEXUS_E_PAYMENT_DUPLICATE: the payment names a point twice."""


class PaymentNotOwnError(PaymentError):
    """NEXUS_E_PAYMENT_NOT_OWN: the payment names a point without an own
    stone."""


class NoHistoryError(NexusError):
    """NEXUS_E_NO_HISTORY: nothing to undo."""


class DeadGroupError(NexusError, ValueError):
    """NEXUS_E_DEAD_GROUP: a start position has a group without liberties."""


class LineOwnedError(NexusError, ValueError):
    """NEXUS_E_LINE_OWNED: a start position has an owned line."""


class DrawPendingError(NexusError):
    """NEXUS_E_DRAW_PENDING: a draw offer awaits an answer."""


class NoDrawOfferError(NexusError):
    """NEXUS_E_NO_DRAW_OFFER: no draw offer to answer."""


class RecordError(NexusError, ValueError):
    """NEXUS_E_RECORD: a record is malformed or illegal.

    ``line`` is the 1-based line (0 if none), ``cause`` the underlying
    :class:`Status` and ``reason`` the library's explanation.
    """

    def __init__(self, status: int, detail: Optional[str] = None,
                 line: int = 0, cause: Union[Status, int, None] = None):
        super().__init__(status, ("line %d: %s" % (line, detail)) if line
                         else detail)
        self._args = (status, detail, line, cause)
        self.line = line
        self.cause = cause
        self.reason = detail


#: The exception class of every error status.
ERRORS: Dict[Status, Type[NexusError]] = {
    Status.E_INVALID_ARG: InvalidArgError,
    Status.E_NOMEM: NoMemoryError,
    Status.E_BUFFER_TOO_SMALL: BufferTooSmallError,
    Status.E_VERSION: VersionError,
    Status.E_OFF_BOARD: OffBoardError,
    Status.E_PARSE: ParseError,
    Status.E_GAME_OVER: GameOverError,
    Status.E_MUST_UNBLOCK: MustUnblockError,
    Status.E_UNBLOCK_NOT_DUE: UnblockNotDueError,
    Status.E_NOT_OFFERED: NotOfferedError,
    Status.E_OCCUPIED: OccupiedError,
    Status.E_SUICIDE: SuicideError,
    Status.E_REPETITION: RepetitionError,
    Status.E_PAYMENT_NOT_DUE: PaymentNotDueError,
    Status.E_PAYMENT_SIZE: PaymentSizeError,
    Status.E_PAYMENT_DUPLICATE: PaymentDuplicateError,
    Status.E_PAYMENT_NOT_OWN: PaymentNotOwnError,
    Status.E_NO_HISTORY: NoHistoryError,
    Status.E_DEAD_GROUP: DeadGroupError,
    Status.E_LINE_OWNED: LineOwnedError,
    Status.E_DRAW_PENDING: DrawPendingError,
    Status.E_NO_DRAW_OFFER: NoDrawOfferError,
    Status.E_RECORD: RecordError,
}


def error(status: int, detail: Optional[str] = None) -> NexusError:
    """The exception for an error status."""
    try:
        cls = ERRORS.get(Status(status), NexusError)
    except ValueError:
        cls = NexusError
    return cls(status, detail)


def check_status(status: int, detail: Optional[str] = None) -> None:
    """Raise the exception of ``status`` unless it is NEXUS_OK."""
    if status != 0:
        raise error(status, detail)


__dir__ = exports(globals())
