"""The range check of an integer argument: :func:`check`.

It sits above :mod:`libnexus.errors`, whose InvalidArgError it raises,
and below every module that takes integers from a caller.
"""

from typing import Optional

from ._ints import CType, exports, fit, range_text
from .errors import Status, error

__all__ = ["check"]


def check(value: object, name: str, ctype: CType,
          low: Optional[int] = None, high: Optional[int] = None,
          why: str = "") -> int:
    """Returns ``value`` as an int that fits ``ctype`` and, when given,
    lies in ``low..high``. Raises TypeError (not an integer), OverflowError
    (outside the C type) or InvalidArgError (outside ``low..high``), each
    naming ``name``, the value and the range allowed; ``why``, when given,
    is added in parentheses to say where the range comes from."""
    v = fit(value, name, ctype)
    if (low is not None and v < low) or (high is not None and v > high):
        raise error(Status.E_INVALID_ARG, "%s=%d is outside %s%s"
                    % (name, v, range_text(low, high),
                       " (%s)" % why if why else ""))
    return v


__dir__ = exports(globals())
